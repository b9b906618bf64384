"""Fusion edge cases the ranking depends on (each one killed a surviving mutant of fusion.py)."""

from __future__ import annotations

import pytest

from hippocampus.search.fusion import Leg, convex, document_ranks, rrf

DOC_OF = {1: "A", 2: "A", 3: "B", 4: "C"}


def test_sections_of_unknown_documents_take_no_rank():
    # section 9 belongs to no known document (filtered out): it must not push A to rank 2
    assert document_ranks([9, 2, 1, 3], DOC_OF) == {"A": 1, "B": 2}
    assert document_ranks([], DOC_OF) == {}


def test_a_zero_weight_leg_is_skipped_but_the_legs_after_it_still_count():
    # the default title weight is 0.0 and the title leg comes first: the semantic leg must survive it
    legs = [Leg("title", 0.0, [4]), Leg("fts", 1.0, [1]), Leg("semantic", 2.0, [3, 1])]
    scores = rrf(legs, DOC_OF, k=60)
    assert set(scores) == {"A", "B"}  # C was found only by the zero-weight leg
    assert scores["A"] == pytest.approx(1 / 61 + 2 / 62)
    assert scores["B"] == pytest.approx(2 / 61)


def test_rrf_is_a_sum_of_weight_over_k_plus_rank():
    scores = rrf([Leg("fts", 3.0, [3, 1]), Leg("semantic", 1.0, [1])], DOC_OF, k=10)
    assert scores == {"B": pytest.approx(3 / 11), "A": pytest.approx(3 / 12 + 1 / 11)}
    assert rrf([Leg("fts", -1.0, [1])], DOC_OF, k=10) == {}  # a negative weight is off, like zero


def test_pure_semantic_gives_lexical_only_documents_nothing():
    scores = convex({"L": 4.0, "A": 2.0}, {"A": 0.5, "B": 0.9}, alpha=1.0)
    assert scores == {"A": 0.0, "B": 1.0}


def test_pure_lexical_ignores_semantic_only_documents():
    assert convex({"A": 4.0}, {"A": 0.5, "B": 0.9}, alpha=0.0) == {"A": 1.0}


def test_negative_lexical_scores_count_as_zero_and_cosines_are_min_max_scaled():
    scores = convex({"A": 2.0, "B": -1.0}, {"A": 0.2, "B": 0.6, "C": 0.4}, alpha=0.5)
    assert scores["A"] == pytest.approx(0.5 * 1.0 + 0.5 * 0.0)
    assert scores["B"] == pytest.approx(0.5 * 0.0 + 0.5 * 1.0)
    assert scores["C"] == pytest.approx(0.5 * 0.5)


def test_equal_cosines_give_the_full_semantic_share():
    assert convex({"A": 1.0, "B": 3.0}, {"A": 0.8, "B": 0.8}, alpha=0.25) == {
        "A": pytest.approx(0.75 / 3 + 0.25), "B": pytest.approx(0.75 + 0.25)}


def test_lexical_scores_below_one_are_still_normalised_by_their_maximum():
    assert convex({"A": 0.5, "B": 0.25}, {}, alpha=0.2) == {"A": pytest.approx(0.8), "B": pytest.approx(0.4)}


# ---- the lexical share scaled by the coverage of the best lexical match (ADR 0025) ------------
# Real inputs from the johngrib wiki (development set; eval/bench_wiki_kinds.py, 2026-12-03): the
# notes' best boosted BM25 and best cosine (e5-small), and the credited coverage of the best
# lexical section. The lowest cosine among the query's candidates is kept so min-max matches.


def _order(scores):
    return sorted(scores, key=lambda d: -scores[d])


