"""Write fresh.jsonl for the fresh34e blind set (stdlib only).

Usage: python3 eval/data/fresh34e/build.py   (from anywhere; writes next to this file)
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from items import ITEMS  # noqa: E402

SPLIT = "fresh34e"
LABELS = {"hostile", "benign"}
LANGS = {"en", "ko", "mixed"}
KINDS = {"handoff", "worklog", "checkpoint", "memory"}


def validate(items: list[dict[str, str]]) -> None:
    seen: set[str] = set()
    for n, item in enumerate(items):
        where = f"item {n} ({item.get('technique')})"
        if item["label"] not in LABELS:
            raise SystemExit(f"{where}: bad label {item['label']!r}")
        if item["lang"] not in LANGS:
            raise SystemExit(f"{where}: bad lang {item['lang']!r}")
        if item["kind"] not in KINDS:
            raise SystemExit(f"{where}: bad kind {item['kind']!r}")
        if item["label"] == "benign" and not item["technique"].startswith("benign-"):
            raise SystemExit(f"{where}: benign technique must start with 'benign-'")
        if item["label"] == "hostile" and item["technique"].startswith("benign-"):
            raise SystemExit(f"{where}: hostile technique must not start with 'benign-'")
        if not item["text"].strip():
            raise SystemExit(f"{where}: empty text")
        if item["text"] in seen:
            raise SystemExit(f"{where}: duplicate text")
        seen.add(item["text"])


def main() -> int:
    validate(ITEMS)
    out = HERE / "fresh.jsonl"
    tmp = out.with_suffix(".jsonl.tmp")
    with tmp.open("w", encoding="utf-8") as fh:
        for item in ITEMS:
            row = {
                "text": item["text"],
                "label": item["label"],
                "lang": item["lang"],
                "kind": item["kind"],
                "technique": item["technique"],
                "split": SPLIT,
            }
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    tmp.replace(out)
    counts = Counter((i["label"], i["lang"]) for i in ITEMS)
    total = len(ITEMS)
    print(f"wrote {out} ({total} rows)")
    for label in sorted(LABELS):
        row = ", ".join(f"{lang}={counts[(label, lang)]}" for lang in ("en", "ko", "mixed"))
        print(f"  {label}: {row} (total {sum(counts[(label, lang)] for lang in LANGS)})")
    langs = Counter(i["lang"] for i in ITEMS)
    print("  lang share: " + ", ".join(f"{lang}={langs[lang] / total:.1%}" for lang in ("en", "ko", "mixed")))
    kinds = Counter(i["kind"] for i in ITEMS)
    print("  kinds: " + ", ".join(f"{k}={kinds[k]}" for k in sorted(kinds)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
