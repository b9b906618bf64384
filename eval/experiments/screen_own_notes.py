"""How much of a real vault's own prose the injection screen holds in search (ADR 0028 §4c).

For each store given (a HIPPO_HOME with an index), every section's text is screened as a search
snippet of a person's own note would be: flagged at all, flagged by the learned model alone
(``relay.model_alone``), and held under the rule for a person's own notes (flagged, and not on the
model alone). Per sections and per notes (a note with one held section).

    .venv/bin/python eval/experiments/screen_own_notes.py HOME [HOME ...] [--json OUT]
"""

from __future__ import annotations

import argparse
import glob
import json
import os
from pathlib import Path

import duckdb

from hippocampus.screening.detector import screen
from hippocampus.screening.relay import model_alone


def measure(home: str) -> dict[str, object]:
    stores = sorted(glob.glob(f"{home}/store/m/*/store.duckdb"), key=os.path.getmtime)
    if not stores:
        return {"home": home, "error": "no store"}
    con = duckdb.connect(stores[-1], read_only=True)
    rows = con.execute("SELECT path, text FROM sections").fetchall()
    notes = {path for path, _ in rows}
    flagged, alone, held = set(), set(), set()
    for i, (path, text) in enumerate(rows):
        v = screen(text)
        if v.flagged:
            flagged.add((i, path))
            (alone if model_alone(text, v) else held).add((i, path))

    def share(found: set[tuple[int, str]]) -> dict[str, object]:
        n_notes = len({p for _, p in found})
        return {"sections": len(found), "section_share": round(len(found) / len(rows), 4),
                "notes": n_notes, "note_share": round(n_notes / len(notes), 4)}

    return {"home": home, "sections": len(rows), "notes": len(notes), "flagged": share(flagged),
            "model_alone": share(alone), "held_own_note_rule": share(held)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("homes", nargs="+")
    ap.add_argument("--json", type=Path)
    args = ap.parse_args()
    out = []
    for home in args.homes:
        r = measure(home)
        out.append(r)
        if "error" in r:
            print(home, r["error"])
            continue
        f, h = r["flagged"], r["held_own_note_rule"]
        print(f"{home}: {r['sections']} sections / {r['notes']} notes; flagged {f['sections']} ({f['section_share']:.2%}) "
              f"in {f['notes']} notes ({f['note_share']:.1%}); held as own notes {h['sections']} ({h['section_share']:.2%}) "
              f"in {h['notes']} notes ({h['note_share']:.1%})")
    if args.json:
        args.json.write_text(json.dumps(out, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
