"""Search quality: the default ranking beside plain RRF of its own two legs, per dataset (issue 35).

    python eval/bench_ranking.py SET [SET ...] [--work /work/bench35] [--obsidian DIR] [--grid SPEC]
    python eval/bench_ranking.py --lodo RESULTS_DIR          # leave-one-dataset-out over a grid
    python eval/bench_ranking.py --lodo RESULTS_DIR --lodo-baseline default   # ... the choice must not drop below the default

Every question of a set is searched by each system, abstention off (the ranking itself), and
scored on R@1, R@5 (any expected note in the top 1 / 5) and MRR@10:

- ``default``: the search service with the configured RankingParams (hybrid mode);
- ``rrf``: plain reciprocal-rank fusion (k = 60) of the same two legs — the whole-note lexical
  leg (BM25F over title, headings and body) and the note-level e5 leg (each note's best section
  cosine) — the product's ``fusion="rrf"`` with ties broken by document id (``rrf_ties="id"``)
  and both legs at full weight (``rrf_lex_cover=0``), the lexical leg over title, headings and body
  only (``note_w_name=0``), the fused order as it is (``rrf_leg_floor=0``): ``RankingParams.plain_rrf``;
  the default since ADR 0032's addenda of 2026-12-06 weights the lexical leg by the share of the
  query its best note holds, adds the file name as a field and orders a note one leg ranks near
  the top no lower than 1.5 × that rank;
- ``default[fusion=convex]`` with ``--grid fusion=convex``: the convex fusion over the same
  evidence (the default before ADR 0032);
- ``lexical`` / ``semantic``: each leg alone (the service in that mode);
- ``bm25s`` and ``rrf-bm25s-e5``: the issue's naive baseline, bm25s over each whole note
  (title + body, Kiwi/Snowball analyser) and its RRF (k = 60) with the semantic leg.

``--grid 'convex_alpha=0.3,0.4;note_w_title=1,2'`` adds one ``default`` run per combination
(named by its overrides; ``'convex_alpha=0.3|note_mix=0.5'``: one run per ``|``-separated part); ``--lodo`` then picks, for each set left out, the combination whose
worst margin over ``rrf`` (R@1, R@5, MRR@10, over the other sets) is best, and reports its
margins on the left-out set.

Sets (each a vault + a home with embeddings; stores are reused, never rebuilt here except the
Obsidian Help vault, built under --obsidian-work on first use):

- the ``eval/bench_search.py`` sets under ``--work``: autorag-ko, cranfield, msmarco-kor,
  msmarco-eng, locomo, longmemeval (golden.jsonl; per-question scopes kept);
- ``xling-en-ko`` / ``xling-ko-en``: msmarco's English queries over the Korean passages and the
  reverse (same query id, the other language's labels);
- ``johngrib``: the real Korean wiki (``--work/johngrib``, eval/bench_wiki_kinds.py layout) with
  hippocampus/evaluation/data/johngrib_questions.json (development set);
- ``johngrib-xling``: eval/data/heldout-search/johngrib-crosslingual.json over the same wiki;
- ``wiki2`` / ``wiki2-xling``: a second real Korean personal wiki (github wally-wally/TIL, 303 notes,
  out of sample: no ranking parameter was chosen on it) at ``--wiki2`` (``vault/`` + ``home/``, built
  once like johngrib's) with eval/data/heldout-search/wiki2-korean.json (40 Korean questions) and
  wiki2-crosslingual.json (10 English questions over Korean notes);
- ``wiki3`` / ``wiki3-xling``: a third (github nmin11/TIL, 413 notes, many English file names over
  Korean titles) at ``--wiki3``, with wiki3-korean.json (20) and wiki3-crosslingual.json (10);
- ``obsidian-dev`` / ``obsidian-korean`` / ``obsidian-final``: the Obsidian Help vault (English,
  173 notes, ``--obsidian`` = its ``en/`` folder) with eval/data/heldout-search/ questions
  (``obsidian-final`` only with ``--final``: the held-out set, evaluated once).
"""

from __future__ import annotations

import argparse
import importlib.util
import itertools
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

HELD = ROOT / "eval" / "data" / "heldout-search"
BENCH_SETS = ("autorag-ko", "cranfield", "msmarco-kor", "msmarco-eng", "locomo", "longmemeval")
SETS = (*BENCH_SETS, "xling-en-ko", "xling-ko-en", "johngrib", "johngrib-xling", "wiki2", "wiki2-xling", "wiki3",
        "wiki3-xling", "obsidian-dev", "obsidian-korean", "obsidian-final")
