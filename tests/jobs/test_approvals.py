"""approvals: promotion with the five gates, fingerprint tampering, sector moves, auto-approve."""

from __future__ import annotations

import json

import pytest

from hippocampus.jobs.approvals import apply_approvals
from hippocampus.jobs.propose import propose
from hippocampus.jobs.verdicts import verdict_of
from hippocampus.vault.writer import VaultRun
from tests.pipeline_helpers import TODAY, changed_in_head, commit_all, commits, page, promotable_card, status, tick, vault_hash
from vault_schema.approval import ProposalKind, render_proposal
from vault_schema.frontmatter import split_frontmatter


def make_proposal(vault, card_rel, sector=None):
    commit_all(vault, "cards")
    with VaultRun(vault, "propose", today=TODAY) as run:
        result, _ = propose(run, card_rel, sector=sector)
    assert result.proposal, result.gates
    return result.proposal


def approve_run(vault, **kw):
    with VaultRun(vault, "approvals", today=TODAY, dry_run=kw.pop("dry_run", False)) as run:
        out = apply_approvals(run, **kw)
    return run, out


def test_ticked_promotion_becomes_canonical_in_one_commit(vault):
    card = promotable_card(vault)
    proposal = make_proposal(vault, card)
    tick(vault, proposal)
    run, out = approve_run(vault)
    target = "20-wiki/data/duckdb-fts-korean.md"
    assert out.counts["applied"] == 1
    meta = split_frontmatter((vault / target).read_text()).meta
    assert meta["status"] == "canonical" and meta["sector"] == "data" and meta["updated"] == TODAY and meta["trust"] == "llm_summary"
    assert not (vault / card).exists()  # moved (git mv), not copied (ADR 0012)
    assert commits(vault)[0] == f"hippo: approvals {run.run_id}" and status(vault) == ""
    head = changed_in_head(vault)
    for path in (target, card, proposal, "index.md", "log.md", "HOME.md", "20-wiki/data/data.md", "90-system/promotions/2026-11.jsonl"):
        assert path in head, path
    assert "[[20-wiki/data/duckdb-fts-korean|DuckDB FTS 한국어]]" in (vault / "index.md").read_text()
    assert "promote | 30-reviews/staging/2026-11-20_duckdb-fts-korean.md → " + target in (vault / "log.md").read_text()
    record = json.loads((vault / "90-system/promotions/2026-11.jsonl").read_text())
    assert record["target"] == target and record["card"] == card and record["ts"].startswith("2026-11-21T")
    assert record["gates"] == ["meta", "unique-title", "source-copy", "wikilink", "citation"] and not record["auto_approved"]
    assert verdict_of((vault / proposal).read_text()) == "applied"
    _, again = approve_run(vault)
    assert again.done == [] and again.counts["applied"] == 0  # a final verdict is never revisited


def test_edited_proposal_is_rejected_with_the_reason_written_back(vault):
    proposal = make_proposal(vault, promotable_card(vault))
    path = vault / proposal
    path.write_text(path.read_text().replace("sector: data", "sector: ops"))  # edit the signed part
    tick(vault, proposal)
    _, out = approve_run(vault)
    assert [i.action for i in out.done] == ["tampered"]
    text = path.read_text()
    assert verdict_of(text) == "tampered" and "fingerprint mismatch" in text
    assert not (vault / "20-wiki/ops").exists() and not (vault / "20-wiki/data/duckdb-fts-korean.md").exists()


