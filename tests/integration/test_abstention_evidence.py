"""Abstention reads the query's own words in the returned hits (issue 35 item 4, ADR 0033), on a
real store, in both store engines, with the default embedder.

Found on the Obsidian Help vault: an everyday question passed on "coverage" that a Snowball stem
shared with an unrelated vault word supplied, and another on a cosine barely over the probes'
median with nothing specific from the lexical leg. Here: "experience" and "experiment" share the
stem ``experi``; Korean 우기 (rainy season) sits inside 키우기 (raising) without being its morpheme.
"""

from __future__ import annotations

import pytest

from hippocampus.config import Settings
from hippocampus.search.abstention import Evidence, below_floor
from hippocampus.search.params import RankingParams
from hippocampus.search.service import search
from hippocampus.store.embedders import make_embedder
from hippocampus.store.indexer import run_index
from hippocampus.store.reader import Store

NOTES = {
    "20-wiki/lab/results.md": "# Lab results\n\nThe experiment in March measured the sync latency of three vaults; "
                              "the second run repeated the experiment with a cold cache.\n",
    "20-wiki/home/cats.md": "# 고양이 키우기\n\n고양이 키우기는 매일 물을 갈아 주고 모래를 치우는 일부터 시작한다.\n",
    "20-wiki/dev/backups.md": "# Backups\n\nRestic snapshots run nightly; the retention policy keeps seven daily snapshots.\n",
}
OLD = RankingParams().with_overrides(abstain_evidence=-1.0)  # ADR 0019's rule, for comparison


@pytest.fixture(scope="module")
def stores(tmp_path_factory):
    root = tmp_path_factory.mktemp("evidence")
    for rel, text in NOTES.items():
        f = root / "vault" / rel
        f.parent.mkdir(parents=True, exist_ok=True)
        f.write_text(text, encoding="utf-8")
    settings = Settings(vault=root / "vault", home=root / "home")
    embedder = make_embedder(settings)
    run_index(settings, embed=True, embedder=embedder)
    memory, sql = Store.open_latest(settings.store_dir), Store.open_latest(settings.store_dir, engine="sql")
    yield memory, sql, embedder
    memory.close()
    sql.close()


def test_both_engines_say_which_query_terms_a_section_holds(stores):
    memory, sql, _ = stores
    res = search(memory, None, "experiment 우기 snapshots", mode="lexical", abstain=False)
    ids = [h.section_id for h in res.hits] + [10**9]  # and an id no section has
    terms = ["experi", "우기", "키우", "snapshot", "nowhere"]
    held = memory.section_terms(ids, terms)
    assert held == sql.section_terms(ids, terms)
    by_path = {h.path: held[h.section_id] for h in res.hits}
    assert by_path["20-wiki/lab/results.md"] == {"experi"}
    assert "우기" not in by_path.get("20-wiki/home/cats.md", frozenset())  # a substring, not a morpheme
    assert held[10**9] == frozenset() and memory.section_terms([], terms) == sql.section_terms([], terms) == {}


@pytest.mark.parametrize("engine", [0, 1])
def test_a_stem_collision_is_not_coverage(stores, engine):
    store = stores[engine]
    res = search(store, None, "experience", mode="lexical")
    assert res.abstained and res.hits == () and res.lexical_coverage == 0.0, res.reason
    # ranking still finds the note through the shared stem, and counted it as covering the query
    ranked = search(store, None, "experience", mode="lexical", abstain=False)
    assert ranked.hits[0].path == "20-wiki/lab/results.md" and ranked.hits[0].coverage == pytest.approx(1.0)


@pytest.mark.parametrize("engine", [0, 1])
def test_a_substring_inside_another_word_is_not_coverage(stores, engine):
    store = stores[engine]
    res = search(store, None, "고양이 우기", mode="lexical", abstain=False)
    assert res.hits[0].path == "20-wiki/home/cats.md"
    assert res.hits[0].coverage == pytest.approx(1.0)  # 우기 is a substring of 키우기: what ranking counts
    assert 0.0 < res.lexical_coverage < 0.9  # only 고양이 is a word of the note: the evidence


@pytest.mark.parametrize("engine", [0, 1])
def test_the_query_words_and_their_inflections_still_answer(stores, engine):
    store, _, embedder = stores[engine], None, stores[2]
    for query, path in (("experiments with a cold cache", "20-wiki/lab/results.md"), ("restic snapshot retention", "20-wiki/dev/backups.md"),
                        ("고양이 키우기", "20-wiki/home/cats.md")):
        for emb, mode in ((None, "lexical"), (embedder, "hybrid")):
            res = search(store, emb, query, mode=mode)
            assert not res.abstained and res.hits[0].path == path, (query, mode, res.reason)
            assert res.lexical_coverage >= 0.8


