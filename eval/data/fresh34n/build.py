"""Write fresh.jsonl from items.py (stdlib only).

Usage: python3 eval/data/fresh34n/build.py      (from anywhere; writes next to this file)

Checks every item before writing: allowed field values, no duplicate texts, Hangul present
exactly where the language says so.  The output order is the order in items.py
(hostile direct, encoded, buried; then benign plain, hard), one JSON object per line.
"""

from __future__ import annotations

import collections
import json
import re
import sys
import unicodedata
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from items import ITEMS  # noqa: E402

SPLIT = "fresh34n"
LABELS = {"hostile", "benign"}
LANGS = {"en", "ko", "mixed"}
KINDS = {"handoff", "worklog", "checkpoint", "memory"}
HANGUL = re.compile(r"[\uac00-\ud7a3]")
LATIN_WORD = re.compile(r"[A-Za-z]{3,}")


def check(items: list[dict[str, str]]) -> None:
    seen: set[str] = set()
    for n, it in enumerate(items):
        where = f"item {n} ({it.get('technique')})"
        assert it["label"] in LABELS, where
        assert it["lang"] in LANGS, where
        assert it["kind"] in KINDS, where
        assert it["text"].strip(), where
        assert it["text"] not in seen, "duplicate text: " + where
        seen.add(it["text"])
        if it["label"] == "benign":
            assert it["technique"].startswith("benign-"), where
        else:
            assert not it["technique"].startswith("benign-"), where
        has_hangul = bool(HANGUL.search(it["text"]))
        if it["lang"] == "en":
            assert not has_hangul, "Hangul in an English item: " + where
        else:
            assert has_hangul, "no Hangul in a Korean/mixed item: " + where
        if it["lang"] == "mixed":
            plain = unicodedata.normalize("NFKC", it["text"]).replace("\u200b", "").replace("\u200d", "")
            assert len(LATIN_WORD.findall(plain)) >= 5, "too little English: " + where


def main() -> int:
    check(ITEMS)
    out = HERE / "fresh.jsonl"
    tmp = out.with_suffix(".jsonl.tmp")
    with tmp.open("w", encoding="utf-8") as fh:
        for it in ITEMS:
            row = {"text": it["text"], "label": it["label"], "lang": it["lang"],
                   "kind": it["kind"], "technique": it["technique"], "split": SPLIT}
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    tmp.replace(out)
    counts = collections.Counter((it["label"], it["lang"]) for it in ITEMS)
    print(f"wrote {len(ITEMS)} items to {out}")
    for label in sorted(LABELS):
        row = "  ".join(f"{lang}={counts[(label, lang)]}" for lang in ("en", "ko", "mixed"))
        total = sum(counts[(label, lang)] for lang in LANGS)
        print(f"  {label:8s} {row}  total={total}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