def test_failed_gate_writes_a_readable_verdict_and_is_rechecked(vault):
    card = promotable_card(vault, link="later-page")
    page(vault, "20-wiki/data/later-page.md", "Later page")
    proposal = make_proposal(vault, card)
    (vault / "20-wiki/data/later-page.md").unlink()  # the link target disappears before approval
    commit_all(vault)
    tick(vault, proposal)
    _, out = approve_run(vault)
    assert [i.action for i in out.skipped] == ["gate-failed"]
    text = (vault / proposal).read_text()
    assert verdict_of(text) == "gate-failed" and "❌ wikilink" in text and "✅ meta" in text
    assert (vault / card).exists()
    n = len(commits(vault))
    _, out = approve_run(vault)  # unchanged: same verdict, no rewrite, no commit
    assert out.counts["gate_failed"] == 1 and len(commits(vault)) == n
    page(vault, "20-wiki/data/later-page.md", "Later page")  # the vault is fixed
    commit_all(vault)
    _, out = approve_run(vault)
    assert out.counts["applied"] == 1 and verdict_of((vault / proposal).read_text()) == "applied"


def test_duplicate_title_fails_gate_two(vault):
    page(vault, "20-wiki/dev/existing.md", "DuckDB FTS 한국어")
    card = promotable_card(vault)
    commit_all(vault)
    with VaultRun(vault, "propose", today=TODAY) as run:
        result, out = propose(run, card)
    assert result.proposal is None and "already exists" in out.skipped[0].detail


def test_card_changed_after_proposal_is_stale(vault):
    card = promotable_card(vault)
    proposal = make_proposal(vault, card)
    (vault / card).write_text((vault / card).read_text() + "\nmore text\n")
    tick(vault, proposal)
    _, out = approve_run(vault)
    assert [i.action for i in out.done] == ["stale"] and (vault / card).exists()


def test_rejected_box(vault):
    proposal = make_proposal(vault, promotable_card(vault))
    tick(vault, proposal, "반려 (reject)")
    _, out = approve_run(vault)
    assert verdict_of((vault / proposal).read_text()) == "rejected" and [i.action for i in out.done] == ["rejected"]


def test_waiting_then_auto_approve_still_checks_fingerprint_and_gates(vault):
    good = make_proposal(vault, promotable_card(vault))
    bad_card = promotable_card(vault, "2026-11-20_other", "Other title", link="nowhere")
    with VaultRun(vault, "manual", today=TODAY) as run:  # a proposal whose gates fail (written without propose's check)
        run.write("30-reviews/approvals/bad.md", render_proposal(ProposalKind.PROMOTION, "Other title",
                  {"card": bad_card, "sector": "data"}, "s", TODAY))
    tampered = vault / "30-reviews/approvals/t.md"
    tampered.write_text(render_proposal(ProposalKind.PROMOTION, "x", {"card": bad_card, "sector": "data"}, "s", TODAY).replace("sector: data", "sector: dev"))
    commit_all(vault)
    _, out = approve_run(vault)
    assert out.counts["waiting"] == 3 and out.done == []
    _, out = approve_run(vault, auto_approve=True)
    actions = {i.path: i.action for i in out.done + out.skipped if i.path.startswith("30-reviews/approvals")}
    assert actions == {good: "applied", "30-reviews/approvals/bad.md": "gate-failed", "30-reviews/approvals/t.md": "tampered"}
    assert "auto-approved (HIPPO_AUTO_APPROVE=1)" in (vault / good).read_text()


def test_sector_move_applies_and_only_to_may_be_edited(vault):
    src = page(vault, "20-wiki/dev/tmux.md", "tmux")
    other = page(vault, "20-wiki/dev/vim.md", "vim")
    commit_all(vault)
    with VaultRun(vault, "propose", today=TODAY) as run:
        move, _ = propose(run, src, sector="ops")
        move2, _ = propose(run, other, sector="ops")
    p1, p2 = vault / move.proposal, vault / move2.proposal
    p1.write_text(p1.read_text().replace("to: ops", "to: tools"))  # allowed edit
    p2.write_text(p2.read_text().replace("title: vim", "title: neovim"))  # not allowed
    tick(vault, move.proposal)
    tick(vault, move2.proposal)
    run, _out = approve_run(vault)
    assert (vault / "20-wiki/tools/tmux.md").exists() and not (vault / src).exists()
    assert split_frontmatter((vault / "20-wiki/tools/tmux.md").read_text()).meta["sector"] == "tools"
    assert verdict_of(p2.read_text()) == "tampered" and (vault / other).exists()
    record = json.loads((vault / "90-system/promotions/2026-11.jsonl").read_text().splitlines()[-1])
    assert record["kind"] == "sector-move" and record["to"] == "tools"
    assert "20-wiki/tools/tools.md" in changed_in_head(vault) and status(vault) == ""


