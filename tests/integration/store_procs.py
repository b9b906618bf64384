"""Subprocess entry points for the multi-process and SIGKILL tests of the derived store.

    python tests/integration/store_procs.py reader STORE_DIR STOP_FILE OUT_JSON TERM
    python tests/integration/store_procs.py indexer VAULT HOME
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from hippocampus.config import Settings
from hippocampus.store.reader import Filters, Store


def reader(store_dir: str, stop_file: str, out_json: str, term: str) -> None:
    """Open the latest materialization, query it, reopen when stale; record every error."""
    errors: list[str] = []
    seen: list[str] = []
    queries = 0
    stop = Path(stop_file)
    deadline = time.monotonic() + 300
    while not stop.exists() and time.monotonic() < deadline:
        try:
            store = Store.open_latest(Path(store_dir))
        except Exception as exc:  # noqa: BLE001 - the child reports any failure to the parent
            errors.append(f"open: {exc!r}")
            time.sleep(0.01)
            continue
        try:
            if not seen or seen[-1] != store.id:
                seen.append(store.id)
            while not stop.exists():
                cur = store._cur()
                docs, secs = cur.execute("SELECT (SELECT count(*) FROM documents), (SELECT count(*) FROM sections)").fetchone()
                counts = store.manifest["counts"]
                if (docs, secs) != (counts["documents"], counts["sections"]):
                    errors.append(f"{store.id}: store has {docs}/{secs} rows, manifest says {counts['documents']}/{counts['sections']}")
                hits = store.lexical([(term, 1.0)], Filters(include_archived=True), 5)
                if not hits or len(store.sections([h[0] for h in hits])) != len(hits):
                    errors.append(f"{store.id}: query for {term!r} found {hits}")
                ids, matrix = store.vectors()
                if len(ids) > secs or matrix.shape[0] != len(ids):
                    errors.append(f"{store.id}: {len(ids)} vectors for {secs} sections")
                queries += 1
                if queries == 1:
                    Path(out_json + ".ready").touch()
                if store.is_stale():
                    break
        except Exception as exc:  # noqa: BLE001 - the child reports any failure to the parent
            errors.append(f"{store.id}: {exc!r}")
        finally:
            store.close()
    Path(out_json).write_text(json.dumps({"errors": errors, "seen": seen, "queries": queries}))


class SlowEmbedder:
    """The tests' hashing embedder with a pause per batch, so that a kill lands mid-embedding."""

    def __init__(self) -> None:
        from tests.store_helpers import HashingEmbedder

        self.inner = HashingEmbedder()
        self.dim, self.model_id = self.inner.dim, self.inner.model_id

    def passage_input(self, text: str) -> str:
        return self.inner.passage_input(text)

    def embed_passages(self, texts: list[str]):
        time.sleep(0.03)
        return self.inner.embed_passages(texts)


def indexer(vault: str, home: str) -> None:
    import lancedb  # noqa: F401  (slow imports happen before "ready", so kills land in the run itself)

    from hippocampus.store import tokenize
    from hippocampus.store.indexer import run_index

    settings = Settings(vault=Path(vault), home=Path(home), embed_batch=4, keep_materializations=3)
    tokenize.warm_up()
    print("ready", flush=True)

    def progress(phase: str, done: int, total: int) -> None:
        print("progress", phase, done, total, flush=True)

    report = run_index(settings, embedder=SlowEmbedder(), progress=progress, publish_every=2, publish_min_seconds=0, lock_timeout=30)
    print("done", report.id, flush=True)


if __name__ == "__main__":
    {"reader": reader, "indexer": indexer}[sys.argv[1]](*sys.argv[2:])
