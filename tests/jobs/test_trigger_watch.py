"""Which vault changes call for a flow now (ADR 0030, hippocampus/live/triggers.py): a ticked
approval card once per state, never again for the same state (the approvals run's own verdict
is not a new tick), again after an untick and a new tick; requested topics likewise."""

from __future__ import annotations

from hippocampus.jobs.propose import propose
from hippocampus.live.triggers import APPROVALS_FLOW, TOPICS_FLOW, TriggerWatch
from hippocampus.vault.writer import VaultRun
from tests.pipeline_helpers import commit_all, promotable_card, tick, write


def test_a_tick_is_announced_once_per_state(vault):
    card = promotable_card(vault)
    commit_all(vault)
    with VaultRun(vault, "propose") as run:
        proposal = propose(run, card)[0].proposal
    watch = TriggerWatch(vault)
    assert watch.check([proposal]) == []  # proposed, not ticked: nothing to do
    tick(vault, proposal)
    first = watch.check([proposal, "20-wiki/unrelated.md"])
    assert [(t.flow, t.paths) for t in first] == [(APPROVALS_FLOW, (proposal,))] and "approved" in first[0].reason
    assert watch.check([proposal]) == []  # the same state again (a re-save, the run's own commit)
    path = vault / proposal
    path.write_text(path.read_text(encoding="utf-8").replace("- [x] 승인 (approve)", "- [ ] 승인 (approve)"), encoding="utf-8")
    assert watch.check([proposal]) == []  # unticked: forgotten
    tick(vault, proposal)
    assert [t.flow for t in watch.check([proposal])] == [APPROVALS_FLOW]  # ticked again: news again


def test_requested_topics_are_announced_once_and_a_broken_card_is_ignored(vault):
    watch = TriggerWatch(vault)
    write(vault, "05-todo/research-topics.md", "# Topics\n\n- [ ] LanceDB compaction under load\n")
    write(vault, "30-reviews/approvals/broken.md", "---\nnot: [closed\n---\n- [x] 승인 (approve)\n")
    found = watch.check(["05-todo/research-topics.md", "30-reviews/approvals/broken.md"])
    assert [(t.flow, t.reason) for t in found] == [(TOPICS_FLOW, "05-todo/research-topics.md (1 requested topic(s))")]
    assert watch.check(["05-todo/research-topics.md"]) == []
    write(vault, "05-todo/research-topics.md", "# Topics\n\n- [ ] LanceDB compaction under load\n- [ ] Kiwi user dictionaries\n")
    assert "2 requested topic(s)" in watch.check(["05-todo/research-topics.md"])[0].reason
