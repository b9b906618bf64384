"""Train the learned part of the injection screen (hippocampus/screening/learned.py) and measure
it with one data set left out at a time.

    .venv/bin/python -m eval.train_injection_model --cv            # leave-one-set-out figures only
    .venv/bin/python -m eval.train_injection_model --write         # train on every set, write the weights

Data (all development data, labelled hostile/benign): the corpus (both splits), the red-team set,
fresh34b and fresh34c. Never eval/data/fresh34d (the blind set the lead scores).

Model: logistic regression, L2, class-balanced, full-batch gradient descent (Adam) with numpy,
fixed seed, fixed number of steps. Grouped cross-validation: train on three sets, score the fourth;
the pooled out-of-fold scores pick the blend and the threshold (docs/benchmarks/injection-screen.md).
"""

from __future__ import annotations

import argparse
import json
import re
from pathlib import Path
from typing import Any

import numpy as np

from hippocampus.screening import detector, learned

DATA = Path(__file__).resolve().parent / "data"
SETS = {
    "corpus": DATA / "injection_corpus.jsonl",
    "redteam": DATA / "redteam" / "heldout.jsonl",
    "fresh34b": DATA / "fresh34b" / "fresh.jsonl",
    "fresh34c": DATA / "fresh34c" / "fresh.jsonl",
}
SEED = 34


def load() -> list[dict[str, Any]]:
    rows = []
    for name, path in SETS.items():
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                row = json.loads(line)
                row["set"] = name
                rows.append(row)
    return rows


DOCS = Path(__file__).resolve().parent.parent / "docs"


def doc_paragraphs() -> list[dict[str, Any]]:
    """Honest text about this project's own work: the paragraphs of docs/ (fenced code left out,
    short ones joined up to ~500 characters), benign, as a fifth set used for training only.
    Paragraphs the rules flag (documentation quoting attacks) are left out, so the model is not
    taught that an attack written in a document is harmless."""
    rows = []
    for path in sorted(DOCS.rglob("*.md")):
        text = re.sub(r"```.*?```", "\n\n", path.read_text(encoding="utf-8"), flags=re.S)
        cur = ""
        for para in re.split(r"\n\s*\n", text):
            para = para.strip()
            if not para or para.startswith("|"):
                continue
            cur = f"{cur}\n\n{para}" if cur else para
            if len(cur) >= 300:
                rows.append(cur[:800])
                cur = ""
    return [{"text": t, "label": "benign", "set": "docs"} for t in rows
            if learned.words(detector._plain(t)) >= learned.MIN_WORDS and not detector.rule_verdict(t).flagged]


def featurize(rows: list[dict[str, Any]]) -> list[dict[int, float]]:
    out = []
    for row in rows:
        folded = detector._plain(row["text"])
        out.append(learned.vector(folded))
    return out


class Sparse:
    """CSR rows over compact column ids."""

    def __init__(self, vecs: list[dict[int, float]], columns: dict[int, int] | None = None) -> None:
        if columns is None:
            columns = {}
            for vec in vecs:
                for k in vec:
                    columns.setdefault(k, len(columns))
        self.columns = columns
        idx, val, ptr = [], [], [0]
        for vec in vecs:
            for k, v in vec.items():
                if k in columns:
                    idx.append(columns[k])
                    val.append(v)
            ptr.append(len(idx))
        self.idx = np.array(idx, dtype=np.int64)
        self.val = np.array(val, dtype=np.float64)
        self.ptr = np.array(ptr, dtype=np.int64)
        self.n = len(vecs)
        self.rows = np.repeat(np.arange(self.n), np.diff(self.ptr))

    def dot(self, w: np.ndarray) -> np.ndarray:
        return np.bincount(self.rows, weights=self.val * w[self.idx], minlength=self.n)

    def tdot(self, g: np.ndarray, dim: int) -> np.ndarray:
        return np.bincount(self.idx, weights=self.val * g[self.rows], minlength=dim)


STEPS = 1500
L2 = 1e-4


def train(vecs: list[dict[int, float]], y: np.ndarray, l2: float, steps: int = 0, lr: float = 0.05) -> learned.Model:
    steps = steps or STEPS
    X = Sparse(vecs)
    dim = len(X.columns)
    rng = np.random.default_rng(SEED)
    w = rng.normal(0, 1e-3, dim)
    b = 0.0
    pos = y.sum()
    sw = np.where(y == 1, len(y) / (2 * pos), len(y) / (2 * (len(y) - pos)))
    m = np.zeros(dim + 1)
    v = np.zeros(dim + 1)
    for t in range(1, steps + 1):
        z = X.dot(w) + b
        p = 1 / (1 + np.exp(-z))
        g = (p - y) * sw / len(y)
        grad = np.concatenate([X.tdot(g, dim) + l2 * w, [g.sum()]])
        m = 0.9 * m + 0.1 * grad
        v = 0.999 * v + 0.001 * grad * grad
        step = lr * (m / (1 - 0.9**t)) / (np.sqrt(v / (1 - 0.999**t)) + 1e-8)
        w -= step[:-1]
        b -= step[-1]
    inv = {c: k for k, c in X.columns.items()}
    weights = {inv[c]: float(w[c]) for c in range(dim) if abs(w[c]) >= 1e-4}
    return learned.Model(float(b), weights)


