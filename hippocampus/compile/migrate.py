"""sector_migrate (manual, one-off): sector proposals for legacy canonical pages.

A legacy page sits directly in ``20-wiki/`` (no sector folder). For each, the model picks a
sector (structured output; an existing sector when one fits) and code writes a ``sector-move``
approval card with ``from: ""``. Moving a file never edits its text, so ``human_edit`` pages
are classified too; the move happens only after a human ticks the card.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from datetime import date
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field

from hippocampus import clock
from hippocampus.compile import prompts
from hippocampus.compile.curate import _open_curate_keys, existing_sectors
from hippocampus.compile.draft import sector_slug
from hippocampus.compile.library import VaultLibrary, first_lines
from hippocampus.compile.llm import LLM, SKIPPED_NO_LLM, LLMBadOutput, LLMError, from_settings, is_configured
from hippocampus.compile.proposals import proposal_path, vault_run
from hippocampus.config import Settings, get_settings
from hippocampus.jobs.wiki import valid_sector
from hippocampus.vault.writer import VaultRun
from vault_schema.approval import ProposalKind, render_proposal
from vault_schema.layout import WIKI, sector_of


class SectorChoice(BaseModel):
    """The sector a legacy page belongs to."""

    sector: str = Field(description="Sector folder name (existing one preferred), lowercase slug.")
    reason: str = Field(description="One sentence.")


@dataclass
class MigrateReport:
    status: str
    proposals: list[str] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)
    tokens: int = 0
    commit: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def legacy_pages(lib: VaultLibrary) -> list[str]:
    """Canonical pages directly under ``20-wiki/`` (generated root files excluded)."""
    return [n.path for n in lib.canonical() if sector_of(n.path) is None and n.path.count("/") == 1]


def run_sector_migrate(
    settings: Settings | None = None,
    *,
    run: VaultRun | None = None,
    llm: LLM | None = None,
    library: VaultLibrary | None = None,
    today: date | None = None,
) -> MigrateReport:
    settings = settings or get_settings()
    today = today or clock.today()
    if llm is None and not is_configured(settings):
        return MigrateReport(SKIPPED_NO_LLM)
    root = Path(settings.vault).expanduser().resolve()
    with vault_run(root, "sector_migrate", run, dry_run=settings.dry_run, today=today) as vrun:
        lib = library or VaultLibrary(root, settings.max_file_bytes, run=vrun)  # no search needed
        open_keys = _open_curate_keys(lib)
        pages = [p for p in legacy_pages(lib) if (str(ProposalKind.SECTOR_MOVE), p) not in open_keys]
        if not pages:
            return MigrateReport("nothing to migrate")  # no model started
        report = _classify(vrun, lib, pages, llm or from_settings(settings), today)
        if run is None:
            report.commit = vrun.commit(f"hippo: sector_migrate {vrun.run_id} ({len(report.proposals)} proposals)")
    return report


def _classify(run: VaultRun, lib: VaultLibrary, pages: list[str], model: LLM, today: date) -> MigrateReport:
    report = MigrateReport("ok")
    sectors = existing_sectors(lib)
    written: list[str] = []
    for path in pages:
        note = lib.note(path)
        assert note is not None
        user = f"Existing sectors: {', '.join(sectors) or '(none yet)'}\n\nPage `{path}` — {note.title}\n\n{first_lines(note.body, 3000)}"
        try:
            choice = model.structured("classify", SectorChoice, prompts.CLASSIFY, user)
        except LLMBadOutput as exc:
            report.skipped.append(f"{path}: {exc}")
            continue
        except LLMError as exc:
            report.status = f"{exc.state}: {exc}"
            break
        sector = sector_slug(choice.sector)
        if not valid_sector(sector):
            report.skipped.append(f"{path}: unusable sector {choice.sector!r}")
            continue
        if sector not in sectors:
            sectors.append(sector)
        # Trigger: a legacy page without a sector folder. Why: the path is the sector's truth
        # (SPEC §1). Outcome: a sector-move card (from: ""), applied only after a human tick.
        proposal = proposal_path(lambda p: lib.exists(p) or p in written, "sector-move", note.title, today)
        summary = f"섹터 분류 (sector_migrate): {choice.reason}\n\n- page: [[{path.removesuffix('.md')}]] → `{WIKI}/{sector}/`"
        run.write(proposal, render_proposal(ProposalKind.SECTOR_MOVE, note.title, {"page": path, "from": "", "to": sector, "proposed_by": "sector_migrate"}, summary, today))
        run.log("sector_migrate proposed", f"{path} → {sector}")
        written.append(proposal)
    report.proposals = written
    report.tokens = model.usage.total
    return report
