"""Per-question leg and term detail for issue 35's wiki abstention, round 4 (abst35d).

    python eval/experiments/abstention_agreement.py --work WORK --sets obsidian,johngrib,autorag-ko,...

For each set: the LODO collection of ``hippo eval lodo`` (hybrid mode, the same searches and the
same :class:`~hippocampus.evaluation.lodo.Outcome` rows, with the legs' agreement rule off:
``abstain_disagree_share`` 1, written to ``<work>/<set>/agreement-outcomes.json``) and beside it
``<work>/<set>/agreement-hybrid.json``: for every question, in the same order,

* ``lex`` — the lexical leg's notes (document id, whole-note BM25F), best first (top 20);
* ``sem`` — the semantic leg's documents (document id, best section cosine), best first (top 20);
* ``hits`` — the returned hits (section, document, cosine, path);
* ``terms`` — each query term's coverage weight, its document frequency in the store and whether
  it is an analyser compound; ``held`` — for each of the top three hits, the terms it holds as the
  query's own words (search/coverage.py ``holds``); ``n`` — the store's section count.

Candidate rules are scored offline (eval/experiments/abstention_agreement_rules.py). Nothing here
decides anything; the search and its evidence are the product's, unchanged.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from eval.experiments.collect_records import collect_with_records

RECORD: list[dict[str, Any]] = []
PENDING: dict[str, Any] = {}
TOP = 20


def patched_fuse(store: Any, req: Any, cands: Any, lexical: Any, semantic: Any) -> Any:
    doc_of = cands.doc_of
    lex = sorted(cands.notes.items(), key=lambda x: (-x[1], x[0]))[:TOP] if cands.notes else []
    if not lex:  # no whole-note scores: the boosted sections' documents, first occurrence
        seen: dict[int, float] = {}
        for s, sc in cands.boosted:
            d = doc_of.get(s)
            if d is not None and d not in seen:
                seen[d] = sc
        lex = list(seen.items())[:TOP]
    sem: dict[int, float] = {}
    for s, c in semantic.ranked:
        d = doc_of.get(s)
        if d is not None and d not in sem:
            sem[d] = c
    PENDING.clear()
    PENDING.update(lex=[[int(d), float(v)] for d, v in lex], sem=[[int(d), float(c)] for d, c in list(sem.items())[:TOP]],
                   doc_of=doc_of)
    return ORIGINAL_FUSE(store, req, cands, lexical, semantic)


def patched_evidence(store: Any, embedder: Any, *, query: str, filters: Any, p: Any, semantic: Any, hits: Any, plan: Any,
                     texts: Any, **kw: Any) -> Any:
    from hippocampus.search.coverage import holds
    from hippocampus.store.tokenize import term_words

    doc_of = PENDING.get("doc_of", {})
    top = [h for h in hits[:3] if h.section_id in texts]
    words = term_words(query)
    df = store.doc_freq(list(plan.terms)) if plan.terms else {}
    held = store.section_terms([h.section_id for h in top], [*plan.terms, *plan.fuzzy]) if top and plan.terms else {}
    RECORD.append({
        "query": query,
        "n": store.section_count(),
        "lex": PENDING.get("lex", []),
        "sem": PENDING.get("sem", []),
        "hits": [[h.section_id, doc_of.get(h.section_id), h.cosine, h.path] for h in hits],
        "terms": [{"t": t, "w": plan.idf.get(t, 1.0), "df": df.get(t, 0), "compound": bool(plan.compounds.get(t))}
                  for t in plan.terms],
        "held": [[t for t in plan.terms if holds(t, texts[h.section_id], held.get(h.section_id, frozenset()), words.get(t))]
                 for h in top],
    })
    PENDING.clear()
    return ORIGINAL_EVIDENCE(store, embedder, query=query, filters=filters, p=p, semantic=semantic, hits=hits, plan=plan,
                             texts=texts, **kw)


ORIGINAL_FUSE: Any = None
ORIGINAL_EVIDENCE: Any = None


def main(argv: list[str] | None = None) -> None:
    global ORIGINAL_FUSE, ORIGINAL_EVIDENCE
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--work", type=Path, required=True)
    ap.add_argument("--sets", required=True)
    a = ap.parse_args(argv)
    from hippocampus.search import params as params_module
    from hippocampus.search import service

    ORIGINAL_FUSE, ORIGINAL_EVIDENCE = service._fuse, service.evidence
    setattr(service, "_fuse", patched_fuse)  # noqa: B010 (a monkeypatch of the module)
    setattr(service, "evidence", patched_evidence)  # noqa: B010
    load_params = params_module.load_params
    # the evidence before the rule: the coverage the variants discount offline
    setattr(params_module, "load_params", lambda *args, **kw: load_params(*args, **kw).with_overrides(abstain_disagree_share=1.0))  # noqa: B010
    collect_with_records(a.work, a.sets.split(","), RECORD, "agreement-outcomes.json", "agreement-hybrid.json")


if __name__ == "__main__":
    main()
