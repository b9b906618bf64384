"""Helpers for pipeline tests: tmp vaults in git, card/proposal builders, whole-vault hashes."""

from __future__ import annotations

import hashlib
import os
import subprocess
from datetime import date
from pathlib import Path

from hippocampus.vault.init import init_vault
from vault_schema.frontmatter import render_note

TODAY = date(2026, 11, 21)


def make_vault(root: Path) -> Path:
    init_vault(root, today=TODAY)
    git(root, "config", "user.name", "Test Human")
    git(root, "config", "user.email", "human@example.com")
    return root


def git(root: Path, *args: str) -> str:
    return subprocess.run(["git", *args], cwd=root, check=True, capture_output=True, text=True).stdout


def commits(root: Path) -> list[str]:
    """Commit subjects, newest first."""
    return [line for line in git(root, "log", "--format=%s").splitlines() if line]


def status(root: Path) -> str:
    return git(root, "status", "--porcelain", "--untracked-files=all")


def changed_in_head(root: Path) -> list[str]:
    return sorted(p for p in git(root, "show", "--name-only", "--no-renames", "--format=", "HEAD").splitlines() if p)


def write(root: Path, rel: str, text: str) -> Path:
    path = root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def commit_all(root: Path, message: str = "human edit") -> None:
    git(root, "add", "-A")
    git(root, "commit", "-q", "-m", message)


def vault_hash(root: Path) -> str:
    """Hash of every file in the vault except .git (paths + bytes)."""
    digest = hashlib.sha256()
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if d != ".git")
        for name in sorted(filenames):
            path = Path(dirpath) / name
            digest.update(path.relative_to(root).as_posix().encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()


def card(root: Path, name: str, *, kind: str = "inbox", created: date | str = TODAY, title: str | None = None,
         sources: list[str] | None = None, body: str | None = None, **extra: object) -> str:
    """A staging card; returns its vault path."""
    rel = f"30-reviews/staging/{name}.md"
    meta = {"type": "concept", "status": "draft", "trust": "llm_summary", "title": title or name, "created": created,
            "updated": created, "sources": sources if sources is not None else [], "card_kind": kind, **extra}
    write(root, rel, render_note(meta, body if body is not None else f"\n# {title or name}\n\nText.\n"))
    return rel


def source(root: Path, name: str, title: str = "A source", body: str = "\n# Source\n\n## Details\n\nFacts.\n") -> str:
    rel = f"10-sources/{name}.md"
    write(root, rel, render_note({"type": "source-summary", "status": "raw-source", "trust": "source", "title": title, "created": TODAY}, body))
    return rel


def page(root: Path, rel: str, title: str, *, status: str = "canonical", body: str | None = None, **extra: object) -> str:
    meta = {"type": "concept", "status": status, "trust": "llm_summary", "title": title, "created": TODAY, "updated": TODAY,
            "sources": ["10-sources/x.md"], **extra}
    write(root, rel, render_note(meta, body or f"\n# {title}\n\nSee https://example.com\n"))
    return rel


PROMOTABLE_BODY = """
# {title}

DuckDB FTS needs Kiwi tokens for Korean; see [[{link}]].

## 상세

Details, from {src}.md#Details and https://duckdb.org/docs.

## 승격 메타

- refined: checked against the source copy
"""


LINKED_PAGE = "20-wiki/data/duckdb"


def promotable_card(root: Path, name: str = "2026-11-20_duckdb-fts-korean", title: str = "DuckDB FTS 한국어", *, link: str = LINKED_PAGE,
                    sector: str | None = "data") -> str:
    """A card that passes the five gates; its graph link (gate 4) goes to ``link`` (a wiki page
    created here when it is the default)."""
    if link == LINKED_PAGE and not (root / f"{LINKED_PAGE}.md").exists():
        page(root, f"{LINKED_PAGE}.md", "DuckDB")
    src = source(root, f"{name}-src")
    body = PROMOTABLE_BODY.format(title=title, link=link, src=src[:-3])
    extra = {"sector": sector} if sector else {}
    return card(root, name, title=title, sources=[src], body=body, **extra)


def tick(root: Path, rel: str, box: str = "승인 (approve)") -> None:
    path = root / rel
    path.write_text(path.read_text(encoding="utf-8").replace(f"- [ ] {box}", f"- [x] {box}"), encoding="utf-8")
