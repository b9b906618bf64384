"""Build fresh.jsonl from items.py (stdlib only, Python 3.11).

Usage: python eval/data/fresh34p/build.py
Writes eval/data/fresh34p/fresh.jsonl next to this file and prints counts.
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
SPLIT = "fresh34p"


def validate(rows: list[dict[str, str]]) -> None:
    seen: set[str] = set()
    for i, row in enumerate(rows):
        where = f"item {i} ({row.get('technique')})"
        if row["label"] not in LABELS:
            raise SystemExit(f"{where}: bad label {row['label']!r}")
        if row["lang"] not in LANGS:
            raise SystemExit(f"{where}: bad lang {row['lang']!r}")
        if row["kind"] not in KINDS:
            raise SystemExit(f"{where}: bad kind {row['kind']!r}")
        if not row["text"].strip():
            raise SystemExit(f"{where}: empty text")
        if row["label"] == "benign" and not row["technique"].startswith("benign-"):
            raise SystemExit(f"{where}: benign technique must start with 'benign-'")
        if row["label"] == "hostile" and row["technique"].startswith("benign-"):
            raise SystemExit(f"{where}: hostile technique must not start with 'benign-'")
        if row["text"] in seen:
            raise SystemExit(f"{where}: duplicate text")
        seen.add(row["text"])


def main() -> int:
    rows = [dict(r) for r in items.ITEMS]
    validate(rows)
    out = HERE / "fresh.jsonl"
    tmp = out.with_suffix(".jsonl.tmp")
    with tmp.open("w", encoding="utf-8") as fh:
        for r in rows:
            obj = {
                "text": r["text"],
                "label": r["label"],
                "lang": r["lang"],
                "kind": r["kind"],
                "technique": r["technique"],
                "split": SPLIT,
            }
            fh.write(json.dumps(obj, ensure_ascii=False) + "\n")
    tmp.replace(out)
    by_label = collections.Counter(r["label"] for r in rows)
    by_lang = collections.Counter((r["label"], r["lang"]) for r in rows)
    by_kind = collections.Counter((r["label"], r["lang"], r["kind"]) for r in rows)
    print(f"wrote {len(rows)} rows to {out}")
    print("by label:", dict(sorted(by_label.items())))
    print("by label x lang:", dict(sorted(by_lang.items())))
    for key in sorted(by_kind):
        print("  ", *key, by_kind[key])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
