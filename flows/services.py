"""Extension point: long-running services that join ``hippo up`` next to the flows.

A service is any object with ``name``, ``start()``, ``stop()`` and ``url`` (see
:class:`Service`). ``hippo up`` builds one from every factory in :data:`SERVICE_FACTORIES`
(``"module:function"``, called with the settings), starts them after the Prefect server and
stops them, in reverse order, before it. Today that is the MCP gateway
(``gateway.service:service_for``); a factory that cannot be imported or built is reported by
``hippo up`` as not available (loudly, not silently), and the flows run without it.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Protocol

from hippocampus.config import Settings

SERVICE_FACTORIES: tuple[str, ...] = ("gateway.service:service_for",)


class Service(Protocol):
    name: str
    url: str | None

    def start(self) -> None: ...

    def stop(self) -> None: ...


def load_services(settings: Settings, factories: tuple[str, ...] = SERVICE_FACTORIES) -> tuple[list[Service], list[str]]:
    """The services to start, and a message for each factory that is not available."""
    services: list[Service] = []
    missing: list[str] = []
    for spec in factories:
        module, _, attr = spec.partition(":")
        try:
            factory: Callable[[Settings], Service | None] = getattr(importlib.import_module(module), attr)
        except (ImportError, AttributeError) as exc:
            missing.append(f"{spec} not available ({type(exc).__name__}: {exc})")
            continue
        service = factory(settings)
        if service is not None:
            services.append(service)
    return services, missing
