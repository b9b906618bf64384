"""Per-question, per-term evidence for the unrelated-question abstention of issue 35 (item 4).

    python eval/experiments/abstention_terms.py --work /tmp/h35b/work --sets obsidian,autorag-ko [--modes hybrid]

For every question of a set (its answerable ones, its own unrelated ones, the blind everyday
sets eval/data/unrelated_en.json and unrelated_ko.json, scoped round-robin like the set's own
unrelated questions, and its same-domain unanswerable ones where the set has them) one search
with abstention off, and beside the evidence the product computes, the raw material of rules
about *specific* lexical evidence: for each query term its store idf, its language idf
(search/langprior.py), the word of the query it came from, and for each of the top three
returned hits the distinct words of the hit's best section that analyse to the term (so a
Snowball stem shared by unrelated words can be told from an inflection offline), plus every
same-language probe's best cosine in the question's scope (any quantile can be taken later).

Writes ``<work>/<set>/terms-<mode>.json``. Nothing here decides anything.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from hippocampus.evaluation.golden import GoldenQuery, load_golden, to_store_filters

DATA = Path(__file__).resolve().parents[2] / "hippocampus" / "evaluation" / "data"
_WORD = re.compile(r"[^\W_]+")


def set_questions(name: str, work: Path) -> list[tuple[str, GoldenQuery]]:
    """(kind, question): the set's own questions, then the blind everyday ones."""
    from hippocampus.evaluation.lodo import SAME_DOMAIN, WIKI_SET, wiki_questions

    if name == WIKI_SET:
        out = wiki_questions()
        scopes: list[str] = []
    elif (work / "questions.json").exists():  # a vault with its own question file (obsidian)
        out = []
        for q in json.loads((work / "questions.json").read_text(encoding="utf-8")):
            from hippocampus.evaluation.golden import Expected

            kind = "answerable" if q["expected"] else ("same-domain" if q["kind"] == "unanswerable-in-domain" else "unrelated")
            out.append((kind, GoldenQuery(q["id"], q["question"], q["kind"] if q["expected"] else "abstain",
                                          tuple(Expected(p) for p in q["expected"]))))
        scopes = []
    else:
        golden = load_golden(work / "golden.jsonl")
        out = [("answerable" if q.answerable else "unrelated", q) for q in golden]
        scopes = sorted({q.filters["path_prefix"] for q in golden if q.filters.get("path_prefix")})
        same = json.loads(SAME_DOMAIN.read_text(encoding="utf-8")).get(name, [])
        for i, text in enumerate(same):
            filters = {"path_prefix": scopes[i % len(scopes)]} if scopes else {}
            out.append(("same-domain", GoldenQuery(f"{name}-same-{i:02d}", text, "abstain", (), filters)))
    for lang in ("en", "ko"):
        for i, q in enumerate(json.loads((DATA / f"unrelated_{lang}.json").read_text(encoding="utf-8"))["questions"]):
            filters = {"path_prefix": scopes[i % len(scopes)]} if scopes else {}
            out.append(("blind-unrelated", GoldenQuery(q["id"], q["question"], "abstain", (), filters)))
    return out


def family_words(term: str, text_lower: str) -> list[str]:
    """Distinct words of the text that hold the term the way coverage counts it (an English
    stem: whole words that stem to it; anything else: the words it is a substring of)."""
    from hippocampus.store.tokenize import _stem, occurs_in, surface

    if not occurs_in(term, text_lower):
        return []
    s = surface(term)
    out = []
    for m in _WORD.finditer(text_lower):
        w = m.group()
        if s not in w:
            continue
        if s.isascii() and s.isalpha():
            if w == term or _stem(w) == term:
                out.append(w)
        else:
            out.append(w)
        if len(set(out)) >= 6:
            break
    return sorted(set(out))


def posted_terms(store: Any, sections: list[int], terms: list[str]) -> dict[int, set[str]]:
    """Which of ``terms`` the analyser put into each section's postings (title or body)."""
    if not sections or not terms:
        return {}
    sql = (f"SELECT DISTINCT section_id, term FROM postings WHERE section_id IN ({','.join('?' * len(sections))}) "
           f"AND term IN ({','.join('?' * len(terms))})")
    out: dict[int, set[str]] = {}
    for sid, term in store._fetch((sql, [*sections, *terms])):
        out.setdefault(int(sid), set()).add(term)
    return out


