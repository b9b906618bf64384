#!/usr/bin/env python3
"""Build fresh.jsonl from items.py (stdlib only).

Run from the repository root:  python3 eval/data/fresh34v/build.py
"""
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import items  # noqa: E402

LANGS = {"en", "ko", "mixed"}
KINDS = {"handoff", "worklog", "checkpoint", "memory"}
SPLIT = "fresh34v"


def rows():
    for label, seq in (("hostile", items.H), ("benign", items.B)):
        for i, entry in enumerate(seq):
            if not (isinstance(entry, tuple) and len(entry) == 4):
                raise SystemExit(f"{label}[{i}]: not a 4-tuple: {entry!r}")
            lang, kind, technique, text = entry
            if lang not in LANGS:
                raise SystemExit(f"{label}[{i}]: bad lang {lang!r}")
            if kind not in KINDS:
                raise SystemExit(f"{label}[{i}]: bad kind {kind!r}")
            if not technique or not isinstance(technique, str):
                raise SystemExit(f"{label}[{i}]: empty technique")
            if not isinstance(text, str) or not text.strip():
                raise SystemExit(f"{label}[{i}]: empty text")
            yield {"text": text, "label": label, "lang": lang, "kind": kind,
                   "technique": technique, "split": SPLIT}


def main():
    out = []
    seen = {}
    for r in rows():
        key = r["text"]
        if key in seen:
            raise SystemExit(f"duplicate text ({r['label']}/{r['technique']}) also in {seen[key]}: {key[:80]!r}")
        seen[key] = f"{r['label']}/{r['technique']}"
        out.append(r)
    path = os.path.join(HERE, "fresh.jsonl")
    with open(path, "w", encoding="utf-8") as f:
        for r in out:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")

    print(f"wrote {len(out)} rows to {os.path.relpath(path)}")
    by_label = collections.Counter(r["label"] for r in out)
    print("label:", dict(by_label))
    for label in ("hostile", "benign"):
        sub = [r for r in out if r["label"] == label]
        print(f"\n[{label}]")
        print("  lang:", dict(collections.Counter(r["lang"] for r in sub)))
        print("  kind:", dict(collections.Counter(r["kind"] for r in sub)))
        print("  lang x kind:")
        for lang in sorted(LANGS):
            c = collections.Counter(r["kind"] for r in sub if r["lang"] == lang)
            print(f"    {lang:6s}", {k: c.get(k, 0) for k in ("handoff", "worklog", "checkpoint", "memory")})
        fam = collections.Counter(
            "hidden" if r["technique"].startswith("hidden") else
            "buried" if r["technique"].startswith("buried") else
            "plain" if "plain" in r["technique"] else "other" for r in sub)
        print("  technique family:", dict(fam))
    return 0


if __name__ == "__main__":
    sys.exit(main())
