"""Every promotion gate can fail (issue 39): for each of the five, a card in a real vault that fails
that gate and no other, refused by `hippo propose` (and re-checked by approvals); a card whose only
link is the citation into its own source is an orphan (gate 4)."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from hippocampus.cli import app
from hippocampus.jobs.approvals import apply_approvals
from hippocampus.jobs.gates import failures, run_gates
from hippocampus.jobs.propose import propose
from hippocampus.jobs.wiki import gate_context
from hippocampus.vault.writer import VaultRun
from tests.pipeline_helpers import TODAY, commit_all, commits, page, source, status, tick, vault_hash, write
from vault_schema.frontmatter import render_note
from vault_schema.note import parse_note

BODY = """
# {title}

DuckDB FTS needs Kiwi tokens for Korean; see {link}.

## 상세

Details, from {cite}.

{meta}
"""
META = "## 승격 메타\n\n- refined: checked against the source copy\n"


def _card(vault, name: str, *, title: str | None = None, sources: list[str] | None = None, link: str = "[[20-wiki/data/duckdb]]",
          cite: str = "10-sources/src.md#Details", meta: str = META) -> str:
    rel = f"30-reviews/staging/{name}.md"
    title = title or f"Card {name}"
    fm = {"type": "concept", "status": "draft", "trust": "llm_summary", "title": title, "created": TODAY, "updated": TODAY,
          "sources": ["10-sources/src.md"] if sources is None else sources, "sector": "data", "card_kind": "inbox",
          "compile_selected": TODAY}
    write(vault, rel, render_note(fm, BODY.format(title=title, link=link, cite=cite, meta=meta)))
    return rel


#: gate -> the card that fails it alone
ALONE = {
    "meta": {"meta": ""},
    "unique-title": {"title": "DuckDB"},
    "source-copy": {"sources": ["10-sources/gone.md"]},
    "wikilink": {"link": "[[10-sources/src#Details]]", "cite": "the source above"},
    "citation": {"cite": "the source"},
}


@pytest.fixture
def cards(vault):
    source(vault, "src")
    page(vault, "20-wiki/data/duckdb.md", "DuckDB")
    made = {gate: _card(vault, gate, **kwargs) for gate, kwargs in ALONE.items()}
    made["good"] = _card(vault, "good")
    commit_all(vault, "cards")
    return made


def test_each_gate_fails_alone_on_a_card_made_for_it(vault, cards):
    with VaultRun(vault, "check") as run:
        ctx = gate_context(run)
        for gate, rel in cards.items():
            results = run_gates(parse_note(rel, run.read_text(rel) or ""), ctx)
            assert [f.gate for f in failures(results)] == ([] if gate == "good" else [gate]), (gate, results)


@pytest.mark.parametrize("gate", sorted(ALONE))
def test_propose_refuses_a_card_that_fails_one_gate_and_names_it(vault, cards, gate):
    before = vault_hash(vault)
    with VaultRun(vault, "propose", today=TODAY) as run:
        result, _ = propose(run, cards[gate])
    assert result.proposal is None and [f.gate for f in failures(result.gates)] == [gate]
    assert vault_hash(vault) == before


def test_hippo_propose_refuses_a_card_linked_only_to_its_own_source(vault, cards, monkeypatch):
    monkeypatch.setenv("HIPPO_VAULT", str(vault))
    n = len(commits(vault))
    result = CliRunner().invoke(app, ["propose", cards["wikilink"], "--vault", str(vault)])
    assert result.exit_code == 1
    assert "❌ wikilink" in result.output and "its own sources" in result.output
    assert "✅ citation" in result.output and "✅ source-copy" in result.output
    assert len(commits(vault)) == n and status(vault) == ""


def test_a_ticked_proposal_whose_card_lost_its_graph_link_fails_gate_4_at_promotion(vault, cards):
    with VaultRun(vault, "propose", today=TODAY) as run:
        result, _ = propose(run, cards["good"])
    # the page it linked to is deleted before the tick: only the citation into its source is left
    (vault / "20-wiki/data/duckdb.md").unlink()
    commit_all(vault, "page removed")
    tick(vault, result.proposal)
    with VaultRun(vault, "approvals", today=TODAY) as run:
        out = apply_approvals(run)
    assert out.counts["applied"] == 0 and out.counts["gate_failed"] == 1
    verdict = (vault / result.proposal).read_text(encoding="utf-8")
    assert "❌ wikilink" in verdict and not (vault / "20-wiki/data/good.md").exists()


def test_promoted_pages_carry_no_pipeline_keys(vault, cards):
    with VaultRun(vault, "propose", today=TODAY) as run:
        result, _ = propose(run, cards["good"])
    tick(vault, result.proposal)
    with VaultRun(vault, "approvals", today=TODAY) as run:
        assert apply_approvals(run).counts["applied"] == 1
    promoted = parse_note("20-wiki/data/good.md", (vault / "20-wiki/data/good.md").read_text(encoding="utf-8"))
    assert promoted.meta.status == "canonical"
    assert not {"card_kind", "compile_selected", "compile_attempts", "compile_error"} & set(promoted.meta.raw)
