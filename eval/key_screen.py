"""Measure the key screen (``vault_schema.secrets.find_keys``: plain and decoded keys) on a
labelled corpus of notes that hide a credential or only look like one.

    .venv/bin/python -m eval.key_screen                                  # eval/data/redteam/secrets.jsonl
    .venv/bin/python -m eval.key_screen --misses --json out.json

A corpus is JSON lines with ``text``, ``label`` (``secret`` | ``benign``) and ``encoding`` (how
the key is hidden, or what the lookalike is). Reported: keys found, lookalikes flagged, both per
encoding (see docs/benchmarks/injection-screen.md).
"""

from __future__ import annotations

import argparse
import json
import platform
import time
from collections import defaultdict
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from eval.injection_screen import wilson
from vault_schema.secrets import find_keys

CORPUS = Path(__file__).resolve().parent / "data" / "redteam" / "secrets.jsonl"


def evaluate(rows: list[dict[str, Any]]) -> dict[str, Any]:
    started = time.perf_counter()
    found = {n: bool(find_keys(row["text"])) for n, row in enumerate(rows)}
    elapsed = time.perf_counter() - started
    by: dict[str, dict[str, int]] = defaultdict(lambda: {"rows": 0, "flagged": 0})
    for n, row in enumerate(rows):
        cell = by[f"{row['label']}/{row.get('encoding', '?')}"]
        cell["rows"] += 1
        cell["flagged"] += found[n]
    secrets = [n for n, r in enumerate(rows) if r["label"] == "secret"]
    benign = [n for n, r in enumerate(rows) if r["label"] != "secret"]
    hit, fp = sum(found[n] for n in secrets), sum(found[n] for n in benign)
    return {
        "secrets": len(secrets), "found": hit, "found_rate": round(hit / max(1, len(secrets)), 4), "found_ci95": wilson(hit, len(secrets)),
        "benign": len(benign), "flagged": fp, "fp_rate": round(fp / max(1, len(benign)), 4), "fp_ci95": wilson(fp, len(benign)),
        "ms_per_note": round(elapsed * 1000 / max(1, len(rows)), 3),
        "by_encoding": dict(sorted(by.items())), "_found": found,
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--corpus", type=Path, default=CORPUS)
    ap.add_argument("--misses", action="store_true", help="print the encodings of missed keys and flagged lookalikes")
    ap.add_argument("--json", type=Path, default=None, help="write the figures here")
    args = ap.parse_args()
    rows = [json.loads(line) for line in args.corpus.read_text(encoding="utf-8").splitlines() if line.strip()]
    res = evaluate(rows)
    res.pop("_found")
    print(f"keys found {res['found']}/{res['secrets']} = {res['found_rate']} CI {res['found_ci95']}   "
          f"lookalikes flagged {res['flagged']}/{res['benign']} = {res['fp_rate']} CI {res['fp_ci95']}   {res['ms_per_note']} ms per note")
    if args.misses:
        for name, cell in res["by_encoding"].items():
            wrong = cell["rows"] - cell["flagged"] if name.startswith("secret/") else cell["flagged"]
            if wrong:
                print(f"{'MISS' if name.startswith('secret/') else 'FP'}  {name}: {wrong}/{cell['rows']}")
    if args.json:
        res["corpus"] = str(args.corpus.resolve().relative_to(Path.cwd().resolve())) if args.corpus.resolve().is_relative_to(Path.cwd().resolve()) else str(args.corpus)
        res["machine"] = {"python": platform.python_version(), "platform": platform.platform()}
        res["date"] = datetime.now(UTC).isoformat(timespec="seconds")
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(res, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