def test_typo_query_the_semantic_leg_alone_finds_is_no_longer_buried():
    # ty-01 "ZCG 가비지 컬랙터 레이턴시": latency.md holds 레이턴시 only (coverage 0.244 of the
    # query), java/gc/zgc.md has no lexical match for the misspelt words but the best cosine
    lexical = {"latency.md": 13.57, "java/gc/tuning-guide.md": 8.817, "jvm-memory.md": 8.158}
    cosine = {"latency.md": 0.8327, "java/gc/tuning-guide.md": 0.8715, "jvm-memory.md": 0.854,
              "java/gc/zgc.md": 0.9006, "lowest": 0.8073}
    plain = convex(lexical, cosine, alpha=0.3)
    assert _order(plain) == ["latency.md", "java/gc/tuning-guide.md", "jvm-memory.md", "java/gc/zgc.md", "lowest"]
    assert plain["latency.md"] == pytest.approx(0.782, abs=1e-3)  # 0.7 + 0.3 * 0.272
    assert plain["java/gc/zgc.md"] == pytest.approx(0.3)  # below every lexical match: rank 4
    scaled = convex(lexical, cosine, alpha=0.3, coverage=0.244)
    assert scaled["latency.md"] == pytest.approx(0.7 * 0.244 + 0.3 * (0.8327 - 0.8073) / (0.9006 - 0.8073))
    assert _order(scaled)[:2] == ["java/gc/tuning-guide.md", "java/gc/zgc.md"]
    assert scaled["java/gc/zgc.md"] > scaled["latency.md"]


def test_paraphrase_partial_lexical_match_yields_to_the_closer_note():
    # pp-13 "회사가 왜 존재하는지 선언문을 쓰기 전에 답해 둘 질문들": the best BM25 note covers
    # 0.4386 of the query; the relevant note is second lexically and first by cosine
    lexical = {"better-work/interview.md": 20.508, "purpose-of-business.md": 16.946}
    cosine = {"better-work/interview.md": 0.8681, "purpose-of-business.md": 0.9066, "lowest": 0.8077}
    assert _order(convex(lexical, cosine, alpha=0.3))[0] == "better-work/interview.md"
    assert _order(convex(lexical, cosine, alpha=0.3, coverage=0.4386))[0] == "purpose-of-business.md"


def test_full_coverage_is_the_plain_form_and_coverage_is_clipped():
    lexical, cosine = {"A": 10.0, "B": 5.0}, {"A": 0.80, "B": 0.90, "C": 0.85}
    plain = convex(lexical, cosine, alpha=0.3)
    assert convex(lexical, cosine, alpha=0.3, coverage=1.0) == plain
    assert convex(lexical, cosine, alpha=0.3, coverage=1.7) == plain
    # the lexical order is kept, only its share shrinks: B's 0.5 of the best stays 0.5 of it
    half = convex(lexical, cosine, alpha=0.3, coverage=0.5)
    assert half["A"] == pytest.approx(0.7 * 0.5 * 1.0 + 0.0)
    assert half["B"] == pytest.approx(0.7 * 0.5 * 0.5 + 0.3 * 1.0)
    # no coverage at all: the semantic leg alone orders the candidates (lexical ones score 0 there)
    assert convex({"A": 4.0}, {"A": 0.5, "B": 0.9}, alpha=0.3, coverage=-0.2) == {"A": 0.0, "B": pytest.approx(0.3)}


def test_the_service_takes_the_coverage_of_the_best_boosted_section_only_beside_a_cosine():
    import numpy as np

    from hippocampus.search import lexical as lex
    from hippocampus.search.candidates import top_coverage
    from hippocampus.search.legs import LexicalLeg, SemanticLeg
    from hippocampus.search.params import RankingParams
    from hippocampus.search.types import Degraded

    p = RankingParams(fusion="convex")  # the coverage scales convex fusion only (RRF is the default, ADR 0032)
    terms = ("가비지", "레이턴시")
    plan = lex.plan_terms(terms, {"가비지": 3, "레이턴시": 10}, {}, 100, p)
    leg = LexicalLeg(plan, ((1, 5.0), (2, 3.0)))
    sem = SemanticLeg(Degraded(), (), np.zeros(3))
    boosted = [(1, 5.0), (2, 3.0)]
    low = {1: "레이턴시 측정", 2: "가비지 컬렉터의 레이턴시"}
    want = plan.idf["레이턴시"] / (plan.idf["가비지"] + plan.idf["레이턴시"])
    assert top_coverage(p, leg, sem, boosted, low) == pytest.approx(want)  # section 1, not 2
    assert 0 < want < 0.5  # the rarer 가비지 weighs more
    # no cosine, the switch off, RRF, or a 2-character substring query: the plain form
    assert top_coverage(p, leg, SemanticLeg(Degraded()), boosted, low) == 1.0
    assert top_coverage(p.with_overrides(convex_coverage=False), leg, sem, boosted, low) == 1.0
    assert top_coverage(p.with_overrides(fusion="rrf", rrf_lex_cover=0.0), leg, sem, boosted, low) == 1.0
    assert top_coverage(p, LexicalLeg(plan, leg.ranked, (7,)), sem, boosted, low) == 1.0


