import math

import pytest

from hippocampus.evaluation.metrics import hit_at, mrr_at, ndcg_at, percentile, recall_all_at, recall_at, summarize


def test_hand_computed_metrics():
    ranked = ["a", "x", "b", "y", "c"]
    rel = {"b", "c", "z"}
    assert hit_at(ranked, rel, 1) == 0.0
    assert hit_at(ranked, rel, 3) == 1.0
    assert recall_at(ranked, rel, 3) == pytest.approx(1 / 3)
    assert recall_at(ranked, rel, 5) == pytest.approx(2 / 3)
    assert recall_all_at(ranked, rel, 5) == 0.0
    assert recall_all_at(ranked, {"b", "c"}, 5) == 1.0
    assert recall_all_at(ranked, {"b", "c"}, 4) == 0.0
    assert mrr_at(ranked, rel, 10) == pytest.approx(1 / 3)
    assert mrr_at(ranked, rel, 2) == 0.0
    # DCG = 1/log2(4) + 1/log2(6); IDCG = 1 + 1/log2(3) + 1/log2(4)
    dcg = 1 / math.log2(4) + 1 / math.log2(6)
    idcg = 1 + 1 / math.log2(3) + 1 / math.log2(4)
    assert ndcg_at(ranked, rel, 10) == pytest.approx(dcg / idcg)


def test_summarize_means_over_queries():
    rows = [{"ranked": ["a"], "relevant": {"a"}}, {"ranked": ["b", "a"], "relevant": {"a"}}]
    s = summarize(rows, ks=(1,))
    assert s["hit@1"] == 0.5
    assert s["mrr@10"] == pytest.approx(0.75)
    assert s["n"] == 2


def test_percentile_nearest_rank():
    vals = list(range(1, 101))
    assert percentile(vals, 50) == 50
    assert percentile(vals, 95) == 95
    assert percentile(vals, 99) == 99
    assert percentile([5.0], 95) == 5.0
