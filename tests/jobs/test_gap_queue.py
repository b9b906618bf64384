"""The gap queue: open gaps rendered as checkboxes (one commit per run), ticks kept across renders,
closed gaps dropped, ticked gaps queued as research topics by topic_bridge."""

from __future__ import annotations

import json

import pytest

from hippocampus.config import Settings
from hippocampus.jobs import gap_queue
from hippocampus.jobs.topic_bridge import QUEUE, bridge_topics
from hippocampus.ledger import records
from hippocampus.ledger.shared import open_ledger_all
from hippocampus.vault.writer import VaultRun
from tests.pipeline_helpers import TODAY, commits, status
from vault_schema.layout import GAP_QUEUE, RESEARCH_TOPICS


@pytest.fixture
def ledger(tmp_path):
    led = open_ledger_all(tmp_path / "home" / "ledger.sqlite3")
    yield led
    led.close()


def _publish(vault, ledger) -> dict:
    return gap_queue.publish(Settings(vault=vault, home=vault.parent / "home"), ledger)


def _bridge(vault):
    with VaultRun(vault, "topic_bridge", today=TODAY) as run:
        out = bridge_topics(run)
    return run, out


def _tick(vault, gap_id: int) -> None:
    path = vault / GAP_QUEUE
    lines = path.read_text(encoding="utf-8").split("\n")
    path.write_text("\n".join(ln.replace("- [ ] ", "- [x] ", 1) if f"(gap #{gap_id})" in ln else ln for ln in lines), encoding="utf-8")


def test_probe_renders_open_gaps_once_per_run(vault, ledger):
    a = records.record_gap(ledger, "kubernetes operator reconcile loop", "zero_hit", "m1", project="infra")
    b = records.record_gap(ledger, "restic 복구 시간", "bundle_weak", "m1")
    before = len(commits(vault))
    out = _publish(vault, ledger)
    text = (vault / GAP_QUEUE).read_text(encoding="utf-8")
    assert f"- [ ] kubernetes operator reconcile loop — zero_hit, seen 1×, project infra (gap #{a.id})" in text
    assert f"- [ ] restic 복구 시간 — bundle_weak, seen 1× (gap #{b.id})" in text
    assert out["open"] == 2 and out["commit"] and len(commits(vault)) == before + 1
    assert commits(vault)[0].startswith("hippo: probe ") and status(vault) == ""
    assert _publish(vault, ledger)["commit"] is None  # nothing changed: no commit
    assert len(commits(vault)) == before + 1


def test_ticks_survive_a_render_and_closed_gaps_leave(vault, ledger):
    a = records.record_gap(ledger, "kubernetes operator reconcile loop", "zero_hit", "m1")
    b = records.record_gap(ledger, "restic 복구 시간", "bundle_weak", "m1")
    _publish(vault, ledger)
    _tick(vault, a.id)  # the human's uncommitted edit
    records.close_gap(ledger, b.id, "20-wiki/ops/restic.md#복구")
    records.record_gap(ledger, "kubernetes operator reconcile loop", "zero_hit", "m2")  # seen again
    _publish(vault, ledger)
    text = (vault / GAP_QUEUE).read_text(encoding="utf-8")
    assert f"- [x] kubernetes operator reconcile loop — zero_hit, seen 2× (gap #{a.id})" in text
    assert "restic" not in text
    assert status(vault) == ""  # the tick was carried into the committed render


def test_a_ticked_gap_is_queued_as_a_research_topic_once(vault, ledger):
    a = records.record_gap(ledger, "bge-m3 한국어 임계값", "zero_hit", "m1")
    records.record_gap(ledger, "untouched gap", "zero_hit", "m1")
    _publish(vault, ledger)
    _tick(vault, a.id)
    run, out = _bridge(vault)
    assert out.counts["queued"] == 1
    queue = [json.loads(x) for x in (vault / QUEUE).read_text(encoding="utf-8").splitlines()]
    assert [(q["topic"], q["gap"]) for q in queue] == [("bge-m3 한국어 임계값", a.id)]
    gaps_text = (vault / GAP_QUEUE).read_text(encoding="utf-8")
    assert f"(gap #{a.id}) ← queued" in gaps_text and "- [ ] untouched gap" in gaps_text
    assert f"- [x] bge-m3 한국어 임계값 ← queued (gap #{a.id})" in (vault / RESEARCH_TOPICS).read_text(encoding="utf-8")
    assert commits(vault)[0] == f"hippo: topic_bridge {run.run_id}" and status(vault) == ""
    _, again = _bridge(vault)  # the mark stops a second queueing
    assert again.counts["queued"] == 0 and len((vault / QUEUE).read_text(encoding="utf-8").splitlines()) == 1
    _publish(vault, ledger)  # a later render keeps the tick and the mark
    assert f"- [x] bge-m3 한국어 임계값 — zero_hit, seen 1× (gap #{a.id}) ← queued" in (vault / GAP_QUEUE).read_text(encoding="utf-8")


def test_a_tick_is_not_carried_to_another_query_with_the_same_id(vault, ledger):
    gap = records.record_gap(ledger, "lancedb 버전 정리", "bundle_weak", "m1")
    (vault / GAP_QUEUE).write_text(f"- [x] some older query — zero_hit, seen 3× (gap #{gap.id}) ← queued\n", encoding="utf-8")
    _publish(vault, ledger)
    assert f"- [ ] lancedb 버전 정리 — bundle_weak, seen 1× (gap #{gap.id})\n" in (vault / GAP_QUEUE).read_text(encoding="utf-8")


def test_a_vault_that_cannot_take_a_run_is_reported_not_raised(tmp_path, ledger):
    plain = tmp_path / "plain"
    plain.mkdir()  # not a git repository
    records.record_gap(ledger, "some gap", "zero_hit", "m1")
    out = _publish(plain, ledger)
    assert out["commit"] is None and "not a git repository" in out["error"]
    assert not (plain / GAP_QUEUE).exists()
