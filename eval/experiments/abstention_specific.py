"""Per-question, per-term coverage detail for issue 35's wiki abstention (abst35).

    python eval/experiments/abstention_specific.py --work WORK --sets johngrib,autorag-ko,...

For each set: the LODO collection of ``hippo eval lodo`` (hybrid mode, ``<work>/<set>/lodo-hybrid.json``,
the same searches and the same :class:`~hippocampus.evaluation.lodo.Outcome` rows) and beside it
``<work>/<set>/specific-hybrid.json``: for every question, in the same order, what
``abstention.hits_coverage`` read — each query term's coverage weight (``plan.idf``), its document
frequency in the whole store, and for each of the top three returned hits whether it holds the term
as the query's own word, the hit's length in words and its path. Candidate rules are then scored
offline (eval/experiments/abstention_specific_rules.py). Nothing here decides anything.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from eval.experiments.collect_records import collect_with_records

RECORD: list[dict[str, Any]] = []


def patched_hits_coverage(store: Any, query: str, plan: Any, hits: Any, texts: Any) -> float:
    from hippocampus.search.coverage import holds
    from hippocampus.store.tokenize import term_words

    top = [h for h in hits[:3] if h.section_id in texts]
    words = term_words(query)
    df = store.doc_freq(list(plan.terms)) if plan.terms else {}
    held = store.section_terms([h.section_id for h in top], [*plan.terms, *plan.fuzzy]) if top and plan.terms else {}
    rec: dict[str, Any] = {
        "query": query,
        "n": store.section_count(),
        "avgdl": store.mean_section_length(),
        "terms": [{"t": t, "w": plan.idf.get(t, 1.0), "df": df.get(t, 0), "compound": list(plan.compounds.get(t, ())),
                   "fuzzy": [[v, s] for v, s in plan.fuzzy_of.get(t, ())]} for t in plan.terms],
        "hits": [],
    }
    for h in top:
        low = texts[h.section_id]
        hs = held.get(h.section_id, frozenset())
        rec["hits"].append({"path": h.path, "cosine": h.cosine, "len": len(low.split()),
                            "holds": [t for t in plan.terms if holds(t, low, hs, words.get(t))],
                            "fuzzy_held": [v for v in plan.fuzzy if v in hs]})
    RECORD.append(rec)
    return ORIGINAL(store, query, plan, hits, texts)


def main(argv: list[str] | None = None) -> None:
    global ORIGINAL
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--work", type=Path, required=True)
    ap.add_argument("--sets", required=True)
    a = ap.parse_args(argv)
    from hippocampus.search import abstention

    ORIGINAL = abstention.hits_coverage
    abstention.hits_coverage = patched_hits_coverage  # type: ignore[assignment]
    collect_with_records(a.work, a.sets.split(","), RECORD, "lodo-hybrid.json", "specific-hybrid.json")


ORIGINAL: Any = None

if __name__ == "__main__":
    main()
