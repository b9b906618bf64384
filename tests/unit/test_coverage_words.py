"""The coverage abstention decides on counts the query's own words only (search/coverage.py,
issue 35, ADR 0033): an inflection is the user's word, a Snowball stem collision or a
derivation is not, and a term the analyser did not read in the section (a substring inside
another word) is not held (pure)."""

from __future__ import annotations

import pytest

from hippocampus.search import lexical as lex
from hippocampus.search.coverage import family_words, held_coverage, holds, inflected, inflection_base
from hippocampus.search.params import RankingParams
from hippocampus.store.tokenize import query_terms, stem_word, term_words


@pytest.mark.parametrize(("a", "b"), [
    ("note", "notes"), ("save", "saved"), ("save", "saving"), ("run", "running"), ("stop", "stopped"),
    ("study", "studies"), ("study", "studied"), ("box", "boxes"), ("direct", "directly"), ("glass", "glasses"),
    ("universities", "university"), ("saves", "saving"),
])
def test_inflections_are_the_same_word(a, b):
    assert inflected(a, b) and inflected(b, a)


@pytest.mark.parametrize(("a", "b"), [
    # Snowball (Porter2) gives each pair one stem
    ("experience", "experiment"), ("business", "busy"), ("important", "import"), ("ironic", "iron"),
    ("directly", "direction"), ("activities", "active"), ("animal", "animation"), ("present", "presentation"),
])
def test_stem_collisions_and_derivations_are_other_words(a, b):
    assert not inflected(a, b)


def test_the_pairs_above_really_share_a_snowball_stem():
    # what the index sees: without the check above each pair would count as the same term
    for a, b in (("experience", "experiment"), ("business", "busy"), ("important", "import"), ("ironic", "iron"),
                 ("directly", "direction"), ("activities", "active"), ("animal", "animation"), ("present", "presentation")):
        assert stem_word(a) == stem_word(b)


def test_inflection_base_undoubles_and_keeps_double_s():
    assert inflection_base("running") == "run" and inflection_base("passes") == "pass"
    assert inflection_base("class") == "class" and inflection_base("calling") == "call"


def _plan(query: str, df: dict[str, int]):
    terms = query_terms(query)
    return lex.plan_terms(terms, {t: df.get(t, 1) for t in terms}, {}, 1000, RankingParams()), term_words(query)


def test_a_stem_collision_is_not_coverage():
    plan, words = _plan("my experience", {})
    text = "results of the experiment in march".lower()
    assert plan.terms == ("experi",)
    held = frozenset(plan.terms)  # the index holds "experi" for "experiment" as well
    assert lex.credited_coverage(text, plan) == pytest.approx(1.0)  # what ranking counts
    assert held_coverage(text, plan, held, words) == 0.0  # what abstention counts
    assert family_words("experi", text) == {"experiment"}
    # the query's own word, or an inflection of it, is coverage
    assert held_coverage("a long experience of it", plan, held, words) == pytest.approx(1.0)
    plan2, words2 = _plan("experiences abroad", {"abroad": 900})
    assert holds("experi", "one experience in town", frozenset(plan2.terms), words2["experi"])


def test_a_term_the_analyser_did_not_read_there_is_not_held():
    # Korean 우기 (rainy season) is a substring of 키우기 (raising) but not its morpheme: the
    # section's postings (``held``) do not hold it
    plan = lex.plan_terms(["다낭", "우기"], {"다낭": 0, "우기": 3}, {}, 1000, RankingParams())
    text = "고양이 키우기 안내"
    assert lex.credited_coverage(text, plan) > 0.4  # substring: what ranking counts
    assert held_coverage(text, plan, frozenset(), {}) == 0.0
    assert held_coverage("다낭의 우기는 9월부터", plan, frozenset({"다낭", "우기"}), {}) == pytest.approx(1.0)