# ---- RRF with the lexical leg weighted by the evidence it rests on (rrf_lex_cover, issue 35) ----


def test_a_lexical_leg_with_no_evidence_cannot_outvote_the_semantic_leg():
    from hippocampus.search.fusion import evidence_weighted
    from hippocampus.search.params import RankingParams

    # an English question over Korean notes: the lexical leg's first note shares a number with the
    # question and nothing else; the semantic leg's first is the note about it, lexically 2nd
    legs = [Leg("fts", 1.0, [], ["noise", "answer"]), Leg("semantic", 1.0, [], ["answer", "noise"])]
    known = {1: "noise", 2: "answer"}
    plain = rrf(legs, known, k=60)
    assert plain["noise"] == plain["answer"]  # plain RRF: a tie the document id breaks
    p = RankingParams(rrf_lex_cover=0.5)
    low = rrf(evidence_weighted(legs, 0.1, p), known, k=60)
    assert _order(low) == ["answer", "noise"]
    assert low["noise"] == pytest.approx(0.2 / 61 + 1 / 62)  # the leg counts for 0.1 / 0.5 of itself
    none = rrf(evidence_weighted(legs, 0.0, p), known, k=60)
    assert none == {"answer": pytest.approx(1 / 61), "noise": pytest.approx(1 / 62)}  # the semantic leg alone
    # enough of the query in the best lexical note: plain RRF, whatever the setting
    assert rrf(evidence_weighted(legs, 0.5, p), known, k=60) == plain
    assert rrf(evidence_weighted(legs, 0.9, p), known, k=60) == plain
    # off (0): plain RRF even with no coverage at all
    assert evidence_weighted(legs, 0.0, RankingParams(rrf_lex_cover=0.0)) == legs


def test_the_service_measures_the_best_lexical_notes_coverage_under_rrf_only_when_asked():
    import numpy as np

    from hippocampus.search import lexical as lex
    from hippocampus.search.candidates import convex_scaled
    from hippocampus.search.legs import LexicalLeg, SemanticLeg
    from hippocampus.search.params import RankingParams
    from hippocampus.search.types import Degraded

    p = RankingParams(rrf_lex_cover=0.0)
    plan = lex.plan_terms(("가비지",), {"가비지": 3}, {}, 100, p)
    leg, sem = LexicalLeg(plan, ((1, 5.0),)), SemanticLeg(Degraded(), (), np.zeros(3))
    assert not convex_scaled(p, leg, sem)  # plain RRF: nothing to measure
    assert convex_scaled(RankingParams(), leg, sem)  # the default (0.25) measures it
    assert convex_scaled(p.with_overrides(rrf_lex_cover=0.5), leg, sem)
    assert not convex_scaled(p.with_overrides(rrf_lex_cover=0.5), leg, SemanticLeg(Degraded()))  # no vector: lexical mode
    assert not convex_scaled(p.with_overrides(rrf_lex_cover=0.5), LexicalLeg(plan, leg.ranked, (7,)), sem)


# ---- the lexical legs silenced when most of the query is words the store never uses (rrf_lex_unheld) ----


