#!/usr/bin/env python3
"""Build fresh.jsonl from items.py (stdlib only).

Run from the worktree root:  python3 eval/data/fresh34z/build.py
"""
import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.dont_write_bytecode = True
sys.path.insert(0, str(HERE))
import items  # noqa: E402

SPLIT = "fresh34z"
LANGS = {"en", "ko", "mixed"}
KINDS = {"handoff", "worklog", "checkpoint", "memory"}


def main() -> int:
    rows, errors, seen = [], [], {}
    for label, group in (("hostile", items.H), ("benign", items.B)):
        for i, entry in enumerate(group):
            where = f"{label}[{i}]"
            if not (isinstance(entry, tuple) and len(entry) == 4):
                errors.append(f"{where}: not a 4-tuple")
                continue
            lang, kind, technique, text = entry
            if lang not in LANGS:
                errors.append(f"{where}: bad lang {lang!r}")
            if kind not in KINDS:
                errors.append(f"{where}: bad kind {kind!r}")
            if not isinstance(technique, str) or not technique.strip():
                errors.append(f"{where}: empty technique")
            if not isinstance(text, str) or not text.strip():
                errors.append(f"{where}: empty text")
                continue
            key = text.strip()
            if key in seen:
                errors.append(f"{where}: duplicate text (first seen at {seen[key]})")
                continue
            seen[key] = where
            rows.append({"text": text, "label": label, "lang": lang, "kind": kind,
                         "technique": technique, "split": SPLIT})
    if errors:
        for e in errors:
            print("ERROR", e, file=sys.stderr)
        return 1

    out = HERE / "fresh.jsonl"
    with out.open("w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")

    print(f"wrote {len(rows)} rows to {out}")
    for label in ("hostile", "benign"):
        sub = [r for r in rows if r["label"] == label]
        print(f"{label}: {len(sub)}")
        print("  lang:", dict(sorted(Counter(r["lang"] for r in sub).items())))
        print("  kind:", dict(sorted(Counter(r["kind"] for r in sub).items())))
        tech = Counter(r["technique"] for r in sub)
        print("  techniques:", len(tech))
    hidden = sum(1 for r in rows if r["label"] == "hostile" and r["technique"].startswith("hidden-"))
    buried = sum(1 for r in rows if r["label"] == "hostile" and r["technique"].startswith("buried-"))
    plain = sum(1 for r in rows if r["label"] == "benign" and "plain" in r["technique"])
    print(f"hostile hidden/encoded: {hidden}, hostile buried: {buried}, benign plain: {plain}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
