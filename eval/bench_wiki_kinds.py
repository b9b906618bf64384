"""Hand-written questions over the real Korean wiki, by question kind (issue 26).

    python eval/bench_wiki_kinds.py [--work /tmp/wiki-kinds] [--skip-index] [--out FILE]

Corpus: ../shared/bench/johngrib-wiki-ko/_wiki (974 notes), copied to ``<work>/vault`` (never
into the repository) and indexed with embeddings by the default engine. Questions:
``hippocampus/evaluation/data/johngrib_questions.json`` — written by reading notes, before any ranking was seen;
five answerable kinds (keyword, multi-part, paraphrase, typo, cross-lingual) and two
unanswerable ones (unrelated, same-domain). **A development set**: this wiki is in
../shared/bench and was used while building the search, so these are not held-out figures.

Systems, all at note level, every question over the whole wiki:

- ``hippo-hybrid`` / ``hippo-lexical`` / ``hippo-semantic``: the search service in that mode;
- ``rrf-own-legs``: a plain reciprocal-rank fusion (k = 60) of hippo-lexical's and
  hippo-semantic's rankings (top 30 each) — "its own two legs, combined naively";
- ``bm25-kiwi``: bm25s over the notes tokenised with Hippocampus' Kiwi analyser;
- ``rrf-bm25-e5``: RRF (k = 60) of bm25-kiwi and hippo-semantic (the issue's baseline).

Reported per kind: Recall@5 (any relevant note in the top 5), MRR@10; and abstention (the
search's own verdict, abstain on) per kind for hybrid and lexical mode. Prints one JSON object
and a Markdown table.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import time
from collections import defaultdict
from collections.abc import Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from hippocampus.evaluation.metrics import hit_at, mean, mrr_at  # noqa: E402 - after the sys.path line above

WIKI = ROOT.parent / "shared" / "bench" / "johngrib-wiki-ko" / "_wiki"
QUESTIONS = ROOT / "hippocampus" / "evaluation" / "data" / "johngrib_questions.json"
ANSWERABLE = ("keyword", "multi-part", "paraphrase", "typo", "cross-lingual")
UNANSWERABLE = ("unrelated", "same-domain")
RRF_K = 60
DEPTH = 30


def rrf(*rankings: Sequence[str], k: int = RRF_K) -> list[str]:
    """Plain reciprocal-rank fusion of ranked path lists (ties: first-seen order)."""
    score: dict[str, float] = defaultdict(float)
    for ranked in rankings:
        for rank, path in enumerate(ranked, start=1):
            score[path] += 1.0 / (k + rank)
    return sorted(score, key=lambda p: -score[p])


def build(work: Path, skip_index: bool) -> Any:
    from hippocampus.config import Settings
    from hippocampus.store.indexer import run_index

    vault = work / "vault"
    settings = Settings(vault=vault, home=work / "home")
    if skip_index and settings.store_dir.exists():
        return settings
    if not vault.exists():
        shutil.copytree(WIKI, vault, ignore=shutil.ignore_patterns(".git"))
    t0 = time.perf_counter()
    report = run_index(settings, full=True, embed=True)
    print(f"indexed in {time.perf_counter() - t0:.0f} s: {report.counts}, coverage {report.embedding_coverage}, "
          f"embedder {report.embedder}", file=sys.stderr)
    return settings


def bm25_rankings(vault: Path, queries: Sequence[dict[str, Any]]) -> dict[str, list[str]]:
    import bm25s

    from hippocampus.store.tokenize import analyze
    from vault_schema.note import parse_note

    paths = sorted(p.relative_to(vault).as_posix() for p in vault.rglob("*.md") if ".git" not in p.parts)
    texts = []
    for rel in paths:
        note = parse_note(rel, (vault / rel).read_text(encoding="utf-8", errors="replace"))
        texts.append(analyze(f"{note.title}\n{note.body}") or ["∅"])
    bm = bm25s.BM25()
    bm.index(texts, show_progress=False)
    out = {}
    for q in queries:
        ids, scores = bm.retrieve([analyze(q["query"]) or ["∅"]], k=DEPTH, show_progress=False)
        out[q["id"]] = [paths[i] for i, s in zip(ids[0], scores[0], strict=False) if s > 0]
    return out


def run(work: Path, skip_index: bool) -> dict[str, Any]:
    from hippocampus.evaluation.harness import throwaway_store
    from hippocampus.search.params import load_params
    from hippocampus.search.service import search
    from hippocampus.store.embedders import make_embedder

    questions = json.loads(QUESTIONS.read_text(encoding="utf-8"))["questions"]
    settings = build(work, skip_index)
    embedder = make_embedder(settings)
    params = load_params(settings.home, embedder.model_id)
    ranked: dict[str, dict[str, list[str]]] = defaultdict(dict)
    abstained: dict[str, dict[str, bool]] = defaultdict(dict)
    with throwaway_store(settings.store_dir) as store:
        for q in questions:
            for mode in ("hybrid", "lexical", "semantic"):
                emb = None if mode == "lexical" else embedder
                res = search(store, emb, q["query"], mode=mode, k=DEPTH, params=params, abstain=False)
                ranked[f"hippo-{mode}"][q["id"]] = [h.path for h in res.hits]
                if mode != "semantic":
                    verdict = search(store, emb, q["query"], mode=mode, k=10, params=params)
                    abstained[f"hippo-{mode}"][q["id"]] = verdict.abstained
    ranked["bm25-kiwi"] = bm25_rankings(settings.vault, questions)
    for q in questions:
        ranked["rrf-own-legs"][q["id"]] = rrf(ranked["hippo-lexical"][q["id"]], ranked["hippo-semantic"][q["id"]])
        ranked["rrf-bm25-e5"][q["id"]] = rrf(ranked["bm25-kiwi"][q["id"]], ranked["hippo-semantic"][q["id"]])
    return {"questions": len(questions), "embedder": embedder.model_id,
            "quality": quality(questions, ranked), "abstention": abstention(questions, abstained),
            "per_query": {s: r for s, r in ranked.items()}, "abstained": abstained}


def quality(questions: Sequence[dict[str, Any]], ranked: dict[str, dict[str, list[str]]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for system, by_id in ranked.items():
        out[system] = {}
        for kind in (*ANSWERABLE, "all"):
            qs = [q for q in questions if q["relevant"] and (kind == "all" or q["kind"] == kind)]
            out[system][kind] = {
                "n": len(qs),
                "recall@5": mean(hit_at(by_id[q["id"]], set(q["relevant"]), 5) for q in qs),
                "mrr@10": mean(mrr_at(by_id[q["id"]], set(q["relevant"]), 10) for q in qs),
            }
    return out


def abstention(questions: Sequence[dict[str, Any]], abstained: dict[str, dict[str, bool]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for system, by_id in abstained.items():
        out[system] = {}
        for kind in (*UNANSWERABLE, "answerable"):
            qs = [q for q in questions if (q["kind"] == kind if kind != "answerable" else bool(q["relevant"]))]
            out[system][kind] = {"n": len(qs), "abstained": mean(1.0 if by_id[q["id"]] else 0.0 for q in qs)}
    return out


def table(result: dict[str, Any]) -> str:
    kinds = (*ANSWERABLE, "all")
    lines = ["| system | " + " | ".join(f"{k} R@5 / MRR" for k in kinds) + " |", "|---|" + "---|" * len(kinds)]
    for system, by_kind in result["quality"].items():
        cells = [f"{by_kind[k]['recall@5']:.3f} / {by_kind[k]['mrr@10']:.3f}" for k in kinds]
        lines.append(f"| {system} | " + " | ".join(cells) + " |")
    lines += ["", "| mode | unrelated abstained | same-domain abstained | false abstention (answerable) |", "|---|---|---|---|"]
    for system, by_kind in result["abstention"].items():
        lines.append(f"| {system} | {by_kind['unrelated']['abstained']:.3f} | {by_kind['same-domain']['abstained']:.3f} | "
                     f"{by_kind['answerable']['abstained']:.3f} |")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--work", type=Path, default=Path("/tmp/wiki-kinds"))
    ap.add_argument("--skip-index", action="store_true", help="reuse the store an earlier run built under --work")
    ap.add_argument("--out", type=Path, help="also write the JSON here")
    a = ap.parse_args(argv)
    if not WIKI.is_dir():
        raise SystemExit(f"wiki not found: {WIKI} (see ../shared/bench/README.md)")
    a.work.mkdir(parents=True, exist_ok=True)
    result = run(a.work, a.skip_index)
    text = json.dumps(result, indent=2, ensure_ascii=False)
    if a.out:
        a.out.write_text(text + "\n", encoding="utf-8")
    print(json.dumps({k: v for k, v in result.items() if k not in ("per_query", "abstained")}, indent=2, ensure_ascii=False))
    print(table(result))


if __name__ == "__main__":
    main()
