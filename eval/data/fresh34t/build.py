"""Build fresh.jsonl from items.py (stdlib only).

Run from the repository root:  python3 eval/data/fresh34t/build.py
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
SPLIT = "fresh34t"


def rows():
    for label, lst in (("hostile", items.H), ("benign", items.B)):
        for entry in lst:
            if len(entry) != 4:
                raise SystemExit(f"bad tuple (len {len(entry)}): {entry!r}"[:200])
            lang, kind, technique, text = entry
            if lang not in LANGS:
                raise SystemExit(f"bad lang {lang!r}: {text[:60]!r}")
            if kind not in KINDS:
                raise SystemExit(f"bad kind {kind!r}: {text[:60]!r}")
            if not technique or not isinstance(technique, str):
                raise SystemExit(f"bad technique: {text[:60]!r}")
            if not isinstance(text, str) or not text.strip():
                raise SystemExit(f"empty text ({label}, {technique})")
            yield {"text": text, "label": label, "lang": lang, "kind": kind,
                   "technique": technique, "split": SPLIT}


def main():
    out = list(rows())
    seen = {}
    for r in out:
        key = r["text"].strip()
        if key in seen:
            raise SystemExit(f"duplicate text: {key[:80]!r}")
        seen[key] = r
    path = os.path.join(HERE, "fresh.jsonl")
    with open(path, "w", encoding="utf-8") as f:
        for r in out:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(out)} rows to {path}")
    for field in ("label", "lang", "kind"):
        c = Counter(r[field] for r in out)
        print(f"{field}: " + ", ".join(f"{k}={v}" for k, v in sorted(c.items())))
    c = Counter((r["label"], r["lang"]) for r in out)
    print("label x lang: " + ", ".join(f"{a}/{b}={v}" for (a, b), v in sorted(c.items())))
    c = Counter((r["label"], r["kind"]) for r in out)
    print("label x kind: " + ", ".join(f"{a}/{b}={v}" for (a, b), v in sorted(c.items())))
    c = Counter(r["technique"] for r in out if r["label"] == "hostile")
    hidden = sum(v for k, v in c.items() if k.startswith(("encoded-", "hidden-")))
    buried = sum(v for k, v in c.items() if k.startswith("buried-"))
    print(f"hostile hidden/encoded={hidden}, buried={buried}")
    plain = sum(1 for r in out if r["label"] == "benign" and "plain" in r["technique"])
    print(f"benign plain={plain}")


if __name__ == "__main__":
    main()
