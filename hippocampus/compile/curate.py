"""curate (manual): a read-only DeepAgents inspection of the canonical wiki (seed 000 §10).

The agent reads the wiki with the read-only tools and reports findings through
``report_finding``, a tool that only *records* (and validates) a finding. Code then turns the
valid findings into approval cards — ``sector-move``, ``duplicate``, ``stale`` — which the
approvals job applies after a human ticks them. The agent never changes the vault, and no
proposal ever changes a ``human_edit`` page's text: a duplicate keeps the human page and
archives the other one; a stale human page is reported, not proposed.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from datetime import date
from pathlib import Path
from typing import Any, Literal

from langchain_core.tools import BaseTool, StructuredTool

from hippocampus import clock
from hippocampus.compile import prompts
from hippocampus.compile.agents import Seen, run_agent, vault_tools
from hippocampus.compile.library import VaultLibrary, open_library
from hippocampus.compile.llm import LLM, SKIPPED_NO_LLM, LLMError, from_settings, is_configured
from hippocampus.compile.proposals import proposal_path, vault_run
from hippocampus.config import Settings, get_settings
from hippocampus.jobs.wiki import valid_sector
from hippocampus.vault.writer import VaultRun
from vault_schema.approval import Decision, ProposalError, ProposalKind, parse_proposal, render_proposal
from vault_schema.layout import APPROVALS, WIKI, sector_of

KINDS = ("sector-move", "duplicate", "stale")


@dataclass(frozen=True)
class Finding:
    kind: str
    page: str
    reason: str
    to: str | None = None
    other: str | None = None


@dataclass
class CurateReport:
    status: str
    proposals: list[str] = field(default_factory=list)
    findings: list[dict[str, Any]] = field(default_factory=list)
    refused: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    tokens: int = 0
    commit: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def existing_sectors(lib: VaultLibrary) -> list[str]:
    wiki = lib.root / WIKI
    return sorted(p.name for p in wiki.iterdir() if p.is_dir() and not p.name.startswith(".")) if wiki.is_dir() else []


def curate_tools(lib: VaultLibrary, findings: list[Finding], refused: list[str]) -> list[BaseTool]:
    def hippo_list_pages(sector: str | None = None) -> str:
        """List the canonical wiki pages (read-only): path, title, sector, trust, updated."""
        rows = [
            {"path": n.path, "title": n.title, "sector": n.sector, "trust": n.meta.trust, "updated": str(n.meta.updated or "")}
            for n in lib.canonical()
            if sector is None or n.sector == sector
        ]
        return str(rows[:200])

    def report_finding(kind: Literal["sector-move", "duplicate", "stale"], page: str, reason: str, to: str | None = None, other: str | None = None) -> str:
        """Report one finding about a canonical page for a human to approve. kind: `sector-move`
        (give `to`, the sector folder it belongs in), `duplicate` (give `other`, the page covering
        the same topic), `stale` (outdated or contradicted). `reason`: one sentence."""
        to = "-".join(to.strip().lower().split()) if to else None
        problem = _validate(lib, kind, page, to, other)
        if problem:
            refused.append(f"{kind} {page}: {problem}")
            return f"refused: {problem}"
        path = lib.resolve(page) or page
        other_path = lib.resolve(other) if other else None
        findings.append(Finding(kind, path, " ".join(reason.split())[:300], to.strip() if to else None, other_path))
        return "recorded"

    return [StructuredTool.from_function(hippo_list_pages), StructuredTool.from_function(report_finding)]


def _validate(lib: VaultLibrary, kind: str, page: str, to: str | None, other: str | None) -> str | None:
    if kind not in KINDS:
        return f"kind must be one of {', '.join(KINDS)}"
    path = lib.resolve(page)
    if not path or not path.startswith(WIKI + "/") or lib.note(path) is None:
        return f"{page!r} is not a canonical wiki page"
    if kind == "sector-move":
        if not to or not valid_sector(to.strip()):
            return "a sector move needs `to`, a sector folder name (lowercase letters, digits, 한글, - or _)"
        if sector_of(path) == to.strip():
            return f"the page is already in sector {to!r}"
    if kind == "duplicate":
        other_path = lib.resolve(other) if other else None
        if not other_path or other_path == path or not other_path.startswith(WIKI + "/"):
            return "a duplicate needs `other`, a different canonical page"
    return None


def _open_curate_keys(lib: VaultLibrary) -> set[tuple[str, str]]:
    keys: set[tuple[str, str]] = set()
    for note in lib.notes(APPROVALS):
        try:
            proposal = parse_proposal((lib.root / note.path).read_text(encoding="utf-8"))
        except (ProposalError, OSError, UnicodeDecodeError):
            continue
        if proposal.decision is Decision.PENDING and "## 판정 (verdict)" not in proposal.body and proposal.meta.get("page"):
            keys.add((str(proposal.kind), str(proposal.meta["page"])))
    return keys


def plan_proposals(lib: VaultLibrary, findings: list[Finding], report: CurateReport) -> list[tuple[ProposalKind, str, dict[str, Any], str]]:
    """Valid findings -> (kind, title, fields, summary); human_edit pages are never targets of a change."""
    open_keys = _open_curate_keys(lib)
    planned: list[tuple[ProposalKind, str, dict[str, Any], str]] = []
    done: set[tuple[str, str]] = set()
    for f in findings:
        note = lib.note(f.page)
        assert note is not None
        human = note.meta.trust == "human_edit"
        if f.kind == "sector-move":
            kind, page, fields = ProposalKind.SECTOR_MOVE, f.page, {"page": f.page, "from": note.sector or "", "to": f.to}
        elif f.kind == "duplicate":
            keep, drop = f.other or "", f.page
            other = lib.note(keep)
            if human and other is not None and other.meta.trust != "human_edit":
                keep, drop = drop, keep  # the human page is the one kept
            elif human:
                # Trigger: both pages are human_edit. Why: AI never changes a human page, not
                # even its status. Outcome: reported to the human, no proposal.
                report.notes.append(f"duplicate human_edit pages {f.page} and {keep}: left to the human")
                continue
            kind, page, fields = ProposalKind.DUPLICATE, drop, {"page": drop, "keep": keep}
        else:
            if human:
                # Trigger: a stale human_edit page. Why: even its status is the human's to set.
                # Outcome: reported in the run's notes, no proposal.
                report.notes.append(f"stale human_edit page {f.page}: {f.reason} (reported only)")
                continue
            kind, page, fields = ProposalKind.STALE, f.page, {"page": f.page}
        key = (str(kind), page)
        if key in open_keys or key in done:
            continue
        done.add(key)
        title = (lib.note(page) or note).title
        summary = f"큐레이터 점검 (curate): {f.reason}\n\n- page: [[{page.removesuffix('.md')}]]" + (
            f"\n- keep: [[{str(fields['keep']).removesuffix('.md')}]]" if "keep" in fields else ""
        )
        planned.append((kind, title, fields, summary))
    return planned


def write_proposals(run: VaultRun, lib: VaultLibrary, planned: list[tuple[ProposalKind, str, dict[str, Any], str]], today: date) -> list[str]:
    written: list[str] = []
    for kind, title, fields, summary in planned:
        # Trigger: a validated curate finding. Why: only a human tick changes the canon.
        # Outcome: a signed approval card; nothing else is written.
        path = proposal_path(lambda p: lib.exists(p) or p in written, str(kind), title, today)
        run.write(path, render_proposal(kind, title, fields | {"proposed_by": "curate"}, summary, today))
        run.log("curate proposed", f"{kind} {fields['page']}")
        written.append(path)
    return written


def run_curate(
    settings: Settings | None = None,
    *,
    run: VaultRun | None = None,
    llm: LLM | None = None,
    library: VaultLibrary | None = None,
    today: date | None = None,
) -> CurateReport:
    settings = settings or get_settings()
    today = today or clock.today()
    if llm is None and not is_configured(settings):
        return CurateReport(SKIPPED_NO_LLM)
    root = Path(settings.vault).expanduser().resolve()
    with vault_run(root, "curate", run, dry_run=settings.dry_run, today=today) as vrun:
        lib = library or open_library(settings, root, run=vrun)
        try:
            if not lib.canonical():
                return CurateReport("empty wiki")  # nothing to inspect, no model started
            report = _curate(settings, vrun, lib, llm, today)
        finally:
            close = getattr(lib, "close", None)
            if close and library is None:
                close()
        if run is None:
            report.commit = vrun.commit(f"hippo: curate {vrun.run_id} ({len(report.proposals)} proposals)")
    return report


def _curate(settings: Settings, run: VaultRun, lib: VaultLibrary, llm: LLM | None, today: date) -> CurateReport:
    report = CurateReport("ok", notes=[n for n in (lib.degraded,) if n])
    model = llm or from_settings(settings)
    findings: list[Finding] = []
    seen = Seen()
    tools = vault_tools(lib, seen) + curate_tools(lib, findings, report.refused)
    user = f"Inspect the canonical wiki. Existing sectors: {', '.join(existing_sectors(lib)) or '(none)'}."
    try:
        run_agent(model, tools, prompts.CURATE, user, purpose="curate", steps=settings.research_max_steps)
    except LLMError as exc:
        report.status = f"{exc.state}: {exc}"
    report.findings = [asdict(f) for f in findings]
    if findings:  # findings recorded before a failure are still valid and worth a human look
        report.proposals = write_proposals(run, lib, plan_proposals(lib, findings, report), today)
    report.tokens = model.usage.total
    return report
