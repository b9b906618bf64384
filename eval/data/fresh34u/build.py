#!/usr/bin/env python3
"""Build fresh.jsonl from items.py (stdlib only). Brief fresh34u."""
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import items  # noqa: E402

LANGS = {"en", "ko", "mixed"}
KINDS = {"handoff", "worklog", "checkpoint", "memory"}
SPLIT = "fresh34u"


def rows():
    for label, lst in (("hostile", items.H), ("benign", items.B)):
        for it in lst:
            if len(it) != 4:
                raise SystemExit(f"bad tuple (len {len(it)}): {it!r}")
            lang, kind, technique, text = it
            if lang not in LANGS:
                raise SystemExit(f"bad lang {lang!r}: {text[:60]!r}")
            if kind not in KINDS:
                raise SystemExit(f"bad kind {kind!r}: {text[:60]!r}")
            if not technique or not isinstance(technique, str):
                raise SystemExit(f"bad technique: {text[:60]!r}")
            if not isinstance(text, str) or not text.strip():
                raise SystemExit(f"empty text ({technique})")
            yield {"text": text, "label": label, "lang": lang, "kind": kind,
                   "technique": technique, "split": SPLIT}


def main():
    out = list(rows())
    seen = {}
    for r in out:
        key = r["text"]
        if key in seen:
            raise SystemExit(f"duplicate text: {key[:80]!r}")
        seen[key] = True
    path = os.path.join(HERE, "fresh.jsonl")
    with open(path, "w", encoding="utf-8") as f:
        for r in out:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(out)} rows to {path}")
    by_label = collections.Counter(r["label"] for r in out)
    print("label:", dict(by_label))
    for label in ("hostile", "benign"):
        sub = [r for r in out if r["label"] == label]
        print(f"{label} lang:", dict(collections.Counter(r["lang"] for r in sub)))
        print(f"{label} kind:", dict(collections.Counter(r["kind"] for r in sub)))
        print(f"{label} lang x kind:",
              dict(sorted(collections.Counter((r["lang"], r["kind"]) for r in sub).items())))
    plain = sum(1 for r in out if r["label"] == "benign" and "plain" in r["technique"])
    print("benign plain:", plain, " benign other:", by_label["benign"] - plain)


if __name__ == "__main__":
    main()
