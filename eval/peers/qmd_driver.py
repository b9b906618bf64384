"""qmd (``@tobilu/qmd`` from npm) under the Bun runtime (npm package ``bun``).

Driven through qmd's own SDK (``createStore`` / ``addCollection`` / ``update`` / ``searchLex``,
the code behind ``qmd collection add``, ``qmd update`` and ``qmd search``) in one warm Bun
process (``qmd_helper.mjs``). Scoped queries: one qmd collection per scope folder, and the
query names its collection (qmd's ``-c`` option).

Modes:
- ``search`` (BM25, SQLite FTS5 ``porter unicode61``, CJK runs as phrases): runs offline;
- ``query`` / ``vsearch`` (embeddings, query expansion, reranking): need GGUF models
  (embeddinggemma-300M, Qwen3-Reranker-0.6B, a 1.7B query-expansion model) that qmd
  downloads from Hugging Face on first use; no registry package ships them, so they are
  reported as not runnable offline.
"""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from eval.peers.base import PEERS_DIR, Driver, JsonLineProcess, NotRunnable, QueryResult

HELPER = Path(__file__).with_name("qmd_helper.mjs")
QMD_DIR = PEERS_DIR / "qmd"
PKG = QMD_DIR / "node_modules" / "@tobilu" / "qmd"
BUN = QMD_DIR / "node_modules" / ".bin" / "bun"

OFFLINE_REASON = {
    "query": "not runnable offline: `qmd query` needs GGUF models (embeddinggemma-300M embeddings, "
             "Qwen3-Reranker-0.6B, qmd-query-expansion-1.7B) that qmd downloads from Hugging Face at "
             "run time; no package on the reachable registries ships them",
    "vsearch": "not runnable offline: `qmd vsearch`/`qmd embed` need the embeddinggemma-300M GGUF "
               "model, downloaded from Hugging Face at run time",
}


def scope_collection(scope: str) -> str:
    return "all" if not scope else "s-" + scope.strip("/").replace("/", "-")


class QmdDriver(Driver):
    def __init__(self, mode: str = "search") -> None:
        self.mode = mode
        self.name = f"qmd-{mode}"
        self.proc: JsonLineProcess | None = None
        self.db: Path | None = None
        self._helper_rss: int | None = None

    def check(self) -> None:
        if self.mode in OFFLINE_REASON:
            raise NotRunnable(OFFLINE_REASON[self.mode])
        if not PKG.is_dir() or not BUN.exists():
            raise NotRunnable(f"not installed: run eval/peers/install.sh (expected {PKG} and {BUN})")

    def version(self) -> str:
        try:
            v = json.loads((PKG / "package.json").read_text())["version"]
            b = json.loads((QMD_DIR / "node_modules" / "bun" / "package.json").read_text())["version"]
            return f"@tobilu/qmd {v} on bun {b}"
        except OSError:
            return "not installed"

    def settings(self) -> dict[str, Any]:
        return {"command": "qmd search (BM25 via SDK searchLex)", "fts5_tokenizer": "porter unicode61",
                "collections": "one per query scope", "defaults": "qmd defaults (no context, no embeddings)"}

    def build(self, docs_dir: Path, work: Path, scopes: Sequence[str]) -> dict[str, Any]:
        self.check()
        cache = work / "qmd-cache"
        env = dict(os.environ, QMD_PKG=str(PKG), XDG_CACHE_HOME=str(cache), XDG_CONFIG_HOME=str(work / "qmd-config"),
                   HOME=str(work / "qmd-home"), NO_COLOR="1")
        (work / "qmd-home").mkdir(parents=True, exist_ok=True)
        self.db = work / "qmd-index.sqlite"
        self.proc = JsonLineProcess([str(BUN), str(HELPER)], env=env, cwd=work, stderr_path=work / "qmd-helper.log")
        self.proc.call("open", dbPath=str(self.db), root=str(docs_dir))
        colls = [{"name": scope_collection(s), "path": str(docs_dir / s) if s else str(docs_dir)} for s in scopes]
        c0 = self.cpu_seconds()
        rep = self.proc.call("build", collections=colls)
        return {"seconds": rep["ms"] / 1000, "cpu_seconds": self.cpu_seconds() - c0, "result": rep.get("result"),
                "collections": len(colls)}

    def update_one(self, path: Path) -> dict[str, Any]:
        rep = self.proc.call("update")
        return {"seconds": rep["ms"] / 1000, "result": rep.get("result")}

    def query(self, q: str, k: int, scope: str = "") -> QueryResult:
        rep = self.proc.call("search", q=q, k=k, collection=scope_collection(scope))
        return QueryResult(rep["ranked"], rep["ms"])

    def index_paths(self) -> list[Path]:
        if not self.db:
            return []
        return [p for p in self.db.parent.glob(self.db.name + "*")]

    def peak_rss_kb(self) -> int:
        if self._helper_rss is None and self.proc is not None:
            self._helper_rss = int(self.proc.call("stats")["maxrss_kb"])
        return self._helper_rss or 0

    def cpu_seconds(self) -> float:
        from eval.peers.base import proc_cpu_seconds

        return proc_cpu_seconds(self.proc.pid) if self.proc else 0.0

    def close(self) -> None:
        if self.proc is not None:
            self.peak_rss_kb()
            self.proc.close()
            self.proc = None


def bun_runs() -> tuple[bool, str]:
    """Whether the packaged Bun binary runs here (install.sh checks this too)."""
    import subprocess

    if not BUN.exists():
        return False, f"{BUN} missing"
    try:
        out = subprocess.run([str(BUN), "--version"], capture_output=True, text=True, timeout=60)
    except OSError as exc:
        return False, str(exc)
    return out.returncode == 0, (out.stdout or out.stderr).strip()

