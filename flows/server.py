"""A local Prefect server as a child process (``hippo up``, ``hippo schedule``, ``hippo run``).

Prefect's ephemeral in-process API does not run the scheduler service (a served deployment
on it never fires: ``prefect.runner`` warns "Cannot schedule flows on an ephemeral server"),
so a scheduled service needs a real server. When ``PREFECT_API_URL`` points at one, it is
used; otherwise this starts ``prefect server start`` with its state under
``HIPPO_HOME/prefect`` and stops it with the service.

``temporary=True`` is Prefect's lightweight ephemeral API for one ``hippo run``
(:mod:`flows.prefect_api`), started here instead of by Prefect so that it dies with the run.
Every server started here does: ``PR_SET_PDEATHSIG`` (SIGTERM when its parent dies, SIGKILL
included), its own session, output to a log file (never the parent's pipes). Prefect's own
temporary server is stopped only by ``atexit`` and outlived a SIGKILLed run as an orphan
holding the run's output pipes (ADR 0027).
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

#: Run in the child before it becomes the server: ask Linux to SIGTERM it when its parent (the
#: process that started it) dies, then exec the server (the request survives exec). If the
#: parent is already gone, exit at once. No ``preexec_fn``: the parent may have threads.
_EXEC_DYING_WITH_PARENT = (
    "import ctypes, os, signal, sys\n"
    "try:\n"
    "    ctypes.CDLL('libc.so.6', use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG\n"
    "except (OSError, AttributeError):\n"
    "    pass\n"
    "if os.getppid() != int(sys.argv[1]):\n"
    "    sys.exit(0)\n"
    "os.execv(sys.executable, [sys.executable, *sys.argv[2:]])\n"
)


def dying_with_parent(cmd: list[str]) -> list[str]:
    """``cmd`` (a ``python …`` command line) wrapped so that the process it becomes is
    SIGTERMed when the calling process dies (Linux; elsewhere it just runs ``cmd``)."""
    assert cmd[0] == sys.executable
    return [sys.executable, "-c", _EXEC_DYING_WITH_PARENT, str(os.getpid()), *cmd[1:]]


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

    def __init__(self, home: Path, *, host: str = "127.0.0.1", port: int | None = 4200, ui: bool = True,
                 temporary: bool = False) -> None:
        self.home = Path(home).expanduser()
        self.host = host
        self.port = port or free_port(host)
        self.ui = ui and not temporary
        #: Prefect's lightweight ephemeral API (no UI, no scheduler) for one ``hippo run``
        self.temporary = temporary
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}"

    @property
    def log_path(self) -> Path:
        return self.home / "prefect" / ("temporary-server.log" if self.temporary else "server.log")

    @property
    def api_url(self) -> str:
        return f"{self.url}/api"

    def env(self) -> dict[str, str]:
        state = self.home / "prefect"
        state.mkdir(parents=True, exist_ok=True)
        env = {
            **os.environ,
            # a temporary API keeps the run's own PREFECT_HOME (as Prefect's did); a service's is HIPPO_HOME/prefect
            "PREFECT_HOME": (os.environ.get("PREFECT_HOME") if self.temporary else None) or str(state),
            "PREFECT_SERVER_ANALYTICS_ENABLED": "false",
            "PREFECT_SERVER_UI_ENABLED": "true" if self.ui else "false",
            "PREFECT_API_URL": self.api_url,
        }
        if self.temporary:  # what Prefect's own temporary server sets: only the ephemeral services run
            env |= {"PREFECT_UI_ENABLED": "0", "PREFECT__SERVER_EPHEMERAL": "1", "PREFECT__SERVER_FINAL": "1"}
        return env

    def command(self) -> list[str]:
        if self.temporary:
            import prefect

            return [sys.executable, "-m", "uvicorn", "--app-dir", str(Path(prefect.__file__).parent.parent), "--factory",
                    "prefect.server.api.server:create_app", "--host", self.host, "--port", str(self.port),
                    "--log-level", "error", "--lifespan", "on"]
        return [sys.executable, "-m", "prefect", "server", "start", "--host", self.host, "--port", str(self.port),
                "--ui" if self.ui else "--no-ui", "--analytics-off"]

    def start(self, timeout: float = 90.0) -> None:
        if port_in_use(self.host, self.port):
            raise ServerError(f"port {self.port} on {self.host} is taken; set PREFECT_API_URL to use a server that is "
                              f"already running there, or free the port")
        env = self.env()  # creates HIPPO_HOME/prefect
        log = open(self.log_path, "ab")  # noqa: SIM115 - owned by the child process
        try:
            # Own session: a Ctrl-C or a process-group SIGTERM reaches only `hippo`, which stops
            # the flows first and this server last; die-with-parent: never an orphan server.
            self.process = subprocess.Popen(dying_with_parent(self.command()), env=env, stdout=log, stderr=subprocess.STDOUT,
                                            stdin=subprocess.DEVNULL, start_new_session=True)
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

