from datetime import date

import pytest

from hippocampus.search import lexical as lex
from hippocampus.search.fusion import Leg, convex, document_ranks, rrf
from hippocampus.search.governance import freshness_multiplier, governance_multiplier
from hippocampus.search.params import RankingParams, load_params
from hippocampus.search.snippets import snippet


def test_rrf_document_level():
    doc_of = {1: "A", 2: "A", 3: "B", 4: "C"}
    assert document_ranks([2, 1, 3], doc_of) == {"A": 1, "B": 2}
    s = rrf([Leg("fts", 1.0, [1, 3]), Leg("semantic", 2.0, [4, 3, 2])], doc_of, k=60)
    assert s["A"] == pytest.approx(1 / 61 + 2 / 63)
    assert s["B"] == pytest.approx(1 / 62 + 2 / 62)
    assert s["C"] == pytest.approx(2 / 61)
    assert rrf([Leg("x", 0.0, [1])], doc_of, 60) == {}


def test_convex_fusion_normalises_each_leg():
    lexical = {"A": 10.0, "B": 5.0}  # BM25 / max BM25 → A 1.0, B 0.5
    cosine = {"A": 0.80, "B": 0.90, "C": 0.85}  # min-max → A 0.0, B 1.0, C 0.5
    s = convex(lexical, cosine, alpha=0.3)
    assert s["A"] == pytest.approx(0.7 * 1.0 + 0.3 * 0.0)
    assert s["B"] == pytest.approx(0.7 * 0.5 + 0.3 * 1.0)
    assert s["C"] == pytest.approx(0.3 * 0.5)  # not found lexically: no lexical share
    assert convex(lexical, cosine, alpha=0.0) == {"A": 1.0, "B": 0.5}  # pure lexical
    assert max(convex(lexical, cosine, alpha=1.0), key=convex(lexical, cosine, alpha=1.0).get) == "B"
    # one cosine (or all equal): every document gets the full semantic share, nothing divides by 0
    assert convex({}, {"A": 0.7}, alpha=0.3) == {"A": pytest.approx(0.3)}
    assert convex({"A": 0.0}, {}, alpha=0.3) == {}


def test_fusion_params_are_validated():
    assert RankingParams().fusion == "rrf" and RankingParams().rrf_ties == "id"  # plain RRF (ADR 0032)
    assert RankingParams().with_overrides(fusion="convex").fusion == "convex"
    assert RankingParams().with_overrides(rrf_ties="lexical").rrf_ties == "lexical"
    with pytest.raises(ValueError, match="fusion must be one of"):
        RankingParams().with_overrides(fusion="borda")
    with pytest.raises(ValueError, match="convex_alpha"):
        RankingParams().with_overrides(convex_alpha=1.5)
    # ADR 0025: on by default; "false" from a sweep or a params file turns it off
    assert RankingParams().convex_coverage is True
    assert RankingParams().with_overrides(convex_coverage="false").convex_coverage is False


def test_governance_and_freshness():
    p = RankingParams()
    assert governance_multiplier("canonical", "human_edit", p) == pytest.approx(p.boost_canonical * p.boost_human_edit)
    assert governance_multiplier("draft", "llm_summary", p) < 1.0
    assert governance_multiplier(None, None, p) == 1.0
    assert governance_multiplier(None, None, p, "reviews") == pytest.approx(p.damp_reviews)
    assert p.damp_reviews < 1.0
    assert governance_multiplier("canonical", None, p, "wiki") == pytest.approx(p.boost_canonical)
    # a note written by hand in the editor (neither key: every writer of Hippocampus sets both)
    # counts as an imported one (canonical, human_edit), in the hand lanes only
    imported = governance_multiplier("canonical", "human_edit", p, "wiki")
    for lane in ("wiki", "skills", "root"):
        assert governance_multiplier(None, None, p, lane) == pytest.approx(imported)
    for lane in ("inbox", "sources", "memory", "reviews"):
        assert governance_multiplier(None, None, p, lane) == governance_multiplier("draft", "source", p, lane) / (p.damp_draft * p.boost_source)
    assert governance_multiplier("draft", None, p, "wiki") == pytest.approx(p.damp_draft)  # one key set: as written
    today = date(2025, 1, 1)
    assert freshness_multiplier("2025-01-01", today, p) == pytest.approx(1.0)
    one_half_life = freshness_multiplier("2024-01-02", today, p)
    assert one_half_life == pytest.approx(p.freshness_floor + (1 - p.freshness_floor) * 0.5)
    assert freshness_multiplier("1990-01-01", today, p) >= p.freshness_floor
    assert freshness_multiplier(None, today, p) == pytest.approx(one_half_life)


def test_snippet_is_inside_and_around_match():
    text = "intro " * 100 + "the kiwi tokenizer splits morphemes " + "outro " * 100
    s = snippet(text, ["kiwi", "morphemes"], 120)
    assert "kiwi" in s and "morphemes" in s and len(s) <= 125
    assert s.startswith("…") and s.endswith("…")
    assert snippet("short text", ["zzz"], 100) == "short text"


