"""The comparison helpers of eval/: plain RRF of two rankings, per-question run differences."""

from __future__ import annotations

import pytest

from eval.bench_wiki_kinds import rrf
from eval.diff_runs import diff


def test_rrf_rewards_agreement_over_one_leg_alone():
    # "b" is 2nd in both legs; "a" is 1st in one leg and absent from the other
    fused = rrf(["a", "b", "c"], ["x", "b", "y"])
    assert fused[0] == "b"
    assert set(fused) == {"a", "b", "c", "x", "y"}
    # equal scores keep first-seen order: a (leg 1, rank 1) before x (leg 2, rank 1)
    assert fused.index("a") < fused.index("x")


def test_rrf_of_one_ranking_is_that_ranking():
    assert rrf(["p", "q", "r"]) == ["p", "q", "r"]


def _run(fp: str, rankings: dict[str, list[str]]) -> dict:
    return {"dataset_fingerprint": fp, "run_signature": {"embedder": fp},
            "per_query": [{"id": i, "ranked": r, "relevant": [f"{i}-gold"]} for i, r in rankings.items()]}


def test_diff_counts_questions_per_metric():
    a = _run("fp", {"q1": ["q1-gold", "x"], "q2": ["x", "q2-gold"], "q3": ["x"] * 10})
    b = _run("fp", {"q1": ["x", "q1-gold"], "q2": ["q2-gold", "x"], "q3": ["x"] * 10})
    out = diff(a, b)
    assert out["questions"] == 3
    assert out["top10_order_differs"] == 2
    top1 = out["metrics"]["recall_any@1"]
    assert (top1["b_better"], top1["b_worse"]) == (1, 1)  # q2 up, q1 down
    assert out["metrics"]["recall_any@5"] == {"a": 0.6667, "b": 0.6667, "b_better": 0, "b_worse": 0}


def test_diff_refuses_different_golden_sets():
    with pytest.raises(SystemExit):
        diff(_run("one", {"q": ["x"]}), _run("other", {"q": ["x"]}))
