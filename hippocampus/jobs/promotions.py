"""The promotion ledger ``90-system/promotions/<yyyy-mm>.jsonl``: one line per change to the canon.

One writer (:func:`record`) and one reader (:func:`read_recent`) for every kind of approval that
changes a canonical page: ``promotion`` (a staging card enters the wiki), ``sector-move`` and
``merge``. Each line has the same keys: ``ts``, ``commit`` (null: the line is part of the very
commit it would name), ``kind``, ``card``, ``target``, ``title``, ``sector``, ``proposal``,
``fingerprint``, ``gates``, ``auto_approved``, ``run``, plus ``from_path``/``from``/``to`` for a
sector move. Lines written before this schema (merges with ``at`` and ``page``, no ``sector``)
are read as if they had it.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, replace
from datetime import date, datetime

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

    @property
    def day(self) -> str:
        return self.ts[:10]

    def to_json(self) -> str:
        fields = {k: v for k, v in asdict(self).items() if k not in ("ts", "moved")}
        return json.dumps({"ts": self.ts, "commit": None, **fields, "gates": list(self.gates), **self.moved}, ensure_ascii=False)


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
                       run=raw.get("run"), ts=str(raw.get("ts") or raw.get("at") or ""), moved=moved)


def read_recent(run: VaultRun, limit: int) -> list[LedgerEntry]:
    """The ``limit`` most recent ledger entries, newest first (files in month order)."""
    entries: list[LedgerEntry] = []
    for rel in sorted(run.list_files(PROMOTIONS, suffix=".jsonl")):
        for line in (run.read_text(rel) or "").splitlines():
            entry = parse_line(line)
            if entry is not None:
                entries.append(entry)
    return list(reversed(entries))[:limit]
