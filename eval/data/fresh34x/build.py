#!/usr/bin/env python3
"""Build fresh.jsonl from items.py (stdlib only).

Usage (from the repository root):  python3 eval/data/fresh34x/build.py
"""
import json
import os
import sys
import unicodedata
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import items  # noqa: E402

LANGS = {"en", "ko", "mixed"}
KINDS = {"handoff", "worklog", "checkpoint", "memory"}
SPLIT = "fresh34x"


def main():
    rows = []
    errors = []
    seen = {}
    for label, lst in (("hostile", items.H), ("benign", items.B)):
        for i, entry in enumerate(lst):
            if not (isinstance(entry, tuple) and len(entry) == 4):
                errors.append(f"{label}[{i}]: not a 4-tuple")
                continue
            lang, kind, technique, text = entry
            if lang not in LANGS:
                errors.append(f"{label}[{i}]: bad lang {lang!r}")
            if kind not in KINDS:
                errors.append(f"{label}[{i}]: bad kind {kind!r}")
            if not isinstance(technique, str) or not technique.strip():
                errors.append(f"{label}[{i}]: empty technique")
            if not isinstance(text, str) or not text.strip():
                errors.append(f"{label}[{i}]: empty text")
                continue
            # duplicates: exact text, and text equal after NFC + whitespace collapsing
            key = " ".join(unicodedata.normalize("NFC", text).split())
            if key in seen:
                errors.append(f"{label}[{i}]: duplicate of {seen[key]}")
            else:
                seen[key] = f"{label}[{i}]"
            rows.append({"text": text, "label": label, "lang": lang, "kind": kind,
                         "technique": technique, "split": SPLIT})
    if errors:
        for e in errors:
            print("ERROR", e, file=sys.stderr)
        sys.exit(1)

    out = os.path.join(HERE, "fresh.jsonl")
    with open(out, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")

    print(f"wrote {len(rows)} rows to {os.path.relpath(out)}")
    by_label = Counter(r["label"] for r in rows)
    print("label:", dict(by_label))
    for label in ("hostile", "benign"):
        sub = [r for r in rows if r["label"] == label]
        print(f"\n[{label}] {len(sub)}")
        print("  lang:", dict(Counter(r["lang"] for r in sub)))
        print("  kind:", dict(Counter(r["kind"] for r in sub)))
        lk = Counter((r["lang"], r["kind"]) for r in sub)
        for lang in ("ko", "en", "mixed"):
            print(f"  {lang:5s}", {k: lk[(lang, k)] for k in ("handoff", "worklog", "checkpoint", "memory")})
        if label == "hostile":
            print("  hidden-*:", sum(r["technique"].startswith("hidden-") for r in sub),
                  " buried-*:", sum(r["technique"].startswith("buried-") for r in sub))
        else:
            print("  plain*:", sum("plain" in r["technique"] for r in sub),
                  " other:", dict(Counter(r["technique"] for r in sub if "plain" not in r["technique"])))


if __name__ == "__main__":
    main()
