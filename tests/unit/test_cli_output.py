"""What the CLI prints for a flow's result: readable lines, never a Python repr."""

from __future__ import annotations

from hippocampus.cli import flow_cmds

DAILY = {
    "inbox_scan": {"job": "inbox_scan", "run_id": "r1", "dry_run": False, "commit": "0123456789abcdef", "counts": {"captured": 2, "cards": 2},
                   "done": [{"action": "capture", "path": "10-sources/a.md", "detail": "", "rule": None}], "skipped": []},
    "topic_bridge": {"job": "topic_bridge", "run_id": "r2", "dry_run": False, "commit": None, "counts": {}, "done": [], "skipped": []},
    "index": {"id": "m-42", "embedding_coverage": 0.5, "added": ["20-wiki/a.md"], "changed": [], "removed": []},
    "backup": {"snapshot": "2026-12-01T04-10", "files": 3, "removed": [], "dry_run": False},
    "janitor": {"failed": "lock held by pid 7"},
}


def test_run_daily_prints_one_readable_line_per_step(capsys, monkeypatch):
    from rich.console import Console

    monkeypatch.setattr(flow_cmds, "console", Console(width=200, force_terminal=False))
    flow_cmds._print_report(DAILY)
    out = capsys.readouterr().out.splitlines()
    assert out == [
        "  ✓ inbox_scan: captured 2, cards 2; commit 0123456789",
        "  ✓ topic_bridge: nothing to do; commit none",
        "  ✓ index: materialization m-42, embeddings 50%",
        "  ✓ backup: snapshot 2026-12-01T04-10",
        "  ✗ janitor: failed: lock held by pid 7",
    ]
