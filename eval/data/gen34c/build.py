"""Build fresh.jsonl for the gen34c training set from items.py.

Usage: python3 eval/data/gen34c/build.py   (stdlib only, Python 3.11)
Writes eval/data/gen34c/fresh.jsonl next to this file and prints counts.
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


def validate(rows: list[dict]) -> None:
    seen_text: set[str] = set()
    seen_tech: set[str] = set()
    for i, r in enumerate(rows):
        assert r["label"] in LABELS, (i, r["label"])
        assert r["lang"] in LANGS, (i, r["lang"])
        assert r["kind"] in KINDS, (i, r["kind"])
        assert r["text"].strip(), i
        assert r["text"] not in seen_text, ("duplicate text", i, r["text"][:60])
        seen_text.add(r["text"])
        if r["label"] == "benign":
            assert r["technique"].startswith("benign-"), (i, r["technique"])
        key = (r["label"], r["technique"])
        assert key not in seen_tech, ("duplicate technique name", key)
        seen_tech.add(key)


def main() -> int:
    rows = [dict(r, split="gen34c") for r in items.ITEMS]
    validate(rows)
    out = HERE / "fresh.jsonl"
    with out.open("w", encoding="utf-8") as fh:
        for r in rows:
            obj = {k: r[k] for k in ("text", "label", "lang", "kind", "technique", "split")}
            fh.write(json.dumps(obj, ensure_ascii=False) + "\n")
    counts = collections.Counter((r["label"], r["lang"]) for r in rows)
    total = len(rows)
    print(f"wrote {total} rows to {out}")
    for label in ("hostile", "benign"):
        n = sum(v for (lb, _), v in counts.items() if lb == label)
        parts = ", ".join(f"{lang}={counts[(label, lang)]}" for lang in ("en", "ko", "mixed"))
        print(f"  {label}: {n} ({parts})")
    for lang in ("en", "ko", "mixed"):
        n = sum(v for (_, lg), v in counts.items() if lg == lang)
        print(f"  {lang}: {n} ({100 * n / total:.1f} %)")
    kinds = collections.Counter(r["kind"] for r in rows)
    print("  kinds:", dict(kinds))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
