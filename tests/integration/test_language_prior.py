"""Coverage weights capped by how common a word is in the language (ADR 0019 decision 9), on a
real store of a small vault, where the store's own idf says little: "make" occurs in one
section of forty, so alone it carried 43 % of "How do I make soup" and the question answered
with a Kubernetes note (found on the sample vault)."""

from __future__ import annotations

import pytest

from hippocampus.config import Settings
from hippocampus.search.params import RankingParams
from hippocampus.search.service import search
from hippocampus.store.indexer import run_index
from hippocampus.store.reader import Store

TOPICS = [
    "restic backups", "duckdb indexes", "lancedb versions", "tmux panes", "git rebase", "systemd timers",
    "nginx proxies", "postgres vacuum", "redis eviction", "python packaging", "rust lifetimes", "docker layers",
    "ssh tunnels", "vim registers", "bash arrays", "cron schedules", "zfs snapshots", "prefect flows",
    "kiwi morphemes", "obsidian links", "markdown tables", "unicode folding", "http caching", "tls certificates",
    "dns records", "ipv6 routing", "grafana panels", "prometheus alerts", "loki labels", "s3 lifecycle",
    "kafka partitions", "sqlite pragmas", "pandas groupby", "numpy broadcasting", "pytest fixtures",
    "mypy generics", "ruff rules", "uv lockfiles", "poetry groups",
]
FILLER = ("The notes record what was tried, what failed and what finally worked on the home server, "
          "with the exact versions, the commands that were run and the numbers that came out of them. ")


def _vault(root):
    vault = root / "vault" / "20-wiki"
    vault.mkdir(parents=True)
    for i, topic in enumerate(TOPICS):
        (vault / f"note-{i:02d}.md").write_text(f"# {topic.title()}\n\n{topic} {FILLER * 5}\n", encoding="utf-8")
    (vault / "k8s-probes.md").write_text(
        "# Kubernetes probes\n\nReadiness probes make the kubelet take a pod out of the Service endpoints "
        f"while it warms up; liveness probes restart it. {FILLER * 4}\n", encoding="utf-8")
    return root / "vault"


@pytest.fixture(scope="module")
def stores(tmp_path_factory):
    root = tmp_path_factory.mktemp("langprior")
    settings = Settings(vault=_vault(root), home=root / "home")
    run_index(settings, embed=False)
    memory, sql = Store.open_latest(settings.store_dir), Store.open_latest(settings.store_dir, engine="sql")
    yield memory, sql
    memory.close()
    sql.close()


def test_both_engines_report_the_same_mean_section_length(stores):
    memory, sql = stores
    assert memory.mean_section_length() == pytest.approx(sql.mean_section_length())
    assert memory.mean_section_length() > 50  # the filler makes sections of about a hundred words


@pytest.mark.parametrize("engine", [0, 1])
def test_a_common_word_alone_is_not_evidence_enough(stores, engine):
    store = stores[engine]
    res = search(store, None, "How do I make soup", mode="lexical")
    assert res.abstained and res.hits == ()
    assert 0.0 < res.lexical_coverage < 0.4
    # the store's idf alone (the previous rule) let it through on "make"
    old = search(store, None, "How do I make soup", mode="lexical", params=RankingParams(language_prior=False))
    assert not old.abstained and old.hits[0].path.endswith("k8s-probes.md")
    assert old.lexical_coverage >= 0.4 > res.lexical_coverage


def test_specific_words_keep_their_weight(stores):
    store = stores[0]
    res = search(store, None, "kubelet readiness probes", mode="lexical")
    assert not res.abstained and res.hits[0].path.endswith("k8s-probes.md")
    assert res.hits[0].coverage == pytest.approx(1.0)
    # an absent but common word costs an answerable question less than before
    q = "are readiness probes good"
    new = search(store, None, q, mode="lexical", abstain=False).lexical_coverage
    old = search(store, None, q, mode="lexical", abstain=False, params=RankingParams(language_prior=False)).lexical_coverage
    assert new > old



def test_queries_of_common_words_or_no_words_are_handled_cleanly(stores):
    """Words common in the language weigh little, not nothing to divide by: several of them, one
    present, abstain; a query the analyser keeps no term of finds nothing; punctuation alone is a
    usage error, as before. Hidden characters change nothing."""
    from hippocampus.errors import UsageError

    for store in stores:
        for query in ("make good time", "\u200bmake\ufeff good \u200btime"):
            res = search(store, None, query, mode="lexical")
            assert res.abstained and res.hits == () and 0.0 < res.lexical_coverage < 0.4
        empty = search(store, None, "the of and", mode="lexical")
        assert empty.hits == () and empty.query_terms == ()
        with pytest.raises(UsageError):
            search(store, None, "!!! ??? ...", mode="lexical")


def test_the_bm25_cap_setting_scales_common_words_only(stores):
    """``lex_language_prior`` (a setting, off by default: it lost Cranfield R@1, ADR 0032 addendum
    b): "make", in one section of forty here, goes to BM25 at its language idf over its store idf;
    "kubelet", which the lists do not hold, keeps its full weight; off, every term weighs 1."""
    from hippocampus.search.legs import lexical_plan
    from hippocampus.store.tokenize import query_terms

    memory, _ = stores
    query = "make kubelet"
    terms = query_terms(query)
    off = dict(lexical_plan(memory, terms, RankingParams(), query).weighted)
    on = dict(lexical_plan(memory, terms, RankingParams(lex_language_prior=True), query).weighted)
    assert off == {"make": 1.0, "kubelet": 1.0}
    assert 0.0 < on["make"] < 0.8 and on["kubelet"] == 1.0
    ranked = search(memory, None, query, mode="lexical", params=RankingParams(lex_language_prior=True), abstain=False)
    assert ranked.hits[0].path.endswith("k8s-probes.md")
