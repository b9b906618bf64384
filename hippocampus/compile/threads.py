"""Compile threads in their checkpoint database, kept in line with the vault (ADR 0027).

A compile thread lives in two places: its LangGraph checkpoints in
``$HIPPO_HOME/compile/checkpoints.sqlite`` (written the moment a node finishes) and its effects
in the vault (the approval card, the card's frontmatter, the gates-ledger line), which exist only
once the run's one commit lands. A run killed between the two leaves the checkpoint ahead of the
vault. The vault's ``HEAD`` is the truth, as for the vault writer's own journal (ADR 0015): at the
start of every run that resumes or starts threads (:func:`reconcile`, under the vault lock),

| checkpoint | the thread's approval card at ``HEAD`` | what it means | outcome |
|---|---|---|---|
| waiting | missing (or another thread's) | the run that proposed it never committed | thread forgotten |
| waiting | has a final verdict | the verdict committed, the resume failed | resumed now with that verdict |
| finished after a decision | still open | the resume's run never committed | rewound: waits again |

so no thread is reported ``not-waiting`` for work the vault never kept, and its outcome line in
``90-system/gates/`` is written by the run that really commits it.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import git
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.checkpoint.sqlite import SqliteSaver

from hippocampus.compile.graph import build
from hippocampus.config import Settings
from hippocampus.jobs.verdicts import APPLIED, FINAL_OUTCOMES, REJECTED, verdict_of, verdict_reason
from hippocampus.vault.git import head_text
from vault_schema.approval import ProposalError, parse_proposal

WAIT_NODE = "wait"
OPEN, FINAL, MISSING = "open", "final", "missing"


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


def thread_ids(graph: Any) -> list[str]:
    """Every thread in the checkpointer, sorted. ``list()`` holds the saver's lock while it
    yields, so the ids are collected before anything else reads the saver."""
    return sorted({c.config["configurable"]["thread_id"] for c in graph.checkpointer.list(None)})


def config_of(thread: str) -> dict[str, Any]:
    return {"configurable": {"thread_id": thread}}


def card_at_head(repo: git.Repo, proposal: str | None, thread: str) -> tuple[str, str]:
    """``(state, text)`` of the thread's approval card in the last commit: ``open``, ``final``
    or ``missing`` (absent, unreadable, or carrying another thread)."""
    text = head_text(repo, proposal) if proposal else None
    if text is None:
        return MISSING, ""
    try:
        parsed = parse_proposal(text)
    except ProposalError:
        return MISSING, ""
    if str(parsed.meta.get("compile_thread") or "") != thread:
        return MISSING, ""
    return (FINAL if verdict_of(text) in FINAL_OUTCOMES else OPEN), text


def decision_for(text: str, target: str | None) -> dict[str, Any]:
    """The resume payload for a thread whose approval card carries a final verdict."""
    outcome = verdict_of(text)
    page_written = outcome == APPLIED and "was NOT modified" not in text  # a manual merge only acknowledges
    return {"decision": {APPLIED: "approved", REJECTED: "rejected"}.get(outcome or "", "failed"),
            "reason": verdict_reason(text), "outcome": outcome, "promoted": target if page_written else None}


def last_wait(graph: Any, thread: str) -> Any | None:
    """The newest checkpoint of ``thread`` that waits at ``wait`` (``None`` if it never did)."""
    for snapshot in graph.get_state_history(config_of(thread)):
        if WAIT_NODE in snapshot.next:
            return snapshot
    return None


def rewind(graph: Any, snapshot: Any) -> None:
    """Make ``snapshot`` (a waiting checkpoint) the thread's newest again (a copy of it: the
    later checkpoints stay in its history, nothing is deleted)."""
    graph.update_state(snapshot.config, None, as_node="__copy__")


def waiting_threads(settings: Settings) -> list[dict[str, Any]]:
    """Threads waiting for a human decision, as the vault says (what ``hippo compile status``
    shows): a checkpoint at ``wait`` whose approval card is committed and open, or a finished
    checkpoint whose card is still open at ``HEAD`` (its run never committed; the next run
    rewinds it)."""
    path = checkpoint_path(settings)
    if not path.exists():
        return []
    repo = _repo(settings)
    out: list[dict[str, Any]] = []
    with open_graph(settings) as graph:
        for thread in thread_ids(graph):
            snapshot = graph.get_state(config_of(thread))
            if WAIT_NODE not in snapshot.next:
                if not snapshot.values.get("decision"):
                    continue
                snapshot = last_wait(graph, thread)
                if snapshot is None or repo is None or card_at_head(repo, snapshot.values.get("proposal"), thread)[0] != OPEN:
                    continue
            elif repo is not None and card_at_head(repo, snapshot.values.get("proposal"), thread)[0] != OPEN:
                continue  # never proposed (missing), or already decided (the next run resumes it)
            out.append({"thread": thread, "card": snapshot.values.get("card"), "proposal": snapshot.values.get("proposal")})
    return sorted(out, key=lambda t: t["thread"])


def _repo(settings: Settings) -> git.Repo | None:
    try:
        return git.Repo(Path(settings.vault).expanduser())
    except (git.InvalidGitRepositoryError, git.NoSuchPathError):
        return None


def reconcile(settings: Settings, repo: git.Repo, *, dry_run: bool = False, resume: Any = None) -> list[str]:
    """Bring every compile thread in line with the vault's ``HEAD`` (table above); one note per
    thread changed. Call it under the vault lock, before the run resumes or starts threads.
    ``resume(thread, payload)`` continues a waiting thread whose card already has a final
    verdict (inside the caller's vault run); without it such threads are only reported."""
    if not checkpoint_path(settings).exists():
        return []
    notes: list[str] = []
    with open_graph(settings) as graph:
        for thread in thread_ids(graph):
            snapshot = graph.get_state(config_of(thread))
            proposal = snapshot.values.get("proposal")
            if WAIT_NODE in snapshot.next:
                state, text = card_at_head(repo, proposal, thread)
                if state == MISSING:
                    # Trigger: a waiting thread whose approval card no commit holds. Why: the run
                    # that proposed it died or rolled back (its card selection was undone too).
                    # Outcome: the thread is forgotten; the card is compiled again by a later run.
                    if not dry_run:
                        graph.checkpointer.delete_thread(thread)
                    notes.append(f"compile thread {thread}: its run never committed the proposal {proposal}; forgotten")
                elif state == FINAL and resume is not None and not dry_run:
                    # Trigger: the card's final verdict is committed but the thread still waits
                    # (its resume failed). Outcome: resumed now with that verdict (this run's commit).
                    result = resume(thread, decision_for(text, snapshot.values.get("target")))
                    notes.append(f"compile thread {thread}: waited although {proposal} was decided; {result.status} → {result.outcome}")
                continue
            if not snapshot.values.get("decision"):
                continue  # finished without a human decision (failed, deferred, empty): nothing in the vault to match
            waited = last_wait(graph, thread)
            if waited is None or card_at_head(repo, waited.values.get("proposal"), thread)[0] != OPEN:
                continue
            # Trigger: the thread finished after a decision, but its approval card is still open
            # in HEAD. Why: the run that resumed it died before its commit (the vault was undone,
            # the checkpoint was not). Outcome: the thread waits again; the next approvals run
            # resumes it and writes its outcome line in the same commit as the approval.
            if not dry_run:
                rewind(graph, waited)
            notes.append(f"compile thread {thread}: finished in a run that never committed; waits again for {waited.values.get('proposal')}")
    return notes
