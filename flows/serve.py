"""Serve every deployment of :mod:`flows.registry` from one process (``hippo schedule`` / ``hippo up``).

``python -m flows.serve`` does the same against ``PREFECT_API_URL``. For the scale-out path
(a real Prefect server, a work pool and workers on other machines) use ``prefect.yaml``
instead; see docs/pipeline.md.
"""

from __future__ import annotations

import inspect
from typing import Any

from flows.registry import DEPLOYMENTS, load_flow

TAGS = ["hippocampus"]


def deployment_parameters(flow: Any, parameters: dict[str, Any], vault: str | None) -> dict[str, Any]:
    """The spec's parameters, plus ``vault`` for the flows that take one (``backup`` and
    ``consolidate_lessons`` work on ``HIPPO_HOME`` and have no such parameter: giving them one
    made every served run fail its signature check)."""
    out = dict(parameters)
    if vault and "vault" in inspect.signature(flow.fn).parameters:
        out["vault"] = vault
    return out


def build_deployments(vault: str | None = None) -> list[Any]:
    """One ``RunnerDeployment`` per spec, cron schedules in the schedule zone (``HIPPO_TIMEZONE``,
    default Asia/Seoul), module entrypoints; every deployment's parameters are validated against
    its flow here, so a mismatch fails at start-up, not at 03:50."""
    from prefect.deployments.runner import EntrypointType
    from prefect.schedules import Cron

    from hippocampus.config import get_settings

    zone = get_settings().timezone
    deployments = []
    for spec in DEPLOYMENTS:
        flow = load_flow(spec.name)
        parameters = deployment_parameters(flow, spec.parameters, vault)
        flow.validate_parameters(parameters)
        deployments.append(
            flow.to_deployment(
                name=spec.name,
                schedules=[Cron(cron, timezone=zone) for cron in spec.crons] or None,
                parameters=parameters,
                tags=TAGS,
                description=(flow.description or "") + (f" [{spec.note}{f', {zone}' if spec.crons else ''}]" if spec.note else ""),
                entrypoint_type=EntrypointType.MODULE_PATH,
            )
        )
    return deployments


def pool_owned() -> dict[str, str]:
    """Hippocampus deployments on the current Prefect API that belong to a work pool
    (``prefect deploy --all``): ``{"inbox_scan/inbox_scan": "hippocampus", …}``."""
    from prefect.client.orchestration import get_client
    from prefect.client.schemas.filters import DeploymentFilter, DeploymentFilterName

    names = [spec.name for spec in DEPLOYMENTS]
    with get_client(sync_client=True) as client:
        found = client.read_deployments(deployment_filter=DeploymentFilter(name=DeploymentFilterName(any_=names)))
        flows = {f.id: f.name for f in client.read_flows()} if found else {}
    return {f"{flows.get(d.flow_id, d.name)}/{d.name}": d.work_pool_name for d in found if d.work_pool_name}


def serve_all(vault: str | None = None, *, limit: int | None = 1) -> None:
    """Block serving every deployment; returns on Ctrl-C / SIGTERM (schedules paused on exit).

    ``limit=1``: flow runs execute one at a time (they also serialise on the vault lock)."""
    from prefect import serve

    # print_starting_message: Prefect's banner suggests `prefect deployment run`, which fails
    # as printed here (no `prefect` on PATH); `hippo up` prints what is served and how to run one.
    serve(*build_deployments(vault), limit=limit, pause_on_shutdown=True, print_starting_message=False)


if __name__ == "__main__":
    serve_all()
