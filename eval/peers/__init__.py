"""Peer benchmark drivers: Hippocampus, bm25s baselines, qmd, basic-memory (see base.py)."""

from __future__ import annotations

from collections.abc import Callable

from eval.peers.base import Driver, NotRunnable, QueryResult


def _hippo(mode: str) -> Callable[[], Driver]:
    def make() -> Driver:
        from eval.peers.hippo_driver import HippoDriver

        return HippoDriver(mode)

    return make


def _bm25(tok: str) -> Callable[[], Driver]:
    def make() -> Driver:
        from eval.peers.bm25_driver import Bm25Driver

        return Bm25Driver(tok)

    return make


def _qmd(mode: str) -> Callable[[], Driver]:
    def make() -> Driver:
        from eval.peers.qmd_driver import QmdDriver

        return QmdDriver(mode)

    return make


def _bm(mode: str) -> Callable[[], Driver]:
    def make() -> Driver:
        from eval.peers.bm_driver import BasicMemoryDriver

        return BasicMemoryDriver(mode)

    return make


#: Every system of the table, in display order. Names are stable keys of the results JSON.
SYSTEMS: dict[str, Callable[[], Driver]] = {
    "hippo-hybrid": _hippo("hybrid"),
    "hippo-lexical": _hippo("lexical"),
    "bm25s-ws": _bm25("ws"),
    "bm25s-kiwi": _bm25("kiwi"),
    "qmd-search": _qmd("search"),
    "qmd-query": _qmd("query"),
    "basic-memory-text": _bm("text"),
    "basic-memory-hybrid-e5": _bm("hybrid-e5"),
    "basic-memory-hybrid-fastembed": _bm("hybrid-fastembed"),
}

#: Systems that embed every section/chunk (the slow part on 2 cores).
EMBEDDING_SYSTEMS = frozenset({"hippo-hybrid", "basic-memory-hybrid-e5"})

__all__ = ["EMBEDDING_SYSTEMS", "SYSTEMS", "Driver", "NotRunnable", "QueryResult"]
