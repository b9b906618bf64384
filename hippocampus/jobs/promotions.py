"""The promotion ledger ``90-system/promotions/<yyyy-mm>.jsonl``: one line per change to the canon.

One writer (:func:`record`) and one reader (:func:`read_recent`) for every kind of approval that
changes a canonical page: ``promotion`` (a staging card enters the wiki), ``sector-move`` and
``merge``. Each line has the same keys: ``ts``, ``commit``, ``kind``, ``card``, ``target``,
``title``, ``sector``, ``proposal``, ``fingerprint``, ``gates``, ``auto_approved``, ``run``, plus
``from_path``/``from``/``to`` for a sector move. Lines written before this schema (merges with
``at`` and ``page``, no ``sector``) are read as if they had it.

``commit`` is the commit that applied the change. A line cannot name the commit that contains it
(the sha covers the line), so it is written ``null`` and the next approvals run that commits
records it (:func:`record_commits`): the run whose id the line carries committed as
``hippo: <flow> <run>``.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, replace
from datetime import date, datetime

import git

from hippocampus import clock
from hippocampus.vault.writer import VaultRun
from vault_schema.layout import PROMOTIONS, sector_of

KINDS = ("promotion", "sector-move", "merge")


@dataclass(frozen=True)
class LedgerEntry:
    kind: str
    target: str
    title: str
    sector: str
    card: str | None = None
    proposal: str | None = None
    fingerprint: str | None = None
    gates: tuple[str, ...] = ()
    auto_approved: bool = False
    run: str | None = None
    ts: str = ""
    moved: dict[str, str] = field(default_factory=dict)  # sector move: from_path, from, to
    commit: str | None = None  # the commit that applied it (recorded by the next approvals run)

    @property
    def day(self) -> str:
        return self.ts[:10]

    def to_json(self) -> str:
        fields = {k: v for k, v in asdict(self).items() if k not in ("ts", "moved", "commit")}
        return json.dumps({"ts": self.ts, "commit": self.commit, **fields, "gates": list(self.gates), **self.moved}, ensure_ascii=False)


def record(run: VaultRun, today: date, entry: LedgerEntry) -> None:
    """Append one ledger line in this run (same commit as the change it records)."""
    if entry.kind not in KINDS:
        raise ValueError(f"unknown ledger kind {entry.kind!r}")
    ts = datetime.combine(today, clock.now().timetz()).isoformat(timespec="seconds")
    run.append(f"{PROMOTIONS}/{today:%Y-%m}.jsonl", replace(entry, ts=ts).to_json() + "\n")


def parse_line(line: str) -> LedgerEntry | None:
    """One ledger line, in the current shape or the older merge shape; ``None`` when unreadable."""
    try:
        raw = json.loads(line)
    except ValueError:
        return None
    if not isinstance(raw, dict):
        return None
    target = str(raw.get("target") or raw.get("page") or "")
    kind = str(raw.get("kind") or "promotion")
    sector = raw.get("sector") or raw.get("to") or sector_of(target) or ""
    moved = {k: str(raw[k]) for k in ("from_path", "from", "to") if raw.get(k) is not None}
    listed = raw.get("gates")
    gates = listed if isinstance(listed, list) else []
    return LedgerEntry(kind=kind, target=target, title=str(raw.get("title") or target), sector=str(sector),
                       card=raw.get("card"), proposal=raw.get("proposal"), fingerprint=raw.get("fingerprint"),
                       gates=tuple(str(g) for g in gates), auto_approved=bool(raw.get("auto_approved")),
                       run=raw.get("run"), ts=str(raw.get("ts") or raw.get("at") or ""), moved=moved,
                       commit=raw.get("commit") if isinstance(raw.get("commit"), str) else None)


def read_recent(run: VaultRun, limit: int) -> list[LedgerEntry]:
    """The ``limit`` most recent ledger entries, newest first (files in month order)."""
    entries: list[LedgerEntry] = []
    for rel in sorted(run.list_files(PROMOTIONS, suffix=".jsonl")):
        for line in (run.read_text(rel) or "").splitlines():
            entry = parse_line(line)
            if entry is not None:
                entries.append(entry)
    return list(reversed(entries))[:limit]


#: How far back in history the runs of unrecorded ledger lines are looked up.
COMMIT_LOOKBACK = 2000


def _run_commits(run: VaultRun) -> dict[str, str]:
    """Run id -> sha of the pipeline commits (``hippo: <flow> <run id> …``) that touched the ledger."""
    try:
        log = run.repo.git.log(f"-{COMMIT_LOOKBACK}", "--format=%H %s", "--", PROMOTIONS)
    except git.GitCommandError:
        return {}
    found: dict[str, str] = {}
    for line in log.splitlines():
        sha, _, subject = line.partition(" ")
        words = subject.split()
        if len(words) >= 3 and words[0] == "hippo:":
            found.setdefault(words[2], sha)
    return found


def record_commits(run: VaultRun) -> int:
    """Trigger: ledger lines still say ``"commit": null``. Why: a line cannot name the commit
    that holds it; once that commit exists its sha can be recorded. Outcome: each such line whose
    run committed gets that commit's sha, in this run (a file with uncommitted human edits is
    left alone). Returns the number of lines recorded."""
    files = [rel for rel in run.list_files(PROMOTIONS, suffix=".jsonl") if '"commit": null' in (run.read_text(rel) or "")]
    if not files:
        return 0
    commits = _run_commits(run)
    recorded = 0
    for rel in files:
        if run.is_dirty(rel):
            continue
        lines = (run.read_text(rel) or "").split("\n")
        changed = 0
        for i, line in enumerate(lines):
            if '"commit": null' not in line:
                continue
            try:
                raw = json.loads(line)
            except ValueError:
                continue
            sha = commits.get(str(raw.get("run") or "")) if isinstance(raw, dict) else None
            if sha and raw.get("commit") is None:
                raw["commit"] = sha
                lines[i] = json.dumps(raw, ensure_ascii=False)
                changed += 1
        if changed:
            run.write(rel, "\n".join(lines))
            recorded += changed
    return recorded
