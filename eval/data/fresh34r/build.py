"""Write fresh.jsonl for the fresh34r blind set (stdlib only, Python 3.11).

Usage: python3 eval/data/fresh34r/build.py
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import items  # noqa: E402

LANGS = {"en", "ko", "mixed"}
KINDS = {"handoff", "worklog", "checkpoint", "memory"}


def rows() -> list[dict[str, str]]:
    out: list[dict[str, str]] = []
    seen: set[str] = set()
    for label, entries in (("hostile", items.H), ("benign", items.B)):
        for lang, kind, tech, text in entries:
            if lang not in LANGS or kind not in KINDS:
                raise SystemExit(f"bad lang/kind: {lang}/{kind}")
            if label == "benign" and not tech.startswith("benign-"):
                raise SystemExit(f"benign technique must start with benign-: {tech}")
            if text in seen:
                raise SystemExit(f"duplicate text: {text[:60]!r}")
            seen.add(text)
            out.append({"text": text, "label": label, "lang": lang, "kind": kind,
                        "technique": tech, "split": "fresh34r"})
    return out


def main() -> None:
    data = rows()
    path = HERE / "fresh.jsonl"
    tmp = path.with_suffix(".jsonl.tmp")
    with tmp.open("w", encoding="utf-8") as fh:
        for row in data:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    tmp.replace(path)
    counts = Counter((r["label"], r["lang"], r["kind"]) for r in data)
    for key in sorted(counts):
        print(*key, counts[key], sep="\t")
    print("total", len(data), dict(Counter(r["label"] for r in data)))


if __name__ == "__main__":
    main()
