"""Golden-set validation (exit 3 cases), fingerprints, comparison refusal, calibration."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from hippocampus.cli import app
from hippocampus.evaluation.golden import VaultIndex, dataset_fingerprint, load_golden, validate
from hippocampus.evaluation.harness import IncomparableRuns, QueryOutcome, calibrate, compare
from hippocampus.search.params import RankingParams

NOTE = "---\ntitle: A\ntype: concept\nstatus: canonical\ntrust: human_edit\n---\n# A\n\n## Usage\ntext\n"


@pytest.fixture
def vault(tmp_path):
    v = tmp_path / "vault"
    (v / "20-wiki/dev").mkdir(parents=True)
    (v / "20-wiki/dev/a.md").write_text(NOTE, encoding="utf-8")
    return v


def golden(tmp_path, rows):
    p = tmp_path / "golden.jsonl"
    p.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    return p


GOOD = {"id": "q1", "query": "usage of a", "category": "lexical",
        "expected": [{"path": "20-wiki/dev/a.md", "anchor": "20-wiki/dev/a.md#Usage"}], "filters": {"lanes": ["wiki"]}}


def test_valid_set_passes(tmp_path, vault):
    qs = load_golden(golden(tmp_path, [GOOD, {"id": "q2", "query": "condor", "category": "abstain", "expected": []}]))
    assert validate(qs, VaultIndex(vault)) == []


@pytest.mark.parametrize(
    ("row", "needle"),
    [
        (GOOD | {"id": "q0"}, None),
        (GOOD | {"expected": [{"path": "20-wiki/dev/missing.md"}]}, "not in the vault"),
        (GOOD | {"expected": [{"path": "20-wiki/dev/a.md", "anchor": "20-wiki/dev/a.md#Nope"}]}, "anchor does not resolve"),
        (GOOD | {"category": "fuzzy"}, "category"),
        (GOOD | {"filters": {"lanes": ["nowhere"]}}, "unknown value"),
        (GOOD | {"filters": {"colour": "red"}}, "unknown filter"),
        (GOOD | {"filters": {"path_prefix": "10-sources/"}}, "outside the query's path_prefix"),
        (GOOD | {"category": "abstain"}, "must not list expected"),
        (GOOD | {"expected": []}, "without expected"),
        (GOOD | {"query": "  "}, "word-less or over-long query"),
        (GOOD | {"query": "?!"}, "word-less or over-long query"),
        (GOOD | {"query": "word " * 201}, "word-less or over-long query"),
    ],
)
def test_each_problem_is_reported(tmp_path, vault, row, needle):
    rows = [GOOD, row] if needle else [GOOD, row, GOOD]  # the first case: duplicate id q1
    if needle is None:
        needle = "duplicate id"
        rows = [GOOD, GOOD]
    problems = validate(load_golden(golden(tmp_path, rows)), VaultIndex(vault))
    assert any(needle in p for p in problems), problems


def test_cli_validate_exit_3_and_no_figures(tmp_path, vault):
    bad = golden(tmp_path, [GOOD, GOOD | {"expected": [{"path": "20-wiki/dev/missing.md"}]}])
    r = CliRunner().invoke(app, ["eval", "validate", str(bad), "--vault", str(vault)])
    assert r.exit_code == 3
    # `run` validates first: exit 3 before any store is opened or any metric printed.
    r = CliRunner().invoke(app, ["eval", "run", str(bad), "--vault", str(vault), "--mode", "lexical"])
    assert r.exit_code == 3 and "recall" not in r.output.lower()
    not_json = tmp_path / "broken.jsonl"
    not_json.write_text("{not json\n", encoding="utf-8")
    assert CliRunner().invoke(app, ["eval", "validate", str(not_json), "--vault", str(vault)]).exit_code == 3
    ok = CliRunner().invoke(app, ["eval", "validate", str(golden(tmp_path, [GOOD])), "--vault", str(vault)])
    assert ok.exit_code == 0, ok.output


def test_fingerprint_changes_with_content_paths_and_labels(tmp_path, vault):
    qs = load_golden(golden(tmp_path, [GOOD]))
    fp = dataset_fingerprint(qs, VaultIndex(vault))
    assert fp == dataset_fingerprint(qs, VaultIndex(vault))
    (vault / "20-wiki/dev/a.md").write_text(NOTE + "more\n", encoding="utf-8")
    fp_content = dataset_fingerprint(qs, VaultIndex(vault))
    qs2 = load_golden(golden(tmp_path, [GOOD | {"query": "other"}]))
    assert len({fp, fp_content, dataset_fingerprint(qs2, VaultIndex(vault))}) == 3


def test_compare_refuses_different_fingerprints(tmp_path):
    m = {"overall": {"n": 2.0, "mrr@10": 0.5}}
    a = {"dataset_fingerprint": "aaa", "metrics": m}
    b = {"dataset_fingerprint": "bbb", "metrics": {"overall": {"n": 2.0, "mrr@10": 0.7}}}
    with pytest.raises(IncomparableRuns):
        compare(a, b)
    assert compare(a, b | {"dataset_fingerprint": "aaa"}) == {"mrr@10": 0.2}
    pa, pb = tmp_path / "a.json", tmp_path / "b.json"
    pa.write_text(json.dumps(a)), pb.write_text(json.dumps(b))
    assert CliRunner().invoke(app, ["eval", "compare", str(pa), str(pb)]).exit_code == 3


def test_calibrate_separates_answerable_from_abstain():
    ans = [QueryOutcome(f"a{i}", "hybrid", ("x",), ("x",), 0.86 + i * 0.001, 0.2, 1.0, 0.85 + i * 0.001) for i in range(40)]
    neg = [QueryOutcome(f"n{i}", "abstain", ("y",), (), 0.78 + i * 0.001, 0.1, 1.0) for i in range(20)]
    params, rep = calibrate(ans + neg, RankingParams(), max_false_abstain=0.05)
    assert 0.799 < params.abstain_sim <= 0.862
    assert rep["abstain_rate"] == 1.0 and rep["false_abstain_rate"] <= 0.05
    assert params.sim_solo >= 0.798  # never below the abstain queries' p90 best cosine
    # without a cosine only coverage separates them: answerable 0.2, abstain 0.1
    assert params.abstain_lex_alone == 0.2 and rep["abstain_lex_alone"] == 0.2
