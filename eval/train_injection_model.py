"""Train the learned part of the injection screen (hippocampus/screening/learned.py) and measure
it with one data set left out at a time.

    .venv/bin/python -m eval.train_injection_model --cv            # leave-one-set-out figures only (the ten sets)
    .venv/bin/python -m eval.train_injection_model --write         # train on every set, write the weights

Data (all development data, labelled hostile/benign, ten sets by eight writers): the corpus (both
splits), the red-team set, fresh34b, fresh34c, fresh34d (blind for detector .7, development data
from .8 on), the training sets gen34a (English-heavy), gen34b (Korean-heavy) and gen34c (direct and
encoded relay attacks), and the spent blind sets fresh34e and fresh34f (development data from .10
on). ``--extra`` adds gen34d (non-native and bilingual writers) and gen34e (structured artefacts:
YAML, logs, tables, runbooks), measured for .11 and .12 and not shipped (:data:`EXTRA_SETS`);
``--spent`` also the spent blind sets fresh34g-p (:data:`SPENT_SETS`). Detector .16's shipped
weights are trained with ``--extra --spent`` (twenty-two sets: fresh34n, fresh34o and fresh34p,
the blind sets of .14, joined). eval/data/fresh34q and fresh34r were the blind sets of .16 (and of
.14 beside it); spent, not in .16's weights: the next detector may train on them and needs a new
blind set.
Detector .21's weights (shipped) are trained with ``--extra --spent`` on twenty-seven sets: fresh34q-u,
the blind sets of .16-.20, joined. Detector .22's (shipped) on twenty-nine: fresh34v and fresh34w,
.21's blind sets, joined. eval/data/fresh34x was .22's (and .21's) blind set: spent, not in its
weights. Detector .24's (shipped) on thirty-one: fresh34x and fresh34y (.23's blind set), joined;
eval/data/fresh34z and fresh34aa are .24's blind sets (spent), in :data:`SPENT_SETS` since session 18:
weights trained on those thirty-three sets were measured (left out one set at a time 4,973 / 6,985 hostile
flagged, 103 / 7,189 honest; blind on fresh34ab 91 / 150 and 3 / 150 against .24's 89 and 3) and **not
shipped**: they flag a pinned honest Korean note (tests/unit/test_screening_v24.py's "JSON 디코딩 오류로 배치
실행 실패 …", 0.48). Detector .25 keeps .24's weights (thirty-one sets), so ``--write`` here no longer
reproduces the shipped file. eval/data/fresh34ab was .24's blind set (spent).

Model: logistic regression over naive-Bayes-scaled features (each n-gram's present/absent value
multiplied by its smoothed log-count ratio hostile/benign in the training rows, :data:`NB`; the
ratio is folded into the shipped weights, so the screen reads them as before), L2,
class-balanced, full-batch gradient descent (Adam) with numpy, fixed seed, fixed number of steps.
Grouped cross-validation: train on the other sets, score the one left out (a new writer's set is the
closest thing to the hidden check); the pooled and per-set out-of-fold scores pick the blend
(docs/benchmarks/injection-screen.md).
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
    "fresh34d": DATA / "fresh34d" / "fresh.jsonl",
    "gen34a": DATA / "gen34a" / "fresh.jsonl",
    "gen34b": DATA / "gen34b" / "fresh.jsonl",
    "gen34c": DATA / "gen34c" / "fresh.jsonl",
    "fresh34e": DATA / "fresh34e" / "fresh.jsonl",
    "fresh34f": DATA / "fresh34f" / "fresh.jsonl",
}
#: Written for detector .11 and measured (``--extra``); in the shipped weights from .13 on. Before: trained with
#: them (and a blend re-chosen on the twelve sets) the screen did no better on the blind fresh34i
#: than .10 (165 / 216 detected, 13 / 217 flagged against 167 / 216, 11 / 217), so .10 stays.
#: Detector .12 measured them again with .10's blend: the ten sets left out gain 30 detected and
#: lose 3 flagged when their fold models also learn from these two, but the weights trained on all
#: twelve flag a pinned honest Korean warning on the model alone (p 0.884 against 0.88:
#: "`rm -rf` 는 … 모든 파일을 삭제할 수 있으니 경로를 꼭 확인하세요"), and a stand-alone threshold
#: above it costs more detection left out than the two sets add; so the shipped weights stay .10's.
EXTRA_SETS = {
    "gen34d": DATA / "gen34d" / "fresh.jsonl",
    "gen34e": DATA / "gen34e" / "fresh.jsonl",
}
#: The blind sets of detectors .10-.13, spent once scored: seven more writers (a QA engineer, a
#: researcher, an auditor, a weekend tester, a product-security engineer, a framework maintainer, an
#: LLM-ops engineer; fresh34m joins from .14).
#: In the shipped weights from .13 on (with EXTRA_SETS): left out one at a time, the eighteen sets
#: gain on the fresh writers (fresh34k 178/220 at 9/221 with its fold model vs 169 for .12 blind).
SPENT_SETS = {
    "fresh34g": DATA / "fresh34g" / "fresh.jsonl",
    "fresh34h": DATA / "fresh34h" / "fresh.jsonl",
    "fresh34i": DATA / "fresh34i" / "fresh.jsonl",
    "fresh34j": DATA / "fresh34j" / "fresh.jsonl",
    "fresh34k": DATA / "fresh34k" / "fresh.jsonl",
    "fresh34l": DATA / "fresh34l" / "fresh.jsonl",
    "fresh34m": DATA / "fresh34m" / "fresh.jsonl",
    # detector .16: the blind sets of .14 (fresh34n, fresh34o) and of .14 once more (fresh34p, an insider's notes)
    "fresh34n": DATA / "fresh34n" / "fresh.jsonl",
    "fresh34o": DATA / "fresh34o" / "fresh.jsonl",
    "fresh34p": DATA / "fresh34p" / "fresh.jsonl",
    # detector .20: the blind sets of .16/.17 (fresh34q, a purple team; fresh34r, an adversarial-ML researcher) and
    # of .17/.18 (fresh34s, a QA engineer's 200 honest handoffs full of imperatives and 100 injections)
    "fresh34q": DATA / "fresh34q" / "fresh.jsonl",
    "fresh34r": DATA / "fresh34r" / "fresh.jsonl",
    "fresh34s": DATA / "fresh34s" / "fresh.jsonl",
    # detector .21: the blind sets of .20 (fresh34t, a security consultant's sign-off data; fresh34u, a Korean
    # fintech platform lead's notes)
    "fresh34t": DATA / "fresh34t" / "fresh.jsonl",
    "fresh34u": DATA / "fresh34u" / "fresh.jsonl",
    # detector .22: the blind sets of .21 (fresh34v, a Korean game studio's DevOps lead; fresh34w, a logistics
    # data-platform engineer from an AI-safety red team)
    "fresh34v": DATA / "fresh34v" / "fresh.jsonl",
    "fresh34w": DATA / "fresh34w" / "fresh.jsonl",
    # detector .24: the blind sets of .22 (fresh34x, a Korean public-sector SI developer) and of .23 (fresh34y,
    # a Korean university ML lab's infrastructure postdoc)
    "fresh34x": DATA / "fresh34x" / "fresh.jsonl",
    "fresh34y": DATA / "fresh34y" / "fresh.jsonl",
    # detector .25: the blind sets of .24 (fresh34z, a Korean-American SaaS founder's notes; fresh34aa, a Korean
    # robotics start-up's firmware engineer)
    "fresh34z": DATA / "fresh34z" / "fresh.jsonl",
    "fresh34aa": DATA / "fresh34aa" / "fresh.jsonl",
    # session 19: the blind sets of .24 (fresh34ab, a Korean mobile game studio's live-ops engineer) and of .25
    # (fresh34ac, a solo SaaS developer working with two coding agents)
    "fresh34ab": DATA / "fresh34ab" / "fresh.jsonl",
    "fresh34ac": DATA / "fresh34ac" / "fresh.jsonl",
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
    short ones joined up to ~500 characters), benign, used for training only (never scored).
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
L2 = 3e-5
#: Smoothing of the naive-Bayes log-count ratios (0: plain logistic regression, as in detector .7).
NB = 0.25


def nb_ratios(vecs: list[dict[int, float]], y: np.ndarray, alpha: float) -> dict[int, float]:
    """Per bucket: log of (share of hostile rows that have it) / (share of benign rows that have
    it), each count smoothed by ``alpha``."""
    pos: dict[int, int] = {}
    neg: dict[int, int] = {}
    for vec, label in zip(vecs, y, strict=True):
        counts = pos if label == 1 else neg
        for k in vec:
            counts[k] = counts.get(k, 0) + 1
    n_pos, n_neg = float(y.sum()), float(len(y) - y.sum())
    return {k: float(np.log(((pos.get(k, 0) + alpha) / (n_pos + alpha)) / ((neg.get(k, 0) + alpha) / (n_neg + alpha))))
            for k in pos.keys() | neg.keys()}


def train(vecs: list[dict[int, float]], y: np.ndarray, l2: float, steps: int = 0, lr: float = 0.05, nb: float | None = None) -> learned.Model:
    """Fit on ``vecs``; with ``nb`` (default :data:`NB`) each feature is scaled by its log-count
    ratio first and the returned weights have the ratio folded in (same inference as plain LR)."""
    steps = steps or STEPS
    nb = NB if nb is None else nb
    ratios = nb_ratios(vecs, y, nb) if nb > 0 else None
    if ratios is not None:
        vecs = [{k: v * ratios[k] for k, v in vec.items()} for vec in vecs]
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
    if ratios is not None:
        w = w * np.array([ratios[inv[c]] for c in range(dim)])
    weights = {inv[c]: float(w[c]) for c in range(dim) if abs(w[c]) >= 1e-4}
    return learned.Model(float(b), weights)


def cv(rows: list[dict[str, Any]], vecs: list[dict[int, float]], y: np.ndarray, l2: float, nb: float) -> tuple[np.ndarray, np.ndarray]:
    """Leave one set out: for each development set, the model trained on the other sets (and any
    training-only rows, ``--docs``) scores it. Returns the model's own out-of-fold probability of
    every row and the screen's out-of-fold score (``detector.screen`` as shipped, with that fold's
    model in place of the shipped weights)."""
    model_oof, screen_oof = np.zeros(len(rows)), np.zeros(len(rows))
    saved = learned.model
    try:
        for name in SETS:
            tr = [i for i, r in enumerate(rows) if r["set"] != name]
            fold = train([vecs[i] for i in tr], y[tr], l2, nb=nb)
            learned.model = lambda fold=fold: fold  # type: ignore[assignment]
            detector.screen.cache_clear()
            for i, r in enumerate(rows):
                if r["set"] == name:
                    model_oof[i] = fold.probability(vecs[i])
                    screen_oof[i] = detector.screen(r["text"]).score
    finally:
        learned.model = saved
        detector.screen.cache_clear()
    return model_oof, screen_oof


def report(rows: list[dict[str, Any]], y: np.ndarray, score: np.ndarray, threshold: float, label: str) -> dict[str, Any]:
    """Detected and flagged per development set, pooled over them ("all"), and pooled by language."""
    parts, out = [], {}
    langs = sorted({str(r.get("lang") or "?") for r in rows if r["set"] in SETS})
    groups = [*SETS, "all", *(f"lang:{lang}" for lang in langs)]
    for name in groups:
        if name.startswith("lang:"):
            sel = np.array([r["set"] in SETS and str(r.get("lang") or "?") == name[5:] for r in rows])
        else:
            sel = np.array([r["set"] == name or (name == "all" and r["set"] in SETS) for r in rows])
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
    ap.add_argument("--nb", type=float, default=NB, help="naive-Bayes smoothing; 0 for plain logistic regression (detector .7)")
    ap.add_argument("--steps", type=int, default=0)
    ap.add_argument("--extra", action="store_true", help="also the sets of EXTRA_SETS (measured for .11, not in the shipped weights)")
    ap.add_argument("--spent", action="store_true", help="also the spent blind sets of SPENT_SETS (fresh34g/h/i)")
    ap.add_argument("--docs", action="store_true", help="also train on docs/ paragraphs as benign (training only, never scored)")
    ap.add_argument("--json", type=Path, default=None, help="write the leave-one-set-out figures here (with --cv)")
    args = ap.parse_args()
    if args.steps:
        globals()["STEPS"] = args.steps
    if args.extra:
        SETS.update(EXTRA_SETS)
    if args.spent:
        SETS.update(SPENT_SETS)
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
        model_oof, screen_oof = cv(rows, vecs, y, args.l2, args.nb)
        for t in (0.5, 0.7, 0.85, 0.9):
            report(rows, y, model_oof, t, f"model alone, oof l2={args.l2}")
        res = report(rows, y, screen_oof, detector.THRESHOLD, f"screen {detector.VERSION}, oof")
        if args.json:
            args.json.write_text(json.dumps({"detector": detector.VERSION, "l2": args.l2, "nb": args.nb, "steps": STEPS, "seed": SEED,
                                             "sets": list(SETS), "docs": args.docs,
                                             "design": "leave one set out: each set scored by the screen with the model trained on the other sets",
                                             "rules_alone": rules_alone,
                                             "screen_out_of_fold": res}, indent=2) + "\n", encoding="utf-8")
    if args.write:
        model = train(vecs, y, args.l2, nb=args.nb)
        model.save(learned.WEIGHTS_FILE)
        print(f"wrote {learned.WEIGHTS_FILE} ({len(model.weights)} weights)")


if __name__ == "__main__":
    main()
