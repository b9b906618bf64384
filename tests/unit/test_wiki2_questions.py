"""The out-of-sample Korean wikis' question files (issue 35): the shape eval/bench_ranking.py reads
for ``wiki2`` / ``wiki2-xling`` / ``wiki3`` / ``wiki3-xling``, and — when a corpus is on this machine
(/work/wiki2/vault, /work/wiki3/vault, never in the repository) — every expected note exists and
holds the evidence phrase recorded while the question was written."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
HELD = ROOT / "eval" / "data" / "heldout-search"
FILES = {"wiki2": {"korean": 40, "crosslingual": 10, "unrelated": 15}, "wiki3": {"korean": 20, "crosslingual": 10, "unrelated": 10}}


def items(wiki: str) -> list[dict]:
    return [q for part in FILES[wiki] for q in json.loads((HELD / f"{wiki}-{part}.json").read_text(encoding="utf-8"))]


@pytest.mark.parametrize("wiki", sorted(FILES))
def test_counts_kinds_and_ids(wiki):
    ids = [q["id"] for q in items(wiki)]
    assert len(ids) == len(set(ids)) == sum(FILES[wiki].values())
    for part, n in FILES[wiki].items():
        qs = json.loads((HELD / f"{wiki}-{part}.json").read_text(encoding="utf-8"))
        assert len(qs) == n
        for q in qs:
            assert set(q) == {"id", "question", "kind", "expected", "note", "evidence"}
            assert (q["kind"] == "unrelated") == (not q["expected"]) == (part == "unrelated")
            assert all(not p.startswith("/") and p.endswith(".md") for p in q["expected"])
    kinds = {q["kind"] for q in json.loads((HELD / f"{wiki}-korean.json").read_text(encoding="utf-8"))}
    assert kinds == {"keyword", "paraphrase", "typo", "everyday"}


def test_bench_ranking_reads_the_sets():
    from eval.bench_ranking import SETS, questions

    assert {"wiki2", "wiki2-xling", "wiki3", "wiki3-xling"} <= set(SETS)
    where = {"wiki2": Path("/tmp/w2"), "wiki3": Path("/tmp/w3")}
    for name, wiki, n in (("wiki2", "wiki2", 40), ("wiki2-xling", "wiki2", 10), ("wiki3", "wiki3", 20), ("wiki3-xling", "wiki3", 10)):
        work, qs = questions(name, Path("/nowhere"), Path("/nowhere"), where)
        assert work == where[wiki] and len(qs) == n and all(q["relevant"] for q in qs)
        if name.endswith("-xling"):
            assert {q["kind"] for q in qs} == {"cross-lingual"}


@pytest.mark.parametrize("wiki", sorted(FILES))
def test_expected_notes_hold_their_evidence(wiki):
    vault = Path(f"/work/{wiki}/vault")
    if not vault.is_dir():
        pytest.skip(f"the {wiki} corpus is not on this machine ({vault})")
    for q in items(wiki):
        for p in q["expected"]:
            assert (vault / p).is_file(), (q["id"], p)
        if q["expected"]:
            assert q["evidence"] in (vault / q["expected"][0]).read_text(encoding="utf-8"), q["id"]
