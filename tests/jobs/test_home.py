"""index_home: catalogue by sector, hubs, HOME.md dashboard; idempotent; human pages kept."""

from __future__ import annotations

from datetime import timedelta

from hippocampus.jobs.home import update_home
from hippocampus.vault.writer import VaultRun
from tests.pipeline_helpers import TODAY, card, commit_all, commits, page, status, write
from vault_schema.approval import ProposalKind, render_proposal


def home(vault, **kw):
    with VaultRun(vault, "index_home", today=TODAY, **kw) as run:
        out = update_home(run)
    return run, out


def test_index_hubs_and_dashboard(vault):
    page(vault, "20-wiki/data/duckdb.md", "DuckDB")
    page(vault, "20-wiki/data/bm25.md", "BM25")
    page(vault, "20-wiki/ops/probes.md", "K8s probes")
    page(vault, "20-wiki/ops/draft.md", "Draft page", status="draft")
    card(vault, "2026-10-01_old-card", created=TODAY - timedelta(days=28))
    write(vault, "30-reviews/approvals/2026-11-20_x.md", render_proposal(ProposalKind.PROMOTION, "X card", {"card": "30-reviews/staging/x.md",
                                                                                                            "sector": "data", "title": "X card"}, "s", TODAY))
    commit_all(vault)
    _run, _out = home(vault)
    index = (vault / "index.md").read_text()
    assert "3 canonical pages in 2 sectors." in index and "## data (2)" in index and "## ops (1)" in index
    assert index.index("[[20-wiki/data/bm25|BM25]]") < index.index("[[20-wiki/data/duckdb|DuckDB]]")
    assert "Draft page" not in index
    hub = (vault / "20-wiki/ops/ops.md").read_text()
    assert "hippo_generated: hub" in hub and "[[20-wiki/ops/probes|K8s probes]]" in hub and "Draft page" in hub
    dash = (vault / "HOME.md").read_text()
    assert "| canonical pages | 3 |" in dash and "| staging queue | 1 cards (0 archived) |" in dash and "| waiting approvals | 1 |" in dash
    assert "approve or reject [[30-reviews/approvals/2026-11-20_x|X card]]" in dash
    assert "archived by janitor R4 in 3 days" in dash
    assert commits(vault)[0].startswith("hippo: index_home") and status(vault) == ""
    n = len(commits(vault))
    _, again = home(vault)
    assert again.done == [] and len(commits(vault)) == n  # unchanged vault: no write, no commit


def test_a_human_page_at_the_hub_path_is_never_overwritten(vault):
    page(vault, "20-wiki/dev/dev.md", "My dev overview")
    page(vault, "20-wiki/dev/git.md", "git")
    commit_all(vault)
    _, out = home(vault)
    assert "My dev overview" in (vault / "20-wiki/dev/dev.md").read_text()
    assert any(i.path == "20-wiki/dev/dev.md" for i in out.skipped)


def test_uncommitted_edit_of_a_generated_page_is_kept(vault):
    page(vault, "20-wiki/data/duckdb.md", "DuckDB")
    commit_all(vault)
    home(vault)
    (vault / "HOME.md").write_text("my notes on the dashboard\n")
    _, out = home(vault)
    assert (vault / "HOME.md").read_text() == "my notes on the dashboard\n"
    assert [i.path for i in out.skipped] == ["HOME.md"]


def test_review_priority_ranks_broken_pages_and_spares_human_pages(vault):
    page(vault, "20-wiki/dev/broken.md", "Broken", body="\n# Broken\n\nSee [[nowhere]] and https://example.com\n")
    page(vault, "20-wiki/dev/mine.md", "Mine", trust="human_edit", sources=[], body="\n# Mine\n\nmy own words\n")
    page(vault, "20-wiki/dev/bare.md", "Bare", sources=[], body="\n# Bare\n\nno sources\n")
    commit_all(vault)
    home(vault)
    priority = (vault / "HOME.md").read_text().split("## Review priority")[1]
    assert priority.index("broken-wikilink") < priority.index("canonical-no-sources")
    assert "[[20-wiki/dev/bare|bare]]" in priority and "dev/mine" not in priority
    assert "`[[nowhere]] points at no file in the vault`" in priority


def test_no_hub_where_a_note_already_answers_to_the_sector_name(vault):
    """An imported wiki has `java.md` next to `java/`: a generated `java/java.md` hub would make
    `[[java]]` inside the sector point at the hub (same-folder rule), so none is written."""
    from hippocampus.jobs.home import update_home
    from hippocampus.vault.writer import VaultRun
    from tests.pipeline_helpers import TODAY, write

    meta = "---\ntype: concept\nstatus: canonical\ntrust: human_edit\ntitle: {t}\n---\n"
    write(vault, "20-wiki/java.md", meta.format(t="Java") + "# Java\n")
    write(vault, "20-wiki/java/8.md", meta.format(t="Java 8") + "# Java 8\n\nback to [[java]]\n")
    write(vault, "20-wiki/go/intro.md", meta.format(t="Go") + "# Go\n")
    with VaultRun(vault, "index_home", today=TODAY, durable=False) as run:
        out = update_home(run)
    assert not (vault / "20-wiki/java/java.md").exists() and (vault / "20-wiki/go/go.md").exists()
    assert any(i.path == "20-wiki/java/java.md" and "20-wiki/java.md" in i.detail for i in out.skipped)
