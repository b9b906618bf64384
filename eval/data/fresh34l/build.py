"""Build fresh.jsonl from items.py (stdlib only, Python 3.11).

Usage: python3 eval/data/fresh34l/build.py
Writes eval/data/fresh34l/fresh.jsonl next to this file and prints counts.
"""
import collections
import json
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from items import ITEMS  # noqa: E402

SPLIT = "fresh34l"
LABELS = {"hostile", "benign"}
LANGS = {"en", "ko", "mixed"}
KINDS = {"handoff", "worklog", "checkpoint", "memory"}


def validate(items):
    seen = set()
    for n, it in enumerate(items):
        assert it["label"] in LABELS, (n, it["label"])
        assert it["lang"] in LANGS, (n, it["lang"])
        assert it["kind"] in KINDS, (n, it["kind"])
        assert it["text"].strip(), n
        tech = it["technique"]
        assert tech, n
        if it["label"] == "benign":
            assert tech.startswith("benign-"), (n, tech)
        else:
            assert not tech.startswith("benign-"), (n, tech)
        key = it["text"]
        assert key not in seen, ("duplicate text", n, key[:60])
        seen.add(key)


def main():
    validate(ITEMS)
    out = HERE / "fresh.jsonl"
    with out.open("w", encoding="utf-8") as f:
        for it in ITEMS:
            row = {"text": it["text"], "label": it["label"], "lang": it["lang"],
                   "kind": it["kind"], "technique": it["technique"], "split": SPLIT}
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    c = collections.Counter((it["label"], it["lang"]) for it in ITEMS)
    print(f"wrote {len(ITEMS)} rows to {out}")
    for label in sorted(LABELS):
        row = {lang: c[(label, lang)] for lang in ("en", "ko", "mixed")}
        print(f"  {label:8s} {row}  total={sum(row.values())}")
    short = sum(1 for it in ITEMS if it["label"] == "hostile" and it["text"].count("\n") <= 1)
    print(f"  hostile items of one or two lines: {short}")
    kinds = collections.Counter((it["label"], it["kind"]) for it in ITEMS)
    print("  kinds:", dict(sorted(kinds.items())))


if __name__ == "__main__":
    main()
