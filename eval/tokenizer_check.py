"""Measure the lexical analyser: BM25 with whitespace tokens vs ``hippocampus.store.tokenize``.

    python eval/tokenizer_check.py                       # autorag-ko (the SPEC target)
    python eval/tokenizer_check.py --all                 # + msmarco-kor sample + cranfield (English)
    python eval/tokenizer_check.py --msmarco 0 --cranfield   # every msmarco-kor query

Data is read in place from ``../shared/bench`` (``--bench`` or ``HIPPO_BENCH`` to relocate);
nothing is copied. BM25 is ``bm25s`` (Lucene variant, k1=1.5, b=0.75) over the same corpus for
every analyser, so only the terms differ. Metrics: Recall@5 (share of relevant documents in
the top 5; with one relevant document per query this is Hit@5) and MRR@10. Also prints the
analyser's throughput on the corpus (chars/s, Kiwi load excluded).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import sys
import time
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

Analyzer = Callable[[Sequence[str]], list[list[str]]]


@dataclass(frozen=True)
class Dataset:
    name: str
    doc_ids: tuple[str, ...]
    docs: tuple[str, ...]
    queries: tuple[str, ...]
    relevant: tuple[frozenset[str], ...]  # per query


def load_autorag(bench: Path) -> Dataset:
    base = bench / "autorag-ko"
    corpus = [json.loads(line) for line in (base / "corpus.jsonl").open(encoding="utf-8")]
    queries = [json.loads(line) for line in (base / "queries.jsonl").open(encoding="utf-8")]
    qrels: dict[str, set[str]] = defaultdict(set)
    for line in (base / "qrels.tsv").read_text(encoding="utf-8").splitlines()[1:]:
        qid, did, score = line.split("\t")
        if float(score) > 0:
            qrels[qid].add(did)
    kept = [q for q in queries if qrels.get(q["_id"])]
    return Dataset(
        "autorag-ko",
        tuple(d["_id"] for d in corpus),
        tuple(d["text"] for d in corpus),
        tuple(q["text"] for q in kept),
        tuple(frozenset(qrels[q["_id"]]) for q in kept),
    )


def load_msmarco(bench: Path, lang: str = "kor", sample: int = 1000, seed: int = 13) -> Dataset:
    """MS MARCO dev (machine-translated Korean or the English original); corpus = all positives."""
    items = json.loads((bench / "msmarco-kor" / f"msmarco_{lang}.json").read_text(encoding="utf-8"))
    passages: dict[str, str] = {}
    for item in items:
        for p in item["positive"]:
            passages.setdefault(p, f"p{len(passages)}")
    picked = items if sample <= 0 or sample >= len(items) else random.Random(seed).sample(items, sample)
    return Dataset(
        f"msmarco-{lang}" + ("" if picked is items else f" (sample {len(picked)})"),
        tuple(passages.values()),
        tuple(passages.keys()),
        tuple(item["query"] for item in picked),
        tuple(frozenset(passages[p] for p in item["positive"]) for item in picked),
    )


def _cran_records(text: str) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for block in re.split(r"^\.I ", text, flags=re.M)[1:]:
        ident, _, rest = block.partition("\n")
        body = re.sub(r"^\.[TABW]\s*$", "", rest, flags=re.M)
        out.append((ident.strip(), body))
    return out


def load_cranfield(bench: Path) -> Dataset:
    base = bench / "cranfield"
    docs = _cran_records((base / "cran.all.1400").read_text(encoding="utf-8", errors="replace"))
    queries = _cran_records((base / "cran.qry").read_text(encoding="utf-8", errors="replace"))
    qrels: dict[int, set[str]] = defaultdict(set)
    for line in (base / "cranqrel").read_text().splitlines():
        parts = line.split()
        if len(parts) == 3 and int(parts[2]) > 0:  # grade -1 = not relevant
            qrels[int(parts[0])].add(parts[1])
    kept = [(i, q) for i, (_, q) in enumerate(queries, start=1) if qrels.get(i)]  # qnum = position
    return Dataset(
        "cranfield",
        tuple(i for i, _ in docs),
        tuple(t for _, t in docs),
        tuple(q for _, q in kept),
        tuple(frozenset(qrels[i]) for i, _ in kept),
    )


def whitespace(texts: Sequence[str]) -> list[list[str]]:
    return [t.split() for t in texts]


def evaluate(ds: Dataset, doc_terms: list[list[str]], query_terms: list[list[str]]) -> tuple[float, float]:
    import bm25s
    import numpy as np

    retriever = bm25s.BM25(k1=1.5, b=0.75)
    retriever.index([t or ["\x00empty"] for t in doc_terms], show_progress=False)
    vocab = set(retriever.vocab_dict)
    k = min(10, len(ds.docs))
    recall = mrr = 0.0
    for terms, relevant in zip(query_terms, ds.relevant, strict=True):
        known = [t for t in dict.fromkeys(terms) if t in vocab]
        if not known:
            continue  # nothing retrievable: counts as a miss
        idx, scores = retriever.retrieve([known], k=k, show_progress=False)
        ranked = [ds.doc_ids[i] for i, s in zip(idx[0], scores[0], strict=True) if s > 0]
        recall += sum(d in relevant for d in ranked[:5]) / min(len(relevant), 5)
        mrr += next((1.0 / r for r, d in enumerate(ranked[:10], 1) if d in relevant), 0.0)
    n = len(ds.queries)
    _ = np  # bm25s needs numpy; imported for a clear error if missing
    return recall / n, mrr / n


def _cpu_seconds() -> float:
    """CPU time of this process, all threads (Kiwi's workers included)."""
    try:
        import resource
    except ImportError:  # pragma: no cover - Windows
        return time.process_time()
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def run(ds: Dataset, analyzers: dict[str, Analyzer]) -> None:
    chars = sum(len(d) for d in ds.docs)
    print(f"\n{ds.name}: {len(ds.docs)} documents ({chars:,} chars), {len(ds.queries)} queries")
    print(f"  {'analyser':<12} {'Recall@5':>9} {'MRR@10':>8} {'chars/s':>12} {'chars/cpu-s':>12}")
    for name, fn in analyzers.items():
        t0, c0 = time.perf_counter(), _cpu_seconds()
        doc_terms = fn(ds.docs)
        elapsed, cpu = time.perf_counter() - t0, _cpu_seconds() - c0
        r5, mrr = evaluate(ds, doc_terms, fn(ds.queries))
        print(f"  {name:<12} {r5:>9.4f} {mrr:>8.4f} {chars / elapsed:>12,.0f} {chars / max(cpu, 1e-9):>12,.0f}")


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    default_bench = Path(os.environ.get("HIPPO_BENCH", ROOT.parent / "shared" / "bench"))
    ap.add_argument("--bench", type=Path, default=default_bench, help="bench folder (default: %(default)s)")
    ap.add_argument("--msmarco", type=int, default=None, metavar="N",
                    help="also msmarco-kor with N sampled queries (0 = all 6,980)")
    ap.add_argument("--cranfield", action="store_true", help="also Cranfield (English)")
    ap.add_argument("--all", action="store_true", help="autorag-ko + msmarco-kor (1,000 queries) + cranfield")
    args = ap.parse_args(argv)

    from hippocampus.store import tokenize

    t0 = time.perf_counter()
    tokenize.warm_up()
    print(f"tokenizer {tokenize.TOKENIZER_VERSION} (Kiwi loaded in {time.perf_counter() - t0:.1f} s)")
    print(f"kept Kiwi tags: {', '.join(sorted(tokenize.KEEP_TAGS))}")
    analyzers: dict[str, Analyzer] = {"whitespace": whitespace, "hippocampus": tokenize.analyze_many}

    run(load_autorag(args.bench), analyzers)
    msmarco = 1000 if args.all and args.msmarco is None else args.msmarco
    if msmarco is not None:
        run(load_msmarco(args.bench, "kor", msmarco), analyzers)
    if args.cranfield or args.all:
        run(load_cranfield(args.bench), analyzers)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
