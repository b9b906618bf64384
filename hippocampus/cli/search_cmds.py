"""Search commands: ``search``, ``bundle``, ``read``, ``probe`` (JSON documented in docs/search-json.md).

What they print is redacted like a gateway result (key-shaped strings become ``[redacted: …]``,
:func:`hippocampus.cli.common.redacted`), through the gateway or not; ``--show-keys`` shows them.
"""

from __future__ import annotations

from pathlib import Path

import typer
from rich.markup import escape

from hippocampus.cli.common import (
    JsonOption,
    ShowKeysOption,
    VaultOption,
    console,
    emit_json,
    err_console,
    fail,
    hint,
    pasteable,
    redacted,
    refuse_foreign_vault,
    settings_for,
)

SEARCH_JSON_VERSION = 1
LocalOption = typer.Option(False, "--local", help="Search in this process even when a gateway (hippo serve or hippo up) is running.")


def _filters(lane, type_, trust, status, path, include_archived):
    from hippocampus.store.reader import Filters

    return Filters(lanes=tuple(lane or ()), types=tuple(type_ or ()), trusts=tuple(trust or ()),
                   statuses=tuple(status or ()), path_prefix=path, include_archived=include_archived)


def _check_lanes(lanes: list[str] | None) -> None:
    """A lane is one of the vault's top folders' names: an unknown one (a typo) matched nothing
    and the search said "no candidate matched the query", as if the vault had no answer."""
    from vault_schema.layout import LANE_NAMES

    unknown = [x for x in lanes or () if x not in LANE_NAMES]
    if unknown:
        fail(f"unknown --lane {', '.join(unknown)}: one of {', '.join(LANE_NAMES)}", 2)


def _opened(ctx):
    """Say once, on stderr, when an older materialization answers for a damaged one."""
    fallback = getattr(ctx.store, "fallback", None)
    if fallback is not None:
        err_console.print(f"[yellow]degraded:[/] {escape(pasteable(fallback.line()))}", highlight=False)
    return ctx


def search(
    query: str = typer.Argument(..., help="What to look for (Korean or English)."),
    mode: str = typer.Option("hybrid", "--mode", "-m", help="hybrid | lexical | semantic."),
    k: int = typer.Option(10, "--k", "-k", min=1, max=100, help="Maximum number of hits."),
    lane: list[str] = typer.Option(None, "--lane", help="Only these lanes (repeatable): wiki, sources, reviews, …"),
    type_: list[str] = typer.Option(None, "--type", help="Only these note types (repeatable)."),
    trust: list[str] = typer.Option(None, "--trust", help="Only these trust levels (repeatable)."),
    status: list[str] = typer.Option(None, "--status", help="Only these statuses (repeatable)."),
    path: str = typer.Option(None, "--path", help="Only notes whose path starts with this prefix."),
    include_archived: bool = typer.Option(False, "--include-archived", help="Also search archived notes."),
    local: bool = LocalOption,
    show_keys: bool = ShowKeysOption,
    vault: Path | None = VaultOption,
    json_out: bool = JsonOption,
) -> None:
    """Hybrid search over the latest index: hits with anchor, snippet, score and why they matched.

    Filters restrict candidate generation itself. Below the calibrated evidence floor the search
    abstains (no hits, exit 0, says why). Zero-hit searches are recorded as gaps. When a gateway
    (`hippo serve`, `hippo up`) runs for this HIPPO_HOME and vault, the query goes through it (fast);
    --local searches here. Key-shaped strings are shown as \\[redacted: …] unless --show-keys.
    """
    from hippocampus.search.types import MODES, check_query

    if mode not in MODES:
        fail(f"--mode must be one of {', '.join(MODES)}", 2)
    _check_lanes(lane)
    check_query(query)  # the same one-line refusal with or without a gateway
    settings = settings_for(vault)
    args = {"query": query, "mode": mode, "k": k, "lanes": lane or None, "types": type_ or None, "trusts": trust or None,
            "statuses": status or None, "path_prefix": path, "include_archived": include_archived}
    data = _through_gateway(settings, "hippo_search", args) if k <= 50 and not (local or show_keys) else None
    if data is None:
        from hippocampus.screening.relay import hold_flagged

        data = _search_here(settings, query, mode, k, _filters(lane, type_, trust, status, path, include_archived))
        hold_flagged(data.get("hits") or [], "snippet", "search hit")  # as the gateway does
    data = redacted(data, settings, show_keys)
    if json_out:
        emit_json({"version": SEARCH_JSON_VERSION} | data)
        return
    _print_search(data)


