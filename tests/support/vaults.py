"""A small real vault (files + git) for compiler tests, and the scripted answers that fit it."""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import Any

import git

from hippocampus.vault.init import init_vault

SOURCE = "10-sources/2026-01-02-duckdb-notes.md"
CARD = "30-reviews/staging/2026-01-02-duckdb-fts.md"
CANON = "20-wiki/dev/duckdb.md"
HEADING = "전문 검색"
QUOTE = "FTS 확장은 BM25 점수로 문서를 정렬한다"

SOURCE_TEXT = f"""---
type: source-summary
status: raw-source
trust: source
title: DuckDB notes
created: 2026-01-02
updated: 2026-01-02
---
# DuckDB notes

## {HEADING}

DuckDB의 {QUOTE}. 한국어는 형태소 분석이 필요하다.

## 설치

pip install duckdb
"""

CANON_TEXT = """---
type: entity
status: canonical
trust: llm_summary
title: DuckDB
created: 2025-12-01
updated: 2025-12-01
sources:
- 10-sources/old.md
sector: dev
---
# DuckDB

## 개요

DuckDB는 임베디드 분석 데이터베이스다.
"""


def card_text(title: str = "DuckDB 전문 검색", created: str = "2026-01-02", source: str = SOURCE, extra: str = "") -> str:
    return f"""---
type: concept
status: draft
trust: source
title: {title}
created: {created}
updated: {created}
sources:
- {source}
card_kind: inbox
{extra}---
# {title}

DuckDB FTS 메모. 원본: [[{source.removesuffix('.md')}]]
"""


def make_vault(root: Path, cards: dict[str, str] | None = None, extra: dict[str, str] | None = None) -> Path:
    """An initialised vault with one source, one canonical page and the given staging cards."""
    init_vault(root, today=date(2026, 1, 1))
    files = {SOURCE: SOURCE_TEXT, CANON: CANON_TEXT, "10-sources/old.md": "# old\n\n## x\n\nold text\n"}
    files.update({CARD: card_text()} if cards is None else cards)
    files.update(extra or {})
    for rel, text in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    repo = git.Repo(root)
    repo.git.add(A=True)
    repo.index.commit("fixture")
    return root


def draft(
    title: str = "DuckDB 전문 검색",
    *,
    anchor: str = f"{SOURCE}#{HEADING}",
    quote: str = QUOTE,
    body: str = "## 요점\n\nDuckDB의 FTS 확장을 쓴다. 관련: [[20-wiki/dev/duckdb]]\n",
    same_topic_as: str | None = None,
    sector: str = "dev",
) -> dict[str, Any]:
    return {
        "title": title,
        "type": "concept",
        "sector": sector,
        "tags": ["duckdb", "search"],
        "summary": "DuckDB FTS 확장의 점수 계산.",
        "body": body,
        "claims": [{"statement": "FTS 확장은 BM25로 정렬한다.", "anchor": anchor, "quote": quote}],
        "same_topic_as": same_topic_as,
        "confidence": 0.8,
        "reasoning": "소스의 전문 검색 절을 요약했다.",
    }


def accept(*reasons: str) -> dict[str, Any]:
    return {"decision": "accept", "reasons": list(reasons) or ["supported by the source"]}


def commits(root: Path) -> list[str]:
    return [c.message.strip() for c in git.Repo(root).iter_commits()]
