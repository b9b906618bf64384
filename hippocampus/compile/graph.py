"""The compile graph (SPEC §5, seed 000 §5 and §10): one LangGraph thread per staging card.

::

    select ─(empty)──────────────────────────────────────────────────────────▶ END
      │
    refine ─▶ judge ─accept─▶ merge ─▶ web_verify ─▶ gates ─▶ propose ─▶ wait ⏸ ─▶ record ─▶ END
      ▲          │ revise                 │ failed      │ failed         (interrupt; resumed by
      └──────────┴────────────────────────┴─────────────┘                 the approvals job)
                 │ reject / out of revisions / unreadable output
                 ▼
               fail (attempt counted; archived at HIPPO_COMPILE_MAX_ATTEMPTS) ─▶ END

* ``select`` reads the queue without any LLM: an empty queue ends the thread before a model
  is ever called.
* Revise loops are bounded per run (``HIPPO_COMPILE_MAX_REVISIONS``); the livelock guard
  counts failed rounds across runs in the card's frontmatter and archives the card.
* ``wait`` calls :func:`langgraph.types.interrupt`; the thread's state lives in the SQLite
  checkpoint in ``HIPPO_HOME``, so any later process can resume it with
  ``Command(resume=decision)`` (:func:`hippocampus.compile.runner.resume`).

State holds only JSON-able values (it is checkpointed). Everything else — the vault run, the
library, the LLM, the fetcher — is run-scoped :class:`CompileContext` (never checkpointed).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any, TypedDict

from langgraph.graph import END, START, StateGraph
from langgraph.runtime import Runtime
from langgraph.types import interrupt

from hippocampus.compile import cards as cardlib
from hippocampus.compile import prompts
from hippocampus.compile.draft import (
    CONTESTED,
    DraftPage,
    JudgeVerdict,
    contradiction,
    judge_line,
    render_body,
    render_page,
    sector_slug,
    target_path,
)
from hippocampus.compile.library import VaultLibrary, unique
from hippocampus.compile.llm import LLM, LLMBadOutput
from hippocampus.compile.proposals import ledger_record, proposal_path, render_compile_proposal
from hippocampus.compile.verify import PASSING, Fetcher, summary, verify_draft
from hippocampus.config import Settings
from hippocampus.jobs.cards import canonical_text
from hippocampus.jobs.gates import Fail, GateContext, run_gates, title_key
from hippocampus.vault.writer import DirtyPathError, VaultRun
from vault_schema.fmedit import FrontmatterEditError
from vault_schema.layout import SOURCES, WIKI, sector_of
from vault_schema.note import parse_note
from vault_schema.secrets import redact_keys


class CompileState(TypedDict, total=False):
    card: str | None
    origin: str
    gap_query: str | None
    revision: int
    feedback: list[str]
    draft: dict[str, Any]
    sources: list[str]
    verdict: dict[str, Any]
    merge: dict[str, Any] | None
    checks: list[dict[str, Any]]
    gate_lines: list[str]
    target: str
    sector: str
    failure: str | None
    proposal: str | None
    tokens: int
    tokens_start: int
    decision: dict[str, Any] | None
    outcome: str
    reason: str
    deferred: str | None


@dataclass
class CompileContext:
    settings: Settings
    run: VaultRun
    lib: VaultLibrary
    llm: LLM | None
    today: date
    fetcher: Fetcher | None = None
    candidates: list[dict[str, Any]] = field(default_factory=list)
    exclude: set[str] = field(default_factory=set)
    #: (card, reason) for every card passed over this run without an LLM call
    skipped: list[tuple[str, str]] = field(default_factory=list)

    @property
    def model(self) -> str:
        return getattr(self.llm, "model", "") or (self.settings.llm_model or "")

    def tokens(self) -> int:
        return self.llm.usage.total if self.llm is not None else 0


def _thread_id(runtime: Runtime[CompileContext]) -> str:
    info = getattr(runtime, "execution_info", None)
    return getattr(info, "thread_id", None) or "?"


# ----------------------------------------------------------------------------- nodes


def select(state: CompileState, runtime: Runtime[CompileContext]) -> dict[str, Any]:
    ctx = runtime.context
    pending = cardlib.open_proposal_titles(ctx.lib)
    for item in cardlib.compile_queue(ctx.lib, ctx.candidates, ctx.exclude):
        ctx.exclude.add(item.card)
        note = ctx.lib.note(item.card)
        if note is None:
            continue
        if ctx.run.is_dirty(item.card):
            # Trigger: the human is editing this card (uncommitted changes, as Obsidian leaves
            # them). Why: unsaved work must neither reach the LLM nor be overwritten by the
            # proposal. Outcome: skipped before any LLM call, with the reason; the others go on.
            ctx.skipped.append((item.card, "has uncommitted changes: left untouched and not sent to the LLM "
                                           "(compiled once they are committed or discarded)"))
            continue
        first = pending.get(title_key(note.title))
        if first is not None and first[1] != item.card:
            # Trigger: a proposal with this card's title already waits for a human. Why: two
            # proposals for one page let the newer win and leave the older stuck. Outcome: this
            # card waits (no LLM call); once the first is decided it becomes a merge or a page.
            ctx.skipped.append((item.card, f"waits for {first[0]} (same title)"))
            continue
        try:
            cardlib.rewrite_card(ctx.run, ctx.lib, note, {"compile_selected": ctx.today})
        except DirtyPathError as exc:
            ctx.skipped.append((item.card, str(exc)))  # edited between the run's start and now: as above
            continue
        ctx.lib.refresh()
        break
    else:
        return {"card": None, "outcome": "empty", "reason": "no eligible staging card"}
    return {
        "card": item.card,
        "origin": item.origin,
        "gap_query": item.query,
        "revision": 0,
        "feedback": [],
        "failure": None,
        "tokens_start": ctx.tokens(),
    }


def refine(state: CompileState, runtime: Runtime[CompileContext]) -> dict[str, Any]:
    ctx = runtime.context
    assert ctx.llm is not None
    card = ctx.lib.note(state["card"] or "")
    if card is None:
        return {"failure": f"refine: card {state['card']} vanished"}
    material = cardlib.gather(ctx.lib, card)
    previous = render_body(state["draft"]) if state.get("draft") and state.get("feedback") else None
    user = prompts.refine_user(cardlib.material_text(ctx.lib, material), state.get("feedback") or [], previous)
    try:
        draft = ctx.llm.structured("refine", DraftPage, prompts.REFINE, user)
    except LLMBadOutput as exc:
        return {"failure": f"refine: {exc}"}
    sources = unique([s.path for s in material.sources] + [s for s in card.meta.sources if s.startswith(SOURCES + "/")])
    return {"draft": draft.model_dump(), "sources": sources, "failure": None}


def judge(state: CompileState, runtime: Runtime[CompileContext]) -> dict[str, Any]:
    ctx = runtime.context
    assert ctx.llm is not None
    card = ctx.lib.note(state["card"] or "")
    material = cardlib.material_text(ctx.lib, cardlib.gather(ctx.lib, card)) if card else ""
    try:
        verdict = ctx.llm.structured("judge", JudgeVerdict, prompts.JUDGE, prompts.judge_user(render_body(state["draft"]), material))
    except LLMBadOutput as exc:
        return {"failure": f"judge: {exc}"}
    update: dict[str, Any] = {"verdict": verdict.model_dump()}
    reasons = "; ".join(verdict.reasons) or "no reason given"
    against = contradiction(verdict) if verdict.decision == "accept" else None
    if against is not None:
        # Trigger: the judge answered accept, but a reason says reject/revise ("REJECT: …").
        # Why: a self-contradicting verdict is not an accept; showing it as one misleads the
        # human. Outcome: recorded as `contested`; the draft goes on to the checks and, if they
        # pass, to a proposal flagged for the human (never auto-approved).
        update["verdict"] = {"decision": CONTESTED, "reasons": list(verdict.reasons), "said": "accept", "against": against}
    elif verdict.decision == "reject":
        # Trigger: the judge says the card is not wiki material. Why: the LLM's verdict alone
        # never archives anything. Outcome: a failed round, counted toward the livelock guard.
        update["failure"] = f"judge rejected the draft: {reasons}"
    elif verdict.decision == "revise":
        update.update(_revise_or_fail(state, ctx, verdict.reasons or ["the judge asked for a revision"], "judge"))
    return update


def _revise_or_fail(state: CompileState, ctx: CompileContext, reasons: list[str], step: str) -> dict[str, Any]:
    revision = int(state.get("revision") or 0)
    if revision < ctx.settings.compile_max_revisions:
        return {"revision": revision + 1, "feedback": reasons, "failure": None}
    # Trigger: the per-run revision allowance is used up. Why: a bounded loop, never a livelock.
    # Outcome: this round fails (counted toward the card's archive threshold).
    return {"failure": f"{step}: still failing after {revision} revision(s): " + "; ".join(reasons)}


def merge(state: CompileState, runtime: Runtime[CompileContext]) -> dict[str, Any]:
    """Same-topic canonical page -> a merge proposal instead of a second page."""
    ctx = runtime.context
    draft = state["draft"]
    existing = _same_topic(ctx.lib, draft)
    first = cardlib.open_proposal_titles(ctx.lib).get(title_key(draft["title"]))
    if existing is None and first is not None and first[1] != state.get("card"):
        # Trigger: the refined draft took the title of a proposal that still waits (the LLM can
        # rename). Why and Outcome: as in select; the round is deferred, not counted as a failure.
        return {"deferred": first[0]}
    if existing is None:
        target, n = target_path(draft), 2
        while ctx.lib.exists(target):  # another page already has this file name: never overwrite it
            target = target_path(draft).removesuffix(".md") + f"-{n}.md"
            n += 1
        return {"merge": None, "target": target, "sector": sector_slug(draft["sector"])}
    trust = existing.meta.trust or ""
    # Trigger: a canonical page on the same topic exists.
    # Why: two canonical pages on one topic split the knowledge; a human_edit page is never
    # edited by AI (SPEC §1), so for it the merge can only be proposed, never applied.
    # Outcome: a merge proposal targeting the existing page (apply: manual when human_edit).
    info = {"into": existing.path, "trust": trust, "human_edit": trust == "human_edit"}
    return {"merge": info, "target": existing.path, "sector": existing.sector or sector_slug(draft["sector"])}


def _same_topic(lib: VaultLibrary, draft: dict[str, Any]) -> Any:
    wanted = title_key(draft["title"])
    for page in lib.canonical():
        if title_key(page.title) == wanted:
            return page
    hint = draft.get("same_topic_as")
    if hint:
        path = lib.resolve(str(hint).strip("[]").split("#")[0])
        if path and path.startswith(WIKI + "/") and lib.note(path) is not None:
            return lib.note(path)
    return None


def web_verify(state: CompileState, runtime: Runtime[CompileContext]) -> dict[str, Any]:
    ctx = runtime.context
    checks = verify_draft(ctx.lib, state["draft"], ctx.fetcher, state["card"] or "")
    update: dict[str, Any] = {"checks": [c.to_dict() for c in checks]}
    failing = [c for c in checks if not c.passed]
    if not any(c.passed for c in checks):
        reasons = ["no claim carries a citation: cite the sources' anchors with verbatim quotes"]
        reasons += [f"citation {c.anchor!r} failed ({c.status}): {c.detail}" for c in failing]
        update.update(_revise_or_fail(state, ctx, reasons, "web_verify"))
    elif failing:
        # Trigger: a citation does not resolve or its quote is not in the cited section.
        # Why: fabricated or misplaced citations must never reach a human as verified.
        # Outcome: sent back to refine with the failing anchors, or the round fails.
        reasons = [f"citation {c.anchor!r} failed ({c.status}): {c.detail}" for c in failing]
        update.update(_revise_or_fail(state, ctx, reasons, "web_verify"))
    return update


def gates(state: CompileState, runtime: Runtime[CompileContext]) -> dict[str, Any]:
    ctx = runtime.context
    text = _page_text(state, ctx, thread_id=_thread_id(runtime))
    note = parse_note(state["card"] or "", text)
    titles = {title_key(p.title): p.path for p in ctx.lib.canonical()}
    results = run_gates(note, GateContext(titles, ctx.lib.resolver, ctx.lib.exists))
    merge_into = (state.get("merge") or {}).get("into")
    lines: list[str] = []
    failed: list[str] = []
    for result in results:
        if not result.ok and result.gate.startswith("unique") and merge_into and titles.get(title_key(note.title)) == merge_into:
            # Trigger: the same-title page is this proposal's merge target.
            # Why: a merge updates that page; it does not add a duplicate.
            # Outcome: gate 2 is reported as satisfied by the merge, not failed.
            lines.append(f"✅ {result.gate}: same title as the merge target `{merge_into}` (merge, not a new page)")
            continue
        lines.append(result.line())
        if isinstance(result, Fail):
            failed.append(f"gate {result.gate}: {result.reason}")
    update: dict[str, Any] = {"gate_lines": lines}
    if failed:
        update.update(_revise_or_fail(state, ctx, failed, "gates"))
    return update


def _page_text(state: CompileState, ctx: CompileContext, *, thread_id: str, final: bool = False) -> str:
    card = ctx.lib.note(state["card"] or "")
    assert card is not None
    verdict = state.get("verdict") or {}
    checks = state.get("checks") or []
    meta_info = {
        "model": ctx.model,
        "compiled": ctx.today.isoformat(),
        "thread": thread_id,
        "card": state["card"],
        "sources": state.get("sources") or [],
        "judge": judge_line(verdict),
        "citations": summary_of(checks),
        "gates": "all five passed" if final else None,
        "tokens": ctx.tokens() - int(state.get("tokens_start") or 0),
        "reasoning": state["draft"].get("reasoning"),
    }
    extra = {k: v for k, v in card.meta.raw.items() if k not in ("compile_error",)}
    created = card.meta.created or ctx.today
    return render_page(state["draft"], sources=state.get("sources") or [], created=created, today=ctx.today, meta_info=meta_info, extra=extra)


def summary_of(checks: list[dict[str, Any]]) -> str:
    from hippocampus.compile.verify import CitationCheck

    return summary([CitationCheck(**c) for c in checks])


def propose(state: CompileState, runtime: Runtime[CompileContext]) -> dict[str, Any]:
    ctx = runtime.context
    thread_id = _thread_id(runtime)
    tokens = ctx.tokens() - int(state.get("tokens_start") or 0)
    # Trigger: judge accepted, every citation checked, all five gates passed.
    # Why: AI output lands in staging first; only a human tick promotes it (SPEC §5).
    # Outcome: the refined page replaces the staging card, and a signed approval card with
    # this thread's id is written; nothing under 20-wiki/ is touched.
    # Trigger: the model's page holds a key, also one it decoded from base64/hex/URL text (issue
    # 34). Why: a staging card is committed; a key in git history needs a rewrite. Outcome: it is
    # replaced before the card and the approval card (which quotes it) are written.
    page, _ = redact_keys(_page_text(state, ctx, thread_id=thread_id, final=True))
    ctx.run.write(state["card"] or "", page)
    path = proposal_path(ctx.lib.exists, "merge" if state.get("merge") else "promotion", state["draft"]["title"], ctx.today)
    replaced, replacement = _merge_diff(state, ctx, page)
    ctx.run.write(path, render_compile_proposal(dict(state), thread_id=thread_id, model=ctx.model, tokens=tokens, today=ctx.today,
                                                card_text=page, replaced=replaced, replacement=replacement))
    ctx.run.log("compile proposed", f"{state['card']} → {state['target']}")
    ctx.lib.refresh()
    ledger_record(
        ctx.run, ctx.today, event="proposed", thread=thread_id, card=state["card"], proposal=path, target=state["target"],
        merge=state.get("merge"), model=ctx.model, tokens=tokens, revisions=state.get("revision", 0),
        judge=(state.get("verdict") or {}).get("decision"), citations=_citation_counts(state.get("checks") or []),
    )
    return {"proposal": path, "tokens": tokens, "outcome": "waiting", "reason": "waiting for a human decision"}


def _merge_diff(state: CompileState, ctx: CompileContext, page: str) -> tuple[str | None, str | None]:
    """For a merge: the canonical page now, and what applying the merge writes over it (the
    card's page as the canonical page, as :mod:`hippocampus.jobs.curation` writes it)."""
    into = (state.get("merge") or {}).get("into")
    current = ctx.lib.text(into) if into else None
    if into is None or current is None:
        return None, None
    target = parse_note(into, current)
    try:
        replacement = canonical_text(page, {"status": "canonical", "sector": sector_of(into) or "", "created": target.meta.created or ctx.today,
                                            "updated": ctx.today, "promoted": ctx.today})
    except FrontmatterEditError:
        replacement = page
    return current, replacement


def _citation_counts(checks: list[dict[str, Any]]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for check in checks:
        counts[check["status"]] = counts.get(check["status"], 0) + 1
    return counts


def wait(state: CompileState) -> dict[str, Any]:
    decision = interrupt({"proposal": state.get("proposal"), "card": state.get("card"), "target": state.get("target")})
    return {"decision": dict(decision) if isinstance(decision, dict) else {"decision": str(decision)}}


def record(state: CompileState, runtime: Runtime[CompileContext]) -> dict[str, Any]:
    """After the human: the approvals job has already applied (or refused) the proposal."""
    ctx = runtime.context
    decision = state.get("decision") or {}
    verdict = str(decision.get("decision", "")).lower()
    reason = str(decision.get("reason") or "")
    card = state.get("card") or ""
    outcome = {"approved": "promoted" if decision.get("promoted") else "acknowledged", "rejected": "rejected"}.get(verdict, "failed")
    try:
        if verdict == "rejected":
            # Trigger: the human ticked reject. Why: re-compiling the same card nightly would ask
            # the same question again. Outcome: the card is archived with the human's decision.
            cardlib.archive_card(ctx.run, ctx.lib, card, f"rejected by a human in {state.get('proposal')}: {reason}".strip(": "), "human-reject", ctx.today)
        elif verdict != "approved":
            # Trigger: the approval could not be applied (edited card, a gate failing at promotion).
            # Why: the round did not produce a page. Outcome: counted like a failed refine/gate round.
            _, archived = cardlib.record_failure(ctx.run, ctx.lib, card, f"approval not applied: {reason}", ctx.settings.compile_max_attempts, ctx.today)
            outcome = "archived" if archived else "failed"
    except DirtyPathError as exc:
        reason = f"{reason}; card left untouched: {exc}"
    ledger_record(ctx.run, ctx.today, event=outcome, thread=_thread_id(runtime), card=card, proposal=state.get("proposal"),
                  target=state.get("target"), decision=verdict, reason=reason, tokens=state.get("tokens", 0),
                  promoted=decision.get("promoted"))
    return {"outcome": outcome, "reason": reason}


def defer(state: CompileState, runtime: Runtime[CompileContext]) -> dict[str, Any]:
    ctx = runtime.context
    reason = f"same title as {state.get('deferred')}, which waits for a human; compiled again once it is decided"
    ledger_record(ctx.run, ctx.today, event="deferred", thread=_thread_id(runtime), card=state.get("card"), reason=reason,
                  model=ctx.model, tokens=ctx.tokens() - int(state.get("tokens_start") or 0))
    return {"outcome": "deferred", "reason": reason}


def fail(state: CompileState, runtime: Runtime[CompileContext]) -> dict[str, Any]:
    ctx = runtime.context
    reason = state.get("failure") or "unknown failure"
    attempts, archived = cardlib.record_failure(ctx.run, ctx.lib, state["card"] or "", reason, ctx.settings.compile_max_attempts, ctx.today)
    ctx.lib.refresh()
    outcome = "archived" if archived else "failed"
    tokens = ctx.tokens() - int(state.get("tokens_start") or 0)
    ledger_record(ctx.run, ctx.today, event=outcome, thread=_thread_id(runtime), card=state.get("card"), reason=reason,
                  attempts=attempts, model=ctx.model, tokens=tokens, judge=(state.get("verdict") or {}).get("decision"),
                  citations=_citation_counts(state.get("checks") or []))
    return {"outcome": outcome, "reason": reason, "tokens": tokens}


# ----------------------------------------------------------------------------- wiring


def route_select(state: CompileState) -> str:
    return "refine" if state.get("card") else END


def route_refine(state: CompileState) -> str:
    return "fail" if state.get("failure") else "judge"


def route_judge(state: CompileState) -> str:
    if state.get("failure"):
        return "fail"
    return "merge" if (state.get("verdict") or {}).get("decision") in ("accept", CONTESTED) else "refine"


def route_merge(state: CompileState) -> str:
    return "defer" if state.get("deferred") else "web_verify"


def _route_checked(next_ok: str, checked_key: str):
    def route(state: CompileState) -> str:
        if state.get("failure"):
            return "fail"
        return next_ok if _clean(state, checked_key) else "refine"

    return route


def _clean(state: CompileState, key: str) -> bool:
    if key == "checks":
        checks = state.get("checks") or []
        return bool(checks) and all(c["status"] in PASSING for c in checks)
    return all(line.startswith("✅") for line in state.get("gate_lines") or [])


def build(checkpointer: Any) -> Any:
    graph = StateGraph(CompileState, context_schema=CompileContext)
    for name, node in (
        ("select", select), ("refine", refine), ("judge", judge), ("merge", merge), ("web_verify", web_verify),
        ("gates", gates), ("propose", propose), ("wait", wait), ("record", record), ("fail", fail), ("defer", defer),
    ):
        graph.add_node(name, node)
    graph.add_edge(START, "select")
    graph.add_conditional_edges("select", route_select, ["refine", END])
    graph.add_conditional_edges("refine", route_refine, ["judge", "fail"])
    graph.add_conditional_edges("judge", route_judge, ["merge", "refine", "fail"])
    graph.add_conditional_edges("merge", route_merge, ["web_verify", "defer"])
    graph.add_conditional_edges("web_verify", _route_checked("gates", "checks"), ["gates", "refine", "fail"])
    graph.add_conditional_edges("gates", _route_checked("propose", "gate_lines"), ["propose", "refine", "fail"])
    graph.add_edge("propose", "wait")
    graph.add_edge("wait", "record")
    graph.add_edge("record", END)
    graph.add_edge("fail", END)
    graph.add_edge("defer", END)
    return graph.compile(checkpointer=checkpointer)


def vault_root(settings: Settings) -> Path:
    return Path(settings.vault).expanduser().resolve()
