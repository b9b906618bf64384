"""The lexical index of memory notes: BM25 over Kiwi morphemes and English terms.

Decision (docs/adr/0020-agent-memory-and-lessons.md): memory recall keeps its own small index over
``47-memory/`` instead of querying the vault-wide store, because recall must (1) work before
any materialization exists and right after a store (agents recall what they stored a minute
ago), (2) weigh the A-Mem fields (title, keywords, contextual description, tags) above the
body, and (3) filter by project/type/tag *before* ranking. The terms come from the same
analyser as the store (``hippocampus.store.tokenize``), so Korean particles and English
plurals behave identically everywhere.

Per-file terms are cached in ``$HIPPO_HOME/memory/terms.json`` keyed by the file's SHA-256
and the tokenizer version: a recall re-analyses only notes that changed.
"""

from __future__ import annotations

import hashlib
import json
import math
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hippocampus.vault.writer import atomic_write_text
from vault_schema.frontmatter import split_frontmatter
from vault_schema.layout import MEMORY

#: BM25F-style field weights: a field's terms count this many times.
FIELD_WEIGHTS: dict[str, int] = {"title": 3, "keywords": 3, "contextual_description": 2, "tags": 2, "fields": 1, "body": 1}
K1 = 1.2
B = 0.75
CACHE_VERSION = 1


@dataclass(frozen=True)
class MemoryDoc:
    """One memory note as recall sees it."""

    path: str
    stem: str
    project: str
    type: str
    title: str
    created: str
    tags: tuple[str, ...]
    keywords: tuple[str, ...]
    description: str
    related: tuple[str, ...]
    body: str
    fields: dict[str, Any] = field(default_factory=dict)

    def field_texts(self) -> dict[str, str]:
        return {
            "title": self.title,
            "keywords": " ".join(self.keywords),
            "contextual_description": self.description,
            "tags": " ".join(self.tags),
            "fields": " ".join(str(v) for v in self.fields.values()),
            "body": self.body,
        }


def _as_tuple(value: Any) -> tuple[str, ...]:
    if value is None or value == "":
        return ()
    if isinstance(value, (list, tuple)):
        return tuple(str(v) for v in value if v is not None)
    return (str(value),)


def parse_memory(rel: str, text: str) -> MemoryDoc | None:
    """A memory note from its text; ``None`` for files that are not memory notes."""
    parts = rel.split("/")
    if len(parts) != 4 or parts[0] != MEMORY or not parts[3].endswith(".md"):
        return None
    split = split_frontmatter(text)
    if split.error is not None:
        return None
    meta = split.meta
    base = {"title", "type", "project", "created", "tags", "contextual_description", "keywords", "related", "trust"}
    tags = _as_tuple(meta.get("tags"))
    # Legacy links: a tag `related:<stem>` counts as a related link (seed 002).
    related = _as_tuple(meta.get("related")) + tuple(t.split(":", 1)[1] for t in tags if t.startswith("related:"))
    return MemoryDoc(
        path=rel,
        stem=parts[3][:-3],
        project=str(meta.get("project") or parts[1]),
        type=str(meta.get("type") or parts[2]),
        title=str(meta.get("title") or parts[3][:-3]),
        created=str(meta.get("created") or ""),
        tags=tuple(t for t in tags if not t.startswith("related:")),
        keywords=_as_tuple(meta.get("keywords")),
        description=str(meta.get("contextual_description") or ""),
        related=tuple(dict.fromkeys(r.removesuffix(".md") for r in related)),
        body=split.body,
        fields={k: v for k, v in meta.items() if k not in base},
    )


def list_memory_files(root: Path) -> list[str]:
    base = root / MEMORY
    if not base.is_dir():
        return []
    return sorted(p.relative_to(root).as_posix() for p in base.glob("*/*/*.md") if not p.name.startswith("."))


class TermCache:
    """``path -> (sha256, weighted term counts)``, persisted as JSON under ``$HIPPO_HOME``."""

    def __init__(self, path: Path | None, tokenizer_version: str) -> None:
        self.path = path
        self.version = tokenizer_version
        self.entries: dict[str, dict[str, Any]] = {}
        self.dirty = False
        if path is not None and path.is_file():
            try:
                data = json.loads(path.read_text("utf-8"))
            except (OSError, ValueError):
                data = {}  # a broken cache is only a cache: rebuilt below
            if data.get("version") == CACHE_VERSION and data.get("tokenizer") == tokenizer_version:
                self.entries = data.get("entries", {})

    def get(self, rel: str, sha: str) -> dict[str, int] | None:
        entry = self.entries.get(rel)
        return entry["terms"] if entry and entry.get("sha") == sha else None

    def put(self, rel: str, sha: str, terms: dict[str, int]) -> None:
        self.entries[rel] = {"sha": sha, "terms": terms}
        self.dirty = True

    def retain(self, paths: set[str]) -> None:
        gone = set(self.entries) - paths
        for rel in gone:
            del self.entries[rel]
        self.dirty = self.dirty or bool(gone)

    def save(self) -> None:
        if self.path is None or not self.dirty:
            return
        payload = {"version": CACHE_VERSION, "tokenizer": self.version, "entries": self.entries}
        atomic_write_text(self.path, json.dumps(payload, ensure_ascii=False))
        self.dirty = False


