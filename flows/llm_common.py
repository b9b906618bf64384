"""What the four LLM flows share: the "no LLM configured" short cut, the full preflight, and
the flow skeleton."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from flows.common import notify_if_configured, report, require_preflight, resolve_settings, run_id, vault_run
from flows.reindex import reindex_if_changed
from hippocampus.compile.llm import SKIPPED_NO_LLM, is_configured
from hippocampus.jobs.common import JobReport, Outcome
from hippocampus.jobs.notify import approvals_notice
from hippocampus.jobs.preflight import LOCAL_CHECKS
from tasks.vault import commit_run, publish_report

#: The preflight of an LLM flow: the vault is writable, git usable, and the endpoint answers with
#: the pinned model (listed by /models and answering a one-line chat request).
LLM_CHECKS = (*LOCAL_CHECKS, "llm")


def skipped(job: str, dry_run: bool) -> dict[str, Any]:
    """Trigger: no LLM configured. Why: SPEC §5 — LLM flows then change nothing.
    Outcome: a clear ``skipped: no LLM configured`` report, no preflight, no vault run."""
    result = JobReport.build(job, Outcome(notes=[f"status: {SKIPPED_NO_LLM}", "set HIPPO_LLM_BASE_URL and HIPPO_LLM_MODEL"]),
                             run_id=run_id(), dry_run=dry_run, commit=None)
    publish_report(result)
    return result.to_dict() | {"status": SKIPPED_NO_LLM}


def run_llm_job(job: str, vault: str | None, dry_run: bool | None, reindex: bool, task: Callable[..., Outcome]) -> dict[str, Any]:
    settings = resolve_settings(vault, dry_run)
    if not is_configured(settings):
        return skipped(job, settings.dry_run)
    # Trigger: every LLM run, before it selects anything. Why: with the endpoint down or the pin
    # gone, a run would select a card, record a stop and commit, reporting success. Outcome: the
    # run fails closed (Prefect: Failed with the reason; `hippo run`: non-zero), vault untouched.
    checked = require_preflight(settings, job, LLM_CHECKS)
    with vault_run(settings, job, after=checked) as run:
        outcome = task(run, settings)
        commit_run(run)
    result = report(job, run, outcome)
    if not run.dry_run:
        # Trigger: the run wrote approval cards (a compile thread now waits at interrupt()).
        # Why: the human is the only one who can move them on. Outcome: one webhook call.
        proposed = [item.path for item in outcome.done if item.action == "proposed"]
        notify_if_configured(settings, approvals_notice(str(settings.vault), proposed))
    reindex_if_changed(settings, result, reindex)
    status = next((n.removeprefix("status: ") for n in outcome.notes if n.startswith("status: ")), "ok")
    return result.to_dict() | {"status": status}