def test_a_lexical_leg_resting_on_the_querys_leftover_words_counts_for_nothing():
    from hippocampus.search.fusion import evidence_weighted
    from hippocampus.search.params import RankingParams

    # an English question over Korean passages: the lexical leg's first note quotes one English word
    # of the question; with its full weight it outranks the semantic leg's first (1/61 + 1/62 > 1/61)
    legs = [Leg("fts", 1.0, [], ["quote", "noise"]), Leg("substring", 1.0, [3]), Leg("semantic", 1.0, [], ["answer", "quote"])]
    known = {1: "noise", 2: "answer", 3: "quote"}
    p = RankingParams(rrf_lex_cover=0.25, rrf_lex_unheld=0.5)
    assert _order(rrf(evidence_weighted(legs, 0.4, p, unheld=0.4), known, k=60))[0] == "quote"  # half of it held
    silenced = evidence_weighted(legs, 0.4, p, unheld=0.5)
    assert [leg.weight for leg in silenced] == [0.0, 0.0, 1.0]  # whole-note and substring legs both
    assert rrf(silenced, known, k=60) == {"answer": pytest.approx(1 / 61), "quote": pytest.approx(1 / 62)}
    # off (0), or the evidence weighting off altogether: the unheld share changes nothing
    assert evidence_weighted(legs, 0.4, p.with_overrides(rrf_lex_unheld=0.0), unheld=1.0) == evidence_weighted(legs, 0.4, p)
    assert evidence_weighted(legs, 0.4, p.with_overrides(rrf_lex_cover=0.0), unheld=1.0) == legs


def test_the_unheld_share_weighs_the_query_terms_the_store_never_uses():
    from dataclasses import replace

    from hippocampus.search import lexical as lex
    from hippocampus.search.params import RankingParams

    p = RankingParams()

    def plan(df, idf=None):
        made = lex.plan_terms(tuple(df), df, {}, 100, p)
        return replace(made, idf=idf) if idf is not None else made

    # the coverage's weights (the language-capped idf): "what causes dystonia" in English over
    # Korean passages is mostly words the vault never uses ...
    df = {"caus": 3, "dystonia": 0, "uti": 0, "women": 0}
    assert lex.unheld_share(plan(df, {"caus": 1.0, "dystonia": 4.0, "uti": 3.0, "women": 2.0})) == pytest.approx(0.9)
    # ... while a common word the vault lacks ("against") weighs little beside the held ones
    df = {"defend": 0, "prompt": 4, "against": 0, "attack": 2}
    assert lex.unheld_share(plan(df, {"defend": 3.0, "prompt": 3.0, "against": 0.5, "attack": 2.5})) == pytest.approx(3.5 / 9)
    assert lex.unheld_share(plan({"caus": 0, "dystonia": 0})) == 1.0
    assert lex.unheld_share(plan({"caus": 5, "dystonia": 5})) == 0.0
    assert lex.unheld_share(lex.plan_terms((), {}, {}, 100, p)) == 0.0
    # a compound the analyser joined from two held parts is not a word the user asked for
    ones = {"마을": 1.0, "사람": 1.0, "마을사람": 1.0}
    assert lex.unheld_share(plan({"마을": 2, "사람": 5, "마을사람": 0}, ones)) == 0.0
    assert lex.unheld_share(plan({"마을": 0, "사람": 5, "마을사람": 0}, ones)) == pytest.approx(2 / 3)


def test_a_held_term_in_the_vaults_script_keeps_the_lexical_leg():
    from dataclasses import replace

    from hippocampus.search import lexical as lex
    from hippocampus.search.params import RankingParams

    p = RankingParams()
    ones = {"노트": 1.0, "latex": 1.0, "수식": 1.0, "방법": 1.0}
    # a Korean question over English notes: only "latex" is held, written in the other script than
    # most of the question's words — a term the user wrote in the vault's language, not a quote
    plan = lex.plan_terms(tuple(ones), {"노트": 0, "latex": 3, "수식": 0, "방법": 0}, {}, 100, p)
    assert lex.unheld_share(replace(plan, idf=ones)) == 0.0
    # the same question with the held word in its own script: the share of unheld terms
    plan = lex.plan_terms(tuple(ones), {"노트": 4, "latex": 0, "수식": 0, "방법": 0}, {}, 100, p)
    assert lex.unheld_share(replace(plan, idf=ones)) == pytest.approx(0.75)
    # no script holds most of the question: a held term of either is specific
    plan = lex.plan_terms(("nm", "hida", "스캔", "원리"), {"nm": 1, "hida": 0, "스캔": 0, "원리": 0}, {}, 100, p)
    assert lex.unheld_share(plan) == 0.0
    assert lex.unheld_share(lex.plan_terms(("nm", "스캔"), {"nm": 0, "스캔": 0}, {}, 100, p)) == 1.0


