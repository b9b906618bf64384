"""Build fresh.jsonl from items.py (stdlib only, Python 3.11).

    python eval/data/fresh34f/build.py

Writes eval/data/fresh34f/fresh.jsonl (one JSON object per line) and prints
counts by label x lang, label x family and label x kind.
"""
from __future__ import annotations

import collections
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import items  # noqa: E402

FIELDS = ("text", "label", "lang", "kind", "technique", "split")


def family(item: dict) -> str:
    t = item["technique"]
    if item["label"] == "benign":
        return "benign-plain" if t.startswith("benign-plain") else "benign-nearmiss"
    return t.split("-", 1)[0]  # direct / enc / buried


def validate(rows: list[dict]) -> None:
    seen = set()
    for i, r in enumerate(rows):
        assert tuple(r) == FIELDS, (i, tuple(r))
        assert r["text"].strip(), i
        assert r["split"] == "fresh34f"
        if r["label"] == "benign":
            assert r["technique"].startswith("benign-"), r["technique"]
        else:
            assert r["technique"].split("-", 1)[0] in ("direct", "enc", "buried"), r["technique"]
        assert r["text"] not in seen, ("duplicate text", i)
        seen.add(r["text"])


def main() -> None:
    rows = [{k: it[k] for k in FIELDS} for it in items.ITEMS]
    validate(rows)
    out = HERE / "fresh.jsonl"
    with out.open("w", encoding="utf-8", newline="\n") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(rows)} rows to {out}")
    for title, key in (("label x lang", lambda r: (r["label"], r["lang"])),
                       ("label x family", lambda r: (r["label"], family(r))),
                       ("label x kind", lambda r: (r["label"], r["kind"]))):
        c = collections.Counter(key(r) for r in rows)
        print(f"\n{title}:")
        for k in sorted(c):
            print(f"  {k[0]:8s} {k[1]:16s} {c[k]:4d}")


if __name__ == "__main__":
    main()
