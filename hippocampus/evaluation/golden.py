"""Golden-set format, loading, validation and the dataset fingerprint (SPEC §8).

One JSON object per line::

    {"id": "q-001", "query": "…", "category": "lexical|semantic|hybrid|abstain",
     "expected": [{"path": "20-wiki/x/y.md", "anchor": "20-wiki/x/y.md#Heading"}],
     "filters": {"lanes": [...], "types": [...], "trusts": [...], "statuses": [...],
                 "path_prefix": "…", "include_archived": false}}

``expected`` is empty exactly for ``abstain`` queries (the right answer is to return
nothing). ``anchor`` is optional; when given it must name a section of that note.

:func:`validate` checks everything *before* any search: a wrong golden set produces exit
code 3 and no figures (unmeasurable is not the same as wrong).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hippocampus.search.types import MAX_QUERY_CHARS, searchable
from vault_schema.frontmatter import ENUMS
from vault_schema.note import parse_note

CATEGORIES = ("lexical", "semantic", "hybrid", "abstain")
FILTER_KEYS = ("lanes", "types", "trusts", "statuses", "path_prefix", "include_archived")
from vault_schema.layout import LANE_NAMES as LANES  # noqa: E402


@dataclass(frozen=True)
class Expected:
    path: str
    anchor: str | None = None


@dataclass(frozen=True)
class GoldenQuery:
    id: str
    query: str
    category: str
    expected: tuple[Expected, ...]
    filters: dict[str, Any] = field(default_factory=dict)
    line: int = 0

    @property
    def answerable(self) -> bool:
        return self.category != "abstain"

    @property
    def relevant_paths(self) -> set[str]:
        return {e.path for e in self.expected}

    def label(self) -> dict[str, Any]:
        return {"id": self.id, "query": self.query, "category": self.category,
                "expected": [[e.path, e.anchor] for e in self.expected], "filters": self.filters}


class GoldenFormatError(ValueError):
    pass


def parse_line(raw: dict[str, Any], line: int) -> GoldenQuery:
    exp = raw.get("expected") or []
    if not isinstance(exp, list):
        raise GoldenFormatError(f"line {line}: expected must be a list")
    items = []
    for e in exp:
        if isinstance(e, str):
            items.append(Expected(e))
        elif isinstance(e, dict) and isinstance(e.get("path"), str):
            items.append(Expected(e["path"], e.get("anchor")))
        else:
            raise GoldenFormatError(f"line {line}: each expected item needs a path")
    filters = raw.get("filters") or {}
    if not isinstance(filters, dict):
        raise GoldenFormatError(f"line {line}: filters must be an object")
    return GoldenQuery(str(raw.get("id", "")), str(raw.get("query", "")), str(raw.get("category", "")),
                       tuple(items), filters, line)


def load_golden(path: Path) -> list[GoldenQuery]:
    out = []
    for n, text in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not text.strip() or text.lstrip().startswith("//"):
            continue
        try:
            raw = json.loads(text)
        except json.JSONDecodeError as exc:
            raise GoldenFormatError(f"line {n}: not JSON: {exc.msg}") from exc
        out.append(parse_line(raw, n))
    return out


def write_golden(path: Path, queries: Iterable[dict[str, Any]]) -> int:
    n = 0
    with path.open("w", encoding="utf-8") as fh:
        for q in queries:
            fh.write(json.dumps(q, ensure_ascii=False) + "\n")
            n += 1
    return n


def to_store_filters(filters: dict[str, Any]):
    from hippocampus.store.reader import Filters

    kw: dict[str, Any] = {}
    for key in ("lanes", "types", "trusts", "statuses"):
        if filters.get(key):
            kw[key] = tuple(filters[key])
    if filters.get("path_prefix"):
        kw["path_prefix"] = filters["path_prefix"]
    if filters.get("include_archived"):
        kw["include_archived"] = True
    return Filters(**kw)


class VaultIndex:
    """Paths and section anchors of a vault, read once (for validation and fingerprints)."""

    def __init__(self, vault: Path) -> None:
        self.vault = vault
        self._anchors: dict[str, set[str]] = {}
        self.files: dict[str, bytes] = {}
        for f in sorted(vault.rglob("*.md")):
            rel = f.relative_to(vault).as_posix()
            if any(part.startswith(".") for part in rel.split("/")):
                continue
            self.files[rel] = f.read_bytes()

    def anchors(self, path: str) -> set[str]:
        if path not in self._anchors:
            note = parse_note(path, self.files[path].decode("utf-8", "replace"))
            self._anchors[path] = {s.anchor(path) for s in note.sections} | {path}
        return self._anchors[path]


def validate(queries: Sequence[GoldenQuery], vault: VaultIndex) -> list[str]:
    """Every problem found, one line each; empty means the set is measurable."""
    problems: list[str] = []
    seen: dict[str, int] = {}
    for q in queries:
        where = f"line {q.line} ({q.id or 'no id'})"
        if not q.id:
            problems.append(f"{where}: missing id")
        elif q.id in seen:
            problems.append(f"{where}: duplicate id (first on line {seen[q.id]})")
        else:
            seen[q.id] = q.line
        if not searchable(q.query):  # the search service would refuse it mid-run
            problems.append(f"{where}: empty, word-less or over-long query (limit {MAX_QUERY_CHARS} characters)")
        if q.category not in CATEGORIES:
            problems.append(f"{where}: category {q.category!r} not in {CATEGORIES}")
        if q.category == "abstain" and q.expected:
            problems.append(f"{where}: abstain query must not list expected documents")
        if q.category in CATEGORIES and q.category != "abstain" and not q.expected:
            problems.append(f"{where}: answerable query without expected documents")
        problems.extend(f"{where}: {p}" for p in _filter_problems(q.filters))
        prefix = q.filters.get("path_prefix")
        for e in q.expected:
            if e.path not in vault.files:
                problems.append(f"{where}: expected path not in the vault: {e.path}")
                continue
            if prefix and not e.path.startswith(prefix):
                problems.append(f"{where}: expected path {e.path} is outside the query's path_prefix {prefix}")
            if e.anchor and e.anchor not in vault.anchors(e.path):
                problems.append(f"{where}: anchor does not resolve: {e.anchor}")
    return problems


def _filter_problems(filters: dict[str, Any]) -> list[str]:
    out = []
    for key, value in filters.items():
        if key not in FILTER_KEYS:
            out.append(f"unknown filter {key!r}")
            continue
        if key in ("lanes", "types", "trusts", "statuses"):
            if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
                out.append(f"filter {key} must be a list of strings")
                continue
            allowed = LANES if key == "lanes" else ENUMS[key[:-1] if key != "statuses" else "status"]
            bad = [v for v in value if v not in allowed]
            if bad:
                out.append(f"filter {key} has unknown value(s) {bad}")
        elif key == "path_prefix" and not isinstance(value, str):
            out.append("filter path_prefix must be a string")
        elif key == "include_archived" and not isinstance(value, bool):
            out.append("filter include_archived must be true/false")
    return out


def dataset_fingerprint(queries: Sequence[GoldenQuery], vault: VaultIndex) -> str:
    """sha256 over every note's path and content plus every label (order-independent)."""
    h = hashlib.sha256()
    for path in sorted(vault.files):
        h.update(path.encode() + b"\0" + hashlib.sha256(vault.files[path]).digest())
    for label in sorted(json.dumps(q.label(), sort_keys=True, ensure_ascii=False) for q in queries):
        h.update(label.encode())
    return h.hexdigest()