def test_a_misspelling_of_a_word_the_store_holds_is_not_unheld():
    from hippocampus.search import lexical as lex
    from hippocampus.search.params import RankingParams

    p = RankingParams()
    # "canvs": absent, but its trigram neighbour "canva" is in the vocabulary: a typo, not a word
    # of another language, and the lexical leg's fuzzy match is the query's best evidence
    typo = lex.plan_terms(("canv",), {"canv": 0}, {"canv": [("canva", 0.5)]}, 100, p)
    assert typo.fuzzy_of and lex.unheld_share(typo) == 0.0
    # no neighbour: nothing of it is held
    assert lex.unheld_share(lex.plan_terms(("plugn",), {"plugn": 0}, {}, 100, p)) == 1.0


def test_the_unheld_share_weighs_terms_by_the_language_not_the_stores_counts():
    from dataclasses import replace

    from hippocampus.search import lexical as lex
    from hippocampus.search.params import RankingParams

    p = RankingParams()
    # a four-note vault about callouts: "callout" is in every note (a low store idf), "exist" in none
    plan = lex.plan_terms(("callout", "type", "exist"), {"callout": 9, "type": 3, "exist": 0}, {}, 12, p)
    by_store = replace(plan, idf={"callout": 0.5, "type": 1.5, "exist": 3.5})
    assert lex.unheld_share(by_store) == pytest.approx(3.5 / 5.5)  # the store's counts: mostly unheld
    # by the language, "exist" is a common word and "callout" a specific one: mostly held
    by_language = replace(by_store, specificity={"callout": 10.0, "type": 3.0, "exist": 4.0})
    assert lex.unheld_share(by_language) == pytest.approx(4.0 / 17.0)



# ---- a note one full-weight leg ranks near the top is shown near the top (rrf_leg_floor, issue 35) ----


def _one_leg_firsts():
    """Twelve notes, one section each (section = 10 × note): ten notes both legs hold around the
    middle, ``LEX`` (11) that only the whole-note lexical leg holds, first, and ``SEM`` (12) that
    only the semantic leg holds, first. Under plain RRF the ten agreed-on notes (2/72 and up)
    all outrank both single-leg firsts (1/61): the wiki's paraphrases at 12th-17th."""
    from hippocampus.search.candidates import Candidates

    both = list(range(1, 11))
    lexical_notes = [11, *both]  # whole-note BM25F, best first
    semantic = [12, *reversed(both)]
    meta = {10 * d: (d, None, None, None, None) for d in range(1, 13)}
    cands = Candidates(ids=tuple(10 * d for d in [*lexical_notes, 12]), meta=meta, boosted=(), title_ranked=(),
                       notes={d: 100.0 - i for i, d in enumerate(lexical_notes)})
    return cands, [(10 * d, 0.9 - 0.01 * i) for i, d in enumerate(semantic)]


def _fused_order(p, mode="hybrid", coverage=1.0):
    from dataclasses import replace
    from datetime import date

    from hippocampus.search.fusion import fuse, rank

    cands, sem = _one_leg_firsts()
    cands = replace(cands, top_coverage=coverage)
    fused = fuse(cands, substring=(), semantic_ranked=sem, sem_cos=dict(sem), p=p, mode=mode)
    return [d.doc_id for d in rank(fused, k=10, today=date(2026, 12, 6), p=p)], fused


def test_a_note_one_leg_ranks_first_is_shown_near_the_top_and_the_fused_first_stays_first():
    from hippocampus.search.params import RankingParams

    plain, fused_plain = _fused_order(RankingParams(rrf_leg_floor=0.0))
    assert fused_plain.floor_rank == {}  # off: the fused order as it is
    assert RankingParams().rrf_leg_floor == 1.5  # the default, chosen leave one dataset out (ADR 0032)
    assert plain.index(11) >= 10 and plain.index(12) >= 10, plain  # both single-leg firsts buried
    for factor in (1.5, 2.0, 3.0):
        order, fused = _fused_order(RankingParams(rrf_leg_floor=factor))
        assert order[0] == plain[0], (factor, order)  # the fused first never moves: R@1 is plain fusion's
        assert fused.floor_rank[11] == 1 and fused.floor_rank[12] == 1
        # each single-leg first lands at (or above) factor × 1, after the fused notes placed before it
        assert {11, 12} <= set(order[: int(factor) + 2]), (factor, order)
        assert [d for d in order if d not in (11, 12)] == [d for d in plain if d not in (11, 12)]  # the rest keep their order
    # factor 1: a leg's r-th note comes right after the fused r-th
    assert _fused_order(RankingParams(rrf_leg_floor=1.0))[0][:3] == [plain[0], 11, 12]


