"""janitor R1-R5: each rule with a card just inside and just outside its limit; archive ≠ delete."""

from __future__ import annotations

import json
from datetime import timedelta

from hippocampus.jobs.janitor import R1_KEEP, R2_MAX_AGE_DAYS, R3_MAX_AGE_DAYS, R4_MAX_AGE_DAYS, run_janitor
from hippocampus.vault.writer import VaultRun
from tests.pipeline_helpers import TODAY, card, commit_all, commits, source, status, vault_hash, write
from vault_schema.approval import ProposalKind, render_proposal
from vault_schema.frontmatter import split_frontmatter


def ago(days: int):
    return TODAY - timedelta(days=days)


def janitor(vault, commit: bool = True, **kw):
    if commit and status(vault):
        commit_all(vault, "cards written by earlier runs")
    with VaultRun(vault, "janitor", today=TODAY, **kw) as run:
        out = run_janitor(run)
    return run, out


def archived(out) -> dict[str, str]:
    return {i.path.rsplit("/", 1)[-1][:-3]: i.rule for i in out.done}


def status_of(vault, name):
    return split_frontmatter((vault / f"30-reviews/staging/{name}.md").read_text()).meta["status"]


def test_r1_keeps_the_newest_three_daily_proposals(vault):
    for i in range(R1_KEEP + 1):
        card(vault, f"daily-{i}", kind="daily-proposal", created=ago(i))
    _, out = janitor(vault)
    assert archived(out) == {f"daily-{R1_KEEP}": "R1"}  # the 4th newest goes, the 3rd stays
    assert status_of(vault, "daily-2") == "draft"


def test_r2_retro_prompts_older_than_seven_days(vault):
    card(vault, "retro-inside", kind="retro-prompt", created=ago(R2_MAX_AGE_DAYS))
    card(vault, "retro-outside", kind="retro-prompt", created=ago(R2_MAX_AGE_DAYS + 1))
    _, out = janitor(vault)
    assert archived(out) == {"retro-outside": "R2"}


def test_r3_cards_whose_sources_all_vanished_after_fourteen_days(vault):
    live = source(vault, "alive")
    gone = ["10-sources/gone-1.md", "10-sources/gone-2.md"]
    card(vault, "r3-inside", sources=gone, created=ago(R3_MAX_AGE_DAYS))
    card(vault, "r3-outside", sources=gone, created=ago(R3_MAX_AGE_DAYS + 1))
    card(vault, "r3-one-left", sources=[gone[0], live], created=ago(R3_MAX_AGE_DAYS + 1))
    card(vault, "r3-url-only", sources=["https://example.com/a"], created=ago(R3_MAX_AGE_DAYS + 1))
    _, out = janitor(vault)
    assert archived(out) == {"r3-outside": "R3"}


def test_r4_cards_older_than_thirty_days_never_selected(vault):
    card(vault, "r4-inside", created=ago(R4_MAX_AGE_DAYS))
    card(vault, "r4-outside", created=ago(R4_MAX_AGE_DAYS + 1))
    card(vault, "r4-selected", created=ago(R4_MAX_AGE_DAYS + 20), compile_selected=ago(3))
    _, out = janitor(vault)
    assert archived(out) == {"r4-outside": "R4"}


def test_r5_keeps_the_newest_research_run_per_slug(vault):
    card(vault, "2026-11-21_kiwi-bm25", kind="research", created=ago(0))
    card(vault, "2026-11-20_kiwi-bm25", kind="research", created=ago(1))
    card(vault, "2026-11-19_lancedb", kind="research", created=ago(2))
    card(vault, "x-old", kind="research", created=ago(3), research_slug="lancedb")
    _, out = janitor(vault)
    assert archived(out) == {"2026-11-20_kiwi-bm25": "R5", "x-old": "R5"}


def test_first_matching_rule_wins_and_archive_never_deletes(vault):
    card(vault, "both", kind="retro-prompt", sources=["10-sources/gone.md"], created=ago(40))
    commit_all(vault)
    run, out = janitor(vault)
    assert archived(out) == {"both": "R2"}
    meta = split_frontmatter((vault / "30-reviews/staging/both.md").read_text()).meta
    assert meta["status"] == "archived" and meta["archived_rule"] == "R2" and "7" in meta["archived_reason"]
    assert meta["archived"] == TODAY
    ledger = [json.loads(x) for x in (vault / "90-system/janitor/2026-11.jsonl").read_text().splitlines()]
    assert ledger == [{"at": "2026-11-21", "path": "30-reviews/staging/both.md", "rule": "R2", "reason": meta["archived_reason"],
                       "kind": "retro-prompt", "run": run.run_id}]
    assert "janitor archive R2 | 30-reviews/staging/both.md" in (vault / "log.md").read_text()
    assert commits(vault)[0] == f"hippo: janitor {run.run_id}" and status(vault) == ""
    _, again = janitor(vault)
    assert again.done == []  # archived cards are left alone


def test_exempt_while_a_proposal_is_open_or_a_human_is_editing(vault):
    card(vault, "proposed", created=ago(60))
    card(vault, "edited", created=ago(60))
    write(vault, "30-reviews/approvals/p.md", render_proposal(ProposalKind.PROMOTION, "proposed",
                                                               {"card": "30-reviews/staging/proposed.md", "sector": "data"}, "s", TODAY))
    commit_all(vault)
    path = vault / "30-reviews/staging/edited.md"
    path.write_text(path.read_text() + "\nthe human is working on this\n")
    _, out = janitor(vault, commit=False)
    assert out.done == []
    assert any("proposal" in n for n in out.notes) and any("uncommitted" in n for n in out.notes)


def test_dry_run_archives_nothing(vault):
    card(vault, "old", created=ago(90))
    commit_all(vault)
    before = vault_hash(vault)
    _, out = janitor(vault, dry_run=True)
    assert archived(out) == {"old": "R4"} and vault_hash(vault) == before
