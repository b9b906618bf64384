"""research: one queued topic per run, investigated by a DeepAgents agent (seed 000 §5.1, §10).

The queue is ``90-system/research-queue.jsonl``, filled by the topic_bridge job: one JSON
line per event, the last line of an ``id`` is its state (``queued`` → ``done`` / ``failed``).
An empty queue ends the run before any model is started.

Output, in one commit: a research note in ``10-sources/research/`` (trust ``web_staging`` when
the web search tool returned anything, else ``llm_context``; its citations checked against
what the tools really returned) and a staging packet (``card_kind: research``) citing it,
which the compile graph picks up like any other card.

The agent's note is screened like an inbox file (docs/adr/0021-screening.md): key-shaped strings
are replaced before anything is written, injection markers put note and packet at the lowest trust
with ``screen_findings``, a trading signal is refused (the topic fails with the reason).
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from datetime import date
from pathlib import Path
from typing import Any

from hippocampus import clock
from hippocampus.compile import prompts
from hippocampus.compile.agents import Seen, load_web_search, run_agent, vault_tools
from hippocampus.compile.draft import slugify
from hippocampus.compile.library import VaultLibrary, open_library
from hippocampus.compile.llm import LLM, SKIPPED_NO_LLM, LLMBadOutput, LLMError, from_settings, is_configured
from hippocampus.compile.proposals import append_jsonl, vault_run
from hippocampus.compile.verify import bookkeeping, split_anchor
from hippocampus.config import Settings, get_settings
from hippocampus.vault import safety
from hippocampus.vault.writer import VaultRun
from vault_schema.frontmatter import render_note
from vault_schema.layout import SOURCES, STAGING, SYSTEM, is_system_file
from vault_schema.markdown import citations, parse_sections, parse_wikilinks, resolve_heading
from vault_schema.secrets import redact_keys

QUEUE = f"{SYSTEM}/research-queue.jsonl"  # written by hippocampus.jobs.topic_bridge
NOTES = f"{SOURCES}/research"
MAX_ATTEMPTS = 3


@dataclass
class ResearchReport:
    status: str
    topic: str | None = None
    note: str | None = None
    card: str | None = None
    trust: str | None = None
    citations: dict[str, int] = field(default_factory=dict)
    tool_calls: list[str] = field(default_factory=list)
    tokens: int = 0
    commit: str | None = None
    notes: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def read_queue(text: str | None) -> dict[str, dict[str, Any]]:
    """id -> folded entry (first line's fields, later lines' updates), in queue order."""
    entries: dict[str, dict[str, Any]] = {}
    for line in (text or "").splitlines():
        try:
            record = json.loads(line)
            key = str(record["id"])
        except (ValueError, KeyError, TypeError):
            continue
        entries.setdefault(key, {}).update(record)
    return entries


def next_topic(text: str | None) -> dict[str, Any] | None:
    for entry in read_queue(text).values():
        if entry.get("status") == "queued" and entry.get("topic"):
            return entry
    return None


def check_note_citations(lib: VaultLibrary, text: str, seen: Seen) -> list[tuple[str, str]]:
    """(anchor, status) for every citation in the agent's note: vault anchors must resolve;
    URLs must have come from the web search tool."""
    checks: list[tuple[str, str]] = []
    for anchor in dict.fromkeys(citations(text)):
        if anchor.startswith(("http://", "https://")):
            checks.append((anchor, "from-web-search" if anchor in seen.urls else "unverified-url"))
            continue
        raw_path, heading = split_anchor(anchor)
        path = lib.resolve(raw_path)
        note = lib.note(path) if path else None
        if note is None:
            checks.append((anchor, "missing-note"))
        elif is_system_file(note.path):
            checks.append((anchor, "system-file"))  # the pipeline's bookkeeping is never a source
        elif heading and resolve_heading(note.sections, heading) is None:
            checks.append((anchor, "missing-heading"))
        else:
            checks.append((anchor, "ok"))
    for link in parse_wikilinks(text):
        # Heading-less links to the pipeline's bookkeeping (`[[index.md]]`, `[[90-system/…jsonl]]`)
        # are no citation anchors but present it as a reference: refused the same way.
        if not link.heading and not link.embed and bookkeeping(lib.resolve(link.target) or link.target) is not None:
            checks.append((f"[[{link.target}]]", "system-file"))
    return checks


def _free(run: VaultRun, folder: str, stem: str) -> str:
    rel = f"{folder}/{stem}.md"
    n = 2
    while run.exists(rel):
        rel = f"{folder}/{stem}-{n}.md"
        n += 1
    return rel


def _summary_of(text: str) -> str:
    for section in parse_sections(text):
        if section.level >= 2 and section.heading.startswith("요약"):
            return section.body.strip()
    return " ".join(text.split())[:400]


def write_outputs(run: VaultRun, entry: dict[str, Any], text: str, checks: list[tuple[str, str]], trust: str, model: str, today: date,
                  findings: list[str] | None = None) -> tuple[str, str]:
    """The research note (10-sources) and the staging packet citing it."""
    topic = str(entry["topic"])
    slug = str(entry.get("slug") or slugify(topic))
    note_path = _free(run, NOTES, f"{today.isoformat()}-{slug}")
    marks = {"ok": "✅", "from-web-search": "🌐 web (unverified content)", "unverified-url": "⚠️ unverified URL"}
    check_lines = [f"- {marks.get(status, '❌ ' + status)} `{anchor}`" for anchor, status in checks] or ["- (no citations)"]
    # Only what was checked enters `sources:`: resolved vault anchors and URLs a tool returned. A
    # URL no tool returned (the model's own) is listed as unverified in the note, nothing more.
    sources = sorted({split_anchor(a)[0] for a, s in checks if s == "ok"} | {a for a, s in checks if s == "from-web-search"})
    note_meta = {
        "type": "source-summary", "status": "raw-source", "trust": trust, "title": f"리서치: {topic}",
        "created": today.isoformat(), "updated": today.isoformat(), "tags": ["research"], "sources": sources,
        "research_id": entry.get("id"), "research_topic": topic, "model": model,
    } | ({"screen_findings": findings} if findings else {})
    body = f"\n{text.strip()}\n\n## 인용 점검 (citation check)\n\n" + "\n".join(check_lines) + "\n"
    # Trigger: the agent produced a note. Why: research output is raw material, never canon.
    # Outcome: a 10-sources note with its real trust (web_staging / llm_context), not higher.
    run.write(note_path, render_note(note_meta, body))
    card_path = _free(run, STAGING, f"{today.isoformat()}-research-{slug}")
    card_meta = {
        "type": "concept", "status": "draft", "trust": trust, "title": topic, "created": today.isoformat(),
        "updated": today.isoformat(), "tags": ["research"], "sources": [note_path], "card_kind": "research",
        "research_slug": slug, "research_topic": topic,
    } | ({"screen_findings": findings} if findings else {})
    card_body = f"\n# {topic}\n\n딥리서치 결과 (research note): [[{note_path.removesuffix('.md')}]]\n\n{_summary_of(text)}\n"
    run.write(card_path, render_note(card_meta, card_body))
    return note_path, card_path


def run_research(
    settings: Settings | None = None,
    *,
    run: VaultRun | None = None,
    llm: LLM | None = None,
    library: VaultLibrary | None = None,
    today: date | None = None,
) -> ResearchReport:
    settings = settings or get_settings()
    today = today or clock.today()
    if llm is None and not is_configured(settings):
        return ResearchReport(SKIPPED_NO_LLM)
    root = Path(settings.vault).expanduser().resolve()
    with vault_run(root, "research", run, dry_run=settings.dry_run, today=today) as vrun:
        entry = next_topic(vrun.read_text(QUEUE))
        if entry is None:
            return ResearchReport("empty queue")  # no model started
        report = _research(settings, vrun, entry, llm, library, today)
        if run is None:
            report.commit = vrun.commit(f"hippo: research {vrun.run_id} ({report.topic})")
    return report


def _research(settings: Settings, run: VaultRun, entry: dict[str, Any], llm: LLM | None, library: VaultLibrary | None, today: date) -> ResearchReport:
    report = ResearchReport("ok", topic=str(entry["topic"]))
    web = load_web_search(settings.research_web_search)
    lib = library or open_library(settings, Path(run.root), run=run)
    report.notes += [n for n in (lib.degraded,) if n]
    model = llm or from_settings(settings)
    seen = Seen()
    try:
        _investigate(settings, run, entry, lib, model, seen, web, report, today)
    finally:
        close = getattr(lib, "close", None)
        if close and library is None:
            close()
    report.tool_calls = seen.calls
    report.tokens = model.usage.total
    return report


def _investigate(settings: Settings, run: VaultRun, entry: dict[str, Any], lib: Any, model: LLM, seen: Seen, web: Any,
                 report: ResearchReport, today: date) -> None:
    try:
        text = run_agent(model, vault_tools(lib, seen, web), prompts.RESEARCH, f"Research topic: {entry['topic']}",
                         purpose="research", steps=settings.research_max_steps)
    except LLMBadOutput as exc:
        # Trigger: the agent did not produce a note (step limit, empty answer).
        # Why: a topic that keeps failing must not block the queue forever.
        # Outcome: attempt counted; at MAX_ATTEMPTS the topic is marked failed with the reason.
        attempts = int(entry.get("attempts") or 0) + 1
        status = "failed" if attempts >= MAX_ATTEMPTS else "queued"
        append_jsonl(run, QUEUE, {"id": entry["id"], "status": status, "attempts": attempts, "error": str(exc)[:300], "run": run.run_id})
        report.status, report.notes = f"failed: {exc}", report.notes + [f"attempt {attempts} of {MAX_ATTEMPTS}"]
        return
    except LLMError as exc:
        report.status = f"{exc.state}: {exc}"  # budget/auth/unavailable: the topic stays queued untouched
        return
    found = safety.screen(text)
    if found.trading:
        # Trigger: the note carries a trading signal. Why: the vault never stores them
        # (SPEC §1). Outcome: nothing written; the topic fails with the reason.
        append_jsonl(run, QUEUE, {"id": entry["id"], "status": "failed", "error": "the research note carried a trading signal", "run": run.run_id})
        report.status = "refused: the research note carried a trading signal"
        return
    checks = check_note_citations(lib, text, seen)
    # Trigger: the tools returned web pages, or the note carries injection markers. Why: web text
    # is the least trusted input. Outcome: web_staging. A URL only the model wrote changes nothing.
    trust = "web_staging" if seen.urls or found.injection else "llm_context"
    findings = found.findings() + [f"secret (line {p.line}): {p.reason}, replaced before writing" for p in found.secrets]
    if found.secrets:
        # Trigger: a key-shaped string in the agent's note. Why: the note is committed; a
        # key in git history needs a rewrite. Outcome: the key is replaced, the finding kept.
        text, _ = redact_keys(text)
    note, card = write_outputs(run, entry, text, checks, trust, model.model, today, findings)
    append_jsonl(run, QUEUE, {"id": entry["id"], "status": "done", "done": today.isoformat(), "note": note, "card": card, "run": run.run_id})
    run.log("research", f"{entry['topic']} → {note}")
    report.note, report.card, report.trust = note, card, trust
    for _, status in checks:
        report.citations[status] = report.citations.get(status, 0) + 1


