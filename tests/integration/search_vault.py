"""A small purpose-built vault for the search tests (Korean + English).

Designed so that each leg is necessary on its own:
- ``ZQX-1188`` and ``ZQX-7731`` name two near-identical failure notes: the embeddings cannot
  tell them apart, the exact code (lexical leg) decides;
- the winter-houseplant page is Korean and the English question shares no term with it: only
  the semantic leg (multilingual e5) can find it;
- the remaining pages are distractors on unrelated topics.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

NOTES: dict[str, str] = {
    "20-wiki/dev/error-codes.md": """---
title: Ingestion error codes
type: concept
status: canonical
trust: human_edit
updated: 2026-01-10
---
# Ingestion error codes

## ZQX-7731
The spool writer stops with ZQX-7731 when the partition it writes to has no free inodes left.

## Retry policy
Transient network failures are retried three times with exponential backoff.
""",
    "20-wiki/life/winter-plants.md": """---
title: 겨울철 실내 식물 관리
type: concept
status: canonical
trust: human_edit
updated: 2026-01-05
---
# 겨울철 실내 식물 관리

## 물주기
겨울에는 화분의 흙이 완전히 마른 뒤에 물을 주고, 창가의 찬 바람을 피하게 한다. 햇빛이 드는 곳에 두면 잎이 누렇게 변하지 않는다.
""",
    "20-wiki/dev/duckdb.md": """---
title: DuckDB notes
type: concept
status: canonical
trust: llm_summary
updated: 2025-06-01
---
# DuckDB notes

## Parquet
DuckDB reads Parquet files directly with read_parquet and pushes filters down into the scan.
""",
    "20-wiki/food/kimchi-stew.md": """---
title: 김치찌개 끓이는 법
type: concept
status: canonical
trust: human_edit
updated: 2025-03-01
---
# 김치찌개 끓이는 법

## 재료
잘 익은 김치, 돼지고기 앞다리살, 두부, 대파를 준비한다. 김치를 먼저 볶다가 물을 붓고 끓인다.
""",
    "20-wiki/travel/lisbon.md": """---
title: Lisbon trip
type: entity
status: canonical
trust: human_edit
updated: 2025-09-01
---
# Lisbon trip

## Trams
Tram 28 climbs through Alfama; buy a Viva Viagem card at the metro station.
""",
    "20-wiki/dev/disk-errors.md": """---
title: Disk error codes
type: concept
status: canonical
trust: human_edit
updated: 2026-01-10
---
# Disk error codes

## ZQX-1188
The spool writer stops with ZQX-1188 when the partition it writes to has no free disk space left.
""",
    "20-wiki/dev/build-flags.md": """---
title: Build flags
type: concept
status: canonical
trust: human_edit
updated: 2025-11-01
---
# Build flags

## Allocator
Set QJ7VRX=1 before make to link the arena allocator; the default build keeps malloc.
""",
    "30-reviews/staging/tram-card.md": """---
title: Lisbon tram card (staging)
type: concept
status: draft
trust: llm_summary
updated: 2026-01-01
---
# Lisbon tram card

## Summary
A Viva Viagem card works on Lisbon trams, buses and the metro.
""",
    "20-wiki/old/legacy-trams.md": """---
title: Old tram notes
type: concept
status: archived
trust: human_edit
updated: 2019-01-01
---
# Old tram notes

## Tram 28
Tram 28 used paper tickets in 2019.
""",
}


def write_vault(root: Path, notes: dict[str, str] | None = None) -> Path:
    for rel, text in (notes or NOTES).items():
        f = root / rel
        f.parent.mkdir(parents=True, exist_ok=True)
        f.write_text(text, encoding="utf-8")
    return root


def indexed_store(root: Path, notes: dict[str, str] | None = None) -> tuple[Any, Any]:
    """The vault above (or ``notes``) under ``root``, indexed with the configured embedder:
    ``(open Store, embedder)``; the caller closes the store."""
    from hippocampus.config import Settings
    from hippocampus.store.embedders import make_embedder
    from hippocampus.store.indexer import run_index
    from hippocampus.store.reader import Store

    settings = Settings(vault=write_vault(root / "vault", notes), home=root / "home")
    embedder = make_embedder(settings)
    run_index(settings, embed=True, embedder=embedder)
    return Store.open_latest(settings.store_dir), embedder


def hit_paths(res: Any) -> list[str]:
    """The paths of a search result's hits, in order."""
    return [h.path for h in res.hits]
