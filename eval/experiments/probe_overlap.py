"""Check the off-topic probe lists against every evaluation question we hold (issue 35, abst35c).

    python eval/experiments/probe_overlap.py [--work /work/lodo8] [--top 3] [--flag 0.90]

A probe list (hippocampus/search/nullfloor.py PROBES_EN/PROBES_KO, the lesson store's extra
NULL_PROBES in hippocampus/memory/lessons/semantic.py) sets what an unrelated question scores; if
a probe is an evaluation question, or a near-copy, or on the same topic, the evaluation measures
the probes against themselves. For every probe this prints the closest evaluation questions by
three tests: the same text after normalisation (exact), character-trigram Jaccard (near-copy)
and the embedder's query-query cosine (same topic, read by a person: the flag is only a prompt).

Sources: the search sets' unrelated questions (datasets.UNRELATED), the wiki's questions, the blind
everyday sets, the same-domain sets, the held-out question files (eval/data/heldout-search: the
final Obsidian set's matches are printed by id only, never its text), the lessons benchmark's
situations, probes and unrelated queries (eval/lessons_families.py), and the answerable questions
of every built set under ``--work`` (golden.jsonl, questions.json).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
HELD_OUT = "heldout-search/obsidian-help-final.json"


def _norm(text: str) -> str:
    return re.sub(r"[\W_]+", " ", text.lower()).strip()


def _trigrams(text: str) -> set[str]:
    t = f" {_norm(text)} "
    return {t[i:i + 3] for i in range(max(0, len(t) - 2))}


def sources(work: Path | None) -> list[tuple[str, str]]:
    """(label, question text) of every evaluation question found."""
    sys.path.insert(0, str(ROOT / "eval"))
    from hippocampus.evaluation.datasets import UNRELATED

    out = [("datasets.UNRELATED", q) for q in UNRELATED]
    data = ROOT / "hippocampus" / "evaluation" / "data"
    for q in json.loads((data / "johngrib_questions.json").read_text(encoding="utf-8"))["questions"]:
        out.append((f"johngrib:{q['id']}", q["query"]))
    for name in ("unrelated_en.json", "unrelated_ko.json"):
        out += [(f"{name}:{q['id']}", q["question"]) for q in json.loads((data / name).read_text(encoding="utf-8"))["questions"]]
    same = json.loads((data / "same_domain_unanswerable.json").read_text(encoding="utf-8"))
    out += [(f"same-domain:{k}", q) for k, v in same.items() if isinstance(v, list) for q in v]
    for path in sorted((ROOT / "eval" / "data" / "heldout-search").glob("*.json")):
        label = f"heldout-search/{path.name}"
        out += [(f"{label}:{q['id']}", q["question"]) for q in json.loads(path.read_text(encoding="utf-8"))]
    own = json.loads((ROOT / "eval" / "data" / "lessons_own_situations.json").read_text(encoding="utf-8"))
    for key in ("situations", "probes"):
        for x in own[key]:
            out.append((f"lessons_own_situations:{key}", x if isinstance(x, str) else str(x[-1])))
    dom = json.loads((ROOT / "eval" / "data" / "lessons_same_domain.json").read_text(encoding="utf-8"))
    out += [(f"lessons_same_domain:{k}", q) for k in ("en", "ko") for q in dom[k]]
    import lessons_families  # eval/lessons_families.py

    out += [("lessons_families.UNRELATED", q) for q in lessons_families.UNRELATED]
    for fam in lessons_families.FAMILIES if hasattr(lessons_families, "FAMILIES") else []:
        for key in ("phrases", "unseen"):
            out += [(f"lessons_families:{key}", q) for q in fam.get(key, [])]
    if work is not None:
        for d in sorted(p for p in work.iterdir() if p.is_dir()):
            if (d / "golden.jsonl").exists():
                for line in (d / "golden.jsonl").read_text(encoding="utf-8").splitlines():
                    if line.strip():
                        q = json.loads(line)
                        out.append((f"{d.name}:{q['id']}", q["query"]))
            if (d / "questions.json").exists():
                out += [(f"{d.name}:{q['id']}", q["question"]) for q in json.loads((d / "questions.json").read_text(encoding="utf-8"))]
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--work", type=Path, default=None)
    ap.add_argument("--top", type=int, default=3)
    ap.add_argument("--flag", type=float, default=0.90, help="query-query cosine printed as a possible same topic")
    ap.add_argument("--jaccard", type=float, default=0.30)
    ap.add_argument("--no-embed", action="store_true")
    args = ap.parse_args(argv)

    from hippocampus.memory.lessons.semantic import NULL_PROBES
    from hippocampus.search.nullfloor import PROBES_EN, PROBES_KO

    probes = list(dict.fromkeys([*PROBES_EN, *PROBES_KO, *NULL_PROBES]))
    qs = sources(args.work)
    print(f"{len(probes)} probes, {len(qs)} evaluation questions")
    normed = {_norm(t) for _, t in qs}
    tri = [_trigrams(t) for _, t in qs]
    vecs = None
    if not args.no_embed:
        from hippocampus.config import Settings
        from hippocampus.store.embedders import make_embedder

        emb = make_embedder(Settings())

        def embed(texts: list[str]) -> np.ndarray:
            m = np.stack([np.asarray(emb.embed_query(t), dtype=np.float32).reshape(-1) for t in texts])
            return m / np.maximum(np.linalg.norm(m, axis=1, keepdims=True), 1e-12)

        vecs = (embed(probes), embed([t for _, t in qs]))
    bad = 0
    for i, p in enumerate(probes):
        exact = _norm(p) in normed
        pt = _trigrams(p)
        jac = np.array([len(pt & t) / max(1, len(pt | t)) for t in tri])
        lines = []
        for j in np.argsort(-jac)[: args.top]:
            if jac[j] >= args.jaccard:
                lines.append(f"    near-copy {jac[j]:.2f} {_show(qs[j])}")
        if vecs is not None:
            cos = vecs[1] @ vecs[0][i]
            for j in np.argsort(-cos)[: args.top]:
                mark = " <<" if cos[j] >= args.flag else ""
                lines.append(f"    cosine {cos[j]:.3f} {_show(qs[j])}{mark}")
        flagged = exact or (jac.max() >= args.jaccard) or (vecs is not None and float((vecs[1] @ vecs[0][i]).max()) >= args.flag)
        bad += flagged
        print(f"{'FLAG ' if flagged else '     '}{'EXACT ' if exact else ''}{p}")
        print("\n".join(lines))
    print(f"{bad} of {len(probes)} probes flagged (exact, Jaccard >= {args.jaccard} or cosine >= {args.flag}): read each")
    return 0


def _show(q: tuple[str, str]) -> str:
    label, text = q
    return f"[{label}]" if HELD_OUT in label else f"[{label}] {text}"


if __name__ == "__main__":
    raise SystemExit(main())