WIKI_WORK = {"wiki2": Path("/work/wiki2"), "wiki3": Path("/work/wiki3")}
#: the out-of-sample wikis' sets: (wiki, question file under eval/data/heldout-search)
WIKI_FILES = {"wiki2": ("wiki2", "wiki2-korean.json"), "wiki2-xling": ("wiki2", "wiki2-crosslingual.json"),
              "wiki3": ("wiki3", "wiki3-korean.json"), "wiki3-xling": ("wiki3", "wiki3-crosslingual.json")}
METRICS = ("r@1", "r@5", "mrr@10")
RRF_K = 60
DEPTH = 30


# ---------------------------------------------------------------------------- questions


def questions(name: str, work: Path, obsidian_work: Path,
              wiki_work: dict[str, Path] | None = None) -> tuple[Path, list[dict[str, Any]]]:
    """(the set's work dir with vault/ and home/, [{id, query, relevant, filters, kind}])."""
    from hippocampus.evaluation.golden import load_golden

    if name in WIKI_FILES:
        wiki, file = WIKI_FILES[name]
        qs = json.loads((HELD / file).read_text(encoding="utf-8"))
        return (wiki_work or WIKI_WORK)[wiki], [{"id": q["id"], "query": q["question"], "relevant": q["expected"], "filters": {}, "kind": q["kind"]}
                            for q in qs if q["expected"]]

    if name == "johngrib":
        qs = json.loads((ROOT / "hippocampus/evaluation/data/johngrib_questions.json").read_text(encoding="utf-8"))["questions"]
        return work / "johngrib", [{"id": q["id"], "query": q["query"], "relevant": q["relevant"], "filters": {},
                                    "kind": q["kind"]} for q in qs if q["relevant"]]
    if name == "johngrib-xling":
        qs = json.loads((HELD / "johngrib-crosslingual.json").read_text(encoding="utf-8"))
        return work / "johngrib", [{"id": q["id"], "query": q["question"], "relevant": [p.removeprefix("_wiki/") for p in q["expected"]],
                                    "filters": {}, "kind": q["kind"]} for q in qs if q["expected"]]
    if name.startswith("obsidian-"):
        split = name.split("-", 1)[1]
        qs = json.loads((HELD / f"obsidian-help-{split}.json").read_text(encoding="utf-8"))
        return obsidian_work, [{"id": q["id"], "query": q["question"], "relevant": q["expected"], "filters": {},
                                "kind": q["kind"]} for q in qs if q["expected"]]
    if name.startswith("xling-"):
        src, dst = ("eng", "kor") if name == "xling-en-ko" else ("kor", "eng")
        asked = {q.id.removeprefix(f"ms{src}-"): q for q in load_golden(work / f"msmarco-{src}" / "golden.jsonl") if q.answerable}
        out = []
        for q in load_golden(work / f"msmarco-{dst}" / "golden.jsonl"):
            key = q.id.removeprefix(f"ms{dst}-")
            if q.answerable and key in asked:
                out.append({"id": q.id, "query": asked[key].query, "relevant": sorted(q.relevant_paths), "filters": q.filters,
                            "kind": "cross-lingual"})
        return work / f"msmarco-{dst}", out
    return work / name, [{"id": q.id, "query": q.query, "relevant": sorted(q.relevant_paths), "filters": q.filters,
                          "kind": q.category} for q in load_golden(work / name / "golden.jsonl") if q.answerable]


def build_obsidian(corpus: Path, work: Path) -> None:
    """The Obsidian Help vault copied to ``work/vault`` and indexed with embeddings (once)."""
    from hippocampus.config import Settings
    from hippocampus.store.indexer import run_index

    settings = Settings(vault=work / "vault", home=work / "home")
    if settings.store_dir.exists():
        return
    if not corpus.is_dir():
        raise SystemExit(f"Obsidian Help corpus not found: {corpus} (github obsidianmd/obsidian-help, folder en/; --obsidian DIR)")
    if not settings.vault.exists():
        shutil.copytree(corpus, settings.vault, ignore=shutil.ignore_patterns(".git"))
    run_index(settings, full=True, embed=True)


# ---------------------------------------------------------------------------- systems


