"""The promotion ledger: one schema for every kind, and lines of the older merge shape still read."""

from __future__ import annotations

import json

from hippocampus.jobs.home import Dashboard, render_home
from hippocampus.jobs.promotions import LedgerEntry, parse_line
from tests.pipeline_helpers import TODAY

OLD_MERGE = json.dumps({"at": "2026-11-02", "kind": "merge", "card": "30-reviews/staging/a.md", "page": "20-wiki/data/duckdb.md",
                        "title": "DuckDB", "proposal": "30-reviews/approvals/x.md", "fingerprint": "f", "auto_approved": False, "run": "r1"})


def test_an_old_merge_line_reads_with_target_day_and_sector():
    entry = parse_line(OLD_MERGE)
    assert entry == LedgerEntry("merge", "20-wiki/data/duckdb.md", "DuckDB", "data", card="30-reviews/staging/a.md",
                                proposal="30-reviews/approvals/x.md", fingerprint="f", run="r1", ts="2026-11-02")
    assert entry.day == "2026-11-02"


def test_sector_move_keeps_its_from_and_to_and_round_trips():
    line = LedgerEntry("sector-move", "20-wiki/nlp/kiwi.md", "Kiwi", "nlp", ts="2026-11-03T10:00:00+09:00",
                       moved={"from_path": "20-wiki/data/kiwi.md", "from": "data", "to": "nlp"}).to_json()
    raw = json.loads(line)
    assert raw["from"] == "data" and raw["to"] == "nlp" and raw["commit"] is None and list(raw)[:2] == ["ts", "commit"]
    assert parse_line(line).moved == {"from_path": "20-wiki/data/kiwi.md", "from": "data", "to": "nlp"}


def test_unreadable_lines_are_skipped():
    assert parse_line("{not json") is None and parse_line("[1, 2]") is None


def test_home_names_the_kind_and_sector_of_every_entry():
    d = Dashboard(canonical=[], sectors={}, queue=[], archived=0, waiting=[], gate_failed=[],
                  promotions=[parse_line(OLD_MERGE)], findings=[], today=TODAY)
    assert "(merge, data)" in render_home(d) and "None" not in render_home(d)


def test_hostile_or_damaged_lines_read_without_crashing_and_render_as_text():
    odd = parse_line(json.dumps({"kind": 5, "target": ["20-wiki/x.md"], "gates": "abc", "title": None, "ts": 7, "to": None}))
    assert odd is not None and odd.kind == "5" and odd.gates == () and odd.day == "7"
    d = Dashboard(canonical=[], sectors={}, queue=[], archived=0, waiting=[], gate_failed=[],
                  promotions=[odd, parse_line('{"kind": "merge"}')], findings=[], today=TODAY)
    home = render_home(d)
    assert "Recent promotions" in home and "(merge, no sector)" in home
    assert parse_line('"just a string"') is None and parse_line("\x00\xff") is None
