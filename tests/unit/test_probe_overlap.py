"""The off-topic probes are no evaluation question (issue 35, abst35c): a probe that is an
evaluation question, or a near-copy of one, makes the abstention figures measure the probes
against themselves (the old lists held a near-copy of the wiki's un-06). Exact text and
character-trigram near-copies against every question set in the repository; the same-topic
check by cosine is eval/experiments/probe_overlap.py's, read by a person."""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _overlap_module():
    spec = importlib.util.spec_from_file_location("probe_overlap", ROOT / "eval" / "experiments" / "probe_overlap.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_no_probe_is_an_evaluation_question_or_a_near_copy_of_one():
    from hippocampus.memory.lessons.semantic import NULL_PROBES
    from hippocampus.search.nullfloor import PROBES_EN, PROBES_KO

    po = _overlap_module()
    questions = po.sources(None)
    labels = {label.split(":")[0] for label, _ in questions}
    # every kind of set is read: the search sets' unrelated questions, the wiki's, the blind and
    # held-out sets, the same-domain ones and the lessons benchmark's
    assert {"datasets.UNRELATED", "johngrib", "unrelated_en.json", "unrelated_ko.json",
            "heldout-search/obsidian-help-dev.json", "lessons_families.UNRELATED"} <= labels
    assert len(questions) > 700
    normed = {po._norm(text) for _, text in questions}
    grams = [po._trigrams(text) for _, text in questions]
    for probe in dict.fromkeys([*PROBES_EN, *PROBES_KO, *NULL_PROBES]):
        assert po._norm(probe) not in normed, probe
        mine = po._trigrams(probe)
        worst = max(len(mine & g) / len(mine | g) for g in grams)
        assert worst < 0.3, (probe, worst)


def test_the_old_leak_is_caught():
    """The check itself: the old near-copy of un-06 and the old wedding-speech probe fail it."""
    po = _overlap_module()
    questions = po.sources(None)
    grams = [po._trigrams(text) for _, text in questions]
    for old in ("겨울철 실내 적정 습도는 얼마인가요", "tips for writing a short wedding speech", "how much sleep does a teenager need"):
        mine = po._trigrams(old)
        assert max(len(mine & g) / len(mine | g) for g in grams) >= 0.3, old
