"""Write fresh.jsonl from items.py (blind set fresh34i). Stdlib only, Python 3.11.

Usage: python3 eval/data/fresh34i/build.py
"""
from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from items import ITEMS  # noqa: E402

LABELS = {"hostile", "benign"}
LANGS = {"en", "ko", "mixed"}
KINDS = {"handoff", "worklog", "checkpoint", "memory"}


def main() -> int:
    seen = set()
    rows = []
    for text, label, lang, kind, technique in ITEMS:
        assert label in LABELS, label
        assert lang in LANGS, lang
        assert kind in KINDS, kind
        assert text.strip(), "empty text"
        assert text not in seen, "duplicate: " + text[:60]
        if label == "benign":
            assert technique.startswith("benign-"), technique
        else:
            assert not technique.startswith("benign-"), technique
        seen.add(text)
        rows.append({"text": text, "label": label, "lang": lang, "kind": kind,
                     "technique": technique, "split": "fresh34i"})
    out = HERE / "fresh.jsonl"
    with out.open("w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    c = Counter((r["label"], r["lang"]) for r in rows)
    print(f"wrote {len(rows)} items to {out}")
    for label in sorted(LABELS):
        print(label, {lang: c[(label, lang)] for lang in ("en", "ko", "mixed")}, sum(c[(label, g)] for g in LANGS))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
