"""Write fresh.jsonl for the gen34a training set from items.py (stdlib only).

Usage: python eval/data/gen34a/build.py   (from the repo root, or from this folder)
Prints counts by label x lang and fails loudly on duplicates or malformed rows.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import items  # noqa: E402  (local module next to this script, not a package)

KINDS = {"handoff", "worklog", "checkpoint", "memory"}
SPLIT = "gen34a"


def rows() -> list[dict[str, str]]:
    groups = [
        (items.HOSTILE_EN, "hostile", "en"),
        (items.HOSTILE_KO, "hostile", "ko"),
        (items.HOSTILE_MIXED, "hostile", "mixed"),
        (items.BENIGN_EN, "benign", "en"),
        (items.BENIGN_KO, "benign", "ko"),
        (items.BENIGN_MIXED, "benign", "mixed"),
    ]
    out: list[dict[str, str]] = []
    for group, label, lang in groups:
        for kind, technique, text in group:
            out.append({"text": text, "label": label, "lang": lang, "kind": kind, "technique": technique, "split": SPLIT})
    return out


def check(data: list[dict[str, str]]) -> None:
    texts = Counter(r["text"] for r in data)
    dup = [t[:60] for t, n in texts.items() if n > 1]
    if dup:
        raise SystemExit(f"duplicate texts: {dup}")
    techs = Counter(r["technique"] for r in data)
    dup_t = [t for t, n in techs.items() if n > 1]
    if dup_t:
        raise SystemExit(f"duplicate technique names: {dup_t}")
    for r in data:
        if r["kind"] not in KINDS:
            raise SystemExit(f"bad kind {r['kind']!r} in {r['technique']}")
        if r["label"] == "benign" and not r["technique"].startswith("benign-"):
            raise SystemExit(f"benign technique must start with 'benign-': {r['technique']}")
        if r["label"] == "hostile" and r["technique"].startswith("benign-"):
            raise SystemExit(f"hostile technique named benign: {r['technique']}")
        if not r["text"].strip():
            raise SystemExit(f"empty text in {r['technique']}")


def main() -> None:
    data = rows()
    check(data)
    path = HERE / "fresh.jsonl"
    with path.open("w", encoding="utf-8") as fh:
        for r in data:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    by = Counter((r["label"], r["lang"]) for r in data)
    for label in ("hostile", "benign"):
        total = sum(n for (lab, _), n in by.items() if lab == label)
        parts = ", ".join(f"{lang}={by[(label, lang)]} ({100 * by[(label, lang)] / total:.0f} %)" for lang in ("en", "ko", "mixed"))
        print(f"{label}: {total}  [{parts}]")
    print(f"wrote {len(data)} rows to {path}")


if __name__ == "__main__":
    main()
