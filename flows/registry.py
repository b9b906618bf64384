"""Every flow by name, and every scheduled deployment of SPEC §5 (Asia/Seoul).

This table is the one source of truth for ``hippo run``, ``hippo schedule``/``hippo up``
(``flows.serve``) and ``prefect.yaml`` (a test keeps the YAML in step with it).
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Any

TIMEZONE = "Asia/Seoul"  # the default of HIPPO_TIMEZONE; prefect.yaml states it literally


@dataclass(frozen=True)
class DeploymentSpec:
    name: str  # deployment name == flow name
    crons: tuple[str, ...]  # empty = manual only
    parameters: dict[str, Any] = field(default_factory=dict)
    note: str = ""


#: flow name -> "module:function"
FLOWS: dict[str, str] = {
    "inbox_scan": "flows.inbox_scan:inbox_scan",
    "topic_bridge": "flows.topic_bridge:topic_bridge",
    "probe": "flows.probe:probe",
    "janitor": "flows.janitor:janitor",
    "preflight": "flows.preflight:preflight",
    "index_home": "flows.index_home:index_home",
    "approvals": "flows.approvals:approvals",
    "index": "flows.index:index",
    "backup": "flows.backup:backup",
    "daily": "flows.daily:daily",
    "compile": "flows.compile:compile_flow",
    "research": "flows.research:research",
    "curate": "flows.curate:curate",
    "sector_migrate": "flows.sector_migrate:sector_migrate",
    "consolidate_lessons": "flows.consolidate_lessons:consolidate_lessons",
}

#: SPEC §5 timeline (the LLM flows end "skipped: no LLM configured" when no model is set).
DEPLOYMENTS: tuple[DeploymentSpec, ...] = (
    DeploymentSpec("inbox_scan", ("*/10 0-5,20-23 * * *", "45 8 * * *"), {"reindex": True}, "every 10 min 00-05 and 20-23h, and 08:45"),
    DeploymentSpec("topic_bridge", ("20 * * * *",), {}, "hourly at :20"),
    DeploymentSpec("janitor", ("30 1 * * *",), {"reindex": True}, "01:30"),
    DeploymentSpec("compile", ("45 1 * * *",), {}, "01:45 (LLM; proposals wait for the human)"),
    DeploymentSpec("preflight", ("0 2 * * *",), {}, "02:00"),
    DeploymentSpec("index_home", ("25 3 * * *",), {}, "03:25"),
    DeploymentSpec("probe", ("30 3 * * *",), {}, "03:30 (gap replay → 30-reviews/gap-queue.md)"),
    DeploymentSpec("research", ("40 3 * * *",), {"reindex": True}, "03:40 (LLM; one queued topic)"),
    DeploymentSpec("consolidate_lessons", ("50 3 * * *",), {}, "03:50 (lesson ratchet consolidation, SPEC §7)"),
    DeploymentSpec("backup", ("10 4 * * *",), {}, "04:10 (ledger snapshot, SPEC §4)"),
    DeploymentSpec("approvals", ("0 9,21 * * *",), {"reindex": True}, "09:00 and 21:00"),
    DeploymentSpec("index", (), {}, "manual; also after each vault-writing flow"),
    DeploymentSpec("daily", (), {}, "manual: the whole cycle once, in order"),
    DeploymentSpec("curate", (), {}, "manual (seed: scheduled once the sector migration is approved)"),
    DeploymentSpec("sector_migrate", (), {}, "manual, one-off"),
)


def load_flow(name: str) -> Any:
    """The flow object registered under ``name``."""
    try:
        target = FLOWS[name]
    except KeyError:
        raise KeyError(f"unknown flow {name!r}; one of: {', '.join(FLOWS)}") from None
    module, _, attr = target.partition(":")
    return getattr(importlib.import_module(module), attr)
