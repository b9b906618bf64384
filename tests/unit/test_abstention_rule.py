"""The adaptive abstention rule, the compound-aware coverage and the short-query grade (pure)."""

from __future__ import annotations

import pytest

from hippocampus.search import lexical as lex
from hippocampus.search.abstention import (
    Evidence,
    abstain_reason,
    background_level,
    below_floor,
)
from hippocampus.search.params import RankingParams


def test_background_is_the_mean_of_the_ranks_after_the_head():
    p = RankingParams().with_overrides(background_from=3, background_depth=5)
    assert background_level([0.9, 0.8, 0.7, 0.6, 0.5, 0.1], p) == pytest.approx(0.6)
    assert background_level([0.9, 0.8, 0.7], p) == pytest.approx(0.7)  # a small scope uses what it has
    assert background_level([0.9, 0.8], p) is None  # nothing beyond the head: no background


def test_the_answer_must_stand_above_the_store_background():
    p = RankingParams().with_overrides(abstain_margin=0.03, abstain_sim=0.8, abstain_null_quantile=-1)
    assert not below_floor(Evidence(0.88, 0.0, 0.84), "hybrid", p)
    assert below_floor(Evidence(0.88, 0.0, 0.86), "hybrid", p)  # high cosine, but so is everything else
    assert "background" in abstain_reason(Evidence(0.88, 0.0, 0.86), p)
    assert below_floor(Evidence(0.79, 0.0, 0.5), "hybrid", p)  # the fixed floor still holds
    assert not below_floor(Evidence(0.88, 0.0, None), "hybrid", p)  # no background measured


def test_a_question_with_no_word_in_the_hits_must_beat_every_off_topic_probe():
    # issue 26 point 7: "zzqxv flibbertigibbet quantum marmalade" in the sample vault reached a
    # cosine of 0.845, above the probes' median (0.835) but not their best (0.861)
    p = RankingParams()
    nonsense = Evidence(0.845, 0.0, 0.813, null_level=0.835, null_ceiling=0.861)
    assert below_floor(nonsense, "hybrid", p)
    assert "every off-topic probe" in abstain_reason(nonsense, p)
    # beyond every probe (by abstain_unanchored_margin of their spread: the hit is in the query's
    # language) is necessary; alone, the cosine must also stand abstain_evidence probe spreads above
    # the median (ADR 0033; the spread at least abstain_min_spread). With the defaults that bar,
    # 0.835 + 0.8 x 0.03 = 0.859, lies under 0.861 + 0.5 x 0.03: the probes bind; with
    # abstain_evidence 1.5 the lift does (0.880)
    for q in (p, p.with_overrides(abstain_evidence=1.5), p.with_overrides(abstain_unanchored_margin=0.0)):
        spread = max(0.861 - 0.835, q.abstain_min_spread)
        bar = max(0.861 + q.abstain_unanchored_margin * spread, 0.835 + q.abstain_evidence * spread)
        assert below_floor(Evidence(bar - 0.002, 0.0, 0.813, null_level=0.835, null_ceiling=0.861), "hybrid", q)
        assert not below_floor(Evidence(bar + 0.002, 0.0, 0.813, null_level=0.835, null_ceiling=0.861), "hybrid", q)
    # one common query word in a returned hit does not carry a cosine barely over the median
    # (ADR 0033: the joint rule weighs it; 0.33 + 2.0 x 0.05 is far below 0.7)
    assert below_floor(Evidence(0.845, 0.05, 0.813, null_level=0.835, null_ceiling=0.861), "hybrid", p)
    # the ceiling not measured (older callers, or the rule off): ADR 0019's median level applies
    assert not below_floor(Evidence(0.845, 0.0, 0.813, null_level=0.835), "hybrid", p)


