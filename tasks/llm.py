"""Thin Prefect tasks around the LLM compiler (the logic is in :mod:`hippocampus.compile`).

No task retries: the LLM client already retries 429/timeouts/5xx with backoff, and a re-run
of a whole compile/research round would spend the token budget twice.
"""

from __future__ import annotations

from prefect import get_run_logger, task
from prefect.cache_policies import NO_CACHE

from hippocampus.config import Settings
from hippocampus.jobs.common import Outcome
from hippocampus.vault.writer import VaultRun


def _log(name: str, status: str, out: Outcome) -> Outcome:
    logger = get_run_logger()
    logger.info("%s: %s; %d done, %d skipped %s", name, status, len(out.done), len(out.skipped), dict(out.counts))
    for note in out.notes:
        logger.info("note: %s", note)
    return out


@task(name="compile-cards", cache_policy=NO_CACHE)
def compile_cards(run: VaultRun, settings: Settings) -> Outcome:
    from hippocampus.compile.outcomes import compile_outcome
    from hippocampus.compile.runner import run_compile

    report = run_compile(settings, run=run, today=run.today)
    return _log("compile-cards", report.status, compile_outcome(report))


@task(name="research-topic", cache_policy=NO_CACHE)
def research_topic(run: VaultRun, settings: Settings) -> Outcome:
    from hippocampus.compile.outcomes import research_outcome
    from hippocampus.compile.research import run_research

    report = run_research(settings, run=run, today=run.today)
    return _log("research-topic", report.status, research_outcome(report))


@task(name="curate-wiki", cache_policy=NO_CACHE)
def curate_wiki(run: VaultRun, settings: Settings) -> Outcome:
    from hippocampus.compile.curate import run_curate
    from hippocampus.compile.outcomes import proposals_outcome

    report = run_curate(settings, run=run, today=run.today)
    return _log("curate-wiki", report.status, proposals_outcome(report.status, report.proposals, report.notes + report.refused))


@task(name="classify-sectors", cache_policy=NO_CACHE)
def classify_sectors(run: VaultRun, settings: Settings) -> Outcome:
    from hippocampus.compile.migrate import run_sector_migrate
    from hippocampus.compile.outcomes import proposals_outcome

    report = run_sector_migrate(settings, run=run, today=run.today)
    return _log("classify-sectors", report.status, proposals_outcome(report.status, report.proposals, report.skipped))


