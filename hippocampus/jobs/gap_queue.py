"""The gap queue: open knowledge gaps as checkbox lines in ``30-reviews/gap-queue.md``.

``hippo probe`` (and the nightly ``probe`` flow) render it after replaying the gaps: one line
per open gap, ``- [ ] <query> — <kind>, seen N×[, project P] (gap #ID)``. A human ticks a line
to ask for research; the next ``topic_bridge`` queues the ticked gap as a research topic and
marks the line ``← queued`` (:func:`take_ticked`). A re-render keeps each open gap's tick and
mark, and drops the lines of gaps that were closed (answered by the wiki). Only the ticks and
marks are read back: the file is generated, other edits to it are not kept.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from hippocampus.config import Settings
from hippocampus.errors import HippoError
from hippocampus.jobs.common import Outcome
from hippocampus.ledger.db import Ledger
from hippocampus.ledger.records import Gap
from hippocampus.vault.writer import VaultRun
from vault_schema.layout import GAP_QUEUE

HEADER = """\
# Gap queue

Open knowledge gaps: searches that found nothing and evidence bundles that were too weak.
Tick a line (`- [x]`) to queue that gap as a research topic; the next `topic_bridge` run queues
it and marks the line `← queued`. Written by `hippo probe` and the nightly probe: gaps the wiki
now answers leave the list. Only the checkboxes are read back.

"""
EMPTY = "_No open gaps._\n"
MAX_LINES = 300
_LINE = re.compile(r"^\s*[-*+] \[(?P<tick>[ xX])\] (?P<body>.*?) \(gap #(?P<id>\d+)\)(?P<mark>.*)$")


@dataclass(frozen=True)
class Line:
    gap_id: int
    ticked: bool
    mark: str  # "" or the bridge's " ← queued" / " ← already queued" / " ← rejected: …"
    query: str


def parse(text: str | None) -> dict[int, Line]:
    """The gap lines of the file by gap id (a line's query is its text before the em dash)."""
    out: dict[int, Line] = {}
    for raw in (text or "").splitlines():
        m = _LINE.match(raw)
        if m:
            query = m.group("body").rsplit(" — ", 1)[0].strip()
            out[int(m.group("id"))] = Line(int(m.group("id")), m.group("tick") != " ", m.group("mark").rstrip(), query)
    return out


def one_line(text: str) -> str:
    return " ".join(text.split())


def line_for(gap: Gap, previous: Line | None) -> str:
    if previous is not None and previous.query != one_line(gap.query):
        previous = None  # an id the file knew for another query (a restored ledger): not its tick
    where = f", project {gap.project}" if gap.project else ""
    tick = "x" if previous and previous.ticked else " "
    return f"- [{tick}] {one_line(gap.query)} — {gap.kind}, seen {gap.count}×{where} (gap #{gap.id}){previous.mark if previous else ''}"


def render(gaps: Sequence[Gap], previous: dict[int, Line]) -> str:
    lines = [line_for(g, previous.get(g.id)) for g in list(gaps)[:MAX_LINES]]
    more = f"\n_{len(gaps) - MAX_LINES} more open gaps are not listed (see `hippo probe --json`)._\n" if len(gaps) > MAX_LINES else ""
    return HEADER + ("\n".join(lines) + "\n" if lines else EMPTY) + more


def write_queue(run: VaultRun, gaps: Sequence[Gap]) -> Outcome:
    """Render the open ``gaps`` into the gap queue (no write when nothing changed)."""
    out = Outcome()
    old = run.read_text(GAP_QUEUE)
    previous = parse(old)
    text = render(gaps, previous)
    kept = {g.id for g in gaps}
    out.counts = {"open": len(gaps), "dropped": sum(1 for i in previous if i not in kept),
                  "ticked": sum(1 for g in gaps if g.id in previous and previous[g.id].ticked)}
    if text != old:
        # consume=True: the human's ticks are carried into the new text, so their edit is kept.
        run.write(GAP_QUEUE, text, consume=True)
        out.add("render", GAP_QUEUE, f"{len(gaps)} open gaps")
        run.log("gap queue rendered", f"{len(gaps)} open, {out.counts['dropped']} closed gaps dropped")
    return out


def take_ticked(run: VaultRun) -> tuple[list[Line], str | None]:
    """The ticked, not yet queued lines of the gap queue, and the file's text (None when absent)."""
    text = run.read_text(GAP_QUEUE)
    return [line for line in parse(text).values() if line.ticked and not line.mark], text


def mark(text: str, marks: dict[int, str]) -> str:
    """``text`` with the bridge's mark appended to the lines of the given gap ids."""
    lines = text.split("\n")
    for n, raw in enumerate(lines):
        m = _LINE.match(raw)
        if m and int(m.group("id")) in marks and not m.group("mark").strip():
            lines[n] = raw.rstrip() + " " + marks[int(m.group("id"))]
    return "\n".join(lines)


def publish(settings: Settings, ledger: Ledger) -> dict[str, object]:
    """Render the ledger's open gaps into the gap queue in its own run (one commit, or none when
    nothing changed); ``{"path", "open", "commit", "dry_run", "error"}`` (``error``: why the file
    could not be written, e.g. the vault is not a git repository)."""
    from hippocampus.ledger.records import open_gaps

    gaps = open_gaps(ledger, MAX_LINES * 4)
    try:
        with VaultRun(settings.vault, "probe", dry_run=settings.dry_run) as run:
            write_queue(run, gaps)
    except HippoError as exc:
        # Trigger: the vault cannot take a run (not a git repository, another writer holds it).
        # Why: the probe's answer does not depend on the file. Outcome: reported, not raised.
        return {"path": GAP_QUEUE, "open": len(gaps), "commit": None, "dry_run": settings.dry_run, "error": str(exc)}
    return {"path": GAP_QUEUE, "open": len(gaps), "commit": run.commit_sha, "dry_run": run.dry_run, "error": None}
