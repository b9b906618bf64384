"""Named crash points: the fault-injection hook of the crash tests.

Every multi-step write names its steps (:data:`STEPS` for a vault run, :data:`BACKUP_STEPS`
for a backup; :data:`LLM_STEPS` marks each request of an LLM flow) and calls :func:`crashpoint`
at each.
With ``HIPPO_CRASH_AT=<step>`` (or ``<step>:<n>`` for the n-th time the step is reached in the
process, default 1) the process kills itself with SIGKILL right there: no ``finally``, no
``atexit``, exactly what a power cut or the OOM killer does to a writer. Unset (the normal
case), a crash point costs one dictionary lookup. The crash tests run real writers in child
processes with this variable set; nothing monkey-patches the product from outside.
"""

from __future__ import annotations

import os
import signal
import time

ENV = "HIPPO_CRASH_AT"

#: The steps of a vault run, in order (docs/adr/0015-vault-write-discipline.md).
STEPS = (
    "journal.saved",       # a path's original bytes are in the undo journal; the path is not changed yet
    "file.half-written",   # an atomic write's temporary file is complete, not yet renamed over its target
    "file.written",        # one file write, move or append is done (the run has more to do)
    "commit.tree-written", # the commit's tree is written from a private index file (.git/hippo-index-*) not yet removed
    "commit.prepared",     # commit object built and its intent recorded in the journal; HEAD not moved
    "commit.ref-moved",    # HEAD points at the run's commit; the index is not refreshed
    "commit.index-synced", # the index matches HEAD for the run's paths; the journal still exists
    "recover.restored",    # a recovery replay restored one path of a crashed run (more may follow)
)
#: The steps of a backup (hippocampus/jobs/backup.py), which writes HIPPO_HOME, not the vault.
BACKUP_STEPS = (
    "backup.assembled",    # backups/.<day>.tmp/ is complete and verified; not yet renamed into place
    "backup.published",    # backups/<day>/ is in place; rotation has not run
)
#: An LLM flow is about to send a request (``llm.call:2`` = during the second request of the process).
LLM_STEPS = ("llm.call",)
#: Every named crash point (docs/operations.md lists them).
ALL_STEPS = STEPS + BACKUP_STEPS + LLM_STEPS

#: Named points where ``HIPPO_STALL_AT=<step>:<seconds>`` makes the process sleep that long: the
#: budget tests' way to make one part slow on purpose (in the field a huge vault or a slow disk
#: does it), so a partial answer can be tested in real processes. Unset, one dictionary lookup.
STALL_ENV = "HIPPO_STALL_AT"
STALL_STEPS = (
    "resume.briefs",       # hippo_resume / the session-start hook: before the canonical briefs (the last part)
    "gateway.open",        # a gateway opening its store (hippo serve --stdio opens it after answering initialize)
)

_hits: dict[str, int] = {}


def stallpoint(step: str) -> None:
    """Sleep here if ``HIPPO_STALL_AT`` names ``step`` (``<step>:<seconds>``, default 5 s)."""
    spec = os.environ.get(STALL_ENV)
    if not spec:
        return
    name, _, seconds = spec.partition(":")
    if name == step:
        time.sleep(float(seconds or 5))


def crashpoint(step: str) -> None:
    """SIGKILL this process if ``HIPPO_CRASH_AT`` names ``step`` (and this is its n-th hit)."""
    spec = os.environ.get(ENV)
    if not spec:
        return
    name, _, nth = spec.partition(":")
    if name != step:
        return
    _hits[step] = _hits.get(step, 0) + 1
    if _hits[step] >= int(nth or 1):
        os.kill(os.getpid(), signal.SIGKILL)
