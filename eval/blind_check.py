"""A blind question file against an indexed vault, scored as `hippo eval run` scores it (what
`hippo search` returns, abstention on), by question kind (issue 35).

    python eval/blind_check.py QUESTIONS.json --vault VAULT --home HOME [--strip _wiki/] [--mode hybrid] [--out FILE]

QUESTIONS.json is a list of ``{"id", "question", "kind", "expected", "note"}`` (the format of the
held-out sets written for issue 35: /work/heldout-search/README.md); ``expected`` paths are
relative to the corpus root, ``--strip`` removes a prefix so they are relative to the vault.
Prints per kind: how many questions, how many the search abstained on, and for answerable kinds
R@1 / R@5 / MRR@10 of what it returned. The defaults of the configured embedder and
``$HOME/calibration.json`` apply, as for the CLI.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from hippocampus.evaluation.golden import Expected, GoldenQuery, VaultIndex


def golden(path: Path, strip: str) -> tuple[list[GoldenQuery], dict[str, str]]:
    rows = json.loads(path.read_text(encoding="utf-8"))
    queries, kinds = [], {}
    for q in rows:
        paths = [p[len(strip):] if strip and p.startswith(strip) else p for p in q["expected"]]
        queries.append(GoldenQuery(q["id"], q["question"], "hybrid" if paths else "abstain", tuple(Expected(p) for p in paths)))
        kinds[q["id"]] = q["kind"]
    return queries, kinds


def main(argv: list[str] | None = None) -> dict[str, Any]:
    from hippocampus.config import Settings
    from hippocampus.evaluation.golden import validate
    from hippocampus.evaluation.harness import run, throwaway_store
    from hippocampus.evaluation.metrics import summarize
    from hippocampus.search.params import load_params
    from hippocampus.store.embedders import make_embedder

    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("questions", type=Path)
    ap.add_argument("--vault", type=Path, required=True)
    ap.add_argument("--home", type=Path, required=True)
    ap.add_argument("--strip", default="")
    ap.add_argument("--mode", default="hybrid")
    ap.add_argument("--out", type=Path)
    ap.add_argument("--set", action="append", default=[], help="a RankingParams override, name=value (repeatable)")
    a = ap.parse_args(argv)
    queries, kinds = golden(a.questions, a.strip)
    index = VaultIndex(a.vault)
    problems = validate(queries, index)
    if problems:
        raise SystemExit(f"{len(problems)} problem(s), first: {problems[0]}")
    settings = Settings(vault=a.vault, home=a.home)
    embedder = make_embedder(settings) if a.mode != "lexical" else None
    params = load_params(settings.home, getattr(embedder, "model_id", None))
    if a.set:
        params = params.with_overrides(**dict(x.split("=", 1) for x in a.set))
    with throwaway_store(settings.store_dir) as store:
        result = run(store, embedder, queries, index, params, a.mode, 10)
    by_kind: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for row in result["per_query"]:
        by_kind[kinds[row["id"]]].append(row)
    report: dict[str, Any] = {"questions": str(a.questions), "mode": a.mode, "run_signature": result["run_signature"], "kinds": {}}
    for kind, rows in sorted(by_kind.items()):
        entry: dict[str, Any] = {"n": len(rows), "abstained": sum(1 for r in rows if r["abstained"]),
                                 "abstained_ids": [r["id"] for r in rows if r["abstained"]]}
        if any(r["relevant"] for r in rows):
            served = summarize([{"ranked": [] if r["abstained"] else r["ranked"], "relevant": set(r["relevant"])} for r in rows])
            entry |= {k: round(served[k], 4) for k in ("hit@1", "recall_any@5", "mrr@10")}
        report["kinds"][kind] = entry
    answerable = [r for rows in by_kind.values() for r in rows if r["relevant"]]
    overall = summarize([{"ranked": [] if r["abstained"] else r["ranked"], "relevant": set(r["relevant"])} for r in answerable])
    report["answerable"] = {"n": len(answerable), "abstained": sum(1 for r in answerable if r["abstained"]),
                            **{k: round(overall[k], 4) for k in ("hit@1", "recall_any@5", "mrr@10")}}
    text = json.dumps(report, indent=2, ensure_ascii=False)
    if a.out:
        a.out.write_text(text + "\n", encoding="utf-8")
    print(text)
    return report


if __name__ == "__main__":
    main()
