"""The nightly probe flow (a real Prefect run): gaps replayed against a real index, the open ones
rendered into 30-reviews/gap-queue.md in one commit; the answered one is not listed."""

from __future__ import annotations

from flows.probe import probe
from hippocampus.config import Settings
from hippocampus.ledger import records
from hippocampus.ledger.shared import open_ledger_all
from hippocampus.store.indexer import run_index
from tests.pipeline_helpers import commits, status
from vault_schema.layout import GAP_QUEUE


def test_probe_flow_renders_the_open_gaps(vault, isolated_home):
    settings = Settings(vault=vault, home=isolated_home, embed_provider="none")
    run_index(settings, embed=False)
    ledger = open_ledger_all(settings.ledger_path)
    try:
        records.record_gap(ledger, "zorblax quantum fnord gizmo", "zero_hit", "m0")
    finally:
        ledger.close()
    result = probe(vault=str(vault))
    text = (vault / GAP_QUEUE).read_text(encoding="utf-8")
    assert "- [ ] zorblax quantum fnord gizmo — zero_hit, seen 1× (gap #1)" in text
    assert commits(vault)[0] == f"hippo: probe {result['run_id']}" and status(vault) == ""
    again = probe(vault=str(vault))
    assert again["commit"] is None  # nothing changed: no commit
