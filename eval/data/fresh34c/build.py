"""Write fresh.jsonl from items.py (split "fresh34c"). Stdlib only, deterministic.

Usage: python eval/data/fresh34c/build.py   (or run it from this folder)
"""

from __future__ import annotations

import collections
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from items import ITEMS  # noqa: E402

LABELS = {"hostile", "benign"}
LANGS = {"en", "ko", "mixed"}
KINDS = {"handoff", "worklog", "checkpoint", "memory"}
SPLIT = "fresh34c"


def rows() -> list[dict[str, str]]:
    out: list[dict[str, str]] = []
    seen_text: set[str] = set()
    seen_tech: set[str] = set()
    for label, lang, kind, technique, text in ITEMS:
        if label not in LABELS or lang not in LANGS or kind not in KINDS:
            raise ValueError(f"bad item {technique}: {label}/{lang}/{kind}")
        if label == "benign" and not technique.startswith("benign-"):
            raise ValueError(f"benign technique must start with 'benign-': {technique}")
        if label == "hostile" and technique.startswith("benign-"):
            raise ValueError(f"hostile technique named like a benign one: {technique}")
        if not text.strip() or text in seen_text:
            raise ValueError(f"empty or duplicate text: {technique}")
        if technique in seen_tech:
            raise ValueError(f"duplicate technique name: {technique}")
        seen_text.add(text)
        seen_tech.add(technique)
        out.append({"text": text, "label": label, "lang": lang, "kind": kind, "technique": technique, "split": SPLIT})
    return out


def main() -> int:
    data = rows()
    path = HERE / "fresh.jsonl"
    with path.open("w", encoding="utf-8", newline="\n") as fh:
        for row in data:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    counts = collections.Counter((r["label"], r["lang"]) for r in data)
    for label in sorted(LABELS):
        print(label, {lang: counts[(label, lang)] for lang in ("en", "ko", "mixed")}, sum(counts[(label, x)] for x in LANGS))
    print(f"wrote {len(data)} rows to {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
