"""How many benchmark questions the ``name_first`` rule touches: questions whose whole text is a
note's name (title, file name, alias or tag; fusion.NAMED_MAX notes at most) in their set's store.
A question it does not touch ranks exactly as without the rule, so a zero here is the measurement
that the rule changes nothing on that set.

    .venv/bin/python eval/named_questions.py --work /work/bench35r --wiki2 /work/wiki2 --wiki3 /work/wiki3 \\
        --obsidian-work /work/obs-work --json docs/bench-results/named-questions-2026-12-07.json
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from hippocampus.search.fusion import NAMED_MAX
from hippocampus.store.reader import Store

ROOT = Path(__file__).resolve().parent.parent
HELD = ROOT / "eval" / "data" / "heldout-search"
PACKAGED = ROOT / "hippocampus" / "evaluation" / "data"


def questions(path: Path) -> list[str]:
    if path.suffix == ".jsonl":
        rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    else:
        data = json.loads(path.read_text(encoding="utf-8"))
        rows = data if isinstance(data, list) else data.get("questions", [])
    return [q for r in rows if isinstance(r, dict) for q in [r.get("query") or r.get("question") or r.get("q")] if q]


def sets(a: argparse.Namespace) -> dict[str, tuple[Path, Path]]:
    w, obs = Path(a.work), Path(a.obsidian_work)
    out = {name: (w / name / "home" / "store", w / name / "golden.jsonl")
           for name in ("autorag-ko", "cranfield", "locomo", "longmemeval", "msmarco-eng", "msmarco-kor")}
    jg = w / "johngrib" / "home" / "store"
    out |= {"johngrib": (jg, PACKAGED / "johngrib_questions.json"), "johngrib-xling": (jg, HELD / "johngrib-crosslingual.json"),
            "johngrib-unrelated-ko": (jg, PACKAGED / "unrelated_ko.json")}
    for wiki, root in (("wiki2", Path(a.wiki2)), ("wiki3", Path(a.wiki3))):
        out |= {wiki: (root / "home" / "store", HELD / f"{wiki}-korean.json"),
                f"{wiki}-xling": (root / "home" / "store", HELD / f"{wiki}-crosslingual.json"),
                f"{wiki}-unrelated": (root / "home" / "store", HELD / f"{wiki}-unrelated.json")}
    for name, file in (("obsidian-dev", "obsidian-help-dev.json"), ("obsidian-korean", "obsidian-help-korean.json"),
                       ("obsidian-final", "obsidian-help-final.json"), ("unrelated-en@obsidian", "unrelated-en.json")):
        out[name] = (obs / "home" / "store", HELD / file)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--work", default="/work/bench35r")
    ap.add_argument("--wiki2", default="/work/wiki2")
    ap.add_argument("--wiki3", default="/work/wiki3")
    ap.add_argument("--obsidian-work", default="/work/obs-work")
    ap.add_argument("--json", type=Path, default=None)
    a = ap.parse_args()
    report: dict[str, dict[str, object]] = {}
    for name, (store_dir, qfile) in sets(a).items():
        if not store_dir.exists() or not qfile.exists():
            print(f"{name:24} skipped (no store at {store_dir} or no {qfile.name})")
            continue
        with Store.open_latest(store_dir) as store:
            qs = questions(qfile)
            named = [q for q in qs if 0 < len(store.named_documents(q)) <= NAMED_MAX]
        report[name] = {"questions": len(qs), "named": len(named), "examples": named[:5]}
        print(f"{name:24} {len(qs):5} questions, {len(named)} named {named[:3]}")
    if a.json:
        a.json.write_text(json.dumps(report, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
