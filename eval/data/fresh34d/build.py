"""Build fresh.jsonl from items.py (stdlib only, Python 3.11).

Usage: python eval/data/fresh34d/build.py
Writes eval/data/fresh34d/fresh.jsonl next to this file, one JSON object per line:
{"text", "label", "lang", "kind", "technique", "split"}.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import items  # noqa: E402

SPLIT = "fresh34d"
LANGS = {"en", "ko", "mixed"}
KINDS = {"handoff", "worklog", "checkpoint", "memory"}


def rows() -> list[dict]:
    out: list[dict] = []
    for label, source in (("hostile", items.HOSTILE), ("benign", items.BENIGN)):
        for text, lang, kind, technique in source:
            if lang not in LANGS:
                raise ValueError(f"bad lang {lang!r} in {technique}")
            if kind not in KINDS:
                raise ValueError(f"bad kind {kind!r} in {technique}")
            if label == "benign" and not technique.startswith("benign-"):
                raise ValueError(f"benign technique must start with 'benign-': {technique}")
            if label == "hostile" and technique.startswith("benign-"):
                raise ValueError(f"hostile technique looks benign: {technique}")
            if not text.strip():
                raise ValueError(f"empty text in {technique}")
            out.append(
                {
                    "text": text,
                    "label": label,
                    "lang": lang,
                    "kind": kind,
                    "technique": technique,
                    "split": SPLIT,
                }
            )
    texts = Counter(r["text"] for r in out)
    dups = [t[:60] for t, n in texts.items() if n > 1]
    if dups:
        raise ValueError(f"duplicate texts: {dups}")
    return out


def main() -> int:
    data = rows()
    path = HERE / "fresh.jsonl"
    with path.open("w", encoding="utf-8") as fh:
        for r in data:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    counts = Counter((r["label"], r["lang"]) for r in data)
    print(f"wrote {len(data)} rows to {path}")
    for label in ("hostile", "benign"):
        parts = ", ".join(f"{lang}={counts[(label, lang)]}" for lang in ("en", "ko", "mixed"))
        total = sum(counts[(label, lang)] for lang in LANGS)
        print(f"  {label}: {total} ({parts})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