def test_sector_move_blocked_by_uncommitted_edit_of_the_page(vault):
    src = page(vault, "20-wiki/dev/tmux.md", "tmux")
    commit_all(vault)
    with VaultRun(vault, "propose", today=TODAY) as run:
        move, _ = propose(run, src, sector="ops")
    tick(vault, move.proposal)
    (vault / src).write_text((vault / src).read_text() + "\nhalf-written thought\n")
    _, out = approve_run(vault)
    assert [i.action for i in out.skipped] == ["blocked"] and "half-written thought" in (vault / src).read_text()
    assert verdict_of((vault / move.proposal).read_text()) is None


def test_dry_run_applies_nothing(vault):
    proposal = make_proposal(vault, promotable_card(vault))
    tick(vault, proposal)
    before = vault_hash(vault)
    run, out = approve_run(vault, dry_run=True)
    assert out.counts["applied"] == 1 and vault_hash(vault) == before
    assert any(c.path == "index.md" for c in run.changes)  # the dry run saw index.md change too


@pytest.mark.parametrize("sector", ["../etc", "Data", ".hidden", "a/b"])
def test_invalid_sector_is_refused_at_propose(vault, sector):
    from hippocampus.errors import UsageError

    card = promotable_card(vault, sector=None)
    commit_all(vault)
    with pytest.raises(UsageError), VaultRun(vault, "propose", today=TODAY) as run:
        propose(run, card, sector=sector)


def test_sector_move_rewrites_links_that_spell_the_folder(vault):
    src = page(vault, "20-wiki/dev/tmux.md", "tmux")
    linker = page(vault, "20-wiki/ops/shell.md", "shell",
                  body="\n# shell\n\n[[20-wiki/dev/tmux|tmux]], [[tmux]], [keys](../dev/tmux.md#keys), `[[20-wiki/dev/tmux]]`\n")
    busy = page(vault, "20-wiki/ops/notes.md", "notes", body="\n# notes\n\n[[20-wiki/dev/tmux]]\n")
    source = "10-sources/tmux-session.md"
    (vault / source).write_text("---\ntitle: s\n---\nsaw [[20-wiki/dev/tmux]]\n", encoding="utf-8")
    commit_all(vault)
    with VaultRun(vault, "propose", today=TODAY) as run:
        move, _ = propose(run, src, sector="tools")
    tick(vault, move.proposal)
    (vault / busy).write_text((vault / busy).read_text() + "half-written thought\n")  # uncommitted human edit
    run, out = approve_run(vault)
    assert out.counts["applied"] == 1
    text = (vault / linker).read_text()
    assert "[[20-wiki/tools/tmux|tmux]], [[tmux]], [keys](../tools/tmux.md#keys), `[[20-wiki/dev/tmux]]`" in text
    assert "[[20-wiki/dev/tmux]]" in (vault / busy).read_text() and "half-written" in (vault / busy).read_text()
    assert "[[20-wiki/dev/tmux]]" in (vault / source).read_text()  # sources keep what they were written with
    assert "20-wiki/dev/tmux.md" in (vault / "log.md").read_text()  # and so does the run log
    verdict = (vault / move.proposal).read_text()
    assert "links rewritten in 1 note(s): `20-wiki/ops/shell.md`" in verdict
    assert "fix by hand: `20-wiki/ops/notes.md`" in verdict
    assert "page: 20-wiki/dev/tmux.md" in verdict  # the signed proposal is history: never rewritten
    head = changed_in_head(vault)
    assert linker in head and busy not in head and "20-wiki/tools/tmux.md" in head
    assert status(vault).strip() == f"M {busy}"