def rrf(*rankings: Sequence[str], k: int = RRF_K) -> list[str]:
    score: dict[str, float] = defaultdict(float)
    for ranked in rankings:
        for rank, path in enumerate(ranked, start=1):
            score[path] += 1.0 / (k + rank)
    return sorted(score, key=lambda p: -score[p])


def bm25s_rankings(vault: Path, qs: Sequence[dict[str, Any]]) -> dict[str, list[str]]:
    """The issue's whole-note BM25: bm25s over each note's title and body, per scope."""
    import bm25s

    from hippocampus.store.tokenize import analyze
    from vault_schema.note import parse_note

    paths = sorted(p.relative_to(vault).as_posix() for p in vault.rglob("*.md") if ".git" not in p.parts)
    by_scope: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for q in qs:
        by_scope[q["filters"].get("path_prefix") or ""].append(q)
    out: dict[str, list[str]] = {}
    for scope, group in by_scope.items():
        ps = [p for p in paths if p.startswith(scope)]
        texts = []
        for p in ps:
            note = parse_note(p, (vault / p).read_text(encoding="utf-8", errors="replace"))
            texts.append(analyze(f"{note.title}\n{note.body}") or ["∅"])
        index = bm25s.BM25()
        index.index(texts, show_progress=False)
        for q in group:
            ids, scores = index.retrieve([analyze(q["query"]) or ["∅"]], k=min(DEPTH, len(ps)), show_progress=False)
            out[q["id"]] = [ps[i] for i, s in zip(ids[0], scores[0], strict=False) if s > 0]
    return out


def grid_configs(spec: str) -> list[dict[str, str]]:
    """``'a=1,2;b=x'`` → [{a: 1, b: x}, {a: 2, b: x}] (every combination); ``'a=1|a=2,b=x'`` →
    [{a: 1}, {a: 2, b: x}] (each ``|``-separated part one configuration)."""
    if not spec:
        return []
    if "|" in spec:
        return [dict((k.strip(), v.strip()) for k, _, v in (kv.partition("=") for kv in part.split(","))) for part in spec.split("|")]
    axes = []
    for part in spec.split(";"):
        key, _, values = part.partition("=")
        axes.append([(key.strip(), v.strip()) for v in values.split(",") if v.strip()])
    return [dict(combo) for combo in itertools.product(*axes)]


def config_name(cfg: dict[str, str]) -> str:
    return "default[" + ",".join(f"{k}={v}" for k, v in sorted(cfg.items())) + "]"


def run_set(name: str, work: Path, obsidian_work: Path, grid: Sequence[dict[str, str]],
            only: Sequence[str] = (), wiki_work: dict[str, Path] | None = None) -> dict[str, Any]:
    from eval.machine import machine_info
    from hippocampus.config import Settings
    from hippocampus.evaluation.golden import to_store_filters
    from hippocampus.evaluation.harness import MemoEmbedder, throwaway_store
    from hippocampus.search.params import load_params
    from hippocampus.search.service import search
    from hippocampus.store.embedders import make_embedder

    machine = machine_info()
    set_work, qs = questions(name, work, obsidian_work, wiki_work)
    settings = Settings(vault=set_work / "vault", home=set_work / "home")
    embedder = MemoEmbedder(make_embedder(settings))
    params = load_params(settings.home, embedder.model_id)
    systems: dict[str, Any] = {"default": params,
                               "rrf": params.plain_rrf()}
    systems |= {config_name(cfg): params.with_overrides(**cfg) for cfg in grid}
    if only:
        systems = {s: p for s, p in systems.items() if s in only or s.startswith("default[")}  # the grid always runs
    ranked: dict[str, dict[str, list[str]]] = defaultdict(dict)
    t0 = time.perf_counter()
    with throwaway_store(settings.store_dir) as store:
        for q in qs:
            filters = to_store_filters(q["filters"])
            for sname, p in systems.items():
                res = search(store, embedder, q["query"], mode="hybrid", k=DEPTH, filters=filters, params=p, abstain=False)
                ranked[sname][q["id"]] = [h.path for h in res.hits]
            for mode in [m for m in ("lexical", "semantic") if not only or m in only]:
                res = search(store, embedder if mode == "semantic" else None, q["query"], mode=mode, k=DEPTH, filters=filters,
                             params=params, abstain=False)
                ranked[mode][q["id"]] = [h.path for h in res.hits]
    seconds = time.perf_counter() - t0
    if not only or "bm25s" in only:
        ranked["bm25s"] = bm25s_rankings(settings.vault, qs)
        if "semantic" in ranked:
            for q in qs:
                ranked["rrf-bm25s-e5"][q["id"]] = rrf(ranked["bm25s"][q["id"]], ranked["semantic"][q["id"]])
    return {"set": name, "questions": len(qs), "embedder": embedder.model_id, "params": params.to_dict(), "machine": machine,
            "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
            "search_seconds": round(seconds, 1), "metrics": {s: score(qs, r) for s, r in ranked.items()},
            "by_kind": {s: by_kind(qs, r) for s, r in ranked.items() if s in ("default", "rrf", "lexical", "semantic")},
            "relevant": {q["id"]: q["relevant"] for q in qs}, "ranked": ranked}


