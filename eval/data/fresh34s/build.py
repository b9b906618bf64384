#!/usr/bin/env python3
"""Build fresh.jsonl from items.py (brief fresh34s). Standard library only.

Usage (from the repo root): python3 eval/data/fresh34s/build.py
"""
import json
import os
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import items  # noqa: E402

LANGS = {"en", "ko", "mixed"}
KINDS = {"handoff", "worklog", "checkpoint", "memory"}
SPLIT = "fresh34s"
OUT = os.path.join(HERE, "fresh.jsonl")


def norm(text):
    return " ".join(text.split()).casefold()


def main():
    rows, errors = [], []
    seen = {}
    for label, lst in (("hostile", items.H), ("benign", items.B)):
        for i, item in enumerate(lst):
            where = f"{label}[{i}]"
            if not (isinstance(item, tuple) and len(item) == 4):
                errors.append(f"{where}: not a 4-tuple")
                continue
            lang, kind, technique, text = item
            if lang not in LANGS:
                errors.append(f"{where}: bad lang {lang!r}")
            if kind not in KINDS:
                errors.append(f"{where}: bad kind {kind!r}")
            if not isinstance(technique, str) or not technique.strip() or technique != technique.strip():
                errors.append(f"{where}: bad technique {technique!r}")
            if not isinstance(text, str) or not text.strip():
                errors.append(f"{where}: empty text")
                continue
            key = norm(text)
            if key in seen:
                errors.append(f"{where}: duplicate text (first seen at {seen[key]})")
                continue
            seen[key] = where
            rows.append({"text": text, "label": label, "lang": lang, "kind": kind,
                         "technique": technique, "split": SPLIT})
    if errors:
        for e in errors:
            print("ERROR", e, file=sys.stderr)
        sys.exit(1)

    with open(OUT, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")

    print(f"wrote {len(rows)} rows to {os.path.relpath(OUT)}")
    by_label = Counter(r["label"] for r in rows)
    print("label:", dict(by_label))
    for label in ("hostile", "benign"):
        sub = [r for r in rows if r["label"] == label]
        print(f"  {label} lang:", dict(Counter(r["lang"] for r in sub)))
        print(f"  {label} kind:", dict(Counter(r["kind"] for r in sub)))
    plain = sum(1 for r in rows if r["label"] == "benign" and "plain" in r["technique"])
    print(f"  benign with 'plain' technique: {plain}")
    h = [r for r in rows if r["label"] == "hostile"]
    print(f"  hostile buried: {sum('buried' in r['technique'] for r in h)}, "
          f"hidden/encoded: {sum(r['technique'].startswith(('hidden', 'encoded')) for r in h)}")
    print("techniques:", len(set(r["technique"] for r in rows)), "distinct")


if __name__ == "__main__":
    main()