@dataclass(frozen=True)
class Hit:
    doc: MemoryDoc
    score: float
    matched: tuple[str, ...]


class MemoryIndex:
    """BM25 over weighted field terms of every memory note."""

    def __init__(self, docs: list[MemoryDoc], terms: list[dict[str, int]]) -> None:
        self.docs = docs
        self.by_stem: dict[str, list[MemoryDoc]] = defaultdict(list)
        for doc in docs:
            self.by_stem[doc.stem].append(doc)
        self._tf = terms
        self._len = [sum(t.values()) for t in terms]
        self._avg = (sum(self._len) / len(docs)) if docs else 0.0
        self._df: Counter[str] = Counter()
        for t in terms:
            self._df.update(t.keys())

    @classmethod
    def load(cls, root: Path, cache_path: Path | None = None) -> MemoryIndex:
        from hippocampus.store.tokenize import TOKENIZER_VERSION, analyze_many

        cache = TermCache(cache_path, TOKENIZER_VERSION)
        docs: list[MemoryDoc] = []
        shas: list[str] = []
        for rel in list_memory_files(root):
            try:
                data = (root / rel).read_bytes()
                doc = parse_memory(rel, data.decode("utf-8"))
            except (OSError, UnicodeDecodeError):
                continue  # unreadable files are the validator's business; recall skips them
            if doc is not None:
                docs.append(doc)
                shas.append(hashlib.sha256(data).hexdigest())
        terms: list[dict[str, int] | None] = [cache.get(d.path, s) for d, s in zip(docs, shas, strict=True)]
        todo = [i for i, t in enumerate(terms) if t is None]
        if todo:
            names = list(FIELD_WEIGHTS)
            texts = [docs[i].field_texts()[name] for i in todo for name in names]
            analysed = analyze_many(texts)
            for n, i in enumerate(todo):
                counts: Counter[str] = Counter()
                for k, name in enumerate(names):
                    for term in analysed[n * len(names) + k]:
                        counts[term] += FIELD_WEIGHTS[name]
                terms[i] = found = dict(counts)
                cache.put(docs[i].path, shas[i], found)
        cache.retain({d.path for d in docs})
        cache.save()
        return cls(docs, [t or {} for t in terms])

    def resolve(self, stem: str, project: str | None) -> MemoryDoc | None:
        candidates = self.by_stem.get(stem.removesuffix(".md"), [])
        same = [d for d in candidates if d.project == project]
        return (same or candidates or [None])[0]  # type: ignore[list-item]  # [None]: nothing found

    def search(
        self,
        query: str,
        *,
        project: str | None = None,
        types: frozenset[str] | None = None,
        tags: frozenset[str] | None = None,
        limit: int = 5,
    ) -> list[Hit]:
        """BM25 ranking of the notes that pass the filters (filters restrict the candidates)."""
        from hippocampus.store.tokenize import query_terms

        qterms = query_terms(query)
        if not qterms or not self.docs:
            return []
        n = len(self.docs)
        hits: list[Hit] = []
        for i, doc in enumerate(self.docs):
            if project and doc.project != project:
                continue
            if types and doc.type not in types:
                continue
            if tags and not tags.issubset(set(doc.tags)):
                continue
            tf = self._tf[i]
            score = 0.0
            matched = []
            for term in qterms:
                f = tf.get(term, 0)
                if not f:
                    continue
                df = self._df[term]
                idf = math.log(1.0 + (n - df + 0.5) / (df + 0.5))
                norm = K1 * (1.0 - B + B * self._len[i] / (self._avg or 1.0))
                score += idf * f * (K1 + 1.0) / (f + norm)
                matched.append(term)
            if matched:
                hits.append(Hit(doc, score, tuple(matched)))
        hits.sort(key=lambda h: (-h.score, h.doc.created, h.doc.path))
        return hits[:limit]
