"""Build fresh.jsonl for the gen34d set from items.py (stdlib only, Python 3.11).

Usage: python3 eval/data/gen34d/build.py
Writes eval/data/gen34d/fresh.jsonl next to this file, one JSON object per line with
fields text, label, lang, kind, technique, split. Output order is deterministic.
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
SPLIT = "gen34d"


def validate() -> None:
    seen: set[str] = set()
    for text, label, lang, kind, technique in ITEMS:
        assert text.strip(), "empty text"
        assert label in LABELS, label
        assert lang in LANGS, lang
        assert kind in KINDS, kind
        assert technique, "missing technique"
        if label == "benign":
            assert technique.startswith("benign-"), technique
        else:
            assert not technique.startswith("benign-"), technique
        assert text not in seen, f"duplicate text: {text[:60]!r}"
        seen.add(text)


def main() -> None:
    validate()
    out = HERE / "fresh.jsonl"
    with out.open("w", encoding="utf-8", newline="\n") as fh:
        for text, label, lang, kind, technique in ITEMS:
            rec = {"text": text, "label": label, "lang": lang, "kind": kind,
                   "technique": technique, "split": SPLIT}
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    counts = collections.Counter((label, lang) for _, label, lang, _, _ in ITEMS)
    print(f"wrote {len(ITEMS)} items to {out}")
    for label in sorted(LABELS):
        row = ", ".join(f"{lang}={counts[(label, lang)]}" for lang in ("en", "ko", "mixed"))
        print(f"  {label}: {row} (total {sum(counts[(label, lang)] for lang in LANGS)})")


if __name__ == "__main__":
    main()
