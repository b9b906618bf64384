"""`hippo eval run` scores exactly what `hippo search` returns, in every mode (issue 35, item 6).

Before, the harness measured the ranking with abstention off, so a question on which the search
abstains still counted as found (the issue: `--mode lexical` reported R@1 0.55 where a user saw
0.50). Here a real store with the default embedder, a golden set whose questions include one that
the lexical search ranks right but abstains on, and per mode: every query through `hippo search
--json --local` and the whole set through `hippo eval run --json`; the per-query lists and the
headline metrics must agree.
"""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from hippocampus.cli import app
from hippocampus.config import get_settings
from hippocampus.store.indexer import run_index
from tests.integration.search_vault import write_vault

GOLDEN = [
    {"id": "code", "query": "ZQX-1188 disk space", "category": "lexical", "expected": [{"path": "20-wiki/dev/disk-errors.md"}]},
    {"id": "tram", "query": "Tram 28 through Alfama", "category": "hybrid", "expected": [{"path": "20-wiki/travel/lisbon.md"}]},
    {"id": "plants", "query": "how often to water houseplants in winter", "category": "semantic",
     "expected": [{"path": "20-wiki/life/winter-plants.md"}]},
    # one word of six in the note: the lexical leg ranks it first, its coverage is below the floor
    {"id": "thin", "query": "Parquet zebra okapi pangolin axolotl narwhal", "category": "lexical",
     "expected": [{"path": "20-wiki/dev/duckdb.md"}]},
    {"id": "egg", "query": "How long should I boil an egg for a jammy yolk?", "category": "abstain", "expected": []},
    {"id": "quasar", "query": "quasar telescope mirror", "category": "abstain", "expected": []},
]


@pytest.fixture()
def indexed(tmp_path):
    write_vault(tmp_path / "vault")
    run_index(get_settings(), embed=True)  # the default embedder (HIPPO_EMBED_PROVIDER default)
    golden = tmp_path / "golden.jsonl"
    golden.write_text("".join(json.dumps(row) + "\n" for row in GOLDEN), encoding="utf-8")
    return golden


def test_eval_run_scores_what_search_returns_in_every_mode(indexed, tmp_path):
    runner = CliRunner()
    withheld = {}
    for mode in ("hybrid", "lexical", "semantic"):
        out = tmp_path / f"run-{mode}.json"
        r = runner.invoke(app, ["eval", "run", str(indexed), "--mode", mode, "--out", str(out), "--json"])
        assert r.exit_code == 0, r.output
        result = json.loads(out.read_text(encoding="utf-8"))
        per_query = {q["id"]: q for q in result["per_query"]}
        found = 0
        for row in GOLDEN:
            s = runner.invoke(app, ["search", row["query"], "--mode", mode, "--json", "--local"])
            assert s.exit_code == 0, s.output
            served = json.loads(s.stdout)
            q = per_query[row["id"]]
            returned = [] if q["abstained"] else q["ranked"]
            assert returned == [h["path"] for h in served["hits"]], (mode, row["id"])
            assert q["abstained"] == served["abstained"], (mode, row["id"])
            if q["abstained"] and q["ranked"]:
                withheld[(mode, row["id"])] = q["ranked"][:1]
            expected = {e["path"] for e in row["expected"]}
            found += bool(expected) and bool(served["hits"]) and served["hits"][0]["path"] in expected
        answerable = sum(1 for row in GOLDEN if row["expected"])
        metrics = result["metrics"]
        assert metrics["overall"]["hit@1"] == pytest.approx(found / answerable), mode
        assert metrics["overall"]["hit@1"] <= metrics["ranking"]["hit@1"]
    # the case the issue found: lexical mode ranks the note first and abstains; the headline
    # figure counts it as a miss, the ranking beside it (labelled) as a hit
    assert withheld.get(("lexical", "thin")) == ["20-wiki/dev/duckdb.md"], withheld
