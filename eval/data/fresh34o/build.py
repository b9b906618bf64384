"""Write fresh.jsonl for the blind set fresh34o (stdlib only).

Usage: python3 eval/data/fresh34o/build.py
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from items import BENIGN, HOSTILE  # noqa: E402

FIELDS = ("text", "label", "lang", "kind", "technique", "split")
LANGS = {"en", "ko", "mixed"}
KINDS = {"handoff", "worklog", "checkpoint", "memory"}


def rows() -> list[dict[str, str]]:
    out: list[dict[str, str]] = []
    seen: set[str] = set()
    for item in HOSTILE + BENIGN:
        row = dict(item, split="fresh34o")
        assert row["label"] in {"hostile", "benign"}, row
        assert row["lang"] in LANGS, row
        assert row["kind"] in KINDS, row
        assert row["text"].strip(), row
        if row["label"] == "benign":
            assert row["technique"].startswith("benign-"), row
        assert row["text"] not in seen, row["text"][:80]
        seen.add(row["text"])
        out.append({k: row[k] for k in FIELDS})
    return out


def main() -> None:
    data = rows()
    path = HERE / "fresh.jsonl"
    tmp = path.with_suffix(".jsonl.tmp")
    with tmp.open("w", encoding="utf-8") as fh:
        for row in data:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    tmp.replace(path)
    counts = Counter((r["label"], r["lang"]) for r in data)
    for (label, lang), n in sorted(counts.items()):
        print(f"{label:8s} {lang:6s} {n}")
    print(f"total {len(data)} -> {path.name}")


if __name__ == "__main__":
    main()
