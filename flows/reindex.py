"""Re-index after a vault-writing flow (SPEC §5: index also runs after each of them)."""

from __future__ import annotations

from hippocampus.config import Settings
from hippocampus.jobs.common import JobReport


def reindex_if_changed(settings: Settings, result: JobReport, reindex: bool) -> None:
    """Trigger: ``reindex=True`` and the run committed something. Why: search must see what
    the flow just wrote. Outcome: an incremental ``index`` subflow run."""
    if reindex and result.commit and not settings.dry_run:
        from flows.index import index

        index(vault=str(settings.vault))