def test_no_word_of_the_question_in_a_hit_of_its_own_language_needs_a_margin_over_the_best_probe():
    """An English everyday question over a Korean wiki (a fourth real wiki, out of sample) landed on
    the wiki's English notes at 0.845 and 0.847, none of its words there, against a best English probe
    of 0.840: in its own language an answer nearly always shares a word with the question, so such a
    hit must beat the best probe by abstain_unanchored_margin of the probes' spread (ADR 0033
    addendum 2026-12-07). A hit in the other language cannot hold the question's words: the best
    probe itself is the bar, as before."""
    p = RankingParams()
    assert p.abstain_unanchored_margin == 0.5
    egg = Evidence(0.8448, 0.0, 0.80, null_level=0.8171, null_ceiling=0.8400)
    assert below_floor(egg, "hybrid", p)
    why = abstain_reason(egg, p)
    assert "every off-topic probe" in why and "0.5 of their spread" in why and "0.855" in why  # 0.840 + 0.5 x 0.03
    assert not below_floor(egg, "hybrid", p.with_overrides(abstain_unanchored_margin=0.0))  # the rule before
    assert not below_floor(Evidence(0.8560, 0.0, 0.80, null_level=0.8171, null_ceiling=0.8400), "hybrid", p)
    # the same cosine, answered by a note in the other language: the best probe is enough
    assert not below_floor(Evidence(0.8448, 0.0, 0.80, null_level=0.8171, null_ceiling=0.8400, cross_lingual=True), "hybrid", p)
    # one word of the question in the hits: the joint rule decides, the margin does not apply
    assert not below_floor(Evidence(0.8448, 0.05, 0.80, null_level=0.8171, null_ceiling=0.8400), "hybrid", p)
    # ADR 0019's rule (joint rule off) reads the same floor
    off = p.with_overrides(abstain_evidence=-1)
    assert below_floor(egg, "hybrid", off)
    assert not below_floor(egg, "hybrid", off.with_overrides(abstain_unanchored_margin=0.0))


def test_one_coverage_floor_with_and_without_a_cosine():
    p = RankingParams()
    for cos in (None, 0.2):
        assert not below_floor(Evidence(cos, p.abstain_lex), "hybrid", p)
        assert below_floor(Evidence(cos, p.abstain_lex - 0.001), "hybrid", p)
    assert below_floor(Evidence(None, 1.0), "semantic", p)  # semantic mode ignores coverage


def _plan(terms, df):
    return lex.plan_terms(terms, df, {}, 1000, RankingParams())


def test_an_analyser_compound_does_not_count_against_coverage_when_its_parts_match():
    plan = _plan(["마을", "마을사람", "사람", "모이"], {"마을": 30, "마을사람": 0, "사람": 200, "모이": 50})
    assert plan.compounds == {"마을사람": ("마을", "사람")}
    assert lex.credited_coverage("마을 사람 들이 모이 는 곳", plan) == pytest.approx(1.0)
    # the compound present is ordinary evidence; a part missing still costs
    assert lex.credited_coverage("마을사람 모이", plan) == pytest.approx(1.0)
    partial = lex.credited_coverage("마을 모이", plan)
    assert 0.0 < partial < 0.6


def test_compound_parts_needs_both_parts_in_the_query():
    assert lex.compound_parts(["대통령", "대통령때", "때"]) == {"대통령때": ("대통령", "때")}
    assert lex.compound_parts(["리페어샵", "위치"]) == {}


@pytest.mark.parametrize(
    ("title", "heading", "text", "expected"),
    [
        ("태그", "", "", 1.0),
        ("태그 사용법", "", "", 0.9),
        ("해시태그 모음", "", "", 0.8),
        ("메모", "태그 규칙", "", 0.7),
        ("메모", "", "노트에 태그를 붙인다", 0.6),
        ("메모", "", "해시태그만 쓴다", 0.4),
    ],
)
def test_substring_grade_orders_title_heading_word_substring(title, heading, text, expected):
    assert lex.substring_grade(title, heading, text, "태그") == pytest.approx(expected + 0.009 * text.count("태그"))


def test_substring_grade_breaks_ties_by_frequency():
    once = lex.substring_grade("메모", "", "태그 하나", "태그")
    often = lex.substring_grade("메모", "", "태그 태그 태그", "태그")
    assert often > once


