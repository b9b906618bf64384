"""The function-length gate of ADR 0022: no function or method in the shipped packages is 80
lines or longer (signature, docstring and body counted), so each can be read on one screen."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("hippocampus", "vault_schema", "gateway", "flows", "tasks")
LIMIT = 80


def long_functions(source: str, rel: str) -> list[str]:
    out = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            length = (node.end_lineno or node.lineno) - node.lineno + 1
            if length >= LIMIT:
                out.append(f"{rel}:{node.lineno} {node.name} ({length} lines)")
    return out


def test_no_function_in_the_shipped_packages_reaches_80_lines():
    found = []
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            found += long_functions(path.read_text(encoding="utf-8"), path.relative_to(ROOT).as_posix())
    assert found == []


def test_the_gate_sees_a_long_method():
    body = "\n".join(f"        x{i} = {i}" for i in range(LIMIT))
    assert long_functions(f"class A:\n    def f(self):\n{body}\n", "x.py") == [f"x.py:2 f ({LIMIT + 1} lines)"]
    assert long_functions("def g():\n    return 1\n", "x.py") == []
