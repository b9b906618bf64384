"""Build fresh.jsonl from items.py (stdlib only, Python 3.11).

Usage: python3 eval/data/fresh34k/build.py
Writes eval/data/fresh34k/fresh.jsonl and prints counts by label x lang.
"""
from __future__ import annotations

import collections
import json
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from items import ITEMS  # noqa: E402

LABELS = {"hostile", "benign"}
LANGS = {"en", "ko", "mixed"}
KINDS = {"handoff", "worklog", "checkpoint", "memory"}
SPLIT = "fresh34k"


def validate(items: list[dict]) -> None:
    seen: set[str] = set()
    for n, it in enumerate(items):
        assert it["label"] in LABELS, (n, it["label"])
        assert it["lang"] in LANGS, (n, it["lang"])
        assert it["kind"] in KINDS, (n, it["kind"])
        assert it["text"].strip(), n
        assert it["technique"], n
        if it["label"] == "benign":
            assert it["technique"].startswith("benign-"), (n, it["technique"])
        else:
            assert not it["technique"].startswith("benign-"), (n, it["technique"])
        assert it["text"] not in seen, ("duplicate text", n, it["text"][:60])
        seen.add(it["text"])


def main() -> None:
    validate(ITEMS)
    out = HERE / "fresh.jsonl"
    with out.open("w", encoding="utf-8") as fh:
        for it in ITEMS:
            rec = {"text": it["text"], "label": it["label"], "lang": it["lang"],
                   "kind": it["kind"], "technique": it["technique"], "split": SPLIT}
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    counts = collections.Counter((it["label"], it["lang"]) for it in ITEMS)
    print(f"wrote {len(ITEMS)} items to {out}")
    for label in ("hostile", "benign"):
        row = {lang: counts[(label, lang)] for lang in ("en", "ko", "mixed")}
        print(f"  {label:8s} {row}  total {sum(row.values())}")
    kinds = collections.Counter((it["label"], it["kind"]) for it in ITEMS)
    print("  kinds:", dict(sorted(kinds.items())))


if __name__ == "__main__":
    main()
