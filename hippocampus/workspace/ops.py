"""Shared work memory in ``50-ops/<project>/`` (seed 000 §4.2): worklog and handoff.

- ``worklog.md`` — append-only entries ``## [YYYY-MM-DD HH:MM] title (agent)``: decisions,
  changes, verification results. Created on the first entry.
- ``handoffs/<timestamp>_<slug>.md`` — one file per handoff. A new handoff supersedes the
  previous current one in the same commit: the old file gets ``status: archived`` and
  ``superseded_by: <new path>``; exactly one handoff per project is current.

Writes are confined to ``50-ops/<project>/`` (the project name is a plain name, and the
resolved target must stay in the vault, which refuses symlinks that lead out).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from hippocampus.errors import UsageError
from hippocampus.ledger.checkpoints import check_project
from hippocampus.screening.relay import AGENT, note_provenance
from hippocampus.vault import safety
from hippocampus.vault.writer import VaultRun
from hippocampus.workspace.common import check_refs, confined, one_line, slugify
from vault_schema.frontmatter import render_note, split_frontmatter
from vault_schema.layout import OPS
from vault_schema.markdown import parse_sections

WORKLOG = "worklog.md"
HANDOFFS = "handoffs"


def project_dir(project: str) -> str:
    return f"{OPS}/{check_project(project)}"


def _now(now: datetime | None) -> datetime:
    return (now or datetime.now(UTC)).astimezone(UTC)


def _confine_ops(root: Path, rel: str) -> Path:
    target = confined(root, rel)
    ops = (root / OPS).resolve()
    if ops not in target.parents:
        raise UsageError(f"path refused: {rel!r} is not under {OPS}/")
    return target


@dataclass(frozen=True)
class OpsWrite:
    path: str
    commit: str | None
    superseded: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"path": self.path, "commit": self.commit, "superseded": self.superseded}


def _check(title: str, text: str, agent: str | None, max_bytes: int) -> str:
    title = one_line(title, "title")
    if "#" in title or "[[" in title:
        raise UsageError("title must not contain '#' or '[['")
    if not text or not text.strip():
        raise UsageError("text must not be empty")
    safety.check_fields([("title", title, safety.MAX_LINE_BYTES), ("text", text, max_bytes), ("agent", agent, safety.MAX_LINE_BYTES)])
    return title


def append_worklog(
    root: Path, project: str, *, title: str, text: str, agent: str | None = None, refs: list[str] | None = None,
    now: datetime | None = None, max_bytes: int = safety.MAX_SUMMARY_BYTES,
) -> OpsWrite:
    root = Path(root).resolve()
    rel = f"{project_dir(project)}/{WORKLOG}"
    title = _check(title, text, agent, max_bytes)
    refs = check_refs(root, refs)
    ts = _now(now)
    entry = [f"## [{ts:%Y-%m-%d %H:%M}] {title}" + (f" ({agent})" if agent else ""), "", text.strip(), ""]
    if refs:
        entry += ["Refs: " + ", ".join(refs), ""]
    _confine_ops(root, rel)
    # The read that decides the write (the current worklog) happens inside the open run, i.e.
    # under the vault's cross-process lock: two gateways appending at once cannot lose an entry.
    with VaultRun(root, "worklog") as run:
        current = run.read_text(rel)
        if current is not None:
            split = split_frontmatter(current)
            meta = dict(split.meta) or {"title": f"Worklog — {project}"}
            meta["updated"] = ts.date().isoformat()
            body = split.body.rstrip("\n") + "\n\n" + "\n".join(entry)
        else:
            meta = {"title": f"Worklog — {project}", "status": "reference", "trust": "llm_context", "project": project,
                    "created": ts.date().isoformat(), "updated": ts.date().isoformat(), "tags": ["ops/worklog"]}
            body = f"\n# Worklog — {project}\n\n" + "\n".join(entry)
        run.write(rel, render_note(meta, body))
        sha = run.commit(f"hippo: worklog {project}: {title}")
    return OpsWrite(rel, sha)


def _current_handoffs(root: Path, project: str, run: VaultRun | None = None) -> list[tuple[str, dict[str, Any], str]]:
    """The project's handoffs that are not archived, oldest first. A writer passes its open
    ``run``, so the list that decides the supersede is read under the vault lock."""
    rel_dir = f"{project_dir(project)}/{HANDOFFS}"
    folder = root / rel_dir
    if not folder.is_dir() or folder.is_symlink():
        return []
    names = run.list_files(rel_dir, recursive=False) if run is not None else sorted(p.relative_to(root).as_posix() for p in folder.glob("*.md"))
    out = []
    for rel in names:
        if (root / rel).is_symlink():
            continue
        text = run.read_text(rel) if run is not None else (root / rel).read_text(encoding="utf-8")
        split = split_frontmatter(text or "")
        if split.meta.get("status") != "archived":
            out.append((rel, dict(split.meta), split.body))
    return out


def write_handoff(
    root: Path, project: str, *, title: str, text: str, next_steps: list[str] | None = None, agent: str | None = None,
    refs: list[str] | None = None, now: datetime | None = None, max_bytes: int = safety.MAX_SUMMARY_BYTES,
) -> OpsWrite:
    root = Path(root).resolve()
    title = _check(title, text, agent, max_bytes)
    steps = [one_line(s, "next step", 300) for s in (next_steps or [])]
    for step in steps:
        safety.check_text(step, "next_steps", max_bytes=safety.MAX_LINE_BYTES * 2)
    refs = check_refs(root, refs)
    ts = _now(now)
    rel_dir = f"{project_dir(project)}/{HANDOFFS}"
    body = [f"# Handoff — {title}", "", text.strip(), ""]
    if steps:
        body += ["## Next steps", ""] + [f"- [ ] {s}" for s in steps] + [""]
    if refs:
        body += ["## References", ""] + [f"- {r}" for r in refs] + [""]
    meta = {"title": f"Handoff — {title}", "status": "reference", "trust": "llm_context", "project": project,
            "created": ts.date().isoformat(), "updated": ts.date().isoformat(), "handoff_at": ts.isoformat(timespec="seconds"),
            "tags": ["ops/handoff"], "sources": refs}
    if agent:
        meta["agent"] = agent
    # Name, current handoff and supersede are all decided inside the open run (the vault's
    # cross-process lock), so two writers can neither pick one name nor fork the chain.
    with VaultRun(root, "handoff") as run:
        stem = f"{ts:%Y-%m-%dT%H%M%S}_{slugify(title, 40)}"
        rel = f"{rel_dir}/{stem}.md"
        n = 2
        while run.exists(rel) or (root / rel).is_symlink():
            rel = f"{rel_dir}/{stem}-{n}.md"
            n += 1
        _confine_ops(root, rel)
        previous = _current_handoffs(root, project, run)
        run.write(rel, render_note(meta, "\n" + "\n".join(body)))
        superseded = None
        for old_rel, old_meta, old_body in previous:
            # Trigger: a new handoff for the same project. Why: exactly one handoff is current.
            # Outcome: the old one is archived and points at its successor (never deleted).
            _confine_ops(root, old_rel)
            old_meta.update(status="archived", superseded_by=rel, updated=ts.date().isoformat())
            run.write(old_rel, render_note(old_meta, old_body if old_body.startswith("\n") else "\n" + old_body))
            superseded = old_rel
        sha = run.commit(f"hippo: handoff {project}: {title}")
    return OpsWrite(rel, sha, superseded)


def current_handoff(root: Path, project: str) -> dict[str, Any] | None:
    """The project's current handoff; else the vault-wide ``50-ops/handoff.md`` (hand-kept)."""
    root = Path(root).resolve()
    found = _current_handoffs(root, project)
    if found:
        rel, meta, body = found[-1]
        return {"path": rel, "scope": "project", "title": meta.get("title"), "at": meta.get("handoff_at"),
                "agent": meta.get("agent"), "text": body.strip(), "provenance": note_provenance(rel, meta, "handoff").to_dict()}
    legacy = root / OPS / "handoff.md"
    if legacy.is_file() and not legacy.is_symlink():
        split = split_frontmatter(legacy.read_text(encoding="utf-8"))
        return {"path": f"{OPS}/handoff.md", "scope": "vault", "title": split.meta.get("title") or "Handoff",
                "at": None, "agent": None, "text": split.body.strip()[:8000],
                "provenance": note_provenance(f"{OPS}/handoff.md", dict(split.meta), "handoff").to_dict()}
    return None


