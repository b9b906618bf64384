"""A local Prefect server as a child process (``hippo up``, ``hippo schedule``).

Prefect's ephemeral in-process API does not run the scheduler service (a served deployment
on it never fires: ``prefect.runner`` warns "Cannot schedule flows on an ephemeral server"),
so a scheduled service needs a real server. When ``PREFECT_API_URL`` points at one, it is
used; otherwise this starts ``prefect server start`` with its state under
``HIPPO_HOME/prefect`` and stops it with the service.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx

from hippocampus.errors import HippoError


def _die_with_parent() -> None:
    """In the child, before exec: ask Linux to SIGTERM it when its parent dies (no-op elsewhere)."""
    try:
        import ctypes

        ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass


class ServerError(HippoError):
    """The local Prefect server did not start."""


def free_port(host: str = "127.0.0.1") -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind((host, 0))
        return int(sock.getsockname()[1])


def port_in_use(host: str, port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.settimeout(0.5)
        return sock.connect_ex((host, port)) == 0


class LocalPrefectServer:
    """``prefect server start`` as a child process; ``api_url`` once :meth:`start` returned."""

    def __init__(self, home: Path, *, host: str = "127.0.0.1", port: int | None = 4200, ui: bool = True) -> None:
        self.home = Path(home).expanduser()
        self.host = host
        self.port = port or free_port(host)
        self.ui = ui
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}"

    @property
    def log_path(self) -> Path:
        return self.home / "prefect" / "server.log"

    @property
    def api_url(self) -> str:
        return f"{self.url}/api"

    def env(self) -> dict[str, str]:
        state = self.home / "prefect"
        state.mkdir(parents=True, exist_ok=True)
        return {
            **os.environ,
            "PREFECT_HOME": str(state),
            "PREFECT_SERVER_ANALYTICS_ENABLED": "false",
            "PREFECT_SERVER_UI_ENABLED": "true" if self.ui else "false",
            "PREFECT_API_URL": self.api_url,
        }

    def start(self, timeout: float = 90.0) -> None:
        if port_in_use(self.host, self.port):
            raise ServerError(f"port {self.port} on {self.host} is taken; set PREFECT_API_URL to use a server that is "
                              f"already running there, or free the port")
        env = self.env()  # creates HIPPO_HOME/prefect
        cmd = [sys.executable, "-m", "prefect", "server", "start", "--host", self.host, "--port", str(self.port),
               "--ui" if self.ui else "--no-ui", "--analytics-off"]
        log = open(self.log_path, "ab")  # noqa: SIM115 - owned by the child process
        try:
            # Own session: a Ctrl-C or a process-group SIGTERM reaches only `hippo`, which stops
            # the flows first and this server last; die-with-parent: never an orphan server.
            self.process = subprocess.Popen(cmd, env=env, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                            start_new_session=True, preexec_fn=_die_with_parent)
        finally:
            log.close()
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise ServerError(f"prefect server exited with code {self.process.returncode}; see {self.log_path}")
            try:
                if httpx.get(f"{self.api_url}/health", timeout=1.0).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            time.sleep(0.5)
        self.stop()
        raise ServerError(f"prefect server did not answer on {self.api_url} within {timeout:.0f}s")

    def stop(self, timeout: float = 15.0) -> None:
        if self.process is None or self.process.poll() is not None:
            self.process = None
            return
        self.process.send_signal(signal.SIGTERM)
        try:
            self.process.wait(timeout)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.process = None