def test_the_joint_rule_weighs_the_cosine_on_the_probes_scale_with_the_query_words():
    """ADR 0033: answer when lift + abstain_cov_weight * coverage >= abstain_evidence (the cosine
    over abstain_sim), or when coverage alone reaches abstain_cov_alone."""
    # abstain_min_spread 0.001: the probes' own spread (0.02) is the scale here (its floor is tested below)
    p = RankingParams().with_overrides(abstain_evidence=2.0, abstain_cov_weight=5.0, abstain_cov_alone=0.5, abstain_min_spread=0.001)
    level, ceiling = 0.84, 0.86  # lift = (cosine - 0.84) / 0.02

    def ev(cos, cov):
        return Evidence(cos, cov, 0.8, null_level=level, null_ceiling=ceiling)

    assert below_floor(ev(0.86, 0.1), "hybrid", p)  # lift 1 + 0.5 < 2
    assert not below_floor(ev(0.86, 0.2), "hybrid", p)  # lift 1 + 1.0 = 2
    assert not below_floor(ev(0.88, 0.01), "hybrid", p)  # lift 2 alone
    assert not below_floor(ev(0.70, 0.5), "hybrid", p)  # the query's words alone, whatever the cosine
    assert below_floor(ev(0.70, 0.49), "hybrid", p)
    # the same weights in semantic mode: the coverage of the returned hits is evidence there too
    assert not below_floor(ev(0.86, 0.2), "semantic", p)
    # below abstain_sim the cosine carries nothing, however high the lift the probes give it
    low = Evidence(0.82, 0.3, 0.7, null_level=0.78, null_ceiling=0.79)
    assert below_floor(low, "hybrid", p) and "0.820 < 0.830" in abstain_reason(low, p)
    reason = abstain_reason(ev(0.86, 0.1), p)
    assert "lift 1.00" in reason and "0.10 of the query's words" in reason
    # switched off: ADR 0019's rule (cosine over the median probe, or coverage over abstain_lex)
    old = p.with_overrides(abstain_evidence=-1.0)
    assert not below_floor(ev(0.845, 0.1), "hybrid", old) and below_floor(ev(0.845, 0.1), "hybrid", p)
    # no cosine (lexical mode): coverage against abstain_lex, as before
    assert not below_floor(Evidence(None, 0.4), "lexical", p) and below_floor(Evidence(None, 0.39), "lexical", p)


def test_a_question_answered_in_the_other_language_is_held_to_the_probes_alone():
    """A Korean question about an English note cannot have its words there: coverage 0 says
    nothing, and beating every Korean probe is enough (13 of 20 Korean questions about the English
    Obsidian Help vault abstained without this)."""
    p = RankingParams()
    cross = Evidence(0.832, 0.0, 0.80, null_level=0.813, null_ceiling=0.830, cross_lingual=True)
    assert not below_floor(cross, "hybrid", p)
    same = Evidence(0.832, 0.0, 0.80, null_level=0.813, null_ceiling=0.830)
    assert below_floor(same, "hybrid", p)  # the same cosine in the query's own language: lift 1.12 < 1.2
    assert below_floor(Evidence(0.825, 0.0, 0.80, null_level=0.813, null_ceiling=0.830, cross_lingual=True), "hybrid", p)
    assert below_floor(Evidence(0.829, 0.0, 0.80, null_level=0.790, null_ceiling=0.800, cross_lingual=True), "hybrid", p)  # < abstain_sim


