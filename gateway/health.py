"""``/health`` (no token) and the index part of ``hippo_status``.

status: ``ok`` — a materialization is served and nothing is degraded; ``degraded`` — served,
but with a flag (partial embeddings, embedder down, degraded publish, last reindex failed,
the published pointer could not be opened, the current materialization is damaged and an older
intact one is served); ``not_indexed`` — nothing published yet.
"""

from __future__ import annotations

import time
from datetime import UTC, datetime
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse

from gateway.state import GatewayState

VERSION = "0.1.0"


def materialization_time(store: Any) -> datetime | None:
    created = (getattr(store, "manifest", None) or {}).get("created")
    if created:
        try:
            return datetime.fromisoformat(str(created).replace("Z", "+00:00"))
        except ValueError:
            pass
    mid = str(getattr(store, "id", ""))
    try:
        return datetime.strptime(mid[:21], "%Y%m%dT%H%M%S%f").replace(tzinfo=UTC)
    except ValueError:
        return None


def coverage_of(store: Any) -> dict[str, Any]:
    try:
        cov = store.coverage()
    except Exception as exc:  # noqa: BLE001
        return {"error": f"{type(exc).__name__}: {exc}"}
    return cov if isinstance(cov, dict) else {"fraction": float(cov)}


def build_progress(state: GatewayState) -> dict[str, Any] | None:
    """The index build running now (phase, done/total, rate, ETA, coverage), or None."""
    from hippocampus.store.progress import read_progress

    return read_progress(state.settings.home)


def index_state(state: GatewayState) -> dict[str, Any]:
    store = state.holder.current()
    if store is None:
        return {
            "build": build_progress(state),
            "status": "not_indexed",
            "message": "not indexed yet: no materialization has been published; run `hippo index` or call hippo_reindex",
            "materialization": None,
            "degraded": [state.holder.last_error] if state.holder.last_error and "not indexed" not in state.holder.last_error else [],
            "reindex": state.reindex.state(),
        }
    published = materialization_time(store)
    cov = coverage_of(store)
    flags: list[str] = []
    fraction = cov.get("fraction")
    if isinstance(fraction, (int, float)) and fraction < 1.0:
        flags.append(f"embeddings {fraction:.0%} ({cov.get('embedded')}/{cov.get('total')}); search uses the vectors that exist")
    if cov.get("degraded"):
        flags.append("materialization published degraded: " + "; ".join(map(str, cov.get("reasons") or [])))
    if state.embedder_error:
        flags.append(f"query embedder unavailable, search is lexical-only: {state.embedder_error}")
    fallback = getattr(store, "fallback", None)
    if fallback is not None:
        flags.append(fallback.line())
    if state.holder.last_error:
        flags.append(f"newest materialization could not be opened: {state.holder.last_error}")
    last = state.reindex.state().get("last")
    if last and last.get("state") == "failed":
        flags.append(f"last reindex {last.get('run_id')} failed: {last.get('error')}")
    return {
        "status": "degraded" if flags else "ok",
        "materialization": {
            "id": getattr(store, "id", None),
            "published": published.isoformat() if published else None,
            "age_seconds": round((datetime.now(UTC) - published).total_seconds(), 1) if published else None,
            "counts": (getattr(store, "manifest", None) or {}).get("counts"),
        },
        "embedding_coverage": cov,
        "build": build_progress(state),
        "degraded": flags,
        "reindex": state.reindex.state(),
    }


def health_payload(state: GatewayState) -> dict[str, Any]:
    idx = index_state(state)
    out = {
        "status": idx["status"],
        "service": "hippocampus",
        "version": VERSION,
        "uptime_seconds": round(time.time() - state.started, 1),
        "instance": getattr(state, "instance", None),  # matches the discovery file (hippocampus.remote)
        "materialization": idx["materialization"],
        "embedding_coverage": (idx.get("embedding_coverage") or {}).get("fraction"),
        "degraded": idx["degraded"],
    }
    if idx["status"] == "not_indexed":
        out["message"] = idx["message"]
    return out


def make_health_route(state: GatewayState):
    async def health(request: Request) -> JSONResponse:
        import anyio

        payload = await anyio.to_thread.run_sync(health_payload, state)
        return JSONResponse(payload)

    return health