def _search_here(settings, query, mode, k, filters) -> dict:
    """The search in this process: only what the query needs is loaded (Kiwi only for Hangul,
    the embedder and LanceDB only for a semantic leg)."""
    from hippocampus.search.context import embedder_or_reason, open_context
    from hippocampus.search.gaps import record_search
    from hippocampus.search.service import search as run_search

    # One query per process: the SQL engine (same results) beats building the in-memory index
    # (+0.4-0.7 s at 10,000 notes, docs/BENCHMARKS.md).
    ctx = _opened(open_context(settings, with_embedder=mode != "lexical", engine="sql"))
    try:
        res = run_search(ctx.store, embedder_or_reason(ctx) if mode != "lexical" else None, query, mode=mode, k=k,
                         filters=filters, params=ctx.params)
        record_search(ctx.ledger, res)
    finally:
        ctx.close()
    return res.to_dict()


def _through_gateway(settings, tool: str, args: dict, what: str = "searching") -> dict | None:
    """The tool's answer from a gateway serving this HIPPO_HOME and vault, or ``None`` (run here).
    Trigger: an announced gateway does not answer. Why: a degraded path is never silent.
    Outcome: one dim line on stderr, then the local run."""
    from hippocampus.remote import GatewayUnavailable, find_gateway

    token = settings.mcp_token.get_secret_value() if settings.mcp_token is not None else None
    gateway, why = find_gateway(settings.home, settings.vault, token)
    if gateway is None:
        if why:
            err_console.print(f"[dim]{escape(why)}; {what} here[/]")
        return None
    try:
        return gateway.call_tool(tool, {key: value for key, value in args.items() if value is not None})
    except GatewayUnavailable as exc:
        err_console.print(f"[dim]gateway {escape(gateway.url)} did not answer ({escape(str(exc))}); {what} here[/]")
        return None


def _print_search(res: dict) -> None:
    d = res.get("degraded") or {}
    if d.get("no_embedder") and res.get("mode") != "lexical":
        console.print(f"[yellow]degraded:[/] lexical only ({escape(d['no_embedder'])})")
    if d.get("embedding_coverage") is not None and d["embedding_coverage"] < 1:
        console.print(f"[yellow]degraded:[/] embeddings cover {d['embedding_coverage']:.0%} of sections")
    if d.get("analyser_mismatch"):
        console.print(f"[yellow]degraded:[/] {escape(pasteable(d['analyser_mismatch']))}", soft_wrap=True, highlight=False)
    if d.get("index_behind"):
        console.print(f"[yellow]degraded:[/] {escape(pasteable(d['index_behind']))}", soft_wrap=True, highlight=False)
    if res.get("abstained"):
        console.print(f"[yellow]no answer[/] (abstained): {escape(pasteable(res.get('reason') or ''))}", soft_wrap=True, highlight=False)
        return
    hits = res.get("hits") or []
    if not hits:
        why = f": {escape(pasteable(res['reason']))}" if res.get("reason") else ""
        console.print(f"[yellow]no hits[/] for {escape(res.get('query', ''))!r}{why}", soft_wrap=True, highlight=False)
        return
    for i, h in enumerate(hits, 1):
        console.print(f"[bold]{i}. {escape(h['title'])}[/]  [dim]{h['score']:.4f}  {', '.join(h.get('reasons') or [])}[/]", soft_wrap=True)
        console.print(f"   [cyan]{escape(h['anchor'])}[/]", soft_wrap=True, highlight=False)
        console.print(f"   {escape(_shown(h, 'snippet'))}", highlight=False)
        _print_held(h.get("held"))
    total = (res.get("timings_ms") or {}).get("total", 0)
    console.print(f"[dim]{len(hits)} hits in {total:.0f} ms, evidence {res.get('evidence', 0):.2f}[/]")


