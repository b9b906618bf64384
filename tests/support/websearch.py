"""A pluggable web-search tool for tests (``HIPPO_RESEARCH_WEB_SEARCH=tests.support.websearch:search``).
Returns fixed results pointing at loopback URLs; it never touches the network."""

from __future__ import annotations

import os


def search(query: str) -> list[dict[str, str]]:
    base = os.environ.get("TEST_WEB_BASE", "http://127.0.0.1:9/pages")
    return [{"title": f"About {query}", "url": f"{base}/duckdb-fts", "snippet": "DuckDB FTS uses BM25."}]
