"""Search benchmark: Hippocampus hybrid, Hippocampus lexical and plain BM25 baselines, same run.

    python eval/bench_search.py autorag-ko [--work /work/bench] [--no-embed] [--calibrate]

For each dataset: the adapter writes ``<work>/<set>/vault`` + ``golden.jsonl`` (outside the
repo), the indexer builds the store under ``<work>/<set>/home`` (embeddings included unless
``--no-embed``), then every system answers every query of the golden set:

- ``hippo-hybrid`` / ``hippo-lexical`` / ``hippo-semantic``: the search service through the eval
  harness (the default ranking, and each of its two legs alone);
- ``hippo-rrf``: plain reciprocal-rank fusion (k = 60) of the same two legs (the whole-note
  lexical leg and the note-level e5 leg; ``RankingParams.plain_rrf``: ``fusion="rrf"``, ``rrf_lex_cover=0``, ``note_w_name=0``, ``rrf_leg_floor=0``), printed beside the default on every
  run (issue 35: the default must not rank below it, ADR 0032);
- ``bm25-kiwi``: ``bm25s`` over the same notes tokenised with Hippocampus' Kiwi analyser;
- ``bm25-ws``: ``bm25s`` over lower-cased whitespace tokens.

Baselines index exactly the notes of the vault (title + body), restricted per query to the
same ``path_prefix`` scope the golden set gives. Results: ``<work>/<set>/results/*.json`` and a
Markdown table on stdout (pasted into docs/BENCHMARKS.md).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from hippocampus.evaluation.datasets import ADAPTERS
from hippocampus.evaluation.golden import VaultIndex, load_golden, validate
from hippocampus.evaluation.metrics import summarize
from vault_schema.note import parse_note

KEYS = ("recall_any@1", "recall_any@5", "recall_all@5", "recall@5", "recall_any@10", "mrr@10", "ndcg@10")


def _settings(work: Path):
    from hippocampus.config import Settings

    return Settings(vault=work / "vault", home=work / "home")


def build(name: str, work: Path, embed: bool) -> dict[str, Any]:
    from hippocampus.store.indexer import run_index

    if not (work / "golden.jsonl").exists():
        ADAPTERS[name](work)
    t0 = time.perf_counter()
    rep = run_index(_settings(work), full=False, embed=embed)
    return {"index_seconds": round(time.perf_counter() - t0, 1), "report": getattr(rep, "__dict__", str(rep))}


def _baseline_rank(index: VaultIndex, queries, tokenizer, k: int = 10) -> dict[str, list[str]]:
    import bm25s

    scopes: dict[str, list] = defaultdict(list)
    for q in queries:
        scopes[q.filters.get("path_prefix") or ""].append(q)
    out: dict[str, list[str]] = {}
    for prefix, qs in scopes.items():
        paths = [p for p in sorted(index.files) if p.startswith(prefix)]
        texts = []
        for p in paths:
            note = parse_note(p, index.files[p].decode("utf-8", "replace"))
            texts.append(tokenizer(f"{note.title}\n{note.body}") or ["∅"])
        bm = bm25s.BM25()
        bm.index(texts, show_progress=False)
        for q in qs:
            toks = tokenizer(q.query) or ["∅"]
            ids, scores = bm.retrieve([toks], k=min(k, len(paths)), show_progress=False)
            out[q.id] = [paths[i] for i, s in zip(ids[0], scores[0], strict=False) if s > 0]
    return out


def _score_baseline(queries, ranked: dict[str, list[str]]) -> dict[str, Any]:
    rows = [{"ranked": ranked[q.id], "relevant": q.relevant_paths} for q in queries if q.answerable]
    return {"overall": summarize(rows)}


def evaluate(name: str, work: Path, systems: list[str], params_file: Path | None,
             results_dir: Path | None = None) -> dict[str, Any]:
    from hippocampus.evaluation.harness import run, throwaway_store
    from hippocampus.search.params import RankingParams, load_params
    from hippocampus.store.tokenize import analyze

    settings = _settings(work)
    queries = load_golden(work / "golden.jsonl")
    index = VaultIndex(settings.vault)
    problems = validate(queries, index)
    if problems:
        raise SystemExit(f"golden set invalid ({len(problems)} problems), first: {problems[0]}")
    results: dict[str, Any] = {}
    embedder = None
    if {"hippo-hybrid", "hippo-rrf", "hippo-semantic"} & set(systems):
        from hippocampus.store.embedders import make_embedder

        embedder = make_embedder(settings)
    params = RankingParams.load(params_file) if params_file else load_params(settings.home, getattr(embedder, "model_id", None))
    out_dir = results_dir or work / "results"
    out_dir.mkdir(parents=True, exist_ok=True)
    with throwaway_store(settings.store_dir) as store:
        for system in systems:
            t0 = time.perf_counter()
            if system.startswith("hippo-"):
                mode = system.split("-", 1)[1]
                sys_params = params
                if mode == "rrf":  # plain RRF of the same two legs, in hybrid mode
                    mode, sys_params = "hybrid", params.plain_rrf()
                res = run(store, embedder if mode != "lexical" else None, queries, index, sys_params, mode, 10)
                if mode == "hybrid":
                    res["metrics"]["latency_ms_note"] = "includes the query embedding"
            else:
                tok = analyze if system == "bm25-kiwi" else (lambda s: s.lower().split())
                ranked = _baseline_rank(index, queries, tok)
                res = {"metrics": _score_baseline(queries, ranked), "system": system}
            res["seconds"] = round(time.perf_counter() - t0, 1)
            (out_dir / f"{system}.json").write_text(json.dumps(res, indent=2, ensure_ascii=False), encoding="utf-8")
            results[system] = res
            print(f"[{name}] {system}: {res['seconds']} s", file=sys.stderr)
    return results


def table(name: str, results: dict[str, Any]) -> str:
    lines = [f"| {name} | " + " | ".join(KEYS) + " | abstain | false abstain | p50 / p95 / p99 ms |",
             "|---|" + "---|" * (len(KEYS) + 3)]
    for system, res in results.items():
        m = res["metrics"]
        o = m["overall"]
        ab = m.get("abstention", {})
        lat = m.get("latency_ms")
        fmt = lambda v: "-" if v is None else f"{v:.3f}"  # noqa: E731
        lat_s = f"{lat['p50']:.1f} / {lat['p95']:.1f} / {lat['p99']:.1f}" if lat else "-"
        lines.append(f"| {system} (n={int(o['n'])}) | " + " | ".join(fmt(o.get(k)) for k in KEYS)
                     + f" | {fmt(ab.get('abstain_rate'))} | {fmt(ab.get('false_abstain_rate'))} | {lat_s} |")
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("dataset", choices=sorted(ADAPTERS))
    ap.add_argument("--work", type=Path, default=Path(os.environ.get("HIPPO_BENCH_WORK", "/tmp/hippo-bench")))
    ap.add_argument("--no-embed", action="store_true", help="lexical store only; skips hippo-hybrid")
    ap.add_argument("--skip-index", action="store_true")
    ap.add_argument("--systems", default="hippo-hybrid,hippo-rrf,hippo-lexical,hippo-semantic,bm25-kiwi,bm25-ws")
    ap.add_argument("--params", type=Path, default=None)
    ap.add_argument("--results", type=Path, default=None,
                    help="write the result files here instead of <work>/<set>/results (keeps an earlier run's)")
    args = ap.parse_args()
    work = args.work / args.dataset
    work.mkdir(parents=True, exist_ok=True)
    if not args.skip_index:
        info = build(args.dataset, work, embed=not args.no_embed)
        print(f"[{args.dataset}] index: {info['index_seconds']} s", file=sys.stderr)
    systems = [s for s in args.systems.split(",") if not (args.no_embed and s in ("hippo-hybrid", "hippo-rrf", "hippo-semantic"))]
    results = evaluate(args.dataset, work, systems, args.params, args.results)
    print(table(args.dataset, results))


if __name__ == "__main__":
    main()
