"""Leave-one-set-out grid for the learned part of the injection screen (detector .8, issue 34).

    .venv/bin/python eval/experiments/injection_blend_grid.py                   # shipped features, the blend grid
    .venv/bin/python eval/experiments/injection_blend_grid.py --nb 0 --l2 1e-4   # plain LR (detector .7's training)
    .venv/bin/python eval/experiments/injection_blend_grid.py --alone-urls       # the alone path reads URLs (.7's prose)

Each of the development sets of ``eval/train_injection_model.py`` is scored with the model trained
on the others; the rules' verdicts are computed once and the screen's blend
(``hippocampus.screening.detector.screen``: push up ``W × (2p − 1)``, down ``D × (2p − 1)``,
the model alone at ``A`` on a short note's prose, the push up damped on long text) is replayed for
every point of the grid, so one training per fold serves them all. Prints detection and benign
flagged, pooled and as the mean over sets, and per set; the shipped point is reproduced exactly by
``eval.train_injection_model --cv`` (which runs the real ``detector.screen``).
"""

from __future__ import annotations

import argparse
import itertools
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from eval import train_injection_model as T
from hippocampus.screening import detector, learned


def replay(base: detector.Verdict, n: int, p: float | None, alone: float | None, w: float, d: float, a: float | None) -> float:
    """``detector.screen``'s blend for the rules' verdict ``base`` of a folded text of ``n``
    characters, the model's probability ``p`` on it and ``alone`` on its prose."""
    if p is None:
        return base.score
    shift = (w if p >= 0.5 else d) * (2 * p - 1)
    if base.view != "plain":
        shift = max(0.0, shift)
    elif shift > 0 and n > detector.LEARNED_LONG:
        shift *= detector.LEARNED_LONG / n
    total = min(1.0, max(0.0, base.score + shift))
    if a is not None and p >= a and n <= detector.LEARNED_LONG and alone is not None and alone >= a:
        total = max(total, detector.THRESHOLD + (alone - a))
    return total


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--l2", type=float, default=T.L2)
    ap.add_argument("--nb", type=float, default=T.NB)
    ap.add_argument("--alone-urls", action="store_true", help="the alone path reads URLs (detector .7's prose)")
    ap.add_argument("--up", default="0.2,0.25,0.3,0.35")
    ap.add_argument("--down", default="0.3,0.5,0.7,1.0")
    ap.add_argument("--alone", default="0.85,0.88,0.9,none")
    args = ap.parse_args()
    rows = T.load()
    y = np.array([1.0 if r["label"] == "hostile" else 0.0 for r in rows])
    vecs = T.featurize(rows)
    bases, sizes, chunks, proses = [], [], [], []
    for r in rows:
        base = detector.rule_verdict(r["text"])
        text = r["text"]
        if len(text) > detector.MAX_CHARS:
            text = text[: detector.MAX_CHARS // 2] + "\n\n" + text[-detector.MAX_CHARS // 2:]
        folded = detector._plain(text)
        chunk = learned.around(folded, base.pos)
        prose = learned.prose(folded)
        if args.alone_urls:
            prose = learned._FENCED.sub(" ", learned._FRONT_MATTER.sub("", folded))
        bases.append(base)
        sizes.append(len(folded))
        chunks.append(learned.vector(chunk) if learned.words(chunk) >= learned.MIN_WORDS else None)
        proses.append(learned.vector(prose) if learned.words(prose) >= learned.MIN_WORDS else None)
    p: list[float | None] = [None] * len(rows)
    alone: list[float | None] = [None] * len(rows)
    for name in T.SETS:
        tr = [i for i, r in enumerate(rows) if r["set"] != name]
        model = T.train([vecs[i] for i in tr], y[tr], args.l2, nb=args.nb)
        for i, r in enumerate(rows):
            if r["set"] == name:
                c, pr = chunks[i], proses[i]
                p[i] = model.probability(c) if c is not None else None
                alone[i] = model.probability(pr) if pr is not None else None
    sets = list(T.SETS)
    grid = itertools.product(*([float(x) if x != "none" else None for x in s.split(",")] for s in (args.up, args.down, args.alone)))
    for w, d, a in grid:
        assert w is not None and d is not None
        score = np.array([replay(bases[i], sizes[i], p[i], alone[i], w, d, a) for i in range(len(rows))])
        flagged = score >= detector.THRESHOLD
        per = []
        for name in sets:
            sel = np.array([r["set"] == name for r in rows])
            h, b = sel & (y == 1), sel & (y == 0)
            per.append((int(flagged[h].sum()), int(h.sum()), int(flagged[b].sum()), int(b.sum())))
        tp, hn, fp, bn = (sum(x[k] for x in per) for k in range(4))
        mean_d = 100 * float(np.mean([x[0] / x[1] for x in per]))
        mean_f = 100 * float(np.mean([x[2] / x[3] for x in per]))
        cells = " | ".join(f"{n} {x[0]}/{x[1]} {x[2]}/{x[3]}" for n, x in zip(sets, per, strict=True))
        print(f"up {w} down {d} alone {a}: pooled {100 * tp / hn:.1f} % / {100 * fp / bn:.2f} %, "
              f"mean over sets {mean_d:.1f} % / {mean_f:.2f} % | {cells}", flush=True)


if __name__ == "__main__":
    main()
