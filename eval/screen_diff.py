"""Which verdicts of the injection screen a change flips: every note of the named sets and every
Markdown page under the named folders screened once, written to a JSON file; a second run
against that file prints each note whose verdict (flagged, or held at the relay's bar) changed.

    # before: a worktree of the old detector (its folder first on the path)
    (cd /work/wt-old && PYTHONPATH=/work/wt-old /work/main/.venv/bin/python -m eval.screen_diff \\
        --all-sets --pages /work/obsidian-help/en /work/wiki2 --write /tmp/before.json)
    # after: this checkout, against it
    .venv/bin/python -m eval.screen_diff --all-sets --pages /work/obsidian-help/en /work/wiki2 --against /tmp/before.json

A change that only decodes more (a new view) should flip hostile notes and nothing honest.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from hippocampus.screening import detector, relay

DATA = Path(__file__).resolve().parent / "data"


def _texts(sets: list[str], pages: list[Path]) -> dict[str, tuple[str, str]]:
    """id → (label, text): ``set:line`` for corpus notes, the path for pages (label "page")."""
    out: dict[str, tuple[str, str]] = {}
    for name in sets:
        path = DATA / name / "fresh.jsonl" if (DATA / name / "fresh.jsonl").exists() else DATA / name
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines()):
            if line.strip():
                row = json.loads(line)
                out[f"{name}:{n}"] = (f"{row['label']}:{row.get('technique') or row.get('family') or ''}", row["text"])
    for root in pages:
        for page in sorted(root.rglob("*.md")):
            out[str(page)] = ("page", page.read_text(encoding="utf-8", errors="replace"))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("sets", nargs="*", help="folders under eval/data with fresh.jsonl, or a .jsonl file there")
    ap.add_argument("--all-sets", action="store_true", help="every eval/data/*/fresh.jsonl and injection_corpus.jsonl")
    ap.add_argument("--pages", nargs="*", type=Path, default=[], help="folders of Markdown pages (honest vault notes)")
    group = ap.add_mutually_exclusive_group(required=True)
    group.add_argument("--write", type=Path, help="write the verdicts here")
    group.add_argument("--against", type=Path, help="compare with verdicts written before")
    args = ap.parse_args()
    sets = list(args.sets)
    if args.all_sets:
        sets += sorted(p.parent.name for p in DATA.glob("*/fresh.jsonl")) + ["injection_corpus.jsonl"]
    verdicts = {}
    for key, (label, text) in _texts(sets, args.pages).items():
        score = detector.screen(text).score
        verdicts[key] = {"label": label, "score": round(score, 4), "flagged": score >= detector.THRESHOLD,
                         "held": score >= relay.AUTO_HOLD}
    if args.write:
        args.write.write_text(json.dumps({"detector": detector.VERSION, "verdicts": verdicts}), encoding="utf-8")
        print(f"{len(verdicts)} verdicts of detector {detector.VERSION} written to {args.write}")
        return
    before = json.loads(args.against.read_text(encoding="utf-8"))
    flips = {"flagged": 0, "held": 0}
    for key, now in verdicts.items():
        old = before["verdicts"].get(key)
        if old is None:
            continue
        for what in flips:
            if old[what] != now[what]:
                flips[what] += 1
                print(f"{what:7s} {old[what]!s:5} -> {now[what]!s:5}  {now['label']:40s} {key}")
    print(f"{len(verdicts)} notes; {before['detector']} -> {detector.VERSION}: flagged flips {flips['flagged']}, "
          f"held flips {flips['held']}")


if __name__ == "__main__":
    main()
