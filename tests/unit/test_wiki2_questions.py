"""The second Korean wiki's question files (issue 35, out-of-sample check): the shape
eval/bench_ranking.py reads for ``wiki2`` / ``wiki2-xling``, and — when the corpus is on this
machine (/work/wiki2/vault, never in the repository) — every expected note exists and holds the
evidence phrase recorded while the question was written."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
HELD = ROOT / "eval" / "data" / "heldout-search"
VAULT = Path("/work/wiki2/vault")
FILES = {"wiki2-korean.json": 40, "wiki2-crosslingual.json": 10, "wiki2-unrelated.json": 15}


def items() -> list[dict]:
    return [q for name in FILES for q in json.loads((HELD / name).read_text(encoding="utf-8"))]


def test_counts_kinds_and_ids():
    ids = [q["id"] for q in items()]
    assert len(ids) == len(set(ids)) == sum(FILES.values())
    for name, n in FILES.items():
        qs = json.loads((HELD / name).read_text(encoding="utf-8"))
        assert len(qs) == n
        for q in qs:
            assert set(q) == {"id", "question", "kind", "expected", "note", "evidence"}
            assert (q["kind"] == "unrelated") == (not q["expected"]) == (name == "wiki2-unrelated.json")
            assert all(not p.startswith("/") and p.endswith(".md") for p in q["expected"])
    kinds = {q["kind"] for q in json.loads((HELD / "wiki2-korean.json").read_text(encoding="utf-8"))}
    assert kinds == {"keyword", "paraphrase", "typo", "everyday"}


def test_bench_ranking_reads_the_sets():
    from eval.bench_ranking import SETS, questions

    assert {"wiki2", "wiki2-xling"} <= set(SETS)
    work, qs = questions("wiki2", Path("/nowhere"), Path("/nowhere"), Path("/tmp/w2"))
    assert work == Path("/tmp/w2") and len(qs) == 40 and all(q["relevant"] for q in qs)
    _, xs = questions("wiki2-xling", Path("/nowhere"), Path("/nowhere"), Path("/tmp/w2"))
    assert len(xs) == 10 and {q["kind"] for q in xs} == {"cross-lingual"}


@pytest.mark.skipif(not VAULT.is_dir(), reason="the wiki2 corpus is not on this machine (/work/wiki2/vault)")
def test_expected_notes_hold_their_evidence():
    for q in items():
        for p in q["expected"]:
            assert (VAULT / p).is_file(), (q["id"], p)
        if q["expected"]:
            assert q["evidence"] in (VAULT / q["expected"][0]).read_text(encoding="utf-8"), q["id"]
