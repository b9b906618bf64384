"""Write fresh.jsonl for the gen34b training set from items.py (stdlib only).

Usage: python eval/data/gen34b/build.py [--check]
--check verifies that fresh.jsonl on disk matches items.py instead of writing it.
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
SPLIT = "gen34b"


def validate() -> None:
    texts: set[str] = set()
    techniques: set[str] = set()
    for label, lang, kind, technique, text in ITEMS:
        if label not in LABELS or lang not in LANGS or kind not in KINDS:
            raise SystemExit(f"bad fields: {label} {lang} {kind} {technique}")
        if (label == "benign") != technique.startswith("benign-"):
            raise SystemExit(f"technique name does not match label: {label} {technique}")
        if not text.strip() or text in texts:
            raise SystemExit(f"empty or duplicate text: {technique}")
        if technique in techniques:
            raise SystemExit(f"duplicate technique name: {technique}")
        texts.add(text)
        techniques.add(technique)


def render() -> str:
    lines = []
    for label, lang, kind, technique, text in ITEMS:
        row = {"text": text, "label": label, "lang": lang, "kind": kind, "technique": technique, "split": SPLIT}
        lines.append(json.dumps(row, ensure_ascii=False))
    return "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    validate()
    out = HERE / "fresh.jsonl"
    body = render()
    if "--check" in argv:
        if not out.exists() or out.read_text(encoding="utf-8") != body:
            print("fresh.jsonl is stale: run build.py", file=sys.stderr)
            return 1
    else:
        out.write_text(body, encoding="utf-8")
    counts = Counter((label, lang) for label, lang, *_ in ITEMS)
    for label in sorted(LABELS):
        row = ", ".join(f"{lang}={counts[(label, lang)]}" for lang in ("ko", "en", "mixed"))
        print(f"{label}: {sum(counts[(label, lang)] for lang in LANGS)} ({row})")
    print(f"total: {len(ITEMS)} -> {out.name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
