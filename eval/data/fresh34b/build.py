"""Write fresh.jsonl from items.py (deterministic): ``python3 build.py``."""

import json
from pathlib import Path

import items

PROVENANCE = "written by the issue-34b engineer before changing the detector (2026-12-05)"


def main() -> None:
    out = []
    for label, rows in (("hostile", items.HOSTILE), ("benign", items.BENIGN)):
        for n, (family, lang, kind, text) in enumerate(rows, 1):
            out.append({"id": f"f34b-{label[0]}{n:03d}", "label": label, "lang": lang, "kind": kind, "family": family,
                        "split": "fresh", "provenance": PROVENANCE, "text": text})
    Path(__file__).with_name("fresh.jsonl").write_text(
        "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in out), encoding="utf-8")


if __name__ == "__main__":
    main()
