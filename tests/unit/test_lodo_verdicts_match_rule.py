"""The numpy verdicts of the leave-one-out choice (lodo._verdicts) agree with the product's rule
(lodo.abstains, abstention.below_floor) at every grid point, over random outcomes (helper-80's
randomized check, session 20); a base with the joint rule off is refused by calibrate."""
from __future__ import annotations

import random

import pytest

from hippocampus.evaluation.lodo import Outcome, _columns, _verdicts, abstains, calibrate, grid
from hippocampus.search.params import RankingParams


def rand_outcome(r: random.Random, i: int) -> Outcome:
    level = r.choice([None, round(r.uniform(0.78, 0.86), 4)])
    ceiling = None if level is None or r.random() < 0.1 else round(level + r.choice([0.0, 0.005, r.uniform(0, 0.05)]), 4)
    cos = r.choice([None, round(r.uniform(0.75, 0.92), 4)])
    depth = tuple(sorted((round(r.uniform(0.7, 0.85), 4) for _ in range(r.choice([0, 3, 30]))), reverse=True))
    return Outcome(id=f"q{i}", kind=r.choice(["answerable", "unrelated", "everyday", "same-domain"]), ranked=(), relevant=(),
                   coverage=r.choice([0.0, 0.0, round(r.random(), 3), 1.0]), answer_cosine=cos, best_cosine=cos,
                   background=r.choice([None, 0.78]), null_level=level, depth=depth, null_ceiling=ceiling,
                   part=r.choice(["choose", "report"]), cross_lingual=r.random() < 0.3)


BASES = {
    "defaults": RankingParams(),
    "margin0": RankingParams().with_overrides(abstain_unanchored_margin=0.0),
    "margin1": RankingParams().with_overrides(abstain_unanchored_margin=1.0),
    "margin_rule_on": RankingParams().with_overrides(abstain_margin=0.02),
}


@pytest.mark.parametrize("base_name", list(BASES))
@pytest.mark.parametrize("mode", ["hybrid", "lexical"])
def test_verdicts_match_abstains(base_name, mode):
    base = BASES[base_name]
    r = random.Random(20261207)
    outs = [rand_outcome(r, i) for i in range(400)]
    cols = _columns(outs, base, mode)
    points = grid(mode)
    bad = []
    for point in r.sample(points, min(60, len(points))) + points[:3] + points[-3:]:
        v = _verdicts(cols, point, base, mode)
        q = base.with_overrides(**point)
        for o, got in zip(outs, v, strict=True):
            want = abstains(o, q, mode)
            if bool(got) != want:
                bad.append((point, o, bool(got), want))
    assert not bad, f"{len(bad)} disagreements, first: {bad[0]}"


def test_a_base_with_the_joint_rule_off_is_refused():
    with pytest.raises(ValueError, match="joint rule on"):
        calibrate({"hybrid": {}}, RankingParams().with_overrides(abstain_evidence=-1.0))
