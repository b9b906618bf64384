"""Write fresh.jsonl for the fresh34m blind set (stdlib only, Python 3.11).

    python3 eval/data/fresh34m/build.py
"""
from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import items  # noqa: E402

LABELS = {"hostile", "benign"}
LANGS = {"en", "ko", "mixed"}
KINDS = {"handoff", "worklog", "checkpoint", "memory"}
FIELDS = ("text", "label", "lang", "kind", "technique", "split")


def main() -> int:
    rows = items.all_items()
    seen: set[str] = set()
    for r in rows:
        assert r["label"] in LABELS, r
        assert r["lang"] in LANGS, r
        assert r["kind"] in KINDS, r
        assert r["text"].strip(), r
        if r["label"] == "benign":
            assert r["technique"].startswith("benign-"), r
        assert r["text"] not in seen, f"duplicate text: {r['text'][:60]}"
        seen.add(r["text"])
    out = HERE / "fresh.jsonl"
    with out.open("w", encoding="utf-8") as fh:
        for r in rows:
            rec = {k: r[k] for k in FIELDS}
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    counts = Counter((r["label"], r["lang"]) for r in rows)
    for key in sorted(counts):
        print(*key, counts[key])
    groups = Counter((r["label"], r["group"]) for r in rows)
    for key in sorted(groups):
        print("group", *key, groups[key])
    print("total", len(rows), "->", out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