def cv(rows: list[dict[str, Any]], vecs: list[dict[int, float]], y: np.ndarray, l2: float) -> np.ndarray:
    oof = np.zeros(len(rows))
    for name in SETS:
        test = [i for i, r in enumerate(rows) if r["set"] == name]
        tr = [i for i, r in enumerate(rows) if r["set"] != name]
        model = train([vecs[i] for i in tr], y[tr], l2)
        for i in test:
            oof[i] = model.probability(vecs[i])
    return oof


def cv_screen(rows: list[dict[str, Any]], vecs: list[dict[int, float]], y: np.ndarray, l2: float) -> np.ndarray:
    """Out-of-fold scores of the screen as shipped (``detector.screen``), each set scored with the
    model trained on the other three."""
    out = np.zeros(len(rows))
    saved = learned.model
    try:
        for name in SETS:
            tr = [i for i, r in enumerate(rows) if r["set"] != name]
            fold = train([vecs[i] for i in tr], y[tr], l2)
            learned.model = lambda fold=fold: fold  # type: ignore[assignment]
            detector.screen.cache_clear()
            for i, r in enumerate(rows):
                if r["set"] == name:
                    out[i] = detector.screen(r["text"]).score
    finally:
        learned.model = saved
        detector.screen.cache_clear()
    return out


def report(rows: list[dict[str, Any]], y: np.ndarray, score: np.ndarray, threshold: float, label: str) -> dict[str, Any]:
    parts, out = [], {}
    for name in [*SETS, "all"]:
        sel = np.array([r["set"] == name or name == "all" for r in rows])
        h, b = sel & (y == 1), sel & (y == 0)
        tp, fp = int((score[h] >= threshold).sum()), int((score[b] >= threshold).sum())
        out[name] = {"detected": tp, "hostile": int(h.sum()), "false_positives": fp, "benign": int(b.sum())}
        parts.append(f"{name} {tp}/{int(h.sum())} FP {fp}/{int(b.sum())}")
    print(f"{label:28} t={threshold:.2f} | " + " | ".join(parts))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--cv", action="store_true")
    ap.add_argument("--write", action="store_true")
    ap.add_argument("--l2", type=float, default=L2)
    ap.add_argument("--steps", type=int, default=0)
    ap.add_argument("--docs", action="store_true", help="also train on docs/ paragraphs as benign (a fifth set, never scored)")
    ap.add_argument("--json", type=Path, default=None, help="write the leave-one-set-out figures here (with --cv)")
    args = ap.parse_args()
    if args.steps:
        globals()["STEPS"] = args.steps
    rows = load()
    if args.docs:
        extra = doc_paragraphs()
        print(f"docs: {len(extra)} honest paragraphs added for training")
        rows += extra
    y = np.array([1.0 if r["label"] == "hostile" else 0.0 for r in rows])
    vecs = featurize(rows)
    verdicts = [detector.rule_verdict(r["text"]) for r in rows]
    rule = np.array([v.score for v in verdicts])
    rules_alone = report(rows, y, rule, detector.RULE_THRESHOLD, "rules alone")
    if args.cv:
        oof = cv(rows, vecs, y, args.l2)
        for t in (0.5, 0.7, 0.85, 0.9):
            report(rows, y, oof, t, f"model alone, oof l2={args.l2}")
        res = report(rows, y, cv_screen(rows, vecs, y, args.l2), detector.THRESHOLD, f"screen {detector.VERSION}, oof")
        if args.json:
            args.json.write_text(json.dumps({"detector": detector.VERSION, "l2": args.l2, "steps": STEPS, "seed": SEED,
                                             "design": "leave one set out: each set scored by the screen with the model trained on the other three",
                                             "rules_alone": rules_alone,
                                             "screen_out_of_fold": res}, indent=2) + "\n", encoding="utf-8")
    if args.write:
        model = train(vecs, y, args.l2)
        model.save(learned.WEIGHTS_FILE)
        print(f"wrote {learned.WEIGHTS_FILE} ({len(model.weights)} weights)")


if __name__ == "__main__":
    main()
