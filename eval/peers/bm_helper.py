"""basic-memory driver helper: runs inside basic-memory's own venv (Python >= 3.12).

JSON lines on stdin/stdout, one reply per request. One warm process serves every query.

- ``build``: ``bm project add NAME PATH`` through basic-memory's own CLI app, in-process
  (the command indexes the folder before it returns, embeddings included when semantic
  search can run);
- ``update``: ``bm reindex --project NAME`` (its incremental project-index pass + embeddings);
- ``search``: its HTTP API (``/v2/projects/{id}/search/``) through its own in-process ASGI
  client, the same route its MCP ``search_notes`` tool and ``bm tool search-notes`` call;
  ``file_path_prefix`` (a documented SearchQuery field) scopes a query to one folder.

``--sqlite-shim`` swaps the stdlib ``sqlite3`` for ``pysqlite3`` (a PyPI build of SQLite that
can load extensions) before basic-memory is imported: the pyenv Python 3.12 here was built
without ``enable_load_extension``, so basic-memory would otherwise run keyword-only.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import io
import json
import resource
import sys
import time


def _install_sqlite_shim() -> None:
    import pysqlite3
    import pysqlite3.dbapi2

    sys.modules["sqlite3"] = pysqlite3
    sys.modules["sqlite3.dbapi2"] = pysqlite3.dbapi2


def _cli(args: list[str]) -> tuple[float, str]:
    from basic_memory.cli.main import app

    buf = io.StringIO()
    t0 = time.perf_counter()
    with contextlib.redirect_stdout(buf):
        try:
            app(args, standalone_mode=False)
        except SystemExit as exc:  # typer.Exit
            if exc.code not in (0, None):
                raise RuntimeError(f"bm {' '.join(args)} exited {exc.code}: {buf.getvalue()[-2000:]}") from exc
    return (time.perf_counter() - t0) * 1000, buf.getvalue()


class Session:
    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.project: str | None = None
        self.project_id: str | None = None
        self.mode = "text"

    def build(self, name: str, path: str, mode: str) -> dict:
        self.project, self.mode = name, mode
        ms, out = _cli(["project", "add", name, path, "--default"])
        return {"ms": ms, "log": out[-4000:]}

    def update(self) -> dict:
        ms, out = _cli(["reindex", "--project", self.project])
        return {"ms": ms, "log": out[-2000:]}

    async def _project_external_id(self, client) -> str:
        from basic_memory.mcp.clients import ProjectClient

        projects = await ProjectClient(client).list_projects()
        for p in projects.projects:
            if p.name == self.project:
                return p.external_id
        raise RuntimeError(f"project {self.project} not found")

    async def _search(self, q: str, k: int, prefix: str | None) -> dict:
        from basic_memory.mcp.async_client import get_client
        from basic_memory.mcp.clients.search import SearchClient

        async with get_client() as client:
            if self.project_id is None:
                self.project_id = await self._project_external_id(client)
            query = {"text": q, "retrieval_mode": "fts" if self.mode == "text" else self.mode,
                     "entity_types": ["entity"]}
            if prefix:
                query["file_path_prefix"] = prefix
            t0 = time.perf_counter()
            res = await SearchClient(client, self.project_id).search(query, page=1, page_size=k)
            ms = (time.perf_counter() - t0) * 1000
        ranked = [r.file_path for r in res.results]
        return {"ms": ms, "ranked": ranked, "scores": [r.score for r in res.results]}

    def search(self, q: str, k: int, prefix: str | None = None) -> dict:
        return self.loop.run_until_complete(self._search(q, k, prefix))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sqlite-shim", action="store_true")
    args = ap.parse_args()
    if args.sqlite_shim:
        _install_sqlite_shim()
    import basic_memory

    real_stdout = sys.stdout
    sys.stdout = sys.stderr  # basic-memory logs/prints must not corrupt the protocol
    s = Session()
    for line in sys.stdin:
        if not line.strip():
            continue
        req = json.loads(line)
        op = req.pop("op")
        try:
            if op == "hello":
                from basic_memory.repository.semantic_runtime import sqlite_vector_runtime_available

                out = {"version": basic_memory.__version__, "vector_runtime": sqlite_vector_runtime_available(),
                       "python": sys.version.split()[0], "sqlite": sys.modules["sqlite3"].sqlite_version}
            elif op == "build":
                out = s.build(req["name"], req["path"], req.get("mode", "text"))
            elif op == "update":
                out = s.update()
            elif op == "search":
                out = s.search(req["q"], req["k"], req.get("prefix"))
            elif op == "stats":
                out = {"maxrss_kb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss}
            elif op == "close":
                out = {}
            else:
                raise ValueError(f"unknown op {op}")
            reply = {"ok": True, **out}
        except Exception as exc:  # noqa: BLE001 - reported to the driver
            import traceback

            reply = {"ok": False, "error": f"{type(exc).__name__}: {exc}", "trace": traceback.format_exc()[-3000:]}
        real_stdout.write(json.dumps(reply, ensure_ascii=False) + "\n")
        real_stdout.flush()
        if op == "close":
            break


if __name__ == "__main__":
    main()
