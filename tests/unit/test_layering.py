"""The layering rule (ADR 0000), checked on every import statement, deferred ones included.

Each layer lists the top-level packages it must never import. ``hippocampus.cli`` is the
composition root (the ``hippo`` entry point): the one place in ``hippocampus/`` that may reach
the outer layers (flows, gateway, Prefect), and only inside a command function, so that
``hippo --help`` and the core library load none of them. No shipped package imports ``eval/``
(the benchmark scripts, not installed): what ``hippo eval`` runs is ``hippocampus.evaluation``
(ADR 0026).
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUTER = {"prefect", "flows", "tasks", "gateway", "eval", "fastmcp", "mcp"}

#: layer (a folder) → top-level packages it may not import. More specific folders win.
FORBIDDEN: dict[str, set[str]] = {
    "vault_schema": OUTER | {"hippocampus"},
    "hippocampus": OUTER,
    "hippocampus/cli": {"tasks", "fastmcp", "mcp", "eval"},  # lazily: flows, gateway, prefect (below)
    "tasks": OUTER - {"prefect"},
    "flows": {"gateway", "eval", "fastmcp", "mcp"},
    "gateway": {"prefect", "flows", "tasks", "eval"},
}
#: layer → packages it may import only inside a function (never at module level).
DEFERRED_ONLY: dict[str, set[str]] = {"hippocampus/cli": {"flows", "gateway", "prefect"}}


def _layer(rel: str, table: dict[str, set[str]]) -> set[str]:
    best = max((k for k in table if rel == k or rel.startswith(k + "/")), key=len, default=None)
    return table[best] if best else set()


def imports(tree: ast.AST) -> list[tuple[str, int, bool]]:
    """(top-level package, line, at module level?) for every import statement in ``tree``."""
    found: list[tuple[str, int, bool]] = []
    top_level = {id(n) for n in getattr(tree, "body", [])}
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module]
        else:
            continue
        found += [(name.split(".")[0], node.lineno, id(node) in top_level) for name in names]
    return found


def violations(rel: str, source: str) -> list[str]:
    forbidden, deferred = _layer(rel, FORBIDDEN), _layer(rel, DEFERRED_ONLY)
    out = []
    for package, line, module_level in imports(ast.parse(source)):
        if package in forbidden:
            out.append(f"{rel}:{line}: imports {package}")
        elif package in deferred and module_level:
            out.append(f"{rel}:{line}: imports {package} at module level (import it inside the command)")
    return out


def test_every_layer_imports_only_what_it_may():
    offenders = []
    for folder in FORBIDDEN:
        if "/" in folder:
            continue
        for path in sorted((ROOT / folder).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            offenders += violations(rel, path.read_text(encoding="utf-8"))
    assert offenders == []


def test_the_guard_catches_deferred_and_dotted_imports():
    planted = "import os\n\ndef f():\n    import fastmcp.server\n    from eval.harness import run\n    from mcp import types\n"
    assert violations("hippocampus/search/x.py", planted) == [
        "hippocampus/search/x.py:4: imports fastmcp", "hippocampus/search/x.py:5: imports eval", "hippocampus/search/x.py:6: imports mcp"]
    assert violations("vault_schema/x.py", "from hippocampus.config import Settings\n") == ["vault_schema/x.py:1: imports hippocampus"]
    assert violations("gateway/x.py", "def f():\n    from prefect import flow\n") == ["gateway/x.py:2: imports prefect"]
    # the CLI may reach flows, but only inside a command
    assert violations("hippocampus/cli/x.py", "def f():\n    from flows.daily import daily\n") == []
    assert violations("hippocampus/cli/x.py", "from flows.daily import daily\n") == [
        "hippocampus/cli/x.py:1: imports flows at module level (import it inside the command)"]
    assert violations("hippocampus/cli/x.py", "def f():\n    import tasks.jobs\n") == ["hippocampus/cli/x.py:2: imports tasks"]
    # the benchmark scripts are not shipped: not even a command may import them (ADR 0026)
    assert violations("hippocampus/cli/x.py", "def f():\n    from eval.harness import run\n") == ["hippocampus/cli/x.py:2: imports eval"]
    assert violations("hippocampus/cli/x.py", "def f():\n    from hippocampus.evaluation.harness import run\n") == []


def test_tasks_are_thin_and_flows_only_compose():
    for folder in ("tasks", "flows"):
        for path in (ROOT / folder).glob("*.py"):
            assert len(path.read_text(encoding="utf-8").splitlines()) < 200, path
