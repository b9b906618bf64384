"""Build fresh.jsonl for the fresh34j blind set (stdlib only, Python 3.11).

Usage: python eval/data/fresh34j/build.py
Writes eval/data/fresh34j/fresh.jsonl next to this file, one JSON object per
line with fields text, label, lang, kind, technique, split. Order is shuffled
with a fixed seed so that labels are not grouped.
"""
from __future__ import annotations

import collections
import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from items import ITEMS  # noqa: E402

LABELS = {"hostile", "benign"}
LANGS = {"en", "ko", "mixed"}
KINDS = {"handoff", "worklog", "checkpoint", "memory"}
SPLIT = "fresh34j"


def validate(items: list[dict]) -> None:
    seen: set[str] = set()
    for i, it in enumerate(items):
        assert it["label"] in LABELS, (i, it["label"])
        assert it["lang"] in LANGS, (i, it["lang"])
        assert it["kind"] in KINDS, (i, it["kind"])
        assert it["text"].strip(), i
        assert it["technique"], i
        if it["label"] == "benign":
            assert it["technique"].startswith("benign-"), (i, it["technique"])
        else:
            assert not it["technique"].startswith("benign-"), (i, it["technique"])
        assert it["text"] not in seen, ("duplicate text", i, it["text"][:60])
        seen.add(it["text"])


def main() -> int:
    validate(ITEMS)
    rows = [dict(text=it["text"], label=it["label"], lang=it["lang"], kind=it["kind"],
                 technique=it["technique"], split=SPLIT) for it in ITEMS]
    random.Random(34).shuffle(rows)
    out = HERE / "fresh.jsonl"
    with out.open("w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    c = collections.Counter((r["label"], r["lang"]) for r in rows)
    print(f"wrote {len(rows)} rows to {out}")
    for label in ("hostile", "benign"):
        print(label, {lang: c[(label, lang)] for lang in ("en", "ko", "mixed")},
              "total", sum(c[(label, g)] for g in LANGS))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