def bundle(
    question: str = typer.Argument(..., help="The question to gather evidence for."),
    path: str = typer.Option(None, "--path", help="Only notes whose path starts with this prefix."),
    local: bool = LocalOption,
    show_keys: bool = ShowKeysOption,
    vault: Path | None = VaultOption,
    json_out: bool = JsonOption,
) -> None:
    """Evidence bundle: cached answer from an approved query page, else anchored excerpts
    (≤ 6000 chars) with a sufficiency verdict; one corrective rewrite when weak (not after an abstention). Recorded for audit.
    Key-shaped strings are shown as \\[redacted: …] unless --show-keys."""
    from hippocampus.search.types import check_query

    check_query(question)
    settings = settings_for(vault)
    b = None if (local or show_keys) else _through_gateway(settings, "hippo_evidence_bundle", {"question": question, "path_prefix": path})
    if b is None:
        from hippocampus.screening.relay import hold_flagged

        b = _bundle_here(settings, question, path)
        hold_flagged(b.get("excerpts") or [], "text", "bundle excerpt")  # as the gateway does
    b = redacted(b, settings, show_keys)
    if json_out:
        emit_json({"version": SEARCH_JSON_VERSION} | b)
        return
    console.print(f"[bold]{b['id']}[/]  mode={b['answer_mode']}  verdict={b['verdict']}  {b['chars']} chars ≈{b['token_estimate']} tokens")
    if b.get("rewritten_query"):
        console.print(f"[dim]rewritten query: {escape(b['rewritten_query'])}[/]")
    if b.get("reason"):
        console.print(f"[yellow]no excerpts[/]: {escape(pasteable(b['reason']))}", soft_wrap=True, highlight=False)
    for e in b.get("excerpts") or []:
        text = _shown(e, "text")
        console.print(f"[cyan]{escape(e['anchor'])}[/]\n{escape(text[:400])}{'…' if len(text) > 400 else ''}\n", soft_wrap=True, highlight=False)
        _print_held(e.get("held"))


def _shown(item: dict, field: str) -> str:
    """The snippet or excerpt as printed: a datamarked one (ADR 0028 §4c: a person's own note only
    the screen's learned model doubts) with a line saying why, its words joined again only on a
    terminal. Trigger: output that is not a terminal. Why: that is how a coding agent runs
    `hippo search` (its shell tool reads a pipe), and the text must reach it as it reaches an MCP
    client. Outcome: piped, the text stays datamarked; a person at a terminal reads it whole."""
    text = item.get(field) or ""
    marked = item.get("marked")
    if marked and marked.get("mark"):
        if console.is_terminal:
            text = text.replace(marked["mark"], " ")
        why = "; ".join(marked.get("why") or []) or "unsure"
        text += f"\n   (agents get this text datamarked: {why})"
    return text


def _print_held(held: dict | None) -> None:
    """A snippet or excerpt the injection screen flagged: why, and how to read it (as data)."""
    if held:
        why = "; ".join(held.get("why") or []) or "flagged"
        # the path is quoted and the command is this hippo's: "nota ostile (it's).md" pasted bare was a syntax error
        command = hint("read", str(held.get("path") or ""))
        console.print(f"   [yellow]held[/] (injection screen: {escape(why)}); read it as data with: {escape(command)}",
                      soft_wrap=True, highlight=False)


def _bundle_here(settings, question: str, path: str | None) -> dict:
    from hippocampus.search.context import embedder_or_reason, open_context
    from hippocampus.search.evidence import build_bundle

    ctx = _opened(open_context(settings))
    try:
        b = build_bundle(ctx.store, embedder_or_reason(ctx), ctx.ledger, question, params=ctx.params,
                         filters=_filters(None, None, None, None, path, False) if path else None)
    finally:
        ctx.close()
    return b.to_dict()


