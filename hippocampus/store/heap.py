"""The C heap of a long-lived process (glibc; both calls are no-ops elsewhere).

A live index swap (ADR 0030) allocates and frees arrays of tens of megabytes at 10,000 notes:
the posting arrays of the new in-memory index, their temporaries, DuckDB's reads. glibc serves
an allocation above its mmap threshold with its own mapping, returned to the system on
``free`` — but after the first such free it *raises* the threshold (up to 32 MB), so the next
arrays come from the heap, and a heap fragmented by long-lived neighbours keeps their pages:
the service grew by ~40 MB per live edit at 10,000 notes (docs/benchmarks/live.md).
"""

from __future__ import annotations

import contextlib
import ctypes
from collections.abc import Iterator

#: glibc's ``mallopt`` parameter number for the mmap threshold (malloc.h).
M_MMAP_THRESHOLD = -3
#: Allocations at least this large get their own mapping, freed to the system at once.
LARGE_ALLOCATION = 1 << 20
#: The threshold while an embedding batch runs (:func:`reusing_heap`): glibc's own upper bound.
EMBEDDING_ALLOCATION = 32 << 20

_pinned: int | None = None  # the threshold map_large_allocations set in this process


def _mallopt(param: int, value: int) -> bool:
    try:
        return bool(ctypes.CDLL(None).mallopt(param, value))
    except (OSError, AttributeError):
        return False


def release_free_heap() -> None:
    """Hand freed heap pages back to the OS (glibc's ``malloc_trim``).

    Why: a build allocates a few times the index in short-lived numpy temporaries, and glibc
    keeps most of them mapped after ``free``. At 10,000 notes that left ~70 MB of RSS behind per
    build. Called once per build, never per query."""
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL(None).malloc_trim(0)


def map_large_allocations(threshold: int = LARGE_ALLOCATION) -> bool:
    """Trigger: a process that will swap in-memory indexes for hours (the live service). Why: a
    fixed mmap threshold keeps glibc from raising it, so every large array is its own mapping,
    returned when freed (RSS over 15 live edits at 10,000 notes: +634 MB → +25 MB, the same
    CPU). Outcome: True when the C library took the setting."""
    global _pinned
    ok = _mallopt(M_MMAP_THRESHOLD, threshold)
    if ok:
        _pinned = threshold
    return ok


@contextlib.contextmanager
def reusing_heap(up_to: int = EMBEDDING_ALLOCATION) -> Iterator[None]:
    """Trigger: an embedding batch in a process that pinned a low threshold. Why: its activations
    (megabytes each, the same few sizes batch after batch) would each be a fresh mapping whose
    pages the kernel zeroes: 60 notes embedded in 57-60 CPU-s instead of 45. Outcome: inside,
    allocations under ``up_to`` come from the heap again (reused from batch to batch; the engine
    trims it, ``e5torch._HeapTrim``); the pinned threshold is back afterwards. Callers are
    serialised (one embedding call at a time per engine)."""
    pinned = _pinned
    if pinned is None or pinned >= up_to:
        yield
        return
    _mallopt(M_MMAP_THRESHOLD, up_to)
    try:
        yield
    finally:
        _mallopt(M_MMAP_THRESHOLD, pinned)
