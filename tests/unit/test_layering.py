"""The layering rule (ADR 0000): the core library never imports Prefect, flows or tasks; only the
CLI (an entry point) may, lazily. Job logic must stay testable without an orchestrator."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FORBIDDEN = re.compile(r"^\s*(?:from|import)\s+(prefect|flows|tasks|gateway)\b", re.MULTILINE)


def test_core_never_imports_the_orchestration_layer():
    offenders = []
    for path in sorted((ROOT / "hippocampus").rglob("*.py")) + sorted((ROOT / "vault_schema").rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        if rel.startswith("hippocampus/cli/"):
            continue
        for match in FORBIDDEN.finditer(path.read_text(encoding="utf-8")):
            offenders.append(f"{rel}: {match.group(0).strip()}")
    assert offenders == []


def test_tasks_are_thin_and_flows_only_compose():
    for folder in ("tasks", "flows"):
        for path in (ROOT / folder).glob("*.py"):
            assert len(path.read_text(encoding="utf-8").splitlines()) < 200, path
