"""A damaged lesson store heals (issue 24): real damaged files — byte flips at several offsets,
truncation, a zero-length file, a missing file — in every file a publish writes (manifest,
snapshot, each index, the semantic matrix). Recall degrades loudly instead of failing, ``hippo
lessons status`` names the damage and the command that fixes it, ``hippo lessons
consolidate`` republishes from the event log and says so."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from hippocampus.memory.lessons.publish import MANIFEST, read_manifest
from hippocampus.memory.lessons.service import LessonStore
from tests.memory.test_lesson_store import learn
from tests.support.damage import damage

DAMAGE = ["flip@0", "flip@17", "flip@-3", "truncate", "zero", "missing"]
FILES = ["manifest", "snapshot", "cue", "phrase", "metadata", "semantic", "semantic_vectors"]
QUERY = "YAML reads the country code NO as boolean false"




def _published(home, embedder):
    store = LessonStore(home, "hippo", lock_timeout=10)
    kept = learn(store, "Quote NO in YAML frontmatter", QUERY, cues=["yaml", "boolean"])
    store.consolidate(embedder=embedder)
    return store, kept


def _path(store, name):
    if name == "manifest":
        return store.root / MANIFEST
    return store.root / read_manifest(store.root).file(name)["path"]


@pytest.mark.parametrize("name", FILES)
@pytest.mark.parametrize("how", DAMAGE)
def test_damaged_file_is_named_and_consolidate_repairs_it(home, embedder, name, how):
    store, kept = _published(home, embedder)
    damage(_path(store, name), how)
    hits, _, notes = LessonStore(home, "hippo").recall(QUERY, embedder=embedder)  # never raises
    if name in ("manifest", "snapshot") and not (name == "manifest" and how == "missing"):
        # nothing intact to serve (one snapshot, empty rollback window): skipped, naming the fix
        assert hits == [] and any("hippo lessons consolidate --project hippo" in n for n in notes)
    elif name != "manifest":
        assert [lesson.lesson_id for lesson, _ in hits] == [kept] and notes  # indexes rebuilt in memory, loudly
    status = store.status()
    if not (name == "manifest" and how == "missing"):  # a deleted manifest is "never published"
        assert status["damage"] and status["fix"] == "run `hippo lessons consolidate --project hippo` to republish from the event log"
    report = store.consolidate(embedder=embedder)
    assert not report.unchanged and report.published is not None
    if not (name == "manifest" and how == "missing"):
        assert report.repaired and "republished snapshot" in report.repaired
    assert store.damage() is None and store.status()["damage"] is None
    hits, _, notes = LessonStore(home, "hippo").recall(QUERY, embedder=embedder)
    assert [lesson.lesson_id for lesson, _ in hits] == [kept] and not notes
    assert store.consolidate(embedder=embedder).unchanged  # healthy again: nothing to do


def test_force_republishes_an_unchanged_store(home, embedder):
    store, _ = _published(home, embedder)
    assert store.consolidate(embedder=embedder).unchanged
    report = store.consolidate(embedder=embedder, force=True)
    assert not report.unchanged and report.repaired is None


def hippo(home, *args):
    env = {k: v for k, v in os.environ.items() if k != "HIPPO_DEBUG"}
    env.update({"HIPPO_HOME": str(home), "HIPPO_EMBED_PROVIDER": "none"})
    return subprocess.run([sys.executable, "-m", "hippocampus", *args], capture_output=True, text=True, env=env, timeout=300,
                          cwd=home.parent)


def test_cli_status_names_the_damage_and_consolidate_says_it_repaired(home):
    store, kept = _published(home, None)
    damage(store.root / MANIFEST, "flip@40")
    res = hippo(home, "lessons", "status", "--project", "hippo")
    assert res.returncode == 0 and "Traceback" not in res.stderr, res.stderr
    assert "damaged:" in res.stdout and "manifest checksum mismatch" in res.stdout and "hippo lessons consolidate --project hippo" in res.stdout
    res = hippo(home, "lessons", "recall", QUERY, "--project", "hippo", "--json")
    assert res.returncode == 0 and "Traceback" not in res.stderr, res.stderr
    assert any("hippo lessons consolidate" in n for n in json.loads(res.stdout)["degraded"])
    res = hippo(home, "lessons", "consolidate", "--project", "hippo", "--no-embed")
    assert res.returncode == 0 and "Traceback" not in res.stderr, res.stderr
    assert "repaired hippo: manifest.json: manifest checksum mismatch; republished snapshot" in res.stdout
    res = hippo(home, "lessons", "recall", QUERY, "--project", "hippo", "--json")
    assert [x["lesson_id"] for x in json.loads(res.stdout)["lessons"]] == [kept]


def test_cli_deleted_index_files_are_rebuilt_on_disk(home):
    store, _ = _published(home, None)
    index_dir = _path(store, "cue").parent
    for f in index_dir.iterdir():
        f.unlink()
    res = hippo(home, "lessons", "consolidate", "--project", "hippo", "--no-embed", "--json")
    assert res.returncode == 0, res.stderr
    report = json.loads(res.stdout)[0]
    assert report["repaired"] and not report["unchanged"]
    assert _path(store, "cue").is_file() and store.damage() is None
