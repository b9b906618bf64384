"""Prefect tasks: thin wrappers around one core call each (retries, logging, artifacts).

The logic lives in :mod:`hippocampus.jobs` and is tested without Prefect; a task adds only
what orchestration needs. Tasks that share a :class:`~hippocampus.vault.writer.VaultRun`
use ``NO_CACHE`` (a run is live state, never a cache key).
"""
