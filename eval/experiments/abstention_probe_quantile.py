"""The top of the probes' scale from one probe or from a quantile (issue 35, abst35c).

    python eval/experiments/abstention_probe_quantile.py --work WORK --sets obsidian,johngrib,... [--json OUT]

The joint rule's lift reads the answer cosine on the probes' scale, from their median
(``abstain_null_quantile`` 0.5) to their best (``abstain_null_unanchored`` 1.0), and a question
with no word in its hits must beat that best. With 10-12 probes per language the best is one
probe: when one probe shares a word with the vault ("how to fold a fitted sheet neatly" and the
Obsidian Help vault's note on folding) the spread doubles and every lift halves. This reads each
collected question's same-language probe levels in its own scope (no search is run: the scope
is the search's, ``without_bookkeeping``), sets ``null_ceiling`` to the chosen quantile of them
(what ``abstain_null_unanchored`` < 1 does in the product), and runs the leave-one-dataset-out
choice (hippocampus.evaluation.lodo) on the collected ``lodo-hybrid.json``, printing false /
unrelated abstention per set left out.
"""

from __future__ import annotations

import argparse
import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import numpy as np

QUANTILES = (1.0, 0.95, 0.9, 0.8, 0.75)


def levels(name: str, work: Path, embedder: Any) -> dict[str, list[float]]:
    from hippocampus.config import Settings
    from hippocampus.evaluation.golden import to_store_filters
    from hippocampus.evaluation.harness import throwaway_store
    from hippocampus.evaluation.lodo import questions
    from hippocampus.search.nullfloor import PROBES_EN, is_korean, probe_matrix
    from hippocampus.search.service import without_bookkeeping
    from hippocampus.search.store_api import vault_indexes

    settings = Settings(vault=work / "vault", home=work / "home")
    out: dict[str, list[float]] = {}
    with throwaway_store(settings.store_dir) as store:
        matrix = probe_matrix(embedder)
        key = str(getattr(embedder, "model_id", None) or id(embedder))
        for _kind, q in questions(name, work):
            scope = without_bookkeeping(to_store_filters(q.filters), q.query, vault_indexes(store))
            lv = store.null_levels(key, matrix, scope)
            if lv is None or not len(lv):
                continue
            same = lv[len(PROBES_EN):] if is_korean(q.query) else lv[: len(PROBES_EN)]
            out[q.id] = [float(x) for x in same]
    return out


def main(argv: list[str] | None = None) -> int:
    from hippocampus.config import Settings
    from hippocampus.evaluation.harness import MemoEmbedder
    from hippocampus.evaluation.lodo import TARGETS, false_target, lodo, read_outcomes
    from hippocampus.search.params import RankingParams
    from hippocampus.store.embedders import make_embedder

    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--work", type=Path, required=True)
    ap.add_argument("--sets", required=True)
    ap.add_argument("--json", type=Path, default=None)
    args = ap.parse_args(argv)
    sets = [s for s in args.sets.split(",") if s]
    emb = MemoEmbedder(make_embedder(Settings(vault=args.work / sets[0] / "vault", home=args.work / sets[0] / "home")))
    lv = {s: levels(s, args.work / s, emb) for s in sets}
    base = {s: read_outcomes(args.work / s / "lodo-hybrid.json") for s in sets}
    # the collected ceiling is the best of the same probes: a check that the levels are those
    worst = max(abs(max(lv[s][o.id]) - o.null_ceiling) for s in sets for o in base[s] if o.null_ceiling is not None and o.id in lv[s])
    print(f"max |best probe level - collected null_ceiling| = {worst:.2e}")
    checked = frozenset(s for s in sets if s == "johngrib" or (args.work / s / "questions.json").exists())
    results: dict[str, Any] = {}
    print("| top of the probes' scale | met | " + " | ".join(sets) + " |")
    for qt in QUANTILES:
        outs = {s: [replace(o, null_ceiling=float(np.quantile(lv[s][o.id], qt))) if o.null_ceiling is not None and o.id in lv[s] else o
                    for o in base[s]] for s in sets}
        rep = lodo({"hybrid": outs}, RankingParams(), checked)["hybrid"]
        row, met = {}, 0
        for s, r in rep.items():
            lo = r["left_out"]
            ok = (lo["false"] or 0) <= false_target(r["counts"]["answerable"]) + 1e-9 and (lo["unrelated"] or 0) >= TARGETS["unrelated"] - 1e-9
            met += ok
            row[s] = {"false": lo["false"], "unrelated": lo["unrelated"], "everyday": lo["everyday"], "same": lo["same-domain"],
                      "params": lo["params"], "met": ok, "in_sample": {k: r["in_sample"][k] for k in ("false", "unrelated", "everyday")},
                      "in_sample_params": r["in_sample"]["params"]}
        results[str(qt)] = {"met": met, "sets": row}
        cells = " | ".join(f"{row[s]['false']:.3f} / {row[s]['unrelated']:.2f}{'*' if row[s]['met'] else ''}" for s in sets)
        print(f"| quantile {qt} | {met} | {cells} |", flush=True)
    if args.json is not None:
        args.json.write_text(json.dumps(results, indent=1, ensure_ascii=False), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
