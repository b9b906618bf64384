"""The collection loop the abstention experiments share: for each set, `hippocampus.evaluation.lodo.collect`
with the experiment's patches in place, one record per question appended to ``record`` by the patched code,
and both written beside the set (``<work>/<set>/<outcomes_file>`` and ``<work>/<set>/<record_file>``)."""

from __future__ import annotations

import json
import sys
from dataclasses import asdict
from pathlib import Path
from typing import Any


def collect_with_records(work: Path, sets: list[str], record: list[dict[str, Any]], outcomes_file: str, record_file: str) -> None:
    from hippocampus.config import Settings
    from hippocampus.evaluation import lodo
    from hippocampus.evaluation.harness import MemoEmbedder
    from hippocampus.store.embedders import make_embedder

    first = work / sets[0]
    embedder = MemoEmbedder(make_embedder(Settings(vault=first / "vault", home=first / "home")))
    for name in sets:
        record.clear()
        rows = lodo.collect(name, work / name, "hybrid", embedder)
        if len(record) != len(rows):
            raise SystemExit(f"{name}: {len(record)} records for {len(rows)} questions")
        (work / name / outcomes_file).write_text(json.dumps([asdict(o) for o in rows], ensure_ascii=False), encoding="utf-8")
        (work / name / record_file).write_text(json.dumps(record, ensure_ascii=False), encoding="utf-8")
        print(f"{name}: {len(rows)} questions", file=sys.stderr, flush=True)
