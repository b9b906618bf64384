"""Build fresh.jsonl from items.py (held-out blind set fresh34h). Stdlib only, Python 3.11.

Usage: python3 eval/data/fresh34h/build.py
"""
from __future__ import annotations

import collections
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import items  # noqa: E402

LABELS = {"hostile", "benign"}
LANGS = {"en", "ko", "mixed"}
KINDS = {"handoff", "worklog", "checkpoint", "memory"}
SPLIT = "fresh34h"


def main() -> int:
    rows = []
    seen: set[str] = set()
    for label, kind, lang, tech, text in items.ITEMS:
        assert label in LABELS, label
        assert kind in KINDS, kind
        assert lang in LANGS, lang
        assert tech and text.strip(), (tech, text)
        if label == "benign":
            assert tech.startswith("benign-"), tech
        else:
            assert not tech.startswith("benign-"), tech
        if text in seen:
            raise SystemExit(f"duplicate text: {text[:80]!r}")
        seen.add(text)
        rows.append({"text": text, "label": label, "lang": lang, "kind": kind,
                     "technique": tech, "split": SPLIT})
    out = HERE / "fresh.jsonl"
    with out.open("w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    c = collections.Counter((r["label"], r["lang"]) for r in rows)
    print(f"wrote {len(rows)} rows to {out}")
    for label in ("hostile", "benign"):
        parts = ", ".join(f"{lang}={c[(label, lang)]}" for lang in ("en", "ko", "mixed"))
        print(f"  {label}: {sum(c[(label, lang)] for lang in LANGS)} ({parts})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
