"""Running the compile graph: one run = up to N cards, one vault commit; resuming a thread.

Checkpoints live in ``$HIPPO_HOME/compile/checkpoints.sqlite`` (LangGraph ``SqliteSaver``,
:mod:`hippocampus.compile.threads`). A thread interrupted at ``wait`` survives the process:
:func:`resume` opens the same file in any later process, checks that the thread is waiting, and
continues it with ``Command(resume=decision)``. Every run first reconciles the checkpoints with
the vault's ``HEAD`` (:func:`~hippocampus.compile.threads.reconcile`), so a run killed before its
commit leaves no thread ahead of the vault. Dry runs use an in-memory checkpointer, so they
leave no thread behind.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any

from langgraph.types import Command

from hippocampus import clock
from hippocampus.compile.cards import gap_candidates
from hippocampus.compile.graph import CompileContext, vault_root
from hippocampus.compile.library import VaultLibrary, open_library
from hippocampus.compile.llm import LLM, SKIPPED_NO_LLM, LLMError, from_settings, is_configured
from hippocampus.compile.proposals import ledger_record, vault_run
from hippocampus.compile.threads import (
    OPEN,
    WAIT_NODE,
    card_at_head,
    checkpoint_path,
    config_of,
    open_graph,
    reconcile,
    thread_ids,
    waiting_threads,
)
from hippocampus.compile.verify import make_fetcher
from hippocampus.config import Settings, get_settings
from hippocampus.jobs.verdicts import CLOSED, REJECTED, Readable, write_verdict
from hippocampus.vault.writer import DirtyPathError, VaultRun
from vault_schema.approval import parse_proposal

__all__ = ["CompileReport", "ResumeResult", "checkpoint_path", "open_graph", "prune_finished", "resume", "run_compile",
           "waiting_threads"]


@dataclass
class CompileReport:
    status: str
    run_id: str = ""
    threads: list[dict[str, Any]] = field(default_factory=list)
    tokens: int = 0
    commit: str | None = None
    notes: list[str] = field(default_factory=list)
    #: cards passed over without an LLM call: {"card", "reason"}
    skipped: list[dict[str, str]] = field(default_factory=list)

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
        vrun.open()  # the vault lock: no other run starts or resumes threads while these are reconciled
        healed = reconcile(settings, vrun.repo, dry_run=vrun.dry_run, resume=_resumer(settings, vrun, today))
        lib = library or open_library(settings, root, run=vrun)
        try:
            report = _compile_threads(settings, vrun, lib, llm, today)
            report.notes[:0] = healed
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
        for thread in thread_ids(graph):
            snapshot = graph.get_state(config_of(thread))
            if WAIT_NODE in snapshot.next or not snapshot.created_at:
                continue
            if datetime.fromisoformat(snapshot.created_at) <= cutoff:
                graph.checkpointer.delete_thread(thread)
                deleted.append(thread)
    return deleted


def _resumer(settings: Settings, run: VaultRun, today: date) -> Any:
    def go(thread: str, payload: dict[str, Any]) -> ResumeResult:
        return resume(thread, payload, settings=settings, run=run, today=today)

    return go


def reconcile_threads(settings: Settings, run: VaultRun) -> list[str]:
    """:func:`~hippocampus.compile.threads.reconcile` inside ``run`` (the approvals job calls it
    before applying anything); nothing to do when no thread was ever checkpointed."""
    if not checkpoint_path(settings).exists():
        return []
    run.open()
    return reconcile(settings, run.repo, dry_run=run.dry_run, resume=_resumer(settings, run, run.today))


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
    report.skipped += [{"card": card, "reason": reason} for card, reason in ctx.skipped]
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
    if run is None:
        # By hand (`hippo compile resume`): its own vault run, reconciled first (a thread its
        # approvals run finished in a run that never committed waits again), and the thread's
        # approval card is closed in the same commit.
        with vault_run(root, "compile-resume", None, dry_run=settings.dry_run, today=today) as own:
            own.open()
            reconcile(settings, own.repo, dry_run=own.dry_run)
            result = _resume(thread_id, decision, settings, own, today, close_card=True)
            if result.status == "resumed":
                own.commit(f"hippo: compile resume {thread_id} ({result.outcome})")
        return result
    return _resume(thread_id, decision, settings, run, today, close_card=False)


def _resume(thread_id: str, decision: dict[str, Any], settings: Settings, run: VaultRun, today: date, *, close_card: bool) -> ResumeResult:
    config = config_of(thread_id)
    with open_graph(settings) as graph:
        snapshot = graph.get_state(config)
        if not snapshot.values:
            return ResumeResult("unknown-thread", thread_id, detail="no such compile thread (state directory reset?)")
        if WAIT_NODE not in snapshot.next:
            return ResumeResult("not-waiting", thread_id, snapshot.values.get("outcome"), "the thread is not waiting for a decision")
        if settings.dry_run or run.dry_run:
            # Trigger: a dry run. Why: resuming advances the checkpoint, which no dry run may
            # change. Outcome: reported only; the thread keeps waiting.
            return ResumeResult("dry-run", thread_id, None, f"would resume with {decision.get('decision')}")
        if close_card:
            _close_card(run, snapshot.values.get("proposal"), thread_id, decision, today)
        ctx = CompileContext(settings, run, VaultLibrary(Path(run.root), settings.max_file_bytes, run=run), None, today)
        result = graph.invoke(Command(resume=decision), config, context=ctx)
    return ResumeResult("resumed", thread_id, result.get("outcome"), str(result.get("reason") or ""))


def _close_card(run: VaultRun, proposal: str | None, thread: str, decision: dict[str, Any], today: date) -> None:
    """Trigger: a thread resumed by hand while its approval card is still open. Why: the card
    would keep counting as waiting (and a later tick would apply a decided proposal). Outcome:
    the card gets a final verdict naming the hand decision, in the resume's commit."""
    state, _ = card_at_head(run.repo, proposal, thread)
    text = run.read_text(proposal) if proposal else None
    if state != OPEN or text is None or proposal is None:
        return
    verdict = str(decision.get("decision") or "")
    reason = str(decision.get("reason") or "no reason given")
    outcome = REJECTED if verdict == "rejected" else CLOSED
    line = f"{'rejected' if outcome == REJECTED else 'closed'} by hand (`hippo compile resume --decision {verdict}`): {reason}"
    try:
        write_verdict(run, Readable(proposal, text, parse_proposal(text)), outcome, [line], today)
    except DirtyPathError:
        return  # never written: the human is editing the card; the verdict stays theirs to give
    run.log(f"approval {outcome}", proposal)