def collect(name: str, work: Path, mode: str, embedder: Any | None) -> list[dict[str, Any]]:
    from hippocampus.config import Settings
    from hippocampus.evaluation.harness import throwaway_store
    from hippocampus.search import langprior, legs
    from hippocampus.search import lexical as lex
    from hippocampus.search.nullfloor import PROBES_EN, is_korean, probe_matrix
    from hippocampus.search.params import load_params
    from hippocampus.search.service import search, without_bookkeeping
    from hippocampus.store.tokenize import term_words

    settings = Settings(vault=work / "vault", home=work / "home")
    params = load_params(settings.home, getattr(embedder, "model_id", None))
    out = []
    with throwaway_store(settings.store_dir) as store:
        mean_len = store.mean_section_length()
        n_sections = store.section_count()
        for kind, q in set_questions(name, work):
            filters = to_store_filters(q.filters)
            emb = embedder if mode == "hybrid" else None
            res = search(store, emb, q.query, mode=mode, k=10, filters=filters, params=params, abstain=False)
            plan = legs.lexical_plan(store, list(res.query_terms), params.with_overrides(language_prior=False), q.query)
            words = term_words(q.query)
            terms = []
            for t in plan.terms:
                freq = langprior.frequency(t, words.get(t, ""))
                terms.append({"t": t, "word": words.get(t, t), "idf": round(plan.idf.get(t, 0.0), 4),
                              "lang_idf": None if freq <= 0 else round(langprior.language_idf(freq, mean_len), 4),
                              "fuzzy": [[v, round(s, 3)] for v, s in plan.fuzzy_of.get(t, ())],
                              "compound": list(plan.compounds.get(t, ()))})
            hits = []
            rows = {r.section_id: r for r in store.sections([h.section_id for h in res.hits[:3]])}
            posted = posted_terms(store, [h.section_id for h in res.hits[:3]], list(plan.terms))
            for h in res.hits[:3]:
                r = rows.get(h.section_id)
                low = lex.normalise_text(f"{r.title} {r.heading} {r.text}") if r else ""
                hits.append({"path": h.path, "cosine": None if h.cosine is None else round(h.cosine, 4),
                             "coverage": round(h.coverage, 4), "length": len(low.split()),
                             "words": {t: family_words(t, low) for t in plan.terms},
                             "posted": sorted(posted.get(h.section_id, ())),
                             "fuzzy_present": sorted({v for t in plan.terms for v, _ in plan.fuzzy_of.get(t, ()) if lex.occurs_in(v, low)})})
            probes = None
            if emb is not None and res.answer_cosine is not None:
                key = str(getattr(emb, "model_id", None) or id(emb))
                levels = store.null_levels(key, probe_matrix(emb), without_bookkeeping(filters))
                if levels is not None:
                    n_en = len(PROBES_EN)
                    probes = [round(float(x), 4) for x in (levels[n_en:] if is_korean(q.query) else levels[:n_en])]
            out.append({"id": q.id, "kind": kind, "query": q.query, "ko": is_korean(q.query),
                        "ranked": [h.path for h in res.hits], "relevant": sorted(q.relevant_paths),
                        "coverage": round(res.lexical_coverage, 4), "answer_cosine": res.answer_cosine,
                        "best_cosine": res.best_cosine, "background": res.background, "null_level": res.null_level,
                        "probes": probes, "terms": terms, "hits": hits, "mean_len": round(mean_len, 2),
                        "n_sections": n_sections})
    return out


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--work", type=Path, required=True)
    ap.add_argument("--sets", required=True)
    ap.add_argument("--modes", default="hybrid")
    a = ap.parse_args(argv)
    embedder = None
    for mode in a.modes.split(","):
        for name in a.sets.split(","):
            if mode == "hybrid" and embedder is None:
                from hippocampus.config import Settings
                from hippocampus.evaluation.harness import MemoEmbedder
                from hippocampus.store.embedders import make_embedder

                w = a.work / name
                embedder = MemoEmbedder(make_embedder(Settings(vault=w / "vault", home=w / "home")))
            rows = collect(name, a.work / name, mode, embedder if mode == "hybrid" else None)
            (a.work / name / f"terms-{mode}.json").write_text(json.dumps(rows, ensure_ascii=False), encoding="utf-8")
            print(f"{name} {mode}: {len(rows)} questions", file=sys.stderr)


if __name__ == "__main__":
    main()
