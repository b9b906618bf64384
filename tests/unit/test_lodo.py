"""hippocampus/evaluation/lodo.py: the leave-one-dataset-out protocol (issues 26 and 35) on outcomes whose answer is known.

The rule measured is the product's (abstention.below_floor); these tests pin the protocol
around it: the parameters a left-out set is measured with come from the *other* sets only, the
grid is scanned with the same rule as the product runs, the blind everyday questions are split
into a half that chooses and a half that reports, and the real wiki's and a vault's own
questions enter as sets of their own."""

from __future__ import annotations

import json

import numpy as np

from hippocampus.evaluation import lodo
from hippocampus.search.params import RankingParams

LEVEL, CEILING = 0.84, 0.86  # the probes' median and best: lift = (cosine - 0.84) / 0.02


def outcome(i: int, kind: str, coverage: float, cosine: float | None = None, part: str = "") -> lodo.Outcome:
    return lodo.Outcome(f"q{i}", kind, ("a.md",), ("a.md",) if kind == "answerable" else (), coverage, cosine, cosine,
                        None, LEVEL if cosine is not None else None, (), CEILING if cosine is not None else None, part)


def make_set(answer: tuple[float, float], unrelated: tuple[float, float], n: int = 10) -> list[lodo.Outcome]:
    """n answerable questions at (coverage, cosine), n unrelated ones, n everyday ones (half of
    them in each half of the split) and n same-domain ones like the answerable."""
    rows = [outcome(i, "answerable", *answer) for i in range(n)]
    rows += [outcome(100 + i, "unrelated", *unrelated) for i in range(n)]
    rows += [outcome(200 + i, "everyday", *unrelated, part="choose" if i % 2 else "report") for i in range(n)]
    rows += [outcome(300 + i, "same-domain", *answer) for i in range(n)]
    return rows


def test_the_grid_scan_is_the_product_rule():
    rng = np.random.default_rng(7)
    outs = [outcome(i, "answerable", float(rng.uniform(0, 1)), float(rng.uniform(0.8, 0.92))) for i in range(200)]
    outs += [outcome(500, "answerable", 0.0, 0.83), outcome(501, "answerable", 0.5, None)]  # unanchored; no cosine
    outs += [lodo.Outcome(**{**outcome(600 + i, "answerable", 0.0, 0.83 + 0.01 * i).__dict__, "cross_lingual": True}) for i in range(6)]
    base = RankingParams()
    cols = lodo._columns(outs, base, "hybrid")
    for point in lodo.grid("hybrid")[::97]:
        fast = lodo._verdicts(cols, point, base, "hybrid")
        exact = [lodo.abstains(o, base.with_overrides(**point), "hybrid") for o in outs]
        assert list(fast) == exact, point
    lex = lodo._columns(outs, base, "lexical")
    for point in lodo.grid("lexical")[::5]:
        assert list(lodo._verdicts(lex, point, base, "lexical")) == [lodo.abstains(o, base.with_overrides(**point), "lexical") for o in outs]


def test_the_left_out_set_is_measured_with_parameters_chosen_on_the_others():
    # A and B: answers at lift 2 with coverage 0.5, unrelated at lift 0.5 with coverage 0.1. C's
    # answers sit lower (lift 1, coverage 0.3): the floor chosen on A and B need not keep them.
    cal = {"hybrid": {"A": make_set((0.5, 0.88), (0.1, 0.85)), "B": make_set((0.5, 0.88), (0.1, 0.85)),
                      "C": make_set((0.3, 0.86), (0.1, 0.85))}}
    report = lodo.lodo(cal, RankingParams())["hybrid"]
    left_c = report["C"]["left_out"]
    chosen = RankingParams().with_overrides(**left_c["params"])
    # chosen without C: whatever it is, it was the best for A and B, and it is what C is measured with
    assert left_c["false"] == lodo.rates(cal["hybrid"]["C"], chosen, "hybrid")["false"]
    assert report["A"]["left_out"]["false"] == 0.0 and report["A"]["left_out"]["unrelated"] == 1.0
    # in-sample (C among the sets chosen on) keeps C's answers
    assert report["C"]["in_sample"]["false"] == 0.0 and report["C"]["in_sample"]["unrelated"] == 1.0
    assert report["A"]["counts"] == {"answerable": 10, "unrelated": 10, "everyday": 10, "same-domain": 10}