def score(qs: Sequence[dict[str, Any]], ranked: dict[str, list[str]]) -> dict[str, float]:
    from hippocampus.evaluation.metrics import hit_at, mean, mrr_at

    return {
        "r@1": mean(hit_at(ranked[q["id"]], set(q["relevant"]), 1) for q in qs),
        "r@5": mean(hit_at(ranked[q["id"]], set(q["relevant"]), 5) for q in qs),
        "mrr@10": mean(mrr_at(ranked[q["id"]], set(q["relevant"]), 10) for q in qs),
    }


def by_kind(qs: Sequence[dict[str, Any]], ranked: dict[str, list[str]]) -> dict[str, dict[str, float]]:
    kinds = sorted({q["kind"] for q in qs})
    return {k: score([q for q in qs if q["kind"] == k], ranked) | {"n": sum(q["kind"] == k for q in qs)} for k in kinds}


# ---------------------------------------------------------------------------- tables


SHOWN = ("default", "rrf", "lexical", "semantic", "bm25s", "rrf-bm25s-e5")


def table(results: Sequence[dict[str, Any]]) -> str:
    lines = ["| dataset | n | metric | " + " | ".join(SHOWN) + " | default − rrf |", "|---|---:|---|" + "---:|" * (len(SHOWN) + 1)]
    for r in results:
        m = r["metrics"]
        for metric in METRICS:
            d = m["default"][metric] - m["rrf"][metric]
            lines.append(f"| {r['set']} | {r['questions']} | {metric} | " + " | ".join(f"{m[s][metric]:.3f}" if s in m else "–" for s in SHOWN)
                         + f" | {d:+.3f}{'' if d >= 0 else ' ✗'} |")
    return "\n".join(lines)


def worst_margin(results: Sequence[dict[str, Any]], system: str, baseline: str = "rrf") -> float:
    return min(r["metrics"][system][k] - r["metrics"][baseline][k] for r in results for k in METRICS)


def mean_mrr_margin(results: Sequence[dict[str, Any]], system: str, baseline: str = "rrf") -> float:
    return sum(r["metrics"][system]["mrr@10"] - r["metrics"][baseline]["mrr@10"] for r in results) / len(results)


