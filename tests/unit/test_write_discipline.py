"""ADR 0015 as a structural rule: every vault run in product code is opened by a ``with``
statement, so the lock is held from the first read that decides a write until the commit, and
a run can never be left holding the lock by an exception."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("hippocampus", "flows", "tasks", "gateway")


def _vault_runs_outside_with(source: str) -> list[int]:
    tree = ast.parse(source)
    with_exprs = {id(item.context_expr) for node in ast.walk(tree) if isinstance(node, ast.With | ast.AsyncWith) for item in node.items}
    with_names = {item.context_expr.id for node in ast.walk(tree) if isinstance(node, ast.With | ast.AsyncWith)
                  for item in node.items if isinstance(item.context_expr, ast.Name)}
    assigned = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            assigned[id(node.value)] = node.targets[0].id
    bad = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", None)) == "VaultRun":
            if id(node) in with_exprs or assigned.get(id(node)) in with_names:
                continue
            bad.append(node.lineno)
    return bad


def test_every_vault_run_is_opened_by_a_with_statement():
    offenders = []
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            for line in _vault_runs_outside_with(path.read_text(encoding="utf-8")):
                offenders.append(f"{path.relative_to(ROOT)}:{line}")
    assert offenders == []


def test_the_guard_catches_a_run_used_without_with():
    planted = "def f(root):\n    run = VaultRun(root, 'x')\n    run.write('a.md', 'a')\n    run.commit()\n"
    assert _vault_runs_outside_with(planted) == [2]
    assert _vault_runs_outside_with("def f(root):\n    with VaultRun(root, 'x') as run:\n        run.write('a', 'a')\n") == []


def test_a_recovery_is_in_the_run_report_and_its_artifact():
    from hippocampus.jobs.common import JobReport, Outcome
    from hippocampus.vault.writer import Recovery

    line = Recovery("9e79f2b57d88", "finished", 11, "c54dab49ce0fc4c8e25797adb5d9b19ed0816b23").describe()
    report = JobReport.build("inbox_scan", Outcome(), run_id="r1", dry_run=False, commit=None, recovered=[line])
    markdown = report.to_markdown()
    assert "- recovered: 1 crashed run(s) before starting" in markdown
    assert "## Recovered before this run" in markdown and "run 9e79f2b57d88 had committed c54dab49ce0f" in markdown
    assert list(report.to_dict()["recovered"]) == [line]
