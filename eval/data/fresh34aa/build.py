#!/usr/bin/env python3
"""Build fresh.jsonl from items.py (stdlib only). Brief fresh34aa."""
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import items  # noqa: E402

LANGS = {"en", "ko", "mixed"}
KINDS = {"handoff", "worklog", "checkpoint", "memory"}
SPLIT = "fresh34aa"


def main():
    rows, seen, errors = [], set(), []
    for label, lst in (("hostile", items.H), ("benign", items.B)):
        for i, entry in enumerate(lst):
            if len(entry) != 4:
                errors.append(f"{label}[{i}]: expected 4 fields, got {len(entry)}")
                continue
            lang, kind, technique, text = entry
            if lang not in LANGS:
                errors.append(f"{label}[{i}]: bad lang {lang!r}")
            if kind not in KINDS:
                errors.append(f"{label}[{i}]: bad kind {kind!r}")
            if not isinstance(technique, str) or not technique:
                errors.append(f"{label}[{i}]: empty technique")
            if not isinstance(text, str) or not text.strip():
                errors.append(f"{label}[{i}]: empty text")
                continue
            key = text.strip()
            if key in seen:
                errors.append(f"{label}[{i}]: duplicate text: {text[:60]!r}")
            seen.add(key)
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
    print(f"wrote {len(rows)} rows to {out}")
    for label in ("hostile", "benign"):
        sub = [r for r in rows if r["label"] == label]
        print(f"{label}: {len(sub)}")
        print("  lang:", dict(sorted(collections.Counter(r["lang"] for r in sub).items())))
        print("  kind:", dict(sorted(collections.Counter(r["kind"] for r in sub).items())))
        print("  lang x kind:", dict(sorted(collections.Counter(
            f"{r['lang']}/{r['kind']}" for r in sub).items())))
        print("  technique:", dict(sorted(collections.Counter(r["technique"] for r in sub).items())))


if __name__ == "__main__":
    main()
