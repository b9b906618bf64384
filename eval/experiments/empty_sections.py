"""Sections with no body of their own (a heading and nothing under it: a diary's date heading, a
chapter heading whose text is in its subsections) without a vector, measured before the indexer
drops them (newuser21 D2): the vector set's mask leaves them out of the semantic leg and the
off-topic probes alike, which is what a store without their vectors searches.

    .venv/bin/python eval/experiments/empty_sections.py --skip-empty [bench_ranking.py arguments]
    .venv/bin/python eval/experiments/empty_sections.py [bench_ranking.py arguments]    # as shipped
"""

from __future__ import annotations

import sys

import numpy as np

from hippocampus.store.extract import section_body
from hippocampus.store.reader import Store


def skip_empty() -> None:
    original = Store._mask
    kept: dict[int, np.ndarray] = {}

    def mask(self: Store, filters, ids: np.ndarray) -> np.ndarray | None:
        base = original(self, filters, ids)
        key = id(self)
        if key not in kept or len(kept[key]) != len(ids):
            empty = np.array([sid for sid, level, text in self._fetch(("SELECT section_id, level, text FROM sections", []))
                              if not section_body(level, text).strip()], dtype=np.int64)
            kept[key] = ~np.isin(ids, empty)
        return kept[key] if base is None else (base & kept[key])

    Store._mask = mask  # type: ignore[method-assign]


if __name__ == "__main__":
    args = sys.argv[1:]
    if "--skip-empty" in args:
        args.remove("--skip-empty")
        skip_empty()
    sys.path.insert(0, "eval")
    import bench_ranking

    sys.argv = ["bench_ranking.py", *args]
    bench_ranking.main()
