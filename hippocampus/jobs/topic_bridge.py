"""topic_bridge: ``- [ ] topic`` lines in ``05-todo/research-topics.md`` → the research queue.

Each unticked checkbox (outside code blocks) becomes one queue entry in
``90-system/research-queue.jsonl`` (consumed by the research flow, one topic per night) and
its line becomes ``- [x] topic ← queued``. A topic already in the queue is not queued twice
(``← already queued``); a topic carrying a secret, an injection phrase or a trading signal is
never queued (``← rejected: …``); a rejected secret is never repeated: the line, the report and
the log show the topic with the key replaced (``[redacted: …]``), or withheld entirely when the
secret is not one the redactor can cut out. Ticked lines and everything else are left byte for byte.

Ticked lines of ``30-reviews/gap-queue.md`` (:mod:`hippocampus.jobs.gap_queue`) are queued the
same way: the gap line gets the mark, and a queued gap also gets a ``- [x] <query> ← queued
(gap #ID)`` line in research-topics.md.
"""

from __future__ import annotations

import hashlib
import json
import re
import unicodedata

from hippocampus.jobs import gap_queue
from hippocampus.jobs.common import Outcome, slugify
from hippocampus.vault import safety
from hippocampus.vault.writer import VaultRun
from vault_schema.layout import GAP_QUEUE, RESEARCH_TOPICS, SYSTEM
from vault_schema.secrets import redact_keys

QUEUE = f"{SYSTEM}/research-queue.jsonl"
_TOPIC = re.compile(r"^(?P<lead>\s*[-*+] )\[ \] (?P<topic>\S.*?)\s*$")
_FENCE = re.compile(r"^\s{0,3}(```|~~~)")
QUEUED, ALREADY, REJECTED = "← queued", "← already queued", "← rejected"


def topic_key(topic: str) -> str:
    return " ".join(unicodedata.normalize("NFKC", topic).casefold().split())


def topic_id(topic: str) -> str:
    return hashlib.sha256(topic_key(topic).encode("utf-8")).hexdigest()[:12]


def shown_topic(topic: str, problems: list[safety.Problem]) -> str:
    """The topic as it may be written back, reported and logged: a secret is never repeated."""
    if not any(p.code == "secret" for p in problems):
        return topic
    redacted, _ = redact_keys(topic)
    return redacted if not safety.find_secrets(redacted) else "(topic withheld: it held a secret)"


def queued_ids(run: VaultRun) -> set[str]:
    ids: set[str] = set()
    for line in (run.read_text(QUEUE) or "").splitlines():
        try:
            ids.add(str(json.loads(line)["id"]))
        except (ValueError, KeyError, TypeError):
            continue
    return ids


def requested_topics(text: str) -> list[str]:
    """The unticked ``- [ ] topic`` lines outside code blocks: what the next run queues (the live
    vault's trigger asks this before starting a run, ADR 0030)."""
    fenced, out = False, []
    for line in text.splitlines():
        if _FENCE.match(line):
            fenced = not fenced
            continue
        match = None if fenced else _TOPIC.match(line)
        if match:
            out.append(match.group("topic"))
    return out


def _queue(run: VaultRun, topic: str, queued: set[str], out: Outcome, where: dict[str, object]) -> tuple[str, str]:
    """Queue one requested topic; returns (the topic as it may be shown, the line's mark)."""
    found = safety.problems(topic, max_bytes=safety.MAX_SUMMARY_BYTES, trading=True)
    reason = found[0].message("research topic") if found else None
    if reason:
        # Trigger: the request carries a secret, an injection phrase or a trading signal.
        # Why: the queue feeds an agent; such text must never reach it. Outcome: line
        # ticked with the reason, nothing queued.
        shown = shown_topic(topic, found)
        out.skip(shown, reason, action="reject")
        run.log("topic rejected", f"{shown[:80]} ({reason})")
        return shown, f"{REJECTED}: {reason}"
    if topic_id(topic) in queued:
        out.add("already-queued", topic, ", ".join(f"{k} {v}" for k, v in where.items()))
        run.log("topic already queued", topic)
        return topic, ALREADY
    tid = topic_id(topic)
    entry = {"id": tid, "topic": topic, "slug": slugify(topic), "requested": run.today.isoformat(),
             "status": "queued", "run": run.run_id, **where}
    run.append(QUEUE, json.dumps(entry, ensure_ascii=False, sort_keys=True) + "\n")
    queued.add(tid)
    out.add("queue", topic, f"id {tid}")
    run.log("topic queued", topic)
    return topic, QUEUED


def _bridge_lines(run: VaultRun, lines: list[str], queued: set[str], out: Outcome) -> bool:
    """Queue the unticked topic lines of research-topics.md (``lines`` edited in place)."""
    fenced = changed = False
    for n, line in enumerate(lines):
        if _FENCE.match(line):
            fenced = not fenced
            continue
        match = None if fenced else _TOPIC.match(line)
        if not match:
            continue
        shown, mark = _queue(run, match.group("topic"), queued, out, {"line": n + 1})
        lines[n] = f"{match.group('lead')}[x] {shown} {mark}"
        changed = True
    return changed


def _bridge_gaps(run: VaultRun, lines: list[str] | None, queued: set[str], out: Outcome) -> bool:
    """Queue the ticked lines of the gap queue; each queued gap also gets a ticked line in
    research-topics.md (``lines``), so the human's topic list shows it."""
    ticked, text = gap_queue.take_ticked(run)
    if not ticked or text is None:
        return False
    marks: dict[int, str] = {}
    for item in ticked:
        shown, mark = _queue(run, item.query, queued, out, {"gap": item.gap_id, "source": GAP_QUEUE})
        marks[item.gap_id] = mark
        if mark == QUEUED and lines is not None:
            at = len(lines) - 1 if lines and lines[-1] == "" else len(lines)
            lines.insert(at, f"- [x] {shown} {QUEUED} (gap #{item.gap_id})")
    run.write(GAP_QUEUE, gap_queue.mark(text, marks), consume=True)  # consumes the human's ticks
    return True


def bridge_topics(run: VaultRun) -> Outcome:
    out = Outcome()
    text = run.read_text(RESEARCH_TOPICS)
    if text is None:
        out.notes.append(f"{RESEARCH_TOPICS} does not exist; only the gap queue is bridged")
    queued = queued_ids(run)
    lines = text.split("\n") if text is not None else None
    changed = _bridge_lines(run, lines, queued, out) if lines is not None else False
    changed = _bridge_gaps(run, lines, queued, out) or changed
    if changed and lines is not None and "\n".join(lines) != text:
        run.write(RESEARCH_TOPICS, "\n".join(lines), consume=True)  # consumes the human's new request lines
    out.counts = {"queued": sum(1 for i in out.done if i.action == "queue"), "rejected": len(out.skipped),
                  "already_queued": sum(1 for i in out.done if i.action == "already-queued")}
    return out
