"""The whole loop: drop a file in 00-inbox → inbox_scan → propose → tick → approvals → the page
is canonical, listed in index.md and HOME.md, and findable by search; one commit per step."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from flows.approvals import approvals
from flows.inbox_scan import inbox_scan
from flows.index import index
from hippocampus.cli import app
from tests.pipeline_helpers import commit_all, commits, page, status, tick, write
from vault_schema.frontmatter import split_frontmatter

DROP = """# Kiwi 사용자 사전으로 고유명사 살리기

Kiwi 형태소 분석기는 사전에 없는 고유명사를 쪼갠다. `add_user_word` 로 등록하면 하나의
형태소로 남는다. [[kiwi]] 페이지와 함께 본다.

## 사용법

https://github.com/bab2min/kiwipiepy 의 `Kiwi.add_user_word("해마", "NNP")`.
"""


def test_drop_to_canonical_and_searchable(vault: Path, monkeypatch):
    monkeypatch.setenv("HIPPO_VAULT", str(vault))
    page(vault, "20-wiki/data/kiwi.md", "Kiwi")
    commit_all(vault, "existing wiki")
    n0 = len(commits(vault))

    # 1. drop → inbox_scan
    write(vault, "00-inbox/kiwi-user-dict.md", DROP)
    scan = inbox_scan(vault=str(vault))
    card = "30-reviews/staging/" + next(p.name for p in (vault / "30-reviews/staging").glob("*kiwi-user-dict.md"))
    assert len(commits(vault)) == n0 + 1 and scan["commit"]

    # 2. the human refines the card in Obsidian (uncommitted), then proposes it
    text = (vault / card).read_text()
    (vault / card).write_text(text + "\n## 승격 메타\n\n- 원문 사본과 대조함, kiwipiepy 0.20 에서 확인\n")
    result = CliRunner().invoke(app, ["propose", card, "--sector", "data", "--vault", str(vault)], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    proposal = "30-reviews/approvals/" + next(p.name for p in (vault / "30-reviews/approvals").glob("*.md"))
    assert len(commits(vault)) == n0 + 2 and commits(vault)[0].startswith("hippo: propose")

    # 3. tick the box → approvals
    tick(vault, proposal)
    applied = approvals(vault=str(vault))
    assert applied["counts"]["applied"] == 1, applied
    assert len(commits(vault)) == n0 + 3 and status(vault) == ""

    target = "20-wiki/data/kiwi-user-dict.md"
    meta = split_frontmatter((vault / target).read_text()).meta
    assert meta["status"] == "canonical" and meta["sector"] == "data" and meta["trust"] == "source"
    assert "[[20-wiki/data/kiwi-user-dict|Kiwi 사용자 사전으로 고유명사 살리기]]" in (vault / "index.md").read_text()
    home = (vault / "HOME.md").read_text()
    assert "| canonical pages | 2 |" in home and "Kiwi 사용자 사전으로 고유명사 살리기" in home.split("## Recent promotions")[1]

    # 4. the store is rebuilt from the vault (no vault commit) and search finds the page
    built = index(vault=str(vault), embed=False)
    assert built["id"] and len(commits(vault)) == n0 + 3
    from hippocampus.config import get_settings
    from hippocampus.search.context import open_context
    from hippocampus.search.service import search

    get_settings.cache_clear()
    ctx = open_context(get_settings(), with_embedder=False)
    try:
        res = search(ctx.store, None, "사용자 사전 고유명사", mode="lexical", k=5, params=ctx.params)
    finally:
        ctx.close()
    assert res.hits and res.hits[0].path == target, res


def test_the_demo_cycle_writes_no_file_that_validate_flags(tmp_path: Path, monkeypatch):
    """`hippo demo` then `hippo validate`: only the sample's deliberate findings. The daily cycle
    (inbox cards, the approval card, the promoted page, hubs, index.md, HOME.md, reports) adds none."""
    from flows.daily import daily
    from hippocampus.cli.demo_cmds import _tick_sample_approval
    from hippocampus.vault.init import init_vault
    from hippocampus.vault.validate import validate_vault
    from tests.pipeline_helpers import git

    vault = tmp_path / "demo"
    init_vault(vault, sample=True)
    git(vault, "config", "user.name", "Test Human")
    git(vault, "config", "user.email", "human@example.com")
    monkeypatch.setenv("HIPPO_VAULT", str(vault))
    deliberate = {(f.path, f.code, f.message) for f in validate_vault(vault).findings}
    assert len(deliberate) == 7
    assert _tick_sample_approval(vault)
    results = daily(vault=str(vault), index_store=False)
    assert results["approvals"]["counts"].get("applied") == 1, results["approvals"]
    after = {(f.path, f.code, f.message) for f in validate_vault(vault).findings}
    assert after - deliberate == set()
    assert "✅ wikilink: a live `[[wikilink]]` to another note (not its own sources)" in "".join(
        p.read_text() for p in (vault / "30-reviews/approvals").glob("*.md"))
