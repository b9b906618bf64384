"""Is the store behind the vault? (``hippo status``, ``hippo_status``; ADR 0031)

The answer is the one the next ``hippo index`` would reach: the notes on disk now against the
notes (path → SHA-256) of the current materialization, with the same stat cache the indexer
trusts (``scan.py``): an unchanged note costs one ``lstat``, only a note the cache cannot vouch
for is read and hashed. So the check is cheap (no parsing, no tokenizer, no embedder) and
exact: an edit, a new note, a move or a deletion since the materialization was built makes the
store "behind"; a commit of what was already indexed does not, nor does moving the vault and its
home together (paths in the store are vault-relative). The vault's git HEAD against the
HEAD the materialization recorded is reported alongside, as information.
"""

from __future__ import annotations

import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from hippocampus.store import manifest as mf
from hippocampus.store.delta import compute_delta
from hippocampus.store.scan import CACHE_FILE, git_head, load_cache, scan_vault

#: How many changed paths the report names.
NAMED = 5


@dataclass(frozen=True)
class Freshness:
    materialization: str
    behind: bool
    added: int
    changed: int
    removed: int
    renamed: int
    paths: tuple[str, ...]  # up to NAMED of the changed paths
    vault: str
    indexed_vault: str | None  # the vault the materialization was built from
    vault_head: str | None
    indexed_head: str | None
    checked_ms: float
    vault_missing: bool = False
    rebuild: str | None = None  # why the next `hippo index` rebuilds from empty (schema.rebuild_reason)

    def line(self) -> str:
        """One line for a person: what changed since the materialization, and the fix."""
        if self.vault_missing:
            return f"the vault {self.vault} is not there (set HIPPO_VAULT to your vault, or `hippo init {self.vault}`)"
        if not (self.added or self.changed or self.removed or self.renamed):
            if self.rebuild:
                return (f"the store holds the vault's notes but was built by another version ({self.rebuild}): "
                        "the next `hippo index` rebuilds it whole; search works meanwhile")
            moved = f", built when the vault was at {self.indexed_vault}" if self.indexed_vault not in (None, self.vault) else ""
            return f"the store is up to date with the vault (materialization {self.materialization}{moved})"
        counts = ", ".join(f"{n} {what}" for n, what in ((self.added, "added"), (self.changed, "changed"),
                                                          (self.removed, "removed"), (self.renamed, "moved")) if n)
        more = " …" if self.added + self.changed + self.removed + self.renamed > len(self.paths) else ""
        return (f"the store is behind the vault: {counts} since materialization {self.materialization} "
                f"({', '.join(self.paths)}{more}); run `hippo index`" + (f" (a whole rebuild: {self.rebuild})" if self.rebuild else ""))

    def to_dict(self) -> dict[str, Any]:
        return asdict(self) | {"paths": list(self.paths), "message": self.line()}


def check(store_dir: Path, vault: Path, max_bytes: int) -> Freshness | None:
    """The current materialization against the vault on disk, or ``None`` when nothing is
    published yet. Reads only (the vault, the store, the stat cache); never writes."""
    import duckdb

    from hippocampus.store.schema import rebuild_reason
    from hippocampus.store.tokenize import TOKENIZER_VERSION
    from hippocampus.store.writer import document_hashes, read_meta

    started = time.perf_counter()
    mid = mf.read_current(store_dir)
    if mid is None:
        return None
    folder = mf.materialization_dir(store_dir, mid)
    manifest = mf.read_manifest(folder)
    con = duckdb.connect(str(folder / mf.STORE_FILE), read_only=True)
    try:
        indexed = document_hashes(con)
        rebuild = rebuild_reason(read_meta(con), TOKENIZER_VERSION)
    finally:
        con.close()
    root = vault.expanduser().resolve()
    scan = scan_vault(root, max_bytes, indexed, cache=load_cache(store_dir / CACHE_FILE, root))
    delta = compute_delta(indexed, scan.hashes)
    paths = (*delta.added, *delta.changed, *delta.removed, *(f"{old} → {new}" for old, new in delta.renamed))
    return Freshness(
        materialization=mid, behind=not delta.empty or rebuild is not None, added=len(delta.added), changed=len(delta.changed),
        removed=len(delta.removed), renamed=len(delta.renamed), paths=tuple(paths[:NAMED]), vault=str(root),
        indexed_vault=manifest.get("vault"), vault_head=git_head(root), indexed_head=manifest.get("vault_head"),
        checked_ms=round((time.perf_counter() - started) * 1000, 1), vault_missing=not root.is_dir(), rebuild=rebuild,
    )