_ENTRY = re.compile(r"^\[(?P<at>[^\]]{1,40})\]\s*(?P<title>.*?)(?:\s+\((?P<agent>[\w.@+-]{1,64})\))?\s*$")


def worklog_tail(root: Path, project: str, n: int = 5) -> list[dict[str, Any]]:
    """The last ``n`` worklog entries of the project (else of the vault-wide ``50-ops/worklog.md``)."""
    root = Path(root).resolve()
    path = root / project_dir(project) / WORKLOG
    scope = "project"
    if not path.is_file():
        path, scope = root / OPS / WORKLOG, "vault"
    if not path.is_file() or path.is_symlink():
        return []
    split = split_frontmatter(path.read_text(encoding="utf-8"))
    entries = [s for s in parse_sections(split.body) if s.level == 2]
    rel = path.relative_to(root).as_posix()
    base = note_provenance(rel, dict(split.meta), "worklog")
    out = []
    for s in entries[-n:]:
        m = _ENTRY.match(s.heading)
        agent = m.group("agent") if m and m.group("agent") else base.agent
        at = m.group("at") if m else base.at
        prov = replace(base, agent=agent, at=at, source=AGENT if agent else base.source)
        out.append({"heading": s.heading, "text": s.body.strip(), "scope": scope, "path": rel, "provenance": prov.to_dict()})
    return out
