"""Agent memory and lessons: ``hippo memory store|recall`` and ``hippo lessons record|recall|consolidate|status|rollback``."""

from __future__ import annotations

import json
import shlex
import sys
from pathlib import Path
from typing import Any

import typer
from rich.markup import escape

from hippocampus.cli.common import (
    JsonOption,
    ShowKeysOption,
    VaultOption,
    console,
    emit_json,
    redacted,
    refuse_foreign_vault,
    settings_for,
)
from hippocampus.config import get_settings
from hippocampus.errors import UsageError

memory_app = typer.Typer(help="Typed agent memory notes in 47-memory/ (JSON-Schema validated, 2-hop recall).", no_args_is_help=True)
lessons_app = typer.Typer(help="Evidence-verified lessons with abstention.", no_args_is_help=True)


def _csv(value: str | None) -> tuple[str, ...]:
    return tuple(v.strip() for v in (value or "").split(",") if v.strip())


def _fields(pairs: list[str]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise UsageError(f"--field expects key=value, got {pair!r}")
        text = value.strip()
        if text.startswith(("[", "{")):
            try:
                out[key.strip()] = json.loads(text)
                continue
            except ValueError:
                pass
        out[key.strip()] = text
    return out


def _read_text(value: str) -> str:
    return sys.stdin.read() if value == "-" else value


@memory_app.command("store")
def memory_store(
    title: str = typer.Option(..., "--title", help="One-line title (also the file slug)."),
    content: str = typer.Option(..., "--content", help="The memory: context and evidence ('-' reads stdin)."),
    project: str = typer.Option(..., "--project", "-p", help="Project name (lower case)."),
    memory_type: str = typer.Option("general", "--type", "-t", help="One of the 14 memory types (root-cause, architecture-decision, ...)."),
    tags: str = typer.Option(..., "--tags", help="Comma-separated tags, at least two (type + domain)."),
    keywords: str = typer.Option("", "--keywords", help="Comma-separated search keywords (derived from the text when empty)."),
    description: str = typer.Option("", "--description", help="One line, ≤ 200 characters (first sentence when empty)."),
    related: str = typer.Option("", "--related", help="Comma-separated file names of related memories (YYYY-MM-DD_slug)."),
    field: list[str] = typer.Option([], "--field", "-f", help="Type-specific field key=value (repeatable; JSON lists allowed)."),
    dry_run: bool = typer.Option(False, "--dry-run", help="Validate and report the path; write nothing."),
    vault: Path | None = VaultOption,
    json_out: bool = JsonOption,
) -> None:
    """Store one typed memory note (validated against its JSON Schema; one git commit)."""
    from hippocampus.memory.protocol import MemoryDraft, MemoryRejected, store_memory

    settings = settings_for(vault)
    refuse_foreign_vault(settings, vault is not None)  # it commits the note into the vault
    draft = MemoryDraft(project=project, title=title, content=_read_text(content), type=memory_type, tags=_csv(tags),
                        keywords=_csv(keywords), contextual_description=description, related=_csv(related), fields=_fields(field))
    try:
        result = store_memory(settings.vault, draft, dry_run=dry_run or settings.dry_run)
    except MemoryRejected as exc:
        if exc.missing:  # a type's own fields come as --field KEY=VALUE
            raise MemoryRejected(f"{exc}; give each with --field, e.g. "
                                 + " ".join(f"--field {shlex.quote(name + '=…')}" for name in exc.missing[:3])) from None
        raise
    if json_out:
        emit_json(result.to_dict())
        return
    console.print(f"[{result.status}] {escape(result.path)}" + (f"  (commit {result.commit[:10]})" if result.commit else ""), highlight=False)


@memory_app.command("recall")
def memory_recall(
    query: str = typer.Argument(..., help="What to look for (Korean or English)."),
    project: str | None = typer.Option(None, "--project", "-p", help="Only this project's memories."),
    memory_type: list[str] = typer.Option([], "--type", "-t", help="Only these types (repeatable)."),
    tag: list[str] = typer.Option([], "--tag", help="Only notes carrying all these tags (repeatable)."),
    limit: int = typer.Option(5, "--limit", "-n", help="Direct hits (before the related expansion)."),
    hop: int = typer.Option(2, "--hop", help="Follow `related` links this many hops (0, 1 or 2)."),
    mode: str = typer.Option("compact", "--mode", help="compact (one line each) or full (with content and fields)."),
    chain: str | None = typer.Option(None, "--chain", help="Walk a search chain instead: debugging, architecture or session."),
    show_keys: bool = ShowKeysOption,
    vault: Path | None = VaultOption,
    json_out: bool = JsonOption,
) -> None:
    """Recall memories: BM25 over Kiwi terms → type/tag filter → 2-hop `related` expansion (→related).
    Key-shaped strings are shown as \\[redacted: …] unless --show-keys."""
    from hippocampus.memory.recall import open_index, recall, recall_chain

    settings = settings_for(vault)
    index = open_index(settings.vault, settings.home)
    if chain:
        result = recall_chain(index, query, chain, project=project, per_stage=min(limit, 3), mode=mode)
        if json_out:
            emit_json(redacted(result.to_dict(), settings, show_keys))
            return
        for stage in result.stages:
            console.print(f"[bold]{stage.type}[/]" + (f"  ({escape(stage.edge)})" if stage.edge else ""), highlight=False)
            for item in stage.items:
                console.print(f"  {escape(redacted(item.line(), settings, show_keys))}", highlight=False)
        return
    found = recall(index, query, project=project, types=memory_type or None, tags=tag or None, limit=limit, hop=hop, mode=mode)
    if json_out:
        emit_json(redacted(found.to_dict(), settings, show_keys))
        return
    if not found.items:
        console.print(f"no memory matches ({found.searched} searched)")
    for item in found.items:
        console.print(escape(redacted(item.line(), settings, show_keys)), highlight=False)
        if mode == "full":
            console.print(escape(redacted(item.doc.body.strip(), settings, show_keys)) + "\n", highlight=False)


# ---- lessons ----------------------------------------------------------------------------


@lessons_app.command("record")
def lessons_record(
    kind: str = typer.Argument(..., help="propose | revise | exposure | application | verification | correction | retire"),
    project: str = typer.Option(..., "--project", "-p", help="Project store (or _global)."),
    task: str | None = typer.Option(None, "--task", help="Task id linking exposure, application, verification and correction."),
    lesson: str | None = typer.Option(None, "--lesson", help="Lesson id (all kinds but propose and verification)."),
    rule: str | None = typer.Option(None, "--rule", help="propose/revise: the reusable rule."),
    context: str | None = typer.Option(None, "--context", help="propose/revise: the minimal context sentence."),
    cue: list[str] = typer.Option([], "--cue", help="propose: a cue word (repeatable)."),
    phrase: list[str] = typer.Option([], "--phrase", help="propose: a known phrasing of the situation (repeatable)."),
    permission: str | None = typer.Option(None, "--permission", help="propose: public | project | restricted."),
    supersedes: list[str] = typer.Option([], "--supersedes", help="propose: lesson id this one replaces (repeatable)."),
    tool_result: str | None = typer.Option(None, "--tool-result", help="verification: the hook's JSON result object ('-' reads stdin)."),
    command: str | None = typer.Option(None, "--command", help="verification: the command that ran."),
    note: str | None = typer.Option(None, "--note", help="correction/retire: what the user said."),
    replacement: str | None = typer.Option(None, "--replacement", help="correction: the corrected rule (becomes a new version)."),
    event_id: str | None = typer.Option(None, "--event-id", help="Idempotency key (derived from the content when absent)."),
    json_out: bool = JsonOption,
) -> None:
    """Append one event to the project's lesson log (idempotent on the event id)."""
    from hippocampus.memory.lessons import api

    data: dict[str, Any] = {}
    for key, value in (("rule", rule), ("context_sentence", context), ("permission", permission), ("command", command),
                       ("note", note), ("reason", note), ("replacement_rule", replacement)):
        if value:
            data[key] = value
    if cue:
        data["cues"] = cue
    if phrase:
        data["phrases"] = phrase
    if supersedes:
        data["supersedes"] = supersedes
    if tool_result is not None:
        try:
            data["tool_result"] = json.loads(_read_text(tool_result))
        except ValueError as exc:
            raise UsageError(f"--tool-result is not JSON: {exc}") from None
    out = api.record(get_settings(), kind, project, task_id=task, lesson_id=lesson, data=data, event_id=event_id)
    if json_out:
        emit_json(out)
        return
    state = f"seq {out['seq']}" if out["recorded"] else "duplicate (already recorded)"
    extra = f" — {out['verification']['outcome']}: {out['verification']['reason']}" if "verification" in out else ""
    console.print(f"{out['kind']} {out['lesson_id'] or ''} {state}{extra}".replace("  ", " "), highlight=False)


@lessons_app.command("recall")
def lessons_recall(
    query: str = typer.Argument(..., help="The situation the agent is in."),
    project: str = typer.Option(..., "--project", "-p", help="Project scope (its store and _global)."),
    allow: list[str] = typer.Option([], "--allow", help="A permission the caller holds beyond the default public and project (repeatable), e.g. restricted."),
    task: str | None = typer.Option(None, "--task", help="Log the returned lessons as exposures of this task."),
    mode: str = typer.Option("hybrid", "--mode", help="hybrid (semantic only when uncertain) or cue."),
    show_keys: bool = ShowKeysOption,
    json_out: bool = JsonOption,
) -> None:
    """Return 0-3 active lessons for the situation, or nothing when none fits (key-shaped strings
    redacted unless --show-keys)."""
    from hippocampus.memory.lessons import api

    out = redacted(api.recall(get_settings(), query, project, permissions=allow or None, task_id=task, mode=mode), get_settings(), show_keys)
    if json_out:
        emit_json(out)
        return
    for note in out["degraded"] or []:
        console.print(f"[yellow]degraded:[/] {escape(note)}", highlight=False)
    if out["abstained"]:
        console.print("no lesson applies (abstained)" if out["published"] else "no lessons published yet for this project")
    for item in out["lessons"]:
        console.print(f"{item['lesson_id']} v{item['version']} ({item['score']:.2f}, {'+'.join(item['matched_by'])}): {escape(item['rule'])}", highlight=False)


@lessons_app.command("consolidate")
def lessons_consolidate(
    project: str | None = typer.Option(None, "--project", "-p", help="One project (default: every project with a store)."),
    no_embed: bool = typer.Option(False, "--no-embed", help="Publish without a semantic index (recall is then cue-only)."),
    force: bool = typer.Option(False, "--force", help="Publish a new snapshot and indexes even when nothing changed."),
    json_out: bool = JsonOption,
) -> None:
    """Replay the event log: dedupe, conflicts, supersede, re-verify, promote/demote; publish a snapshot.

    A damaged or missing manifest, snapshot or index file is repaired: a fresh snapshot and its
    indexes are published from the event log, and the output says what was replaced. A semantic
    index published by an older version without a level this one measures is republished too
    ("upgraded"; the lesson vectors are reused)."""
    from hippocampus.memory.lessons import api

    reports = api.consolidate(get_settings(), project, embed=not no_embed, force=force)
    if json_out:
        emit_json(reports)
        return
    for r in reports:
        head = "unchanged" if r["unchanged"] else f"published snapshot {r['published']}"
        if r.get("repaired"):
            console.print(f"[green]repaired[/] {r['project']}: {escape(r['repaired'])}", highlight=False, soft_wrap=True)
        if r.get("upgraded"):
            console.print(f"[green]upgraded[/] {r['project']}: {escape(r['upgraded'])}", highlight=False, soft_wrap=True)
        console.print(f"{r['project']}: {head}; {r['status_counts']}; semantic {r['semantic']}", highlight=False)
        if r["promotions_blocked"]:
            console.print(f"  [red]promotion blocked:[/] {escape(r['promotions_blocked'])}", highlight=False)
        for d in r["decisions"]:
            console.print(f"  {d['action']:9} {d['lesson_id']}: {escape(d['reason'])}", highlight=False)


@lessons_app.command("status")
def lessons_status(
    project: str | None = typer.Option(None, "--project", "-p", help="One project (default: all)."),
    json_out: bool = JsonOption,
) -> None:
    """Snapshot, rollback window, lesson counts, pending events and any damage found."""
    from hippocampus.memory.lessons import api

    out = api.status(get_settings(), project)
    if json_out:
        emit_json(out)
        return
    if not out:
        console.print("no lesson stores yet")
    for st in out:
        console.print(f"[bold]{st['project']}[/]: snapshot {st.get('snapshot', '-')}, lessons {st.get('lessons', {})}, "
                      f"events {st['events']['count']} (pending {st.get('pending_events', st['events']['count'])}), "
                      f"rollback window {st.get('rollback_window', [])}", highlight=False)
        for problem in st["events"]["problems"] + st.get("degraded", []):
            console.print(f"  [red]problem:[/] {escape(problem)}", highlight=False)
        if st.get("damage"):
            console.print(f"  [red]damaged:[/] {escape(st['damage'])}; {escape(st['fix'])}", highlight=False, soft_wrap=True)


@lessons_app.command("rollback")
def lessons_rollback(
    project: str = typer.Option(..., "--project", "-p", help="Project store."),
    to: int | None = typer.Option(None, "--to", help="Snapshot seq in the rollback window (default: the previous one)."),
    json_out: bool = JsonOption,
) -> None:
    """Serve an earlier snapshot again (the manifest pointer moves back; nothing is deleted)."""
    from hippocampus.memory.lessons import api

    out = api.rollback(get_settings(), project, to)
    if json_out:
        emit_json(out)
        return
    console.print(f"{project}: serving snapshot {out['serving']} (was {out['rolled_back_from']}); window {out['rollback_window']}")


def register(app: typer.Typer) -> None:
    app.add_typer(memory_app, name="memory")
    app.add_typer(lessons_app, name="lessons")
