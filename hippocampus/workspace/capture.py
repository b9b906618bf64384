"""Session captures (``hippo_capture_session``): new draft notes in ``00-inbox/`` only.

``kind=session`` stores a session summary; ``kind=qa`` a reusable question and answer, which
becomes an answer-cache page once a human approves it through staging. The inbox scan then
copies it to ``10-sources/`` (trust preserved) and makes a staging card — the capture itself
never reaches the canonical wiki.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from pathlib import Path

from hippocampus import clock
from hippocampus.errors import UsageError
from hippocampus.vault import safety
from hippocampus.vault.writer import VaultRun
from hippocampus.workspace.common import check_refs, check_tags, confined, one_line, slugify
from vault_schema.frontmatter import render_note
from vault_schema.layout import INBOX

KINDS = ("session", "qa")


@dataclass(frozen=True)
class CaptureResult:
    path: str
    kind: str
    title: str
    commit: str | None

    def to_dict(self) -> dict[str, object]:
        return {"path": self.path, "kind": self.kind, "title": self.title, "status": "draft", "commit": self.commit}


def _body(kind: str, title: str, summary: str | None, question: str | None, answer: str | None, refs: list[str]) -> str:
    parts = [f"# {title}", ""]
    if kind == "qa":
        parts += ["## Question", "", question or "", "", "## Answer", "", answer or "", ""]
        if summary:
            parts += ["## Context", "", summary, ""]
    else:
        parts += ["## Summary", "", summary or "", ""]
    if refs:
        parts += ["## References", ""] + [f"- {r}" for r in refs] + [""]
    return "\n".join(parts)


def capture(
    root: Path,
    *,
    kind: str,
    title: str | None = None,
    summary: str | None = None,
    question: str | None = None,
    answer: str | None = None,
    project: str | None = None,
    agent: str | None = None,
    tags: list[str] | None = None,
    refs: list[str] | None = None,
    today: date | None = None,
    max_bytes: int = safety.MAX_BODY_BYTES,
) -> CaptureResult:
    """Write one new draft note under ``00-inbox/`` and commit it. Raises on any problem,
    before anything is written."""
    root = Path(root).resolve()
    if kind not in KINDS:
        raise UsageError(f"kind must be one of {', '.join(KINDS)}")
    if kind == "qa" and not (question and question.strip() and answer and answer.strip()):
        raise UsageError("kind=qa needs both `question` and `answer`")
    if kind == "session" and not (summary and summary.strip()):
        raise UsageError("kind=session needs a `summary`")
    title = one_line(title or (question or "").strip().split("\n", 1)[0][:120] or "", "title")
    safety.check_fields(
        [("title", title, safety.MAX_LINE_BYTES), ("summary", summary, max_bytes), ("question", question, max_bytes),
         ("answer", answer, max_bytes), ("project", project, safety.MAX_LINE_BYTES), ("agent", agent, safety.MAX_LINE_BYTES)],
        trading=True,
    )
    tags = check_tags(tags)
    refs = check_refs(root, refs)
    for tag in tags:
        safety.check_text(tag, "tags", max_bytes=safety.MAX_LINE_BYTES)
    body = _body(kind, title, summary, question, answer, refs)
    safety.check_text(body, "capture", max_bytes=max_bytes * 2, trading=True)

    today = today or clock.today()
    meta = {
        "type": "query" if kind == "qa" else "source-summary",
        "status": "draft",
        "trust": "llm_context",
        "title": title,
        "created": today.isoformat(),
        "updated": today.isoformat(),
        "tags": ["capture/" + kind] + tags,
        "sources": [r for r in refs],
        "capture": kind,
    }
    if project:
        meta["project"] = project
    if agent:
        meta["agent"] = agent
    text = render_note(meta, "\n" + body)
    stem = f"{today.isoformat()}_{kind}_{slugify(title)}"
    inbox = confined(root, INBOX)  # refuses an inbox that is a symlink out of the vault
    # "New file only": the free name is chosen inside the open run (the vault's cross-process
    # lock), so a capture of the same title from another process cannot overwrite this one.
    with VaultRun(root, "capture_session") as run:
        rel = f"{INBOX}/{stem}.md"
        n = 2
        while run.exists(rel) or (root / rel).is_symlink():
            rel = f"{INBOX}/{stem}-{n}.md"
            n += 1
        target = confined(root, rel)
        if target.parent != inbox:
            raise UsageError(f"capture target left the inbox: {rel!r}")
        run.write(rel, text)
        sha = run.commit(f"hippo: capture {kind} {rel}")
    return CaptureResult(rel, kind, title, sha)
