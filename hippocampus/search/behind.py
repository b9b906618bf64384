"""Hits whose note is gone from the vault (ADR 0031): dropped, and the answer says the index is behind.

The store is rebuilt from the vault by runs (``hippo index``, the flows' re-index, the live
watcher); between a move and the next run the store still points at the old path. One cheap
check on the returned hits only (one ``stat`` each, against the vault the materialization was
built from) keeps search from handing out a path that ``hippo_read`` then cannot find.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from hippocampus.search.types import SearchResult

#: How many of the dropped paths the message names.
NAMED = 3


def without_gone(result: SearchResult, store: Any) -> SearchResult:
    """``result`` without the hits whose file is no longer in the vault, with
    ``degraded.index_behind`` saying which and what to run.

    Trigger: a returned hit's note was moved or deleted after the materialization was built.
    Why: search must never return a path gone from the vault without saying the index is behind
    (SPEC §2). Outcome: the hit is dropped (its old path would not open), the reason is reported;
    when no hit is left the search says so in ``reason``. A store that names no vault (a test
    double) is not checked."""
    vault = _vault_of(store)
    if vault is None or not result.hits:
        return result
    if not vault.is_dir():
        note = f"the vault this index was built from ({vault}) is not there: its hits cannot be checked; run `hippo index`"
        return replace(result, degraded=replace(result.degraded, index_behind=note))
    gone = [h.path for h in result.hits if not (vault / h.path).is_file()]
    if not gone:
        return result
    named = ", ".join(gone[:NAMED]) + (f" and {len(gone) - NAMED} more" if len(gone) > NAMED else "")
    note = (f"the index is behind the vault: {len(gone)} hit(s) dropped, no longer in the vault ({named}); "
            f"run `hippo index` (materialization {result.materialization})")
    hits = tuple(h for h in result.hits if h.path not in set(gone))
    return replace(result, hits=hits, reason=result.reason if hits else note,
                   degraded=replace(result.degraded, index_behind=note))


def _vault_of(store: Any) -> Path | None:
    """The vault the caller serves (``store.vault_root``, set by the entry points that open the
    store), else the one the materialization was built from."""
    root = getattr(store, "vault_root", None)
    if root:
        return Path(root)
    manifest = getattr(store, "manifest", None)
    vault = manifest.get("vault") if isinstance(manifest, dict) else None
    return Path(vault) if isinstance(vault, str) and vault else None
