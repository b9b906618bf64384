"""Serve every deployment of :mod:`flows.registry` from one process (``hippo schedule`` / ``hippo up``).

``python -m flows.serve`` does the same against ``PREFECT_API_URL``. For the scale-out path
(a real Prefect server, a work pool and workers on other machines) use ``prefect.yaml``
instead; see docs/pipeline.md.
"""

from __future__ import annotations

from typing import Any

from flows.registry import DEPLOYMENTS, TIMEZONE, load_flow

TAGS = ["hippocampus"]


def build_deployments(vault: str | None = None) -> list[Any]:
    """One ``RunnerDeployment`` per spec, cron schedules in Asia/Seoul, module entrypoints."""
    from prefect.deployments.runner import EntrypointType
    from prefect.schedules import Cron

    deployments = []
    for spec in DEPLOYMENTS:
        flow = load_flow(spec.name)
        parameters = dict(spec.parameters)
        if vault and spec.name != "backup":
            parameters["vault"] = vault
        deployments.append(
            flow.to_deployment(
                name=spec.name,
                schedules=[Cron(cron, timezone=TIMEZONE) for cron in spec.crons] or None,
                parameters=parameters,
                tags=TAGS,
                description=(flow.description or "") + (f" [{spec.note}]" if spec.note else ""),
                entrypoint_type=EntrypointType.MODULE_PATH,
            )
        )
    return deployments


def serve_all(vault: str | None = None, *, limit: int | None = 1) -> None:
    """Block serving every deployment; returns on Ctrl-C / SIGTERM (schedules paused on exit).

    ``limit=1``: flow runs execute one at a time (they also serialise on the vault lock)."""
    from prefect import serve

    serve(*build_deployments(vault), limit=limit, pause_on_shutdown=True)


if __name__ == "__main__":
    serve_all()