def test_everyday_questions_choose_only_on_corpora_they_were_checked_against():
    # on B the everyday questions look like answers (the web corpus may answer them): unchecked,
    # they cannot push the floor up; checked, they would
    a = make_set((0.6, 0.89), (0.1, 0.845))
    b = make_set((0.6, 0.89), (0.1, 0.845))
    b = [lodo.Outcome(**{**o.__dict__, "coverage": 0.6, "answer_cosine": 0.89}) if o.kind == "everyday" else o for o in b]
    cal = {"hybrid": {"A": a, "B": b}}
    _, unchecked = lodo.calibrate(cal, RankingParams(), frozenset({"A"}))
    _, checked = lodo.calibrate(cal, RankingParams(), frozenset({"A", "B"}))
    assert unchecked["hybrid"]["worst_unrelated"] == 1.0
    assert checked["hybrid"]["worst_unrelated"] < 1.0
    rates = lodo.rates(b, RankingParams(), "hybrid")
    assert rates["everyday"] is not None and rates["everyday_choose"] is not None  # both halves reported


def test_calibration_prefers_no_false_abstention_over_catching_unrelated_questions():
    # answerable and unrelated questions overlap completely: no floor abstains on the latter
    # without hiding the former, so the calibration keeps the answers
    cal = {"hybrid": {"A": make_set((0.3, 0.86), (0.3, 0.86))}}
    params, info = lodo.calibrate(cal, RankingParams())
    rates = lodo.rates(cal["hybrid"]["A"], params, "hybrid")
    assert info["hybrid"]["false_excess"] == 0.0 and rates["false"] == 0.0 and rates["unrelated"] == 0.0


def test_the_blind_split_and_the_everyday_questions():
    assert lodo.BLIND_SPLIT("uen-001") == "choose" and lodo.BLIND_SPLIT("uko-120") == "report"
    qs = lodo.everyday_questions(["x/", "y/"])
    assert len(qs) == 240 and {k for k, _ in qs} == {"everyday"}
    assert [q.filters["path_prefix"] for _, q in qs[:3]] == ["x/", "y/", "x/"]
    assert sum(lodo.BLIND_SPLIT(q.id) == "choose" for _, q in qs) == 120


def test_the_real_wiki_brings_its_own_questions_of_every_kind(tmp_path):
    qs = lodo.questions(lodo.WIKI_SET, tmp_path, everyday=False)  # no golden.jsonl needed under the work folder
    kinds = [k for k, _ in qs]
    raw = json.loads(lodo.WIKI_QUESTIONS.read_text(encoding="utf-8"))["questions"]
    assert len(qs) == len(raw)
    assert kinds.count("answerable") == sum(1 for q in raw if q["relevant"])
    assert kinds.count("unrelated") == sum(1 for q in raw if q["kind"] == "unrelated") > 0
    assert kinds.count("same-domain") == sum(1 for q in raw if q["kind"] == "same-domain") > 0
    for kind, q in qs:
        assert q.answerable == (kind == "answerable")
        assert bool(q.relevant_paths) == (kind == "answerable")
        assert q.filters == {}  # every wiki question is asked over the whole wiki
    assert lodo.everyday_checked(lodo.WIKI_SET, tmp_path)


def test_a_vault_set_reads_the_blind_question_format(tmp_path):
    rows = [{"id": "v-1", "question": "How do I create a callout?", "kind": "keyword", "expected": ["Callouts.md"], "note": ""},
            {"id": "v-2", "question": "Does it have flashcards?", "kind": "unanswerable-in-domain", "expected": [], "note": ""},
            {"id": "v-3", "question": "How long to boil an egg?", "kind": "unrelated", "expected": [], "note": ""}]
    (tmp_path / lodo.VAULT_QUESTIONS).write_text(json.dumps(rows), encoding="utf-8")
    qs = lodo.questions("help", tmp_path)
    assert [k for k, _ in qs[:3]] == ["answerable", "same-domain", "unrelated"]
    assert qs[0][1].relevant_paths == {"Callouts.md"} and len(qs) == 3 + 240
    assert lodo.everyday_checked("help", tmp_path) and not lodo.everyday_checked("cranfield", tmp_path / "nothing")
