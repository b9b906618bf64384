"""Is the vault *about* the question, or does one line of a long note mention its words? (issue 35, abst35c)

    python eval/experiments/abstention_density.py --work WORK --sets johngrib,autorag-ko,...   # collect features
    python eval/experiments/abstention_density.py --work WORK --sets ... --analyse [--json OUT]  # LODO per variant

The wiki's unrelated questions that still answer (해열제, 강아지 산책, 저녁 메뉴, 공부법) find their
words in a diary page (memo/2023.md): one line among hundreds holds two of them, other lines the
rest. Coverage (search/coverage.py) counts a word anywhere in the section. Measured here, for the
top three returned hits of every question the LODO collection holds (hybrid mode, same search):

* ``win_lines<N>`` — the best coverage of any run of N consecutive lines of a hit (the title and
  heading count in every window): the query's words *together*;
* ``win_chars<N>`` — the same over windows of N characters (half-overlapping), for text whose
  lines are not units (PDF chunks);
* ``ans_chars`` — the length of the answering hit's text; ``ans_lines`` — its number of lines;
* ``agree`` — whether the answering hit's note is also among the lexical leg's first ten notes.

``--analyse`` replaces the collected coverage by each variant (or a blend: ``min(coverage,
window + slack)``) and runs the same leave-one-dataset-out choice (hippocampus.evaluation.lodo),
printing false / unrelated abstention per set left out and how many sets meet the target.
Ranking is untouched by construction (the hits are those of the collection; only the abstention
evidence is recomputed).
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

LINES = (1, 2, 3, 5)
CHARS = (120, 240, 480)


def _windows_lines(text: str, n: int) -> list[str]:
    lines = [ln for ln in text.splitlines() if ln.strip()]
    if len(lines) <= n:
        return ["\n".join(lines)]
    return ["\n".join(lines[i:i + n]) for i in range(len(lines) - n + 1)]


def _windows_chars(text: str, n: int) -> list[str]:
    if len(text) <= n:
        return [text]
    step = max(1, n // 2)
    return [text[i:i + n] for i in range(0, len(text) - step, step)]


def collect(name: str, work: Path, embedder: Any) -> dict[str, dict[str, Any]]:
    from hippocampus.config import Settings
    from hippocampus.evaluation.golden import to_store_filters
    from hippocampus.evaluation.harness import throwaway_store
    from hippocampus.evaluation.lodo import questions
    from hippocampus.search import lexical as lex
    from hippocampus.search.coverage import held_coverage
    from hippocampus.search.legs import lexical_leg
    from hippocampus.search.params import load_params
    from hippocampus.search.service import search, without_bookkeeping
    from hippocampus.search.store_api import vault_indexes
    from hippocampus.store.tokenize import occurs_in, query_terms, term_words

    settings = Settings(vault=work / "vault", home=work / "home")
    p = load_params(settings.home, getattr(embedder, "model_id", None))
    out: dict[str, dict[str, Any]] = {}
    with throwaway_store(settings.store_dir) as store:
        for _kind, q in questions(name, work):
            filters = to_store_filters(q.filters)
            res = search(store, embedder, q.query, mode="hybrid", k=10, filters=filters, params=p, abstain=False)
            scope = without_bookkeeping(filters, q.query, vault_indexes(store))
            terms = tuple(query_terms(q.query))
            leg = lexical_leg(store, query=q.query, terms=terms, mode="hybrid", filters=scope, p=p)
            plan = leg.plan
            top = list(res.hits[:3])
            feats: dict[str, Any] = {"coverage": res.lexical_coverage}
            if not top or not plan.terms:
                out[q.id] = feats | {f"win_lines{n}": res.lexical_coverage for n in LINES} | {f"win_chars{n}": res.lexical_coverage for n in CHARS}
                continue
            rows = {r.section_id: r for r in store.sections([h.section_id for h in top])}
            held = store.section_terms([h.section_id for h in top], [*plan.terms, *plan.fuzzy])
            words = term_words(q.query)
            answering = max((h for h in res.hits if h.cosine is not None), key=lambda h: h.cosine or 0.0, default=None)
            beside = answering is not None and (answering.cosine or 0.0) >= p.abstain_sim
            aw = p.abstain_absent_weight if beside else 0.0
            best: dict[str, float] = {}
            whole = 0.0
            for h in top:
                r = rows.get(h.section_id)
                if r is None:
                    continue
                hs = held.get(h.section_id, frozenset())
                head = f"{r.title} {r.heading} "
                whole = max(whole, held_coverage(lex.normalise_text(head + r.text), plan, hs, words, aw))
                for n in LINES:
                    for w in _windows_lines(r.text, n):
                        low = lex.normalise_text(head + w)
                        c = held_coverage(low, plan, {t for t in hs if occurs_in(t, low)}, words, aw)
                        best[f"win_lines{n}"] = max(best.get(f"win_lines{n}", 0.0), c)
                for n in CHARS:
                    for w in _windows_chars(r.text, n):
                        low = lex.normalise_text(head + w)
                        c = held_coverage(low, plan, {t for t in hs if occurs_in(t, low)}, words, aw)
                        best[f"win_chars{n}"] = max(best.get(f"win_chars{n}", 0.0), c)
            ans_row = rows.get(answering.section_id) if answering is not None else None
            lex_notes = [pth for pth in dict.fromkeys(getattr(r2, "path", "") for r2 in store.sections([s for s, _ in leg.ranked[:50]]))][:10]
            feats |= best | {
                "whole": whole,
                "ans_chars": len(ans_row.text) if ans_row is not None else None,
                "ans_lines": sum(1 for ln in ans_row.text.splitlines() if ln.strip()) if ans_row is not None else None,
                "agree": bool(answering is not None and answering.path in lex_notes),
            }
            out[q.id] = feats
    return out


def analyse(work: Path, sets: list[str], out_json: Path | None) -> None:
    from hippocampus.evaluation.lodo import TARGETS, false_target, lodo, read_outcomes
    from hippocampus.search.params import RankingParams

    base: dict[str, list[Any]] = {}
    feats: dict[str, dict[str, dict[str, Any]]] = {}
    for s in sets:
        base[s] = read_outcomes(work / s / "lodo-hybrid.json")
        feats[s] = json.loads((work / s / "density-hybrid.json").read_text(encoding="utf-8"))
    checked = frozenset(s for s in sets if s == "johngrib" or (work / s / "questions.json").exists())

    def variant(fn: Any) -> dict[str, list[Any]]:
        return {s: [replace(o, coverage=fn(o, feats[s].get(o.id, {}))) for o in outs] for s, outs in base.items()}

    variants: dict[str, Any] = {"collected coverage": lambda o, f: o.coverage}
    # sanity: the recomputed whole-section coverage should equal the collected one
    for key in [f"win_lines{n}" for n in LINES] + [f"win_chars{n}" for n in CHARS]:
        variants[key] = lambda o, f, key=key: min(o.coverage, f.get(key, o.coverage))
        for slack in (0.1, 0.2):
            variants[f"{key}+{slack}"] = lambda o, f, key=key, slack=slack: min(o.coverage, f.get(key, o.coverage) + slack)
        variants[f"mean({key})"] = lambda o, f, key=key: 0.5 * (o.coverage + min(o.coverage, f.get(key, o.coverage)))
    results: dict[str, Any] = {}
    for label, fn in variants.items():
        rep = lodo({"hybrid": variant(fn)}, RankingParams(), checked)["hybrid"]
        met = 0
        row = {}
        for s, r in rep.items():
            lo = r["left_out"]
            n_ans = r["counts"]["answerable"]
            ok = (lo["false"] or 0) <= false_target(n_ans) + 1e-9 and (lo["unrelated"] or 0) >= TARGETS["unrelated"] - 1e-9
            met += ok
            row[s] = {"false": lo["false"], "unrelated": lo["unrelated"], "everyday": lo["everyday"], "same": lo["same-domain"],
                      "params": lo["params"], "met": ok, "in_sample": {k: r["in_sample"][k] for k in ("false", "unrelated", "everyday")}}
        results[label] = {"met": met, "sets": row}
        cells = " | ".join(f"{row[s]['false']:.3f} / {row[s]['unrelated']:.2f}{'*' if row[s]['met'] else ''}" for s in sets)
        print(f"| {label} | {met} | {cells} |", flush=True)
    if out_json is not None:
        out_json.write_text(json.dumps(results, indent=1, ensure_ascii=False), encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--work", type=Path, required=True)
    ap.add_argument("--sets", required=True)
    ap.add_argument("--analyse", action="store_true")
    ap.add_argument("--json", type=Path, default=None)
    args = ap.parse_args(argv)
    sets = [s for s in args.sets.split(",") if s]
    if args.analyse:
        print("| variant | met | " + " | ".join(sets) + " |")
        analyse(args.work, sets, args.json)
        return 0
    from hippocampus.config import Settings
    from hippocampus.evaluation.harness import MemoEmbedder
    from hippocampus.store.embedders import make_embedder

    emb = MemoEmbedder(make_embedder(Settings(vault=args.work / sets[0] / "vault", home=args.work / sets[0] / "home")))
    for s in sets:
        feats = collect(s, args.work / s, emb)
        (args.work / s / "density-hybrid.json").write_text(json.dumps(feats, ensure_ascii=False), encoding="utf-8")
        print(f"{s}: {len(feats)} questions", file=sys.stderr, flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