def test_a_typo_earns_its_held_neighbours_similarity_and_compounds_keep_their_rule():
    plan = lex.plan_terms(["obsidain", "sync"], {"obsidain": 0, "sync": 20}, {"obsidain": [("obsidian", 0.6)]}, 1000, RankingParams())
    cov = held_coverage("obsidian sync settings", plan, frozenset({"sync", "obsidian"}), {"sync": "sync", "obsidain": "obsidain"})
    w = plan.idf
    assert cov == pytest.approx((w["sync"] + 0.6 * w["obsidain"]) / (w["sync"] + w["obsidain"]))
    comp = lex.plan_terms(["마을", "마을사람", "사람"], {"마을": 30, "마을사람": 0, "사람": 200}, {}, 1000, RankingParams())
    assert held_coverage("마을 사람", comp, frozenset({"마을", "사람"}), {}) == pytest.approx(1.0)


def test_a_word_the_store_never_uses_weighs_more_against_the_hit():
    """Issue 35, the wiki's unrelated questions: "김치찌개 맛있게 끓이는 법" found 맛있 and 끓이 in a
    diary page while 김치찌개 is in no note at all. With ``absent_weight`` a term of document
    frequency 0 counts ``1 + absent_weight`` times in the share's denominator; 0 is the rule before."""
    plan = lex.plan_terms(["김치찌개", "맛있", "끓이"], {"김치찌개": 0, "맛있": 11, "끓이": 8}, {}, 1000, RankingParams())
    assert plan.absent == frozenset({"김치찌개"})
    w = plan.idf
    held = frozenset({"맛있", "끓이"})
    before = held_coverage("맛있게 끓이는 저녁", plan, held, {})
    assert before == pytest.approx((w["맛있"] + w["끓이"]) / (w["김치찌개"] + w["맛있"] + w["끓이"]))
    after = held_coverage("맛있게 끓이는 저녁", plan, held, {}, absent_weight=3.0)
    assert after == pytest.approx((w["맛있"] + w["끓이"]) / (4 * w["김치찌개"] + w["맛있"] + w["끓이"]))
    # a query whose words the store all uses is not touched, held or not
    known = lex.plan_terms(["맛있", "끓이"], {"맛있": 11, "끓이": 8}, {}, 1000, RankingParams())
    assert known.absent == frozenset()
    assert held_coverage("맛있게", known, frozenset({"맛있"}), {}, absent_weight=3.0) == held_coverage("맛있게", known, frozenset({"맛있"}), {})
    # an analyser compound of two query terms is not "a word the vault never uses": its parts decide
    comp = lex.plan_terms(["마을", "마을사람", "사람"], {"마을": 30, "마을사람": 0, "사람": 200}, {}, 1000, RankingParams())
    assert held_coverage("마을 이야기", comp, frozenset({"마을"}), {}, absent_weight=3.0) == held_coverage("마을 이야기", comp, frozenset({"마을"}), {})


@pytest.mark.parametrize(("query", "text"), [
    ("liquidità", "La liquidità del conto corrente"),
    ("volatilità del mercato", "la volatilità del mercato"),
    ("réforme", "La réforme de l'éducation nationale"),
    ("Müller Bücher", "Die Bücher von Müller"),
    ("Straße", "eine lange Straße"),
    ("liquidita", "La liquidità del conto"),  # typed without the accent: the analyser folds both
])
def test_a_word_written_with_accents_is_held_where_it_is_written(query, text):
    """The analyser folds Latin diacritics (liquidità → liquidita), so a query's terms are folded
    while the section's text was not: an Italian, French or German word was never found in the
    section holding it, and `hippo search liquidità` abstained with coverage 0.00 (helper-60's
    Italian vault, Rowandish/digital-garden)."""
    plan, words = _plan(query, {})
    low = lex.normalise_text(text)
    assert held_coverage(low, plan, frozenset(plan.terms), words) == pytest.approx(1.0)
    assert lex.credited_coverage(low, plan) == pytest.approx(1.0)


def test_folding_leaves_hangul_and_other_scripts_as_they_are():
    assert lex.normalise_text("로컬 스토리지 × ÷ Łódź") == "로컬 스토리지 × ÷ łódź"
    assert lex.normalise_text("Café\tRÉSUMÉ") == "cafe resume"
