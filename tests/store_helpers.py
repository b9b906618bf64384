"""Test doubles and helpers for the derived-store tests (tests only; product code has no fakes).

``HashingEmbedder`` is a deterministic embedder that follows the ``Embedder`` protocol of
``hippocampus.store.embed``: vectors are hashed character trigrams, L2-normalised, so similar
texts get similar vectors and every call is counted.
"""

from __future__ import annotations

import hashlib
import subprocess
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import duckdb
import numpy as np

from hippocampus.config import Settings

REPO = Path(__file__).resolve().parents[1]


class HashingEmbedder:
    def __init__(self, dim: int = 32, model_id: str = "test-hashing-32", fail_after: int | None = None, error: type[Exception] | None = None):
        self.dim = dim
        self.model_id = model_id
        self.fail_after = fail_after  # number of successful embed_passages calls before failing
        self.error = error
        self.calls = 0
        self.embedded: list[str] = []

    def passage_input(self, text: str) -> str:
        return "passage: " + text

    def query_input(self, text: str) -> str:
        return "query: " + text

    def _vec(self, text: str) -> np.ndarray:
        v = np.zeros(self.dim, dtype=np.float32)
        padded = f"  {text.lower()}  "
        for i in range(len(padded) - 2):
            h = int.from_bytes(hashlib.blake2b(padded[i : i + 3].encode(), digest_size=4).digest(), "little")
            v[h % self.dim] += 1.0 if (h >> 31) & 1 else -1.0
        n = np.linalg.norm(v)
        return v / n if n else v

    def embed_passages(self, texts: list[str]) -> np.ndarray:
        if self.fail_after is not None and self.calls >= self.fail_after:
            from hippocampus.store.embed import EmbedderUnavailable

            raise (self.error or EmbedderUnavailable)("test embedder is down")
        self.calls += 1
        self.embedded.extend(texts)
        return np.vstack([self._vec(t) for t in texts]).astype(np.float32) if texts else np.zeros((0, self.dim), np.float32)

    def embed_query(self, text: str) -> np.ndarray:
        return self._vec(self.query_input(text))


def settings_for(tmp_path: Path, vault: Path, **extra: Any) -> Settings:
    return Settings(vault=vault, home=tmp_path / "home", **extra)


def write(vault: Path, rel: str, text: str | bytes) -> Path:
    path = vault / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return path


def note(title: str, body: str, **meta: Any) -> str:
    lines = ["---", f"title: {title}"]
    for key, value in meta.items():
        if isinstance(value, list):
            lines.append(f"{key}: [{', '.join(value)}]")
        else:
            lines.append(f"{key}: {value}")
    lines.append("---")
    return "\n".join(lines) + "\n" + body


def git_init(vault: Path) -> None:
    subprocess.run(["git", "init", "-q", str(vault)], check=True)


# Content comparison of two stores, independent of the run-specific integer ids.
CONTENT_QUERIES: dict[str, str] = {
    "documents": """SELECT path, title, lane, sector, type, status, trust, tags, sources, created, updated, sha256, size,
                           legacy_id, frontmatter::VARCHAR, has_frontmatter, has_frontmatter_error, frontmatter_error, n_sections,
                           names, korean
                    FROM documents""",
    "sections": """SELECT path, ord, level, heading, heading_path, anchor, text, line_start, line_end, length, title_length, embed_hash
                   FROM sections""",
    "links": "SELECT src_path, ord, line, target, heading, alias, block, embed, resolved_path, broken, markdown FROM links",
    "postings": "SELECT p.term, s.path, s.ord, p.tf, p.field FROM postings p JOIN sections s USING (section_id)",
    "terms": "SELECT term, df, n_trigrams FROM terms",
    "term_trigrams": "SELECT trigram, term FROM term_trigrams",
    "stats": "SELECT n_documents, n_sections, round(avg_body_length, 9), round(avg_title_length, 9) FROM stats",
    "attachments": "SELECT path FROM attachments",
    "lint": "SELECT path, code, message, line, scope FROM lint",
    "unreadable": "SELECT path, error, detail, size FROM unreadable",
    "meta": "SELECT key, value FROM meta WHERE key NOT LIKE 'next_%'",  # id high-water marks are not content
}


def store_content(db: Path) -> dict[str, list[tuple[Any, ...]]]:
    con = duckdb.connect(str(db), read_only=True)
    try:
        return {name: sorted(con.execute(sql).fetchall(), key=repr) for name, sql in CONTENT_QUERIES.items()}
    finally:
        con.close()


@contextmanager
def indexed_stores(root: Path, notes: Mapping[str, str], *, embed: bool = False) -> Iterator[tuple[Any, Any, Any]]:
    """``notes`` (vault path → text) written into ``root/vault`` and indexed (with the bundled
    embedder when ``embed``): the store opened by both engines and the embedder (None without),
    ``(memory, sql, embedder)``, closed on exit."""
    from hippocampus.store.embedders import make_embedder
    from hippocampus.store.indexer import run_index
    from hippocampus.store.reader import Store

    for rel, text in notes.items():
        write(root / "vault", rel, text)
    settings = Settings(vault=root / "vault", home=root / "home")
    embedder = make_embedder(settings) if embed else None
    run_index(settings, embed=embed, embedder=embedder, publish_min_seconds=0)
    mem, sql = Store.open_latest(settings.store_dir), Store.open_latest(settings.store_dir, engine="sql")
    try:
        yield mem, sql, embedder
    finally:
        mem.close()
        sql.close()