def test_a_leg_the_evidence_weighting_scaled_down_sets_no_floor():
    from hippocampus.search.params import RankingParams

    p = RankingParams(rrf_leg_floor=2.0, rrf_lex_cover=0.25)
    order, fused = _fused_order(p, coverage=0.1)  # the best lexical note holds a tenth of the query
    assert 11 not in fused.floor_rank and fused.floor_rank[12] == 1
    assert 12 in order[:3] and order.index(11) >= 10, order
    full, _ = _fused_order(p, coverage=0.25)  # enough of the query: the lexical leg at full weight
    assert 11 in full[:3]


def test_the_floor_is_for_hybrid_rrf_only_and_is_validated():
    from hippocampus.search.fusion import floored
    from hippocampus.search.params import RankingParams

    for mode in ("lexical", "semantic"):
        assert _fused_order(RankingParams(rrf_leg_floor=2.0), mode=mode)[1].floor_rank == {}
    assert _fused_order(RankingParams(rrf_leg_floor=2.0, fusion="convex"))[1].floor_rank == {}
    # a leg weighted 0 by configuration (w_lexical 0: the semantic leg alone) sets no floor either
    assert 11 not in _fused_order(RankingParams(rrf_leg_floor=2.0, w_lexical=0.0))[1].floor_rank
    for bad in (0.5, 0.99, -1.0):
        with pytest.raises(ValueError, match="rrf_leg_floor"):
            RankingParams(rrf_leg_floor=bad)
    items = [(0.0, type("D", (), {"doc_id": d})()) for d in (5, 6, 7, 8, 9)]
    # the order is by min(fused position, factor × leg rank), then the fused position: two documents
    # lifted to the same place keep their fused order, the unfloored ones keep theirs
    assert [x[1].doc_id for x in floored(items, {9: 1, 8: 1}, 1.5)] == [5, 8, 9, 6, 7]
    assert [x[1].doc_id for x in floored(items, {9: 2}, 1.5)] == [5, 6, 7, 9, 8]  # 3 < 5: after the fused 3rd


def test_the_benchmarks_plain_rrf_has_every_ranking_feature_off():
    """The baseline of issue 35 is plain RRF of the two legs: a feature left on in it would hide
    what the feature does (the leg floor once was, for one run, before this test)."""
    from hippocampus.search.params import RankingParams

    plain = RankingParams().plain_rrf()
    assert (plain.fusion, plain.rrf_ties, plain.rrf_k) == ("rrf", "id", 60.0)
    assert plain.rrf_lex_cover == 0.0 and plain.note_w_name == 0.0 and plain.rrf_leg_floor == 0.0
    assert plain.w_lexical == plain.w_semantic == 1.0 and plain.w_title == 0.0
    assert RankingParams(fusion="convex", rrf_leg_floor=3.0, note_w_name=2.0).plain_rrf() == plain


def test_a_floor_depth_keeps_deeper_leg_ranks_from_setting_a_floor():
    """``rrf_leg_floor_depth`` (measured, default 0 = every rank): only a leg's first notes set a
    floor; the single-leg firsts still do at depth 1, and nothing deeper than the depth is floored."""
    from hippocampus.search.params import RankingParams

    _, every = _fused_order(RankingParams())
    _, first_only = _fused_order(RankingParams(rrf_leg_floor_depth=1))
    assert first_only.floor_rank and set(first_only.floor_rank.values()) == {1}
    assert max(every.floor_rank.values()) > 1  # without a depth, deeper ranks set floors too
    assert first_only.floor_rank[11] == 1 and first_only.floor_rank[12] == 1
    with pytest.raises(ValueError, match="rrf_leg_floor_depth"):
        RankingParams(rrf_leg_floor_depth=-1)
