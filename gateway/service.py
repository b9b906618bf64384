"""The gateway as a long-running service of ``hippo up`` (see flows/services.py).

uvicorn runs in a background thread of the ``hippo up`` process, on the configured host and
port, with the same token resolution as ``hippo serve`` (a generated 0600 token file when
``HIPPO_MCP_TOKEN`` is unset: HTTP never runs open), and announces itself the same way (its own
``$HIPPO_HOME/gateways/<instance>.json``), so ``hippo search`` goes through it.
"""

from __future__ import annotations

import threading
import time
from typing import Any

from hippocampus.config import Settings


class GatewayService:
    name = "mcp-gateway"

    def __init__(self, settings: Settings, host: str | None = None, port: int | None = None) -> None:
        self.settings = settings
        self.host = host or settings.mcp_host
        self.port = port or settings.mcp_port
        self.url: str | None = f"http://{self.host}:{self.port}/mcp"
        self._server: Any = None  # uvicorn.Server once started (uvicorn is imported lazily)
        self._thread: threading.Thread | None = None

    def start(self, timeout: float = 60.0) -> None:
        from gateway.auth import resolve_token
        from gateway.server import base_url, http_app
        from gateway.state import GatewayState
        from gateway.transport import uvicorn_config

        info = resolve_token(self.settings, create=True)
        # announced like `hippo serve` (its own discovery file), so the CLI goes through it
        settings = self.settings.model_copy(update={"mcp_host": self.host, "mcp_port": self.port})
        app = http_app(GatewayState(settings), info.token, announce=base_url(self.host, self.port), kind="up")
        config = uvicorn_config(app, self.settings, self.host, self.port, log_level="warning", lifespan="on", timeout_graceful_shutdown=5)
        import uvicorn

        self._server = uvicorn.Server(config)
        self._thread = threading.Thread(target=self._server.run, name="mcp-gateway", daemon=True)
        self._thread.start()
        deadline = time.monotonic() + timeout
        while not self._server.started:
            if not self._thread.is_alive():
                raise RuntimeError(f"the MCP gateway could not start on {self.host}:{self.port} (port in use?)")
            if time.monotonic() > deadline:
                raise RuntimeError(f"the MCP gateway did not start within {timeout:.0f} s")
            time.sleep(0.05)

    def stop(self) -> None:
        if self._server is not None:
            self._server.should_exit = True
        if self._thread is not None:
            self._thread.join(15)


def service_for(settings: Settings) -> GatewayService:
    return GatewayService(settings)
