"""Running the compile graph: one run = up to N cards, one vault commit; resuming a thread.

Checkpoints live in ``$HIPPO_HOME/compile/checkpoints.sqlite`` (LangGraph ``SqliteSaver``).
A thread interrupted at ``wait`` survives the process: :func:`resume` opens the same file in
any later process, checks that the thread is waiting, and continues it with
``Command(resume=decision)``. Dry runs use an in-memory checkpointer, so they leave no thread
behind.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any

from langgraph.checkpoint.memory import InMemorySaver
from langgraph.checkpoint.sqlite import SqliteSaver
from langgraph.types import Command

from hippocampus import clock
from hippocampus.compile.cards import gap_candidates
from hippocampus.compile.graph import CompileContext, build, vault_root
from hippocampus.compile.library import VaultLibrary, open_library
from hippocampus.compile.llm import LLM, SKIPPED_NO_LLM, LLMError, from_settings, is_configured
from hippocampus.compile.proposals import ledger_record, vault_run
from hippocampus.compile.verify import make_fetcher
from hippocampus.config import Settings, get_settings
from hippocampus.vault.writer import VaultRun

WAIT_NODE = "wait"


def checkpoint_path(settings: Settings) -> Path:
    return Path(settings.home) / "compile" / "checkpoints.sqlite"


@contextmanager
def open_graph(settings: Settings, *, persistent: bool = True) -> Iterator[Any]:
    """The compiled graph over the SQLite checkpoint (or in memory for dry runs)."""
    if not persistent:
        yield build(InMemorySaver())
        return
    path = checkpoint_path(settings)
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(str(path), check_same_thread=False)
    try:
        yield build(SqliteSaver(conn))
    finally:
        conn.close()


@dataclass
class CompileReport:
    status: str
    run_id: str = ""
    threads: list[dict[str, Any]] = field(default_factory=list)
    tokens: int = 0
    commit: str | None = None
    notes: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @property
    def waiting(self) -> list[dict[str, Any]]:
        return [t for t in self.threads if t.get("outcome") == "waiting"]


def run_compile(
    settings: Settings | None = None,
    *,
    run: VaultRun | None = None,
    llm: LLM | None = None,
    library: VaultLibrary | None = None,
    today: date | None = None,
) -> CompileReport:
    """One compile run. Never starts the LLM for an empty queue; never loops."""
    settings = settings or get_settings()
    today = today or clock.today()
    if llm is None and not is_configured(settings):
        return CompileReport(SKIPPED_NO_LLM, notes=["set HIPPO_LLM_BASE_URL and HIPPO_LLM_MODEL to compile"])
    root = vault_root(settings)
    own_run = run is None
    with vault_run(root, "compile", run, dry_run=settings.dry_run, today=today) as vrun:
        lib = library or open_library(settings, root, run=vrun)
        try:
            report = _compile_threads(settings, vrun, lib, llm, today)
        finally:
            close = getattr(lib, "close", None)
            if close and library is None:
                close()
        if own_run:
            report.commit = vrun.commit(f"hippo: compile {vrun.run_id} ({_summary(report)})")
    if not settings.dry_run and not (run is not None and run.dry_run):
        pruned = prune_finished(settings)
        if pruned:
            report.notes.append(f"deleted {len(pruned)} finished compile thread(s) older than {settings.compile_keep_days} days")
    return report


def prune_finished(settings: Settings, *, now: datetime | None = None) -> list[str]:
    """Delete the checkpoints of compile threads that no longer wait for a human and whose
    last step is at least ``compile_keep_days`` old. Each run starts new threads, so without
    this the checkpoint database only grows. What a thread did stays in the vault commit, the
    compile ledger and 90-system/promotions; a thread waiting at ``wait`` is never touched."""
    path = checkpoint_path(settings)
    if not path.exists():
        return []
    cutoff = (now or datetime.now(UTC)) - timedelta(days=settings.compile_keep_days)
    deleted: list[str] = []
    with open_graph(settings) as graph:
        for thread in _thread_ids(graph):
            snapshot = graph.get_state({"configurable": {"thread_id": thread}})
            if WAIT_NODE in snapshot.next or not snapshot.created_at:
                continue
            if datetime.fromisoformat(snapshot.created_at) <= cutoff:
                graph.checkpointer.delete_thread(thread)
                deleted.append(thread)
    return deleted


def _thread_ids(graph: Any) -> list[str]:
    """Every thread in the checkpointer, sorted. ``list()`` holds the saver's lock while it
    yields, so the ids are collected before anything else reads the saver."""
    return sorted({c.config["configurable"]["thread_id"] for c in graph.checkpointer.list(None)})


def _compile_threads(settings: Settings, run: VaultRun, lib: VaultLibrary, llm: LLM | None, today: date) -> CompileReport:
    candidates, gap_note = gap_candidates(settings)
    report = CompileReport("ok", run_id=run.run_id)
    report.notes += [n for n in (gap_note, lib.degraded) if n]
    model = llm or from_settings(settings)  # constructing the client sends nothing
    ctx = CompileContext(settings, run, lib, model, today, make_fetcher(settings.compile_fetch), candidates)
    with open_graph(settings, persistent=not run.dry_run) as graph:
        for n in range(settings.compile_max_cards):
            thread_id = f"compile-{today:%Y%m%d}-{run.run_id}-{n + 1}"
            try:
                with run.savepoint():  # an LLM failure undoes this thread's writes (card selection)
                    result = graph.invoke({"card": None}, {"configurable": {"thread_id": thread_id}}, context=ctx)
            except LLMError as exc:
                # Trigger: budget spent, auth refused, endpoint down after retries.
                # Why: not the card's fault; retrying now would fail the same way.
                # Outcome: the run stops with a readable state; the card is left as it was (no
                # attempt counted); only the ledger records the stop.
                report.status = f"{exc.state}: {exc}"
                values = _thread_values(graph, thread_id)
                card, spent = values.get("card"), ctx.tokens() - int(values.get("tokens_start") or 0)
                report.threads.append({"thread": thread_id, "card": card, "outcome": "stopped", "reason": str(exc), "tokens": spent})
                ledger_record(run, today, event="stopped", thread=thread_id, card=card, reason=str(exc), model=ctx.model, tokens=spent)
                break
            if result.get("outcome") == "empty":
                if n == 0:
                    report.status = "empty queue"
                break
            report.threads.append(
                {k: result.get(k) for k in ("card", "outcome", "reason", "proposal", "target", "tokens")} | {"thread": thread_id}
            )
    report.notes += ctx.skipped
    report.tokens = ctx.tokens()
    return report


def _thread_values(graph: Any, thread_id: str) -> dict[str, Any]:
    try:
        return dict(graph.get_state({"configurable": {"thread_id": thread_id}}).values)
    except Exception:  # noqa: BLE001 - a report detail only
        return {}


def _summary(report: CompileReport) -> str:
    counts: dict[str, int] = {}
    for thread in report.threads:
        counts[str(thread.get("outcome"))] = counts.get(str(thread.get("outcome")), 0) + 1
    return ", ".join(f"{v} {k}" for k, v in sorted(counts.items())) or report.status


@dataclass(frozen=True)
class ResumeResult:
    status: str  # resumed | unknown-thread | not-waiting | dry-run
    thread: str
    outcome: str | None = None
    detail: str = ""


def waiting_threads(settings: Settings) -> list[dict[str, Any]]:
    """Threads interrupted at ``wait`` (what ``hippo compile status`` shows)."""
    path = checkpoint_path(settings)
    if not path.exists():
        return []
    out: list[dict[str, Any]] = []
    with open_graph(settings) as graph:
        for thread in _thread_ids(graph):
            snapshot = graph.get_state({"configurable": {"thread_id": thread}})
            if WAIT_NODE in snapshot.next:
                out.append({"thread": thread, "card": snapshot.values.get("card"), "proposal": snapshot.values.get("proposal")})
    return sorted(out, key=lambda t: t["thread"])


def resume(
    thread_id: str,
    decision: dict[str, Any],
    *,
    settings: Settings | None = None,
    run: VaultRun | None = None,
    today: date | None = None,
) -> ResumeResult:
    """Continue a thread waiting at ``wait`` with the human's decision.

    ``decision``: ``{"decision": "approved" | "rejected" | "failed", "reason": str,
    "promoted": path | None}``. Called by the approvals job (inside its own vault run, so the
    whole approval is one commit) or from the CLI. Needs no LLM.
    """
    settings = settings or get_settings()
    today = today or (run.today if run is not None else clock.today())
    root = Path(run.root) if run is not None else vault_root(settings)
    if not checkpoint_path(settings).exists():
        return ResumeResult("unknown-thread", thread_id, detail=f"no compile checkpoints in {checkpoint_path(settings).parent}")
    config = {"configurable": {"thread_id": thread_id}}
    with open_graph(settings) as graph:
        snapshot = graph.get_state(config)
        if not snapshot.values:
            return ResumeResult("unknown-thread", thread_id, detail="no such compile thread (state directory reset?)")
        if WAIT_NODE not in snapshot.next:
            return ResumeResult("not-waiting", thread_id, snapshot.values.get("outcome"), "the thread is not waiting for a decision")
        if settings.dry_run or (run is not None and run.dry_run):
            # Trigger: a dry run. Why: resuming advances the checkpoint, which no dry run may
            # change. Outcome: reported only; the thread keeps waiting.
            return ResumeResult("dry-run", thread_id, None, f"would resume with {decision.get('decision')}")
        with vault_run(root, "compile-resume", run, dry_run=settings.dry_run, today=today) as vrun:
            ctx = CompileContext(settings, vrun, VaultLibrary(root, settings.max_file_bytes, run=vrun), None, today)
            result = graph.invoke(Command(resume=decision), config, context=ctx)
            if run is None:
                vrun.commit(f"hippo: compile resume {thread_id} ({result.get('outcome')})")
    return ResumeResult("resumed", thread_id, result.get("outcome"), str(result.get("reason") or ""))