def test_plan_terms_expands_only_rare_terms():
    p = RankingParams()
    plan = lex.plan_terms(["kiwi", "tokenzier"], {"kiwi": 3, "tokenzier": 0},
                          {"tokenzier": [("tokenizer", 0.7), ("token", 0.3)]}, 10, p)
    assert dict(plan.weighted) == {"kiwi": 1.0, "tokenzier": 1.0, "tokenizer": pytest.approx(p.fuzzy_weight * 0.7)}
    assert plan.fuzzy == ("tokenizer",)
    assert plan.idf["tokenzier"] > plan.idf["kiwi"]


def test_credited_coverage_counts_words_of_the_stem_family_idf_weighted():
    """Terms are index terms (Snowball stems): "contain" is covered by "containers", not by
    "uncontained"; an absent term earns its fuzzy neighbour's similarity."""
    p = RankingParams()
    plan = lex.plan_terms(["contain", "soil"], {"contain": 9, "soil": 1}, {}, 10, p)
    w_contain, w_soil = plan.idf["contain"], plan.idf["soil"]
    assert lex.credited_coverage(lex.normalise_text("Soil in the containers"), plan) == pytest.approx(1.0)
    assert lex.credited_coverage(lex.normalise_text("Soil, uncontained"), plan) == pytest.approx(w_soil / (w_soil + w_contain))
    fuzzy = lex.plan_terms(["tokenzier"], {"tokenzier": 0}, {"tokenzier": [("token", 0.7)]}, 10, p)
    assert lex.credited_coverage(lex.normalise_text("the tokenizer"), fuzzy) == pytest.approx(0.7)


def test_phrase_and_and_boost():
    p = RankingParams()
    text = lex.normalise_text("We use the Kiwi tokenizer here")
    assert lex.boost(1.0, text, "kiwi tokenizer", ["kiwi", "tokenizer"], p) == pytest.approx(p.and_boost * p.phrase_boost)
    assert lex.boost(1.0, text, "tokenizer kiwi", ["kiwi", "tokenizer"], p) == pytest.approx(p.and_boost)
    assert lex.boost(1.0, text, "kiwi duckdb", ["kiwi", "duckdb"], p) == 1.0


def test_params_roundtrip_and_calibration_file(tmp_path, monkeypatch):
    p = RankingParams().with_overrides(rrf_k="30", sim_solo=0.7)
    assert p.rrf_k == 30.0 and p.sim_solo == 0.7
    p.dump(tmp_path / "calibration.json", embed_model="m1")
    assert RankingParams.load(tmp_path / "calibration.json") == p
    assert p.digest != RankingParams().digest
    assert load_params(tmp_path, "m1").sim_solo == 0.7
    assert load_params(tmp_path, "other-model").sim_solo == RankingParams().sim_solo  # not ours
    monkeypatch.setenv("HIPPO_SEM_CANDIDATES", "55")
    assert load_params(tmp_path, "m1").sem_candidates == 55
    with pytest.raises(ValueError):
        RankingParams().with_overrides(nope=1)


def test_normalise_text_is_the_regex_form_for_every_whitespace_character():
    import re
    import sys

    ws = [chr(c) for c in range(sys.maxunicode + 1) if re.fullmatch(r"\s", chr(c))]
    assert ws == [chr(c) for c in range(sys.maxunicode + 1) if chr(c).isspace()]  # the two agree on whitespace
    rng = __import__("random").Random(7)
    alphabet = [*ws, "a", "B", "한", "İ", "Σ", "x"]
    for _ in range(20_000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 10)))
        assert lex.normalise_text(text) == re.sub(r"\s+", " ", text).lower(), repr(text)


def test_the_floored_order_breaks_a_tie_by_the_given_ranks():
    """The two legs' firsts are both lifted to 1.5 behind the fused first: by default they keep
    their fused order (the semantic-only note, a hair ahead on its boosts); with ``tie`` (the
    whole-note lexical ranks, ``rrf_floor_ties="lexical"``) the note the lexical leg ranks first
    comes first. Documents no leg lifts keep their places either way."""
    from hippocampus.search.fusion import Doc, floored

    docs = {i: Doc(i, (None, None, None, None, "wiki"), ()) for i in range(1, 7)}
    ordered = [(0.031, docs[1]), (0.0305, docs[2]), (0.030, docs[3]), (0.0169, docs[4]), (0.0168, docs[5]), (0.010, docs[6])]
    floor = {1: 2, 4: 1, 5: 1}  # 4: the semantic leg's first; 5: the lexical leg's first
    assert [d.doc_id for _, d in floored(ordered, floor, 1.5)] == [1, 4, 5, 2, 3, 6]
    lexical = {5: 1, 1: 2, 2: 3}
    assert [d.doc_id for _, d in floored(ordered, floor, 1.5, lexical)] == [1, 5, 4, 2, 3, 6]
    with pytest.raises(ValueError, match="rrf_floor_ties"):
        RankingParams(rrf_floor_ties="semantic")
