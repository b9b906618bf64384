"""The live vault in Prefect (ADR 0030): the watcher's trigger decisions become Prefect events,
and deployment triggers run the flow each one calls for.

* :class:`VaultTriggers` — a listener of the live index (``hippo up`` attaches it): changed
  paths → :class:`hippocampus.live.triggers.TriggerWatch` → one custom event per flow to run,
  ``hippocampus.vault.approval-ticked`` or ``hippocampus.vault.topic-requested``, on the
  resource ``hippocampus.vault.<id>`` with the paths and the reason in its payload;
* :func:`deployment_triggers` — the ``DeploymentEventTrigger`` of the approvals and topic_bridge
  deployments (``hippo up`` serves them with it; ``prefect.yaml`` states the same): one run per
  event, whose ``trigger`` parameter says what was ticked. The Prefect UI shows the run as
  started by the deployment's automation, with the event beside it.

The schedules (approvals 09:00/21:00, topic_bridge hourly) stay as the safety net for ticks made
while nothing watched. The runs are the flows' ordinary runs: the vault lock, the gates and the
fingerprints apply exactly as on a scheduled run.
"""

from __future__ import annotations

import hashlib
import logging
from typing import Any

from hippocampus.config import Settings
from hippocampus.live.triggers import APPROVALS_FLOW, TOPICS_FLOW, Trigger, TriggerWatch

log = logging.getLogger("hippocampus.live")

#: The custom event each flow's deployment trigger expects.
EVENTS: dict[str, str] = {
    APPROVALS_FLOW: "hippocampus.vault.approval-ticked",
    TOPICS_FLOW: "hippocampus.vault.topic-requested",
}
RESOURCE_PREFIX = "hippocampus.vault."
#: Triggered flows whose deployment re-indexes after a commit: the triggered run leaves that to
#: the live index that emitted the event.
LIVE_INDEXED = frozenset({APPROVALS_FLOW})


def resource_id(vault: str) -> str:
    return RESOURCE_PREFIX + hashlib.sha256(vault.encode("utf-8")).hexdigest()[:12]


def deployment_triggers(flow: str) -> list[Any]:
    """The triggers of ``flow``'s deployment (none for a flow no vault change calls for)."""
    event = EVENTS.get(flow)
    if event is None:
        return []
    from prefect.events.schemas.deployment_triggers import DeploymentEventTrigger

    parameters: dict[str, Any] = {"trigger": "{{ event.payload.reason }}"}
    if flow in LIVE_INDEXED:
        # Trigger: the run was started by the live vault's event. Why: the live index that sent
        # it follows every file the run writes (its watcher sees the commit's files), so the
        # deployment's re-index subflow would index the same change a second time and hold the
        # runner's one vault-writing slot meanwhile (the next tick's run waited for it: tick →
        # verdict 38 s). Outcome: the triggered run skips it; scheduled runs keep it.
        parameters["reindex"] = False
    return [DeploymentEventTrigger(
        name=f"{flow}: on {event}",
        description=f"run {flow} when the live vault sees {event.rsplit('.', 1)[-1].replace('-', ' ')} (ADR 0030)",
        expect={event},
        match={"prefect.resource.id": RESOURCE_PREFIX + "*"},
        parameters=parameters,
        enabled=True,
    )]


class VaultTriggers:
    """Listener of the live index: emits one Prefect event per flow a change calls for."""

    def __init__(self, settings: Settings) -> None:
        self.vault = str(settings.vault)
        self.watch = TriggerWatch(settings.vault)
        self.emitted: list[Trigger] = []

    def __call__(self, paths: set[str]) -> None:
        for trigger in self.watch.check(paths):
            self.emit(trigger)

    def emit(self, trigger: Trigger) -> None:
        from prefect.events import emit_event

        event = emit_event(
            event=EVENTS[trigger.flow],
            resource={"prefect.resource.id": resource_id(self.vault), "prefect.resource.name": self.vault},
            payload={"flow": trigger.flow, "paths": list(trigger.paths), "reason": trigger.reason},
        )
        self.emitted.append(trigger)
        if event is None:
            log.warning("could not emit %s (no Prefect API?): %s waits for its schedule", EVENTS[trigger.flow], trigger.flow)
        else:
            log.info("%s: %s → %s", EVENTS[trigger.flow], trigger.reason, trigger.flow)