def test_the_probes_are_embedded_once_when_many_calls_need_them_at_once():
    """Calls that need the off-topic probes at the same moment wait for one caller's matrix
    instead of each queueing 22 embeddings on the embedder (issue 34 item 7)."""
    import threading
    import time

    import numpy as np

    from hippocampus.search import nullfloor

    class SlowCounting:
        model_id = "slow-counting-probe-test"

        def __init__(self) -> None:
            self.calls = 0
            self.lock = threading.Lock()

        def embed_query(self, text: str) -> np.ndarray:
            with self.lock:
                self.calls += 1
            time.sleep(0.005)
            return np.ones(4, dtype=np.float32) * (len(text) % 7 + 1)

    embedder = SlowCounting()
    results: list[np.ndarray] = []
    threads = [threading.Thread(target=lambda: results.append(nullfloor.probe_matrix(embedder))) for _ in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert embedder.calls == len(nullfloor.PROBES_EN) + len(nullfloor.PROBES_KO)
    assert len(results) == 6 and all(r is results[0] for r in results)


def test_a_hair_thin_probe_spread_does_not_inflate_the_lift():
    """Issue 35: the wiki's Korean probes span 0.867 (median) to 0.876 (best), so "강아지 산책 하루
    몇 번이 좋은가요" at 0.8842 had a lift of 1.93; the spread is now at least abstain_min_spread."""
    from hippocampus.search.abstention import lift

    ev = Evidence(0.8842, 0.2, 0.8, null_level=0.8672, null_ceiling=0.8760)
    thin = RankingParams().with_overrides(abstain_min_spread=0.001)
    assert lift(ev, thin) == pytest.approx(0.0170 / 0.0088, rel=1e-3)
    p = RankingParams().with_overrides(abstain_min_spread=0.03)
    assert lift(ev, p) == pytest.approx(0.0170 / 0.03, rel=1e-3)
    floors = {"abstain_evidence": 1.9, "abstain_cov_weight": 5.5, "abstain_cov_alone": 0.4}
    assert not below_floor(ev, "hybrid", thin.with_overrides(**floors))  # 1.93 + 5.5 × 0.2 ≥ 1.9
    assert below_floor(ev, "hybrid", p.with_overrides(**floors))  # 0.57 + 1.1 < 1.9
    # a scope whose probes spread wider than the floor reads the cosine on their own scale, as before
    wide = Evidence(0.88, 0.1, 0.8, null_level=0.84, null_ceiling=0.88)
    assert lift(wide, p) == pytest.approx(1.0) == pytest.approx(lift(wide, thin))


def test_the_legs_disagree_when_the_answering_note_is_not_among_the_lexical_legs_first():
    """Issue 35 (abst35d): the note carrying the answer cosine must be among the lexical leg's first
    ``abstain_agree_rank`` notes, or the query's words in the hits count ``abstain_disagree_share``."""
    from hippocampus.search.abstention import legs_disagree
    from hippocampus.search.types import Hit

    p = RankingParams().with_overrides(abstain_agree_rank=2, abstain_disagree_share=0.5)
    hit = Hit(path="memo/2023.md", title="", anchor="", heading="", section_id=7, snippet="", score=1.0, reasons=("semantic",), cosine=0.88)
    doc_of = {7: 70}
    assert not legs_disagree(hit, [70, 71, 72], doc_of, p)  # first
    assert not legs_disagree(hit, [71, 70], doc_of, p)  # second of two allowed
    assert legs_disagree(hit, [71, 72, 70], doc_of, p)  # third: beyond abstain_agree_rank
    assert legs_disagree(hit, [], doc_of, p)  # the lexical leg found no note
    assert not legs_disagree(None, [71], doc_of, p)  # no cosine (lexical mode): no answering note
    assert not legs_disagree(hit, [71], {}, p)  # the answering note's document not known
    assert not legs_disagree(hit, [71], doc_of, p.with_overrides(abstain_disagree_share=1.0))  # the rule off


def test_the_reason_says_the_legs_disagreed():
    p = RankingParams()
    ev = Evidence(0.86, 0.1, 0.82, null_level=0.85, null_ceiling=0.88, disagree=True)
    assert below_floor(ev, "hybrid", p)
    assert "not among the lexical leg's first 10 notes" in abstain_reason(ev, p)
    assert "lexical leg" not in abstain_reason(Evidence(0.86, 0.1, 0.82, null_level=0.85, null_ceiling=0.88), p)
