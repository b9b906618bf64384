"""Read-only access to the vault for the compiler and its agents: search, read, traverse.

:class:`VaultLibrary` reads the vault files themselves (the truth) and answers ``search`` with
a small term-overlap scan. :func:`open_library` prefers the derived store's hybrid search
(``hippocampus.search``) for ``search`` and falls back to the scan when no materialization
is published yet; the fallback is reported in ``degraded``, never silent. Nothing here writes.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hippocampus.config import Settings
from hippocampus.vault.reader import PathEscape, list_all_files, read_note_file, resolve_inside
from vault_schema.layout import WIKI, is_hidden, is_note, is_system_file, normalize
from vault_schema.links import LinkResolver
from vault_schema.markdown import Section, resolve_heading
from vault_schema.note import Note, parse_note

#: How many extra hits a store search asks for, to still return ``k`` after dropping system files.
SYSTEM_SLACK = 8


_WORD = re.compile(r"[^\W_가-힣]+|[가-힣]+", re.UNICODE)


def terms(text: str) -> list[str]:
    """Casefolded word tokens; Korean words also yield their 2-character prefixes (a crude stem)."""
    out: list[str] = []
    for word in _WORD.findall(text.casefold()):
        if len(word) < 2:
            continue
        out.append(word)
        if re.search(r"[가-힣]", word) and len(word) > 2:
            out.append(word[:2])
    return out


@dataclass(frozen=True)
class LibHit:
    path: str
    title: str
    anchor: str
    snippet: str
    score: float
    status: str | None = None
    trust: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"path": self.path, "title": self.title, "anchor": self.anchor, "snippet": self.snippet,
                "score": round(self.score, 4), "status": self.status, "trust": self.trust}


@dataclass
class VaultLibrary:
    """The vault, parsed once per run. ``degraded`` says why search is a plain scan."""

    root: Path
    max_bytes: int = 5_000_000
    degraded: str | None = "no search store: term-overlap scan of the vault"
    #: A dry run's VaultRun: reads then see the run's own pending writes (its overlay).
    run: Any = None
    _notes: dict[str, Note] | None = field(default=None, init=False, repr=False)
    _texts: dict[str, str] = field(default_factory=dict, init=False, repr=False)
    _resolver: LinkResolver | None = field(default=None, init=False, repr=False)

    # ------------------------------------------------------------------ loading
    def _load(self) -> dict[str, Note]:
        if self._notes is None:
            overlay = self.run is not None and getattr(self.run, "dry_run", False)
            files = self.run.list_files("", suffix="") if overlay else list_all_files(self.root)
            notes: dict[str, Note] = {}
            self._texts = {}
            for rel in files:
                if not is_note(rel) or is_hidden(rel):
                    continue
                if overlay:
                    text = self.run.read_text(rel)
                else:
                    nf = read_note_file(self.root, rel, self.max_bytes)
                    text = nf.text if nf.ok else None
                if text is not None:
                    path = normalize(rel)
                    notes[path] = parse_note(path, text)
                    self._texts[path] = text
            self._notes = notes
            self._resolver = LinkResolver(files)
        return self._notes

    def text(self, path: str) -> str | None:
        """The exact text of a note (as read for this run)."""
        self._load()
        return self._texts.get(normalize(path))

    def refresh(self) -> None:
        self._notes = None
        self._resolver = None

    @property
    def resolver(self) -> LinkResolver:
        self._load()
        assert self._resolver is not None
        return self._resolver

    def note(self, path: str) -> Note | None:
        return self._load().get(normalize(path))

    def notes(self, prefix: str = "") -> list[Note]:
        prefix = normalize(prefix)
        return [n for p, n in sorted(self._load().items()) if not prefix or p == prefix or p.startswith(prefix + "/")]

    def canonical(self) -> list[Note]:
        """Pages of the canonical wiki (archived ones excluded)."""
        return [n for n in self.notes(WIKI) if (n.meta.status or "") != "archived"]

    def exists(self, path: str) -> bool:
        if self.run is not None and getattr(self.run, "dry_run", False):
            return bool(self.run.exists(normalize(path)))
        try:
            return resolve_inside(self.root, normalize(path)).is_file()
        except PathEscape:
            return False

    def resolve(self, target: str, from_path: str = "") -> str | None:
        return self.resolver.resolve(target, from_path)

    # ------------------------------------------------------------------ tools
    def search(self, query: str, *, k: int = 8, path_prefix: str | None = None) -> list[LibHit]:
        """Best sections by query-term overlap (title words count triple)."""
        wanted = Counter(terms(query))
        if not wanted:
            return []
        scored: list[LibHit] = []
        for note in self.notes(path_prefix or ""):
            if (note.meta.status or "") == "archived" or is_system_file(note.path):
                continue
            title_terms = set(terms(note.title))
            best: tuple[float, Section | None] = (0.0, None)
            for section in note.sections:
                words = set(terms(section.text))
                score = sum(1.0 for t in wanted if t in words) + sum(2.0 for t in wanted if t in title_terms)
                score += 0.1 if section.body.strip() else 0.0  # prefer a section with text to a bare heading
                if score > best[0]:
                    best = (score, section)
            score, found = best
            if found is None or score <= 0:
                continue
            snippet = " ".join(found.body.split())[:240]
            scored.append(LibHit(note.path, note.title, found.anchor(note.path), snippet, score / (len(wanted) * 3), note.meta.status, note.meta.trust))
        scored.sort(key=lambda h: (-h.score, h.path))
        return scored[:k]

    def read(self, path: str, section: str | None = None) -> dict[str, Any] | None:
        """A note (frontmatter, outline, text) or one exact section of it."""
        resolved = self.resolve(path) or normalize(path)
        note = self.note(resolved)
        if note is None:
            return None
        out: dict[str, Any] = {
            "path": note.path,
            "title": note.title,
            "meta": {k: v for k, v in note.meta.raw.items() if isinstance(v, (str, int, float, bool, list)) or v is None},
            "outline": [s.anchor(note.path) for s in note.sections if s.level],
        }
        if section:
            found = resolve_heading(note.sections, section)
            out["section"] = found.anchor(note.path) if found else None
            out["text"] = found.text if found else ""
        else:
            out["text"] = note.body
        return out

    def traverse(self, path: str, depth: int = 1) -> dict[str, Any]:
        """Outlinks and backlinks up to ``depth`` hops (breadth first)."""
        start = self.resolve(path) or normalize(path)
        outgoing: dict[str, set[str]] = {}
        incoming: dict[str, set[str]] = {}
        for note in self._load().values():
            for link in note.wikilinks:
                target = self.resolver.resolve(link.target, note.path) if link.target else None
                if target and target != note.path:
                    outgoing.setdefault(note.path, set()).add(target)
                    incoming.setdefault(target, set()).add(note.path)
        seen = {start}
        frontier = [start]
        hops: list[dict[str, Any]] = []
        for hop in range(1, max(1, depth) + 1):
            nxt: list[str] = []
            for node in frontier:
                for other, rel in [(o, "out") for o in sorted(outgoing.get(node, ()))] + [(i, "in") for i in sorted(incoming.get(node, ()))]:
                    if other not in seen:
                        seen.add(other)
                        nxt.append(other)
                        hops.append({"path": other, "hop": hop, "via": node, "direction": rel})
            frontier = nxt
        return {"path": start, "links": hops}


class StoreLibrary(VaultLibrary):
    """Search through the derived store's hybrid search; read/traverse from the vault files."""

    def __init__(self, root: Path, ctx: Any, max_bytes: int = 5_000_000, run: Any = None) -> None:
        super().__init__(root, max_bytes, degraded=None, run=run)
        self.ctx = ctx

    def search(self, query: str, *, k: int = 8, path_prefix: str | None = None) -> list[LibHit]:
        from hippocampus.search.context import embedder_or_reason
        from hippocampus.search.service import search
        from hippocampus.search.types import searchable
        from hippocampus.store.queries import Filters

        if not searchable(query):  # a model's empty or overlong tool call: nothing to list
            return []
        filters = Filters(path_prefix=path_prefix.rstrip("/") + "/" if path_prefix else None)
        # No abstention: this is a candidate list for the model or agent to judge, not an answer.
        result = search(self.ctx.store, embedder_or_reason(self.ctx), query, k=k + SYSTEM_SLACK, params=self.ctx.params,
                        filters=filters, abstain=False)
        if result.degraded.any:
            self.degraded = f"search degraded: {result.degraded.to_dict()}"
        hits = [h for h in result.hits if not is_system_file(h.path)]
        return [LibHit(h.path, h.title, h.anchor, h.snippet, float(h.score), h.status, h.trust) for h in hits[:k]]

    def close(self) -> None:
        self.ctx.close()


def open_library(settings: Settings, root: Path, run: Any = None) -> VaultLibrary:
    """The store-backed library when a materialization is published, else the vault scan
    (with the reason in ``degraded``)."""
    try:
        from hippocampus.search.context import open_context
    except ImportError:
        return VaultLibrary(root, settings.max_file_bytes, run=run)
    try:
        ctx = open_context(settings, with_embedder=settings.embed_provider != "none")
    except Exception as exc:  # noqa: BLE001 - NotIndexedError, a broken store: degrade, say why
        lib = VaultLibrary(root, settings.max_file_bytes, run=run)
        lib.degraded = f"no search store ({type(exc).__name__}: {exc}); term-overlap scan of the vault"
        return lib
    return StoreLibrary(root, ctx, settings.max_file_bytes, run=run)


def first_lines(text: str, limit: int) -> str:
    text = text.strip()
    return text if len(text) <= limit else text[:limit].rsplit("\n", 1)[0] + "\n…"


def unique(items: Iterable[str]) -> list[str]:
    seen: dict[str, None] = {}
    for item in items:
        if item and item not in seen:
            seen[item] = None
    return list(seen)
