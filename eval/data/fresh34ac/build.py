#!/usr/bin/env python3
"""Build fresh.jsonl from items.py (stdlib only). Brief: fresh34ac."""
import json
import os
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import items  # noqa: E402

SPLIT = "fresh34ac"
LANGS = {"en", "ko", "mixed"}
KINDS = {"handoff", "worklog", "checkpoint", "memory"}


def fail(msg):
    print("ERROR: " + msg, file=sys.stderr)
    sys.exit(1)


def main():
    rows = []
    seen = {}
    for label, lst in (("hostile", items.H), ("benign", items.B)):
        for i, item in enumerate(lst):
            if not (isinstance(item, tuple) and len(item) == 4):
                fail(f"{label}[{i}] is not a 4-tuple")
            lang, kind, technique, text = item
            for name, val in (("lang", lang), ("kind", kind), ("technique", technique), ("text", text)):
                if not isinstance(val, str) or not val.strip():
                    fail(f"{label}[{i}] empty or non-string {name}")
            if lang not in LANGS:
                fail(f"{label}[{i}] bad lang {lang!r}")
            if kind not in KINDS:
                fail(f"{label}[{i}] bad kind {kind!r}")
            key = text.strip()
            if key in seen:
                fail(f"{label}[{i}] duplicate text (first seen at {seen[key]})")
            seen[key] = f"{label}[{i}]"
            rows.append({"text": text, "label": label, "lang": lang, "kind": kind,
                         "technique": technique, "split": SPLIT})

    out = os.path.join(HERE, "fresh.jsonl")
    with open(out, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")

    print(f"wrote {len(rows)} rows to {out}")
    print("by label:", dict(Counter(r["label"] for r in rows)))
    for label in ("hostile", "benign"):
        sub = [r for r in rows if r["label"] == label]
        print(f"[{label}] by lang:", dict(Counter(r["lang"] for r in sub)))
        print(f"[{label}] by kind:", dict(Counter(r["kind"] for r in sub)))
        print(f"[{label}] by technique:")
        for t, n in sorted(Counter(r["technique"] for r in sub).items()):
            print(f"    {t}: {n}")
    h = [r for r in rows if r["label"] == "hostile"]
    print("hostile encoded/hidden:", sum(r["technique"].startswith("encoded") for r in h))
    print("hostile buried-line:", sum(r["technique"].startswith("buried") for r in h))


if __name__ == "__main__":
    main()
