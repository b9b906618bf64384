"""topic_bridge: ``- [ ] topic`` lines in ``05-todo/research-topics.md`` → the research queue.

Each unticked checkbox (outside code blocks) becomes one queue entry in
``90-system/research-queue.jsonl`` (consumed by the research flow, one topic per night) and
its line becomes ``- [x] topic ← queued``. A topic already in the queue is not queued twice
(``← already queued``); a topic carrying a secret, an injection phrase or a trading signal is
never queued (``← rejected: …``); a rejected secret is never repeated: the line, the report and
the log show the topic with the key replaced (``[redacted: …]``), or withheld entirely when the
secret is not one the redactor can cut out. Ticked lines and everything else are left byte for byte.
"""

from __future__ import annotations

import hashlib
import json
import re
import unicodedata

from hippocampus.jobs.common import Outcome, slugify
from hippocampus.vault import safety
from hippocampus.vault.writer import VaultRun
from vault_schema.layout import RESEARCH_TOPICS, SYSTEM
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


def bridge_topics(run: VaultRun) -> Outcome:
    out = Outcome()
    text = run.read_text(RESEARCH_TOPICS)
    if text is None:
        out.notes.append(f"{RESEARCH_TOPICS} does not exist; nothing to bridge")
        return out
    queued = queued_ids(run)
    lines = text.split("\n")
    fenced = False
    changed = False
    for n, line in enumerate(lines):
        if _FENCE.match(line):
            fenced = not fenced
            continue
        match = None if fenced else _TOPIC.match(line)
        if not match:
            continue
        topic = match.group("topic")
        lead = match.group("lead")
        found = safety.problems(topic, max_bytes=safety.MAX_SUMMARY_BYTES, trading=True)
        reason = found[0].message("research topic") if found else None
        if reason:
            # Trigger: the request carries a secret, an injection phrase or a trading signal.
            # Why: the queue feeds an agent; such text must never reach it. Outcome: line
            # ticked with the reason, nothing queued.
            shown = shown_topic(topic, found)
            lines[n] = f"{lead}[x] {shown} {REJECTED}: {reason}"
            out.skip(shown, reason, action="reject")
            run.log("topic rejected", f"{shown[:80]} ({reason})")
        elif topic_id(topic) in queued:
            lines[n] = f"{lead}[x] {topic} {ALREADY}"
            out.add("already-queued", topic, f"line {n + 1}")
            run.log("topic already queued", topic)
        else:
            entry = {"id": topic_id(topic), "topic": topic, "slug": slugify(topic), "requested": run.today.isoformat(),
                     "status": "queued", "line": n + 1, "run": run.run_id}
            run.append(QUEUE, json.dumps(entry, ensure_ascii=False, sort_keys=True) + "\n")
            queued.add(entry["id"])
            lines[n] = f"{lead}[x] {topic} {QUEUED}"
            out.add("queue", topic, f"id {entry['id']}")
            run.log("topic queued", topic)
        changed = True
    if changed:
        run.write(RESEARCH_TOPICS, "\n".join(lines), consume=True)  # consumes the human's new request lines
    out.counts = {"queued": sum(1 for i in out.done if i.action == "queue"), "rejected": len(out.skipped),
                  "already_queued": sum(1 for i in out.done if i.action == "already-queued")}
    return out