def lodo(results: Sequence[dict[str, Any]], baseline: str = "rrf") -> str:
    """For each set left out: the configuration (the default or a grid one) with the best worst
    margin over ``baseline`` (plain RRF; ``default``: the configured ranking, i.e. "no set may
    drop") on the other sets (then the best mean MRR margin), and its margins over ``baseline``
    and over rrf on the left-out set."""
    configs = sorted(set.intersection(*(set(k for k in r["metrics"] if k.startswith("default")) for r in results)))
    if not configs:
        return "no grid configurations common to every result file"
    extra = f" | Δ vs {baseline} (R@1 / R@5 / MRR@10)" if baseline != "rrf" else ""
    lines = [f"| left out | chosen on the others | Δ R@1 | Δ R@5 | Δ MRR@10 | ≥ rrf{extra} |",
             "|---|---|---:|---:|---:|---|" + ("---|" if extra else "")]
    for out in results:
        rest = [r for r in results if r is not out]
        best = max(configs, key=lambda c: (worst_margin(rest, c, baseline), mean_mrr_margin(rest, c, baseline)))
        d = [out["metrics"][best][k] - out["metrics"]["rrf"][k] for k in METRICS]
        tail = (" | " + " / ".join(f"{out['metrics'][best][k] - out['metrics'][baseline][k]:+.3f}" for k in METRICS)) if extra else ""
        lines.append(f"| {out['set']} | {best} | " + " | ".join(f"{x:+.3f}" for x in d) + f" | {'yes' if min(d) >= 0 else 'no'}{tail} |")
    best = max(configs, key=lambda c: (worst_margin(results, c, baseline), mean_mrr_margin(results, c, baseline)))
    lines.append(f"\nChosen on every set (in-sample, over {baseline}): {best}, worst margin {worst_margin(results, best, baseline):+.3f}, "
                 f"mean MRR margin {mean_mrr_margin(results, best, baseline):+.4f}")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("sets", nargs="*", help=f"any of {', '.join(SETS)}")
    ap.add_argument("--work", type=Path, default=Path("/work/bench35"), help="the bench_search stores (and johngrib/)")
    ap.add_argument("--obsidian", type=Path, default=Path("/work/corpora/obsidian-help-en"), help="the Obsidian Help en/ folder")
    ap.add_argument("--obsidian-work", type=Path, default=None, help="where its store is built (default WORK/obsidian-help)")
    ap.add_argument("--wiki2", type=Path, default=WIKI_WORK["wiki2"], help="the second Korean wiki's vault/ and home/ (wiki2, wiki2-xling)")
    ap.add_argument("--wiki3", type=Path, default=WIKI_WORK["wiki3"], help="the third Korean wiki's vault/ and home/ (wiki3, wiki3-xling)")
    ap.add_argument("--grid", default="", help="RankingParams overrides to try beside the default, e.g. 'convex_alpha=0.3,0.4'")
    ap.add_argument("--out", type=Path, default=None, help="directory for one <set>.json per set (default WORK/ranking)")
    ap.add_argument("--only", default="", help="run only these systems, e.g. 'default,rrf' (CPU: the legs alone and bm25s "
                                                "do not change with the fusion); '|'-separated when a name holds a comma")
    ap.add_argument("--final", action="store_true", help="allow obsidian-final (the held-out set: evaluate once)")
    ap.add_argument("--lodo", type=Path, default=None, help="leave-one-dataset-out over the grid of the result files in DIR")
    ap.add_argument("--lodo-baseline", default="rrf", help="what --lodo's choice must beat on the other sets: rrf (plain RRF, "
                                                            "the issue's rule) or default (the configured ranking: no set may drop)")
    a = ap.parse_args(argv)
    if a.lodo:
        results = [json.loads(p.read_text(encoding="utf-8")) for p in sorted(a.lodo.glob("*.json"))]
        print(table(results))
        print()
        print(lodo([r for r in results if r["set"] != "obsidian-final"], a.lodo_baseline))
        return
    unknown = [s for s in a.sets if s not in SETS]
    if unknown or not a.sets:
        raise SystemExit(f"sets: choose from {', '.join(SETS)}" + (f" (unknown: {', '.join(unknown)})" if unknown else ""))
    if "obsidian-final" in a.sets and not a.final:
        raise SystemExit("obsidian-final is the held-out set: pass --final to evaluate it (once)")
    only = [x for x in a.only.split("|" if "|" in a.only else ",") if x]
    if (not only or any(x.startswith("bm25s") or x.startswith("rrf-bm25s") for x in only)) and importlib.util.find_spec("bm25s") is None:
        # before any set is searched: a crash half-way would spend a held-out set's one evaluation
        raise SystemExit("the bm25s baseline needs the bench extra: .venv/bin/pip install -e '.[bench]' "
                         "(or --only default,rrf,lexical,semantic)")
    obsidian_work = a.obsidian_work or a.work / "obsidian-help"
    out_dir = a.out or a.work / "ranking"
    out_dir.mkdir(parents=True, exist_ok=True)
    grid = grid_configs(a.grid)
    results = []
    for name in a.sets:
        if name.startswith("obsidian-"):
            build_obsidian(a.obsidian, obsidian_work)
        res = run_set(name, a.work, obsidian_work, grid, [x for x in a.only.split("|" if "|" in a.only else ",") if x],
                      {"wiki2": a.wiki2, "wiki3": a.wiki3})
        (out_dir / f"{name}.json").write_text(json.dumps(res, ensure_ascii=False), encoding="utf-8")
        print(f"[{name}] {res['questions']} questions, {res['search_seconds']} s", file=sys.stderr)
        results.append(res)
    print(table(results))


if __name__ == "__main__":
    main()
