"""Wikilink resolution inside the store, as ``vault_schema.links.LinkResolver`` (and so
``hippo validate``) resolves, kept incremental.

Each ``links`` row carries ``resolved_path`` (NULL when no file matches) and ``broken``
(``'file'``: no file; ``'heading'``: the target has no such heading; NULL: fine). The
broken-wikilink lint rows are derived from those columns by :func:`broken_link_findings`.

A link's answer depends on its target text, its note's folder and the set of vault paths;
a ``[[note#heading]]`` link also on the target's headings. So:

* on a full build every link is resolved;
* otherwise the links of the notes inserted by this run are resolved (answers of the
  unchanged notes' links with the same target and folder are reused), heading links pointing
  *into* a changed note are re-checked, and when files were added or removed (notes added,
  removed, renamed; attachments changed) the links of other notes whose target's last part
  names one of those files are resolved again — every lookup of the resolver keys on it.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Sequence
from pathlib import PurePosixPath
from typing import Any

import duckdb
import pyarrow as pa

from vault_schema.layout import normalize
from vault_schema.links import LinkResolver, link_key
from vault_schema.lint import BROKEN_WIKILINK
from vault_schema.markdown import Section, Wikilink, resolve_heading

_SELECT = "SELECT src_doc_id, ord, src_path, target, heading, resolved_path, broken FROM links"


def _folder(path: str) -> str:
    return path.rpartition("/")[0]


_resolver_lock = threading.Lock()
_last_resolver: tuple[tuple[str, ...], LinkResolver] | None = None


def _resolver(files: list[str]) -> LinkResolver:
    """A resolver over ``files``, the last one kept (it is immutable): a long-lived process's
    one-note runs resolve against the same files run after run, and building one costs 1.2 CPU-s
    at 10,000 notes (issue 36). Any difference in the list (a path added, gone, moved) builds a
    new one."""
    global _last_resolver
    key = tuple(files)
    with _resolver_lock:
        last = _last_resolver
    if last is not None and last[0] == key:
        return last[1]
    resolver = LinkResolver(files)
    with _resolver_lock:
        _last_resolver = (key, resolver)
    return resolver


def link_names(paths: Iterable[str]) -> frozenset[str]:
    """The names (``link_key``: NFC, case-folded) under which ``paths`` can be the answer to a link: the file name,
    and for a note also the name without ``.md`` (LinkResolver's exact and by-name keys)."""
    out: set[str] = set()
    for raw in paths:
        pure = PurePosixPath(normalize(raw))
        out.add(link_key(pure.name))
        if pure.suffix.lower() == ".md":
            out.add(link_key(pure.stem))
    return frozenset(out)


def _may_name(target: str, names: frozenset[str]) -> bool:
    """Whether ``[[target]]``'s answer can depend on whether a file with one of ``names``
    exists: every LinkResolver lookup (relative, vault path, by name) keys on the target's last
    part; a target with ``..`` is taken as depending on anything."""
    raw = target.strip().replace("\\", "/")
    if not raw:
        return False  # [[#heading]]: the note itself
    if ".." in raw:
        return True
    return link_key(PurePosixPath(normalize(raw.lstrip("/"))).name) in names


def update_links(
    con: duckdb.DuckDBPyConnection,
    attachments: Sequence[str],
    new_docs: Sequence[int] | None,
    changed_paths: Sequence[str] = (),
    moved: Iterable[str] = (),
) -> int:
    """Resolve links (all when ``new_docs`` is None, else those of ``new_docs``, and those of
    other notes whose answer can depend on the files ``moved`` — added or gone) and re-check
    heading links into ``changed_paths``. Returns the number of rows updated."""
    memo: dict[tuple[str, str], str | None] = {}
    if new_docs is None:
        rows = con.execute(_SELECT).fetchall()
        recheck: list[tuple[Any, ...]] = []
    else:
        rows, recheck = _incremental_rows(con, list(new_docs), changed_paths, moved, memo)

    resolver: LinkResolver | None = None
    answers: list[tuple[int, int, str | None, str | None, str | None, str | None]] = []  # id, ord, heading, resolved, old...
    for doc_id, ord_, src, target, heading, old_resolved, old_broken in rows:
        key = (target, _folder(src))
        if not target.strip():
            resolved = src  # [[#heading]] points at its own note
        elif key in memo:
            resolved = memo[key]
        else:
            if resolver is None:
                notes = [p for (p,) in con.execute("SELECT path FROM documents ORDER BY path").fetchall()]
                resolver = _resolver([*notes, *sorted(attachments)])  # sorted: the same list run after run
            resolved = memo[key] = resolver.resolve(target, src)
        answers.append((doc_id, ord_, heading, resolved, old_resolved, old_broken))
    for doc_id, ord_, _src, _target, heading, resolved, broken in recheck:
        answers.append((doc_id, ord_, heading, resolved, resolved, broken))
    return _write_answers(con, answers)


def _incremental_rows(
    con: duckdb.DuckDBPyConnection,
    new: list[int],
    changed_paths: Sequence[str],
    moved: Iterable[str],
    memo: dict[tuple[str, str], str | None],
) -> tuple[list[tuple[Any, ...]], list[tuple[Any, ...]]]:
    """The link rows an incremental run re-resolves (those of ``new``, and other notes' links whose
    target may name a file in ``moved``) and the heading links into ``changed_paths`` to re-check;
    fills ``memo`` with resolutions other notes already made for the targets that cannot have changed."""
    rows = con.execute(f"{_SELECT} WHERE src_doc_id IN (SELECT unnest(?::INTEGER[]))", [new]).fetchall()
    names = link_names(moved)
    affected: set[str] = set()
    if names:
        # Trigger: files were added or removed (a new note, a deletion, a rename). Why: only
        # links whose target's last part names one of them can resolve differently; re-resolving
        # every link of the vault cost seconds at 10,000 notes. Outcome: those links too.
        others = con.execute("SELECT DISTINCT target FROM links WHERE src_doc_id NOT IN (SELECT unnest(?::INTEGER[]))",
                             [new]).fetchall()
        affected = {t for (t,) in others if _may_name(t, names)}
        if affected:
            rows += con.execute(
                f"""{_SELECT} WHERE target IN (SELECT unnest(?::VARCHAR[])) AND src_doc_id NOT IN (SELECT unnest(?::INTEGER[]))""",
                [sorted(affected), new],
            ).fetchall()
    # Resolutions already made by other notes, for the targets the new rows name only (a
    # one-note run reads a few links, not every link of the vault); none for a target whose
    # answer may have changed with the files.
    targets = sorted({r[3] for r in rows if r[3].strip() and r[3] not in affected and not _may_name(r[3], names)})
    for target, src, resolved in con.execute(
        """SELECT DISTINCT target, src_path, resolved_path FROM links
           WHERE target IN (SELECT unnest(?::VARCHAR[])) AND src_doc_id NOT IN (SELECT unnest(?::INTEGER[]))""",
        [targets, new],
    ).fetchall() if targets else []:
        memo[(target, _folder(src))] = resolved
    seen = {(r[0], r[1]) for r in rows}
    recheck = [r for r in con.execute(
        f"""{_SELECT} WHERE heading IS NOT NULL AND resolved_path IN (SELECT unnest(?::VARCHAR[]))
            AND src_doc_id NOT IN (SELECT unnest(?::INTEGER[]))""",
        [list(changed_paths), new],
    ).fetchall() if (r[0], r[1]) not in seen] if changed_paths else []
    return rows, recheck


def _write_answers(con: duckdb.DuckDBPyConnection, answers: list[tuple[int, int, str | None, str | None, str | None, str | None]]) -> int:
    """Mark each answer's link broken ("file", "heading") or not and write the rows whose
    resolution changed; returns how many."""
    headings = _outlines(con, sorted({a[3] for a in answers if a[2] and a[3]}))
    ids: list[int] = []
    ords: list[int] = []
    paths: list[str | None] = []
    flags: list[str | None] = []
    for doc_id, ord_, heading, resolved, old_resolved, old_broken in answers:
        if resolved is None:
            broken = "file"
        elif heading and resolved in headings and resolve_heading(headings[resolved], heading) is None:
            broken = "heading"
        else:
            broken = None
        if (resolved, broken) != (old_resolved, old_broken):
            ids.append(doc_id)
            ords.append(ord_)
            paths.append(resolved)
            flags.append(broken)
    if ids:
        con.register("link_res", pa.table({
            "doc_id": pa.array(ids, pa.int32()), "ord": pa.array(ords, pa.int32()),
            "path": pa.array(paths, pa.string()), "broken": pa.array(flags, pa.string()),
        }))
        try:
            con.execute(
                """UPDATE links SET resolved_path = r.path, broken = r.broken FROM link_res r
                   WHERE links.src_doc_id = r.doc_id AND links.ord = r.ord"""
            )
        finally:
            con.unregister("link_res")
    return len(ids)


def _outlines(con: duckdb.DuckDBPyConnection, paths: list[str]) -> dict[str, list[Section]]:
    """Heading outline (level, heading chain) of each note in ``paths`` that is in the store."""
    out: dict[str, list[Section]] = {}
    if not paths:
        return out
    rows = con.execute(
        "SELECT path, ord, level, heading, heading_path FROM sections WHERE path IN (SELECT unnest(?::VARCHAR[])) ORDER BY path, ord",
        [paths],
    ).fetchall()
    for path, ord_, level, heading, chain in rows:
        out.setdefault(path, []).append(Section(ord_, level, heading, tuple(chain), "", 0, 0, ""))
    return out


def broken_link_findings(con: duckdb.DuckDBPyConnection) -> list[tuple[Any, ...]]:
    """Lint rows (path, code, message, line, scope) for broken links, worded as
    ``vault_schema.lint.check_links`` words them."""
    rows = con.execute("SELECT src_path, target, heading, alias, embed, markdown, line, resolved_path, broken FROM links "
                       "WHERE broken IS NOT NULL").fetchall()
    out: list[tuple[Any, ...]] = []
    for src, target, heading, alias, embed, markdown, line, resolved, broken in rows:
        shown = Wikilink(target, heading, alias, embed, line, markdown=markdown).shown()
        if broken == "file":
            message = f"{shown} points at no file in the vault"
        else:
            message = f"{shown}: `{resolved}` has no heading `{heading}`"
        out.append((src, BROKEN_WIKILINK, message, line + 1, "vault"))
    return out
