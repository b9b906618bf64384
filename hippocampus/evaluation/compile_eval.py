"""A small eval of compile output, read from the vault's own records.

    python -m hippocampus.evaluation.compile_eval --vault ~/vault [--since 2026-01-01] [--json]
    python -m hippocampus.evaluation.compile_eval --vault ~/vault --run 5 [--auto-approve]   # on a throw-away clone

(``hippo compile eval`` reports the same metrics; ``python eval/compile_eval.py`` still runs this.)

Every compile round leaves one line in ``90-system/gates/compile-YYYY-MM.jsonl`` (``proposed``,
``failed``, ``archived``, ``stopped``, and after the human ``promoted`` / ``rejected``). From them:

- **citation validity rate**: verified citations / checked citations over all rounds that got
  as far as ``web_verify`` (vault anchors whose quote is in the cited section, fetched URLs);
  URLs marked unverified (no fetch tool) are reported apart, never counted as valid;
- **gate pass rate**: rounds that passed judge + web_verify + the five gates (a proposal was
  written) / rounds that ended (proposed + failed + archived);
- **judge accept rate**: rounds whose last judge verdict was ``accept`` / rounds judged;
- **tokens per promoted page**: every token the compile runs spent (failed and stopped rounds
  included) / pages promoted after a human approval.

``--run N`` clones the vault to a temporary folder (the real vault is never touched), runs the
compile graph N times against the configured model (``HIPPO_LLM_*``), optionally approves
every proposal through the real approvals job (``--auto-approve``), then reports the same
metrics for that clone.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from collections import Counter
from dataclasses import asdict, dataclass, field
from datetime import date
from pathlib import Path
from typing import Any

LEDGER_GLOB = "90-system/gates/compile-*.jsonl"
ROUND_END = ("proposed", "failed", "archived")
VALID = ("ok", "url-ok")


@dataclass
class CompileMetrics:
    rounds: int = 0
    proposed: int = 0
    failed: int = 0
    archived: int = 0
    stopped: int = 0
    promoted: int = 0
    rejected: int = 0
    citations_checked: int = 0
    citations_valid: int = 0
    citations_unverified: int = 0
    citation_failures: dict[str, int] = field(default_factory=dict)
    judged: int = 0
    judge_accepted: int = 0
    tokens: int = 0

    @property
    def citation_validity_rate(self) -> float | None:
        return self.citations_valid / self.citations_checked if self.citations_checked else None

    @property
    def gate_pass_rate(self) -> float | None:
        return self.proposed / self.rounds if self.rounds else None

    @property
    def judge_accept_rate(self) -> float | None:
        return self.judge_accepted / self.judged if self.judged else None

    @property
    def tokens_per_promoted_page(self) -> float | None:
        return self.tokens / self.promoted if self.promoted else None

    def to_dict(self) -> dict[str, Any]:
        out = asdict(self)
        for name in ("citation_validity_rate", "gate_pass_rate", "judge_accept_rate", "tokens_per_promoted_page"):
            value = getattr(self, name)
            out[name] = None if value is None else round(value, 4)
        return out


def read_events(vault: Path, since: date | None = None) -> list[dict[str, Any]]:
    events: list[dict[str, Any]] = []
    for path in sorted(vault.glob(LEDGER_GLOB)):
        for line in path.read_text(encoding="utf-8").splitlines():
            try:
                event = json.loads(line)
            except ValueError:
                continue
            if since and str(event.get("day", "")) < since.isoformat():
                continue
            events.append(event)
    return events


def compute(events: list[dict[str, Any]]) -> CompileMetrics:
    m = CompileMetrics()
    failures: Counter[str] = Counter()
    for event in events:
        kind = event.get("event")
        if kind in ROUND_END:
            m.rounds += 1
            setattr(m, kind, getattr(m, kind) + 1)
            m.tokens += int(event.get("tokens") or 0)
            for status, count in (event.get("citations") or {}).items():
                if status == "unverified-url":
                    m.citations_unverified += count
                    continue
                m.citations_checked += count
                if status in VALID:
                    m.citations_valid += count
                else:
                    failures[status] += count
            if event.get("judge"):
                m.judged += 1
                m.judge_accepted += event.get("judge") == "accept"
        elif kind == "stopped":
            m.stopped += 1
            m.tokens += int(event.get("tokens") or 0)  # the interrupted round's own tokens
        elif kind == "promoted":
            m.promoted += 1
        elif kind == "rejected":
            m.rejected += 1
    m.citation_failures = dict(failures)
    return m


def report_text(m: CompileMetrics) -> str:
    def pct(value: float | None) -> str:
        return "n/a" if value is None else f"{value:.1%}"

    tpp = m.tokens_per_promoted_page
    return "\n".join(
        [
            f"rounds: {m.rounds} (proposed {m.proposed}, failed {m.failed}, archived {m.archived}; runs stopped {m.stopped})",
            f"citation validity rate: {pct(m.citation_validity_rate)} ({m.citations_valid}/{m.citations_checked}; "
            f"unverified URLs {m.citations_unverified}; failures {m.citation_failures or '-'})",
            f"gate pass rate: {pct(m.gate_pass_rate)}   judge accept rate: {pct(m.judge_accept_rate)}",
            f"promoted: {m.promoted}, rejected: {m.rejected}",
            f"tokens: {m.tokens:,}; per promoted page: {'n/a' if tpp is None else f'{tpp:,.0f}'}",
        ]
    )


def run_on_clone(vault: Path, runs: int, auto_approve: bool) -> Path:
    """Clone ``vault`` to a temporary folder and compile there (``HIPPO_HOME`` temporary too)."""
    import git

    from hippocampus.compile.runner import run_compile
    from hippocampus.config import get_settings

    work = Path(tempfile.mkdtemp(prefix="hippo-compile-eval-"))
    clone = work / "vault"
    git.Repo.clone_from(str(vault), str(clone))
    os.environ["HIPPO_VAULT"] = str(clone)
    os.environ["HIPPO_HOME"] = str(work / "home")
    get_settings.cache_clear()
    for _ in range(runs):
        report = run_compile()
        print(f"compile: {report.status} {[t.get('outcome') for t in report.threads]}", file=sys.stderr)
        if auto_approve:
            _approve_all(clone)
        if report.status in ("empty queue",) or report.status.startswith(("stopped", "failed", "skipped")):
            break
    return clone


def _approve_all(clone: Path) -> None:
    from hippocampus.jobs.approvals import apply_approvals
    from hippocampus.vault.writer import VaultRun

    with VaultRun(clone, "approvals") as run:
        apply_approvals(run, auto_approve=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--vault", type=Path, default=Path(os.environ.get("HIPPO_VAULT", "vault")))
    parser.add_argument("--since", type=date.fromisoformat, default=None, help="only rounds on or after this day")
    parser.add_argument("--run", type=int, default=0, metavar="N", help="compile N times on a throw-away clone first")
    parser.add_argument("--auto-approve", action="store_true", help="with --run: approve every proposal (gates still apply)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    vault = args.vault.expanduser().resolve()
    if not vault.is_dir():
        print(f"error: vault not found: {vault}", file=sys.stderr)
        return 2
    if args.run:
        vault = run_on_clone(vault, args.run, args.auto_approve)
    metrics = compute(read_events(vault, args.since))
    if args.json:
        print(json.dumps(metrics.to_dict() | {"vault": str(vault)}, ensure_ascii=False, indent=2))
    else:
        print(report_text(metrics))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