def test_a_cosine_barely_over_the_median_probe_needs_the_query_words(stores):
    _, _, embedder = stores
    store = stores[0]
    res = search(store, embedder, "what did the experience teach us", abstain=False)
    assert res.null_level is not None and res.null_ceiling is not None and res.answer_cosine is not None
    # the figures: a best cosine of 0.8435 against a median probe level of 0.8401 and
    # nothing specific from the lexical leg answered under ADR 0019 and abstains now
    ev = Evidence(0.8435, 0.1, 0.82, null_level=0.8401, null_ceiling=0.8590)
    assert below_floor(ev, "hybrid", RankingParams()) and not below_floor(ev, "hybrid", OLD)
    # with most of its words in the hit, the same cosine answers
    assert not below_floor(Evidence(0.8435, 0.6, 0.82, null_level=0.8401, null_ceiling=0.8590), "hybrid", RankingParams())
    # and well above every off-topic probe, the cosine alone does
    assert not below_floor(Evidence(0.90, 0.1, 0.82, null_level=0.8401, null_ceiling=0.8590), "hybrid", RankingParams())


@pytest.mark.parametrize("engine", [0, 1])
def test_a_query_word_no_note_uses_weighs_more_beside_a_cosine(stores, engine):
    """Issue 35 (the wiki's unrelated questions, ADR 0033 addendum 2026-12-06): a query term of
    document frequency 0 in the store counts 1 + abstain_absent_weight times in the coverage
    share, beside a cosine that clears abstain_sim; lexical mode, and a cosine below abstain_sim,
    keep the coverage before. The ranking is untouched."""
    from hippocampus.search import legs

    store, embedder = stores[engine], stores[2]
    query = "restic snapshots to glacier"
    plain = RankingParams().with_overrides(abstain_absent_weight=0.0)
    weighted = RankingParams().with_overrides(abstain_absent_weight=3.0)
    before = search(store, embedder, query, params=plain, abstain=False)
    after = search(store, embedder, query, params=weighted, abstain=False)
    assert [h.path for h in after.hits] == [h.path for h in before.hits] and after.hits[0].path == "20-wiki/dev/backups.md"
    plan = legs.lexical_plan(store, list(after.query_terms), weighted, query)
    assert plan.absent == frozenset({"glacier"})
    w = plan.idf
    held = sum(w[t] for t in plan.terms if t != "glacier")
    assert before.lexical_coverage == pytest.approx(held / (held + w["glacier"]))
    assert after.answer_cosine is not None and after.answer_cosine >= weighted.abstain_sim
    assert after.lexical_coverage == pytest.approx(held / (held + 4 * w["glacier"]))
    lexical = search(store, None, query, mode="lexical", params=weighted, abstain=False)
    assert lexical.lexical_coverage == pytest.approx(before.lexical_coverage)
    # a cosine that carries nothing (under abstain_sim): coverage is the lexical evidence, unweighted
    strict = weighted.with_overrides(abstain_sim=0.99)
    assert search(store, embedder, query, params=strict, abstain=False).lexical_coverage == pytest.approx(before.lexical_coverage)


@pytest.mark.parametrize("engine", [0, 1])
def test_the_query_words_count_less_when_the_legs_disagree_on_the_answering_note(stores, engine):
    """Issue 35 (abst35d, ADR 0033 addendum): when the note carrying the answer cosine is not among
    the lexical leg's first ``abstain_agree_rank`` notes, the coverage share counts
    ``abstain_disagree_share`` of itself; the ranking, lexical mode and agreeing legs are untouched."""
    store, embedder = stores[engine], stores[2]
    query = "restic snapshots retention policy"
    off = RankingParams().with_overrides(abstain_disagree_share=1.0)
    before = search(store, embedder, query, params=off, abstain=False)
    assert before.hits[0].path == "20-wiki/dev/backups.md" and before.lexical_coverage > 0.5
    # both legs put the backups note first: the default rule leaves the evidence as it was
    agreeing = search(store, embedder, query, abstain=False)
    assert agreeing.lexical_coverage == pytest.approx(before.lexical_coverage) and not agreeing.abstained
    # abstain_agree_rank 0: no note is among the lexical leg's first, so the legs "disagree"
    never = RankingParams().with_overrides(abstain_agree_rank=0, abstain_disagree_share=0.5)
    halved = search(store, embedder, query, params=never, abstain=False)
    assert [h.path for h in halved.hits] == [h.path for h in before.hits]  # the ranking is unchanged
    assert [h.coverage for h in halved.hits] == [h.coverage for h in before.hits]  # and the hits' own coverage
    assert halved.lexical_coverage == pytest.approx(0.5 * before.lexical_coverage)
    # lexical mode: no cosine, so no answering note to disagree on
    assert search(store, None, query, mode="lexical", params=never, abstain=False).lexical_coverage == pytest.approx(
        search(store, None, query, mode="lexical", params=off, abstain=False).lexical_coverage)
