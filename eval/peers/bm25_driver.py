"""Plain BM25 baselines with ``bm25s``: whitespace tokens, and Kiwi morphemes.

Each note is indexed as ``title + body`` (frontmatter parsed away with the project's note
parser, as in ``eval/bench_search.py``). Scoped queries use one index over the whole corpus
with a ``weight_mask`` that zeroes documents outside the scope (global IDF, like a filter
inside a search engine). ``update_one`` re-tokenises every note and rebuilds the index: bm25s
has no incremental update. The index is saved to disk (``bm25s`` ``save``) for the size.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from importlib import metadata
from pathlib import Path
from typing import Any

import numpy as np

from eval.peers.base import Driver, QueryResult, timed


def whitespace_tokens(text: str) -> list[str]:
    return text.lower().split()


def kiwi_tokens(text: str) -> list[str]:
    from hippocampus.store.tokenize import analyze

    return list(analyze(text))


TOKENIZERS: dict[str, Callable[[str], list[str]]] = {"ws": whitespace_tokens, "kiwi": kiwi_tokens}


def note_text(path: Path) -> str:
    from vault_schema.note import parse_note

    note = parse_note(path.name, path.read_text(encoding="utf-8", errors="replace"))
    return f"{note.title}\n{note.body}"


class Bm25Driver(Driver):
    def __init__(self, tokenizer: str = "ws") -> None:
        self.tok_name = tokenizer
        self.tokenize = TOKENIZERS[tokenizer]
        self.name = f"bm25s-{tokenizer}"
        self.paths: list[str] = []
        self.bm = None
        self.docs_dir: Path | None = None
        self.index_dir: Path | None = None
        self._masks: dict[str, np.ndarray] = {}

    def version(self) -> str:
        return f"bm25s {metadata.version('bm25s')}"

    def settings(self) -> dict[str, Any]:
        tok = "lower-cased whitespace split" if self.tok_name == "ws" else "hippocampus.store.tokenize.analyze (Kiwi morphemes)"
        return {"tokens": tok, "method": "bm25s default (lucene, k1=1.5, b=0.75)"}

    def _index(self) -> None:
        import bm25s

        files = sorted(p for p in self.docs_dir.rglob("*.md") if not any(s.startswith(".") for s in p.relative_to(self.docs_dir).parts))
        self.paths = [p.relative_to(self.docs_dir).as_posix() for p in files]
        corpus = [self.tokenize(note_text(p)) or ["∅"] for p in files]
        self.bm = bm25s.BM25()
        self.bm.index(corpus, show_progress=False)
        self.bm.save(str(self.index_dir))
        self._masks = {}

    def build(self, docs_dir: Path, work: Path, scopes: Sequence[str]) -> dict[str, Any]:
        self.docs_dir, self.index_dir = docs_dir, work / "bm25s-index"
        c0 = self.cpu_seconds()
        _, secs = timed(self._index)
        return {"seconds": secs, "cpu_seconds": self.cpu_seconds() - c0, "documents": len(self.paths)}

    def update_one(self, path: Path) -> dict[str, Any]:
        _, secs = timed(self._index)
        return {"seconds": secs, "note": "full rebuild (bm25s has no incremental update)"}

    def _mask(self, scope: str) -> np.ndarray | None:
        if not scope:
            return None
        if scope not in self._masks:
            self._masks[scope] = np.array([p.startswith(scope) for p in self.paths], dtype=np.float32)
        return self._masks[scope]

    def query(self, q: str, k: int, scope: str = "") -> QueryResult:
        def run() -> list[str]:
            toks = self.tokenize(q) or ["∅"]
            mask = self._mask(scope)
            n = len(self.paths) if mask is None else int(mask.sum())
            ids, scores = self.bm.retrieve([toks], k=min(k, max(n, 1)), show_progress=False, weight_mask=mask)
            return [self.paths[i] for i, s in zip(ids[0], scores[0], strict=False) if s > 0]

        ranked, secs = timed(run)
        return QueryResult(ranked, secs * 1000)

    def index_paths(self) -> list[Path]:
        return [self.index_dir] if self.index_dir else []
