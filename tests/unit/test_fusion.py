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
