"""English stemming in the lexical analyser: Snowball (Porter2, the default) against the
plural-only S-stemmer it replaced, as plain BM25 over each labelled set's notes.

    python eval/stemmer_check.py --work /work/bench                 # every set below
    python eval/stemmer_check.py --work /work/bench locomo cranfield

Each set is read from ``<work>/<set>/{vault,golden.jsonl}`` and built by its adapter
(``hippocampus/evaluation/datasets.py``) when missing. Both rankings are ``bm25s`` over the same notes with
the same scoping as ``eval/bench_search.py``'s ``bm25-kiwi`` baseline; only the stemming
of non-Hangul words differs (Korean morphemes are identical), so the difference is the
stemmer's alone. Prints recall_any@5/@10, recall_all@5, MRR@10 and nDCG@10 per set.
"""

from __future__ import annotations

import argparse
import os
import sys
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from eval.bench_search import _baseline_rank, _score_baseline  # noqa: E402
from hippocampus.evaluation.datasets import ADAPTERS  # noqa: E402
from hippocampus.evaluation.golden import VaultIndex, load_golden  # noqa: E402
from hippocampus.store import tokenize  # noqa: E402

SETS = ("locomo", "longmemeval", "cranfield", "msmarco-eng", "autorag-ko")
KEYS = ("recall_any@5", "recall_all@5", "recall_any@10", "mrr@10", "ndcg@10")


def s_stem(word: str) -> str:
    """The analyser's previous rule (revision v1), kept as the baseline: Harman's S-stemmer
    (+ -sses, -xes) for ASCII words, plurals to singular (queries → query)."""
    if len(word) <= 3 or not (word.isascii() and word.isalpha()) or word[-1] != "s":
        return word
    if word.endswith("ies") and not word.endswith(("eies", "aies")):
        return word[:-3] + "y"
    if word.endswith(("sses", "xes")):
        return word[:-2]
    if word.endswith("es") and not word.endswith(("aes", "ees", "oes")):
        return word[:-1]
    if not word.endswith(("us", "ss")):
        return word[:-1]
    return word


@contextmanager
def stemmer(rule):
    """Run the analyser with ``rule`` as its English stemmer (``None``: the default)."""
    saved = tokenize._stem
    if rule is not None:
        tokenize._stem = rule
    try:
        yield
    finally:
        tokenize._stem = saved


def check(name: str, work: Path) -> dict[str, dict[str, float]]:
    base = work / name
    if not (base / "golden.jsonl").exists():
        ADAPTERS[name](base)
    queries = load_golden(base / "golden.jsonl")
    index = VaultIndex(base / "vault")
    out = {}
    for label, rule in (("s-stemmer (v1)", s_stem), ("snowball (v2)", None)):
        with stemmer(rule):
            ranked = _baseline_rank(index, queries, tokenize.analyze)
        overall = _score_baseline(queries, ranked)["overall"]
        out[label] = {k: overall[k] for k in KEYS} | {"n": overall["n"]}
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("sets", nargs="*", metavar="SET", help=f"any of {', '.join(SETS)} (default: all)")
    ap.add_argument("--work", type=Path, default=Path(os.environ.get("HIPPO_BENCH_WORK", "/tmp/hippo-bench")))
    args = ap.parse_args()
    unknown = sorted(set(args.sets) - set(SETS))
    if unknown:
        ap.error(f"unknown set(s) {', '.join(unknown)}; choose from {', '.join(SETS)}")
    print("| set | stemmer | " + " | ".join(KEYS) + " |")
    print("|---|---|" + "---|" * len(KEYS))
    for name in args.sets or SETS:
        for label, m in check(name, args.work).items():
            print(f"| {name} (n={int(m['n'])}) | {label} | " + " | ".join(f"{m[k]:.3f}" for k in KEYS) + " |", flush=True)


if __name__ == "__main__":
    main()
