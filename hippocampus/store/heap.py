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

#: glibc's ``mallopt`` parameter number for the mmap threshold (malloc.h).
M_MMAP_THRESHOLD = -3
#: Allocations at least this large get their own mapping, freed to the system at once.
LARGE_ALLOCATION = 1 << 20


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
    try:
        return bool(ctypes.CDLL(None).mallopt(M_MMAP_THRESHOLD, threshold))
    except (OSError, AttributeError):
        return False