def read(
    path: str = typer.Argument(..., help="A vault note, e.g. 20-wiki/data/duckdb.md (a '#heading' suffix reads that section)."),
    section: str | None = typer.Option(None, "--section", "-s", help="Only this section's exact text (a heading, or 'Parent#Heading')."),
    local: bool = LocalOption,
    show_keys: bool = ShowKeysOption,
    vault: Path | None = VaultOption,
    json_out: bool = JsonOption,
) -> None:
    """Read one note (or one section) as hippo_read gives it to agents: where it came from
    (provenance), its frontmatter, outline and text, with a warning when the injection screen
    flags it. Key-shaped strings are shown as \\[redacted: …] unless --show-keys."""
    settings = settings_for(vault)
    args = {"path": path} | ({"section": section} if section else {})
    data = None if (local or show_keys) else _through_gateway(settings, "hippo_read", args, what="reading")
    if data is None:
        from hippocampus.explore.read import read as read_note

        data = read_note(settings.vault, path, section=section, max_bytes=settings.max_file_bytes)
    data = redacted(data, settings, show_keys)
    if json_out:
        emit_json(data)
        return
    prov = data.get("provenance") or {}
    console.print(f"[bold]{escape(str(data.get('title') or data['path']))}[/]  [cyan]{escape(data['path'])}[/]", highlight=False, soft_wrap=True)
    console.print(f"[dim]{escape(', '.join(f'{k}: {v}' for k, v in prov.items() if k != 'path'))}[/]", highlight=False, soft_wrap=True)
    if data.get("warning"):
        err_console.print(f"[yellow]warning:[/] {escape(data['warning'])}", highlight=False)
    text = (data.get("section") or {}).get("text") if section or data.get("section") else data.get("text")
    console.print(escape(text or ""), highlight=False, soft_wrap=True)
    if data.get("truncated"):
        err_console.print("[dim](truncated; --json has the same text, the vault file has all of it)[/]", highlight=False)


def probe(vault: Path | None = VaultOption, json_out: bool = JsonOption) -> None:
    """Replay open knowledge gaps against the current index: close answered ones, list
    compile_next (still open) and compile_candidates (staging cards that now answer a gap); then
    render the open gaps into 30-reviews/gap-queue.md (one commit)."""
    from hippocampus.jobs.gap_queue import publish
    from hippocampus.search.context import embedder_or_reason, open_context
    from hippocampus.search.gaps import probe as run_probe

    settings = settings_for(vault)
    refuse_foreign_vault(settings, vault is not None)  # it commits the gap queue into the vault
    ctx = _opened(open_context(settings))
    try:
        rep = run_probe(ctx.store, embedder_or_reason(ctx), ctx.ledger, ctx.params)
        queue = publish(settings, ctx.ledger)  # the open gaps → 30-reviews/gap-queue.md (one commit)
    finally:
        ctx.close()
    if json_out:
        emit_json({"version": SEARCH_JSON_VERSION} | rep.to_dict() | {"gap_queue": queue})
        return
    console.print(f"probed {rep.probed} open gaps: {len(rep.closed)} closed, {len(rep.compile_next)} still open, "
                  f"{len(rep.compile_candidates)} staging candidates")
    for c in rep.compile_candidates:
        console.print(f"  [green]candidate[/] {escape(c.query)!r} → [cyan]{escape(c.anchor)}[/]")
    for g in rep.compile_next:
        console.print(f"  [yellow]open[/] {escape(g['query'])!r} ({g['kind']}, seen {g['count']}×)")
    if queue["error"]:
        console.print(f"[yellow]gap queue not written[/]: {escape(str(queue['error']))}", highlight=False)
    else:
        console.print(f"gap queue: {queue['open']} open gaps in {queue['path']}"
                      + (f" (commit {str(queue['commit'])[:10]})" if queue["commit"] else " (unchanged)"), highlight=False)


def register(app: typer.Typer) -> None:
    app.command()(search)
    app.command()(bundle)
    app.command()(read)
    app.command()(probe)
