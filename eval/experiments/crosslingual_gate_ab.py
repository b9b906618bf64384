"""Experiment (issue 35 item 3, helper xl35): the lexical legs' gate (``rrf_lex_unheld``) off (A)
against the configured default (B), same process, on the abstention verdict and on the search CPU.

    python eval/experiments/crosslingual_gate_ab.py abstention [--work /work/bench35r] [--out FILE]
    python eval/experiments/crosslingual_gate_ab.py cost [--work /work/bench35r]

``abstention``: the search's own verdict with the shipped floors (``would_abstain``) for every
kind of the real wiki's questions, its English questions and the blind everyday sets over it, and
English questions over msmarco's Korean passages with the English blind set; counts per side and
how many verdicts changed. ``cost``: 300 English questions over msmarco's Korean passages (where
the gate fires), query vectors memoised first, 10 warm-up searches per side, then each question
by both sides alternating which goes first; CPU p50 / mean per side and how often the gate fires.
Stores searched through a throwaway copy.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
HELD = ROOT / "eval" / "data" / "heldout-search"
WIKI_Q = ROOT / "hippocampus" / "evaluation" / "data" / "johngrib_questions.json"


def blind(name: str) -> list[dict[str, Any]]:
    rows = json.loads((HELD / name).read_text(encoding="utf-8"))
    rows = rows["questions"] if isinstance(rows, dict) else rows
    return [{"id": f"{name}:{i}", "query": r["question"], "filters": {}} for i, r in enumerate(rows)]


def opened(setname: str, work: Path) -> tuple[Any, Any, Any, list[dict[str, Any]]]:
    from eval.bench_ranking import questions
    from hippocampus.config import Settings
    from hippocampus.evaluation.harness import MemoEmbedder
    from hippocampus.search.params import load_params
    from hippocampus.store.embedders import make_embedder

    set_work, qs = questions(setname, work, work / "obsidian-help", None)
    settings = Settings(vault=set_work / "vault", home=set_work / "home")
    emb = MemoEmbedder(make_embedder(settings))
    return settings, emb, load_params(settings.home, emb.model_id), qs


def abstention(work: Path) -> dict[str, Any]:
    from hippocampus.evaluation.golden import to_store_filters
    from hippocampus.evaluation.harness import throwaway_store
    from hippocampus.search.service import search

    out: dict[str, Any] = {}
    kinds: dict[str, list[dict[str, Any]]] = {}
    for q in json.loads(WIKI_Q.read_text(encoding="utf-8"))["questions"]:
        kinds.setdefault(f"wiki:{q['kind']}", []).append({"id": q["id"], "query": q["query"], "filters": {}})
    from eval.bench_ranking import questions

    english = questions("johngrib-xling", work, work / "obsidian-help", None)[1]
    plan = {"johngrib": kinds | {"johngrib-xling": english, "unrelated-en": blind("unrelated-en.json"), "unrelated-ko": blind("unrelated-ko.json")},
            "xling-en-ko": {"xling-en-ko": None, "unrelated-en": blind("unrelated-en.json")}}
    for setname, groups in plan.items():
        settings, emb, base, own = opened(setname, work)
        sides = (base.with_overrides(rrf_lex_unheld=0.0), base)
        with throwaway_store(settings.store_dir) as store:
            for group, qs in groups.items():
                counts = {"n": 0, "A": 0, "B": 0, "changed": 0}
                for q in qs if qs is not None else own:
                    f = to_store_filters(q.get("filters") or {})
                    a, b = (search(store, emb, q["query"], mode="hybrid", k=10, filters=f, params=p, abstain=False).would_abstain for p in sides)
                    counts["n"] += 1
                    counts["A"] += a
                    counts["B"] += b
                    counts["changed"] += a != b
                out[f"{setname}/{group}"] = counts
                print(setname, group, counts, flush=True)
    return out


def cost(work: Path) -> dict[str, Any]:
    from hippocampus.evaluation.harness import throwaway_store
    from hippocampus.search import legs as leg
    from hippocampus.search import lexical as lex
    from hippocampus.search import service as svc
    from hippocampus.search import store_api as sapi
    from hippocampus.search.service import search

    settings, emb, on, qs = opened("xling-en-ko", work)
    off = on.with_overrides(rrf_lex_unheld=0.0)
    queries = [q["query"] for q in qs[:300]]
    cpu: dict[str, list[float]] = {"A": [], "B": []}
    with throwaway_store(settings.store_dir) as store:
        fires = 0
        for q in queries:
            emb.embed_query(q)
            req = svc.make_request(q, "hybrid", 10, None, on, None, False, sapi.vault_indexes(store))
            fires += lex.unheld_share(leg.lexical_plan(store, req.terms, on, req.query)) >= on.rrf_lex_unheld
        for q in queries[:10]:
            search(store, emb, q, mode="hybrid", params=off)
            search(store, emb, q, mode="hybrid", params=on)
        for i, q in enumerate(queries):
            for side in ("A", "B") if i % 2 == 0 else ("B", "A"):
                c0 = time.process_time()
                search(store, emb, q, mode="hybrid", params=off if side == "A" else on)
                cpu[side].append((time.process_time() - c0) * 1000)
    res: dict[str, Any] = {s: {"cpu_p50": round(statistics.median(v), 2), "cpu_mean": round(statistics.mean(v), 2)} for s, v in cpu.items()}
    return res | {"questions": len(queries), "gate_fires": fires}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("what", choices=("abstention", "cost"))
    ap.add_argument("--work", type=Path, default=Path("/work/bench35r"))
    ap.add_argument("--out", type=Path, default=None)
    a = ap.parse_args()
    res = abstention(a.work) if a.what == "abstention" else cost(a.work)
    print(json.dumps(res))
    if a.out:
        a.out.write_text(json.dumps(res, indent=1), encoding="utf-8")


if __name__ == "__main__":
    main()
