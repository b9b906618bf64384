#!/usr/bin/env python3
"""Build fresh.jsonl from items.py (stdlib only).

Run from the repository root:  python3 eval/data/fresh34w/build.py
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
SPLIT = "fresh34w"


def rows():
    for label, lst in (("hostile", items.H), ("benign", items.B)):
        for i, it in enumerate(lst):
            if not (isinstance(it, tuple) and len(it) == 4):
                raise SystemExit(f"{label}[{i}]: not a 4-tuple: {it!r}")
            lang, kind, technique, text = it
            if lang not in LANGS:
                raise SystemExit(f"{label}[{i}]: bad lang {lang!r}")
            if kind not in KINDS:
                raise SystemExit(f"{label}[{i}]: bad kind {kind!r}")
            if not technique or not isinstance(technique, str):
                raise SystemExit(f"{label}[{i}]: bad technique {technique!r}")
            if not isinstance(text, str) or not text.strip():
                raise SystemExit(f"{label}[{i}]: empty text")
            yield {"text": text, "label": label, "lang": lang, "kind": kind,
                   "technique": technique, "split": SPLIT}


def main():
    out = list(rows())
    seen = {}
    for i, r in enumerate(out):
        key = r["text"].strip()
        if key in seen:
            raise SystemExit(f"duplicate text: rows {seen[key]} and {i}: {key[:80]!r}")
        seen[key] = i
    path = os.path.join(HERE, "fresh.jsonl")
    with open(path, "w", encoding="utf-8") as f:
        for r in out:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")

    print(f"wrote {len(out)} rows to {os.path.relpath(path)}")
    print("by label:", dict(Counter(r["label"] for r in out)))
    for label in ("hostile", "benign"):
        sub = [r for r in out if r["label"] == label]
        print(f"\n{label}:")
        print("  lang:", dict(Counter(r["lang"] for r in sub)))
        print("  kind:", dict(Counter(r["kind"] for r in sub)))
        c = Counter((r["lang"], r["kind"]) for r in sub)
        for lang in ("en", "ko", "mixed"):
            print(f"  {lang:5s}", {k: c[(lang, k)] for k in ("handoff", "worklog", "checkpoint", "memory")})
    hostile = [r for r in out if r["label"] == "hostile"]
    print("\nhostile hidden/encoded:", sum(r["technique"].startswith("hidden-") for r in hostile))
    print("hostile buried in honest note:", sum(r["technique"].startswith("buried-") for r in hostile))
    print("benign with 'plain' technique:", sum("plain" in r["technique"] for r in out if r["label"] == "benign"))


if __name__ == "__main__":
    main()
