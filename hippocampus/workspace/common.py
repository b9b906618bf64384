"""Shared plumbing of the agent write paths: slugs, confined targets, references.

Every agent write is one :class:`~hippocampus.vault.writer.VaultRun` (atomic file writes,
exactly one git commit), and whatever it reads to decide the write ("does this file exist",
the current worklog, the current handoff) it reads through that open run, under the vault's
cross-process lock (ADR 0015): a thread lock would only cover one process, and the gateway
over HTTP, the gateway over stdio, the CLI and the flows are separate processes.
"""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

from hippocampus.errors import UsageError
from hippocampus.vault.reader import PathEscape, resolve_inside
from vault_schema.layout import normalize

_SLUG_DROP = re.compile(r"[^\w가-힣-]+")
_DASHES = re.compile(r"-{2,}")
MAX_REFS = 20


def slugify(text: str, max_len: int = 60) -> str:
    text = unicodedata.normalize("NFKC", text).strip().lower()
    text = _SLUG_DROP.sub("-", text.replace("_", "-"))
    text = _DASHES.sub("-", text).strip("-")
    return text[:max_len].strip("-") or "note"


def one_line(value: str, what: str, max_len: int = 200) -> str:
    value = (value or "").strip()
    if not value:
        raise UsageError(f"{what} must not be empty")
    if "\n" in value or "\r" in value:
        raise UsageError(f"{what} must be a single line")
    if len(value) > max_len:
        raise UsageError(f"{what} is {len(value)} characters; at most {max_len}")
    return value


def confined(root: Path, rel: str, must_exist: bool = False) -> Path:
    """``rel`` resolved inside the vault, with a :class:`UsageError` naming the problem."""
    try:
        target = resolve_inside(root, rel)
    except PathEscape as exc:
        raise UsageError(f"path refused: {exc}") from None
    if must_exist and not target.exists():
        raise UsageError(f"referenced path does not exist in the vault: {rel!r}")
    return target


def check_refs(root: Path, refs: list[str] | tuple[str, ...] | None) -> list[str]:
    """Vault references (``path`` or ``path#heading``, or URLs): each path must exist inside
    the vault; URLs are kept as they are. Returns the normalised list."""
    out: list[str] = []
    for ref in refs or ():
        ref = (ref or "").strip()
        if not ref:
            continue
        if ref.startswith(("http://", "https://")):
            if any(ch.isspace() for ch in ref) or len(ref) > 500:
                raise UsageError(f"invalid URL reference: {ref[:80]!r}")
            out.append(ref)
            continue
        path, _, heading = ref.partition("#")
        confined(root, path, must_exist=True)
        out.append(normalize(path) + (f"#{heading}" if heading else ""))
    if len(out) > MAX_REFS:
        raise UsageError(f"at most {MAX_REFS} references")
    return out


def check_tags(tags: list[str] | tuple[str, ...] | None) -> list[str]:
    out = []
    for tag in tags or ():
        tag = (tag or "").strip().lstrip("#")
        if not re.fullmatch(r"[\w가-힣/.-]{1,40}", tag):
            raise UsageError(f"invalid tag {tag!r}: 1-40 letters, digits, '/', '.', '_' or '-'")
        out.append(tag)
    if len(out) > 20:
        raise UsageError("at most 20 tags")
    return out
