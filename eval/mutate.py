"""Mutation testing: does each module's own test file notice when its code is changed?

    python eval/mutate.py                       # the five gated modules, JSON summary on stdout
    python eval/mutate.py vault_schema/lint.py  # one module (its tests from MODULES, or --tests)
    python eval/mutate.py --list MODULE         # print the mutants without running them

Operators (mutmut's, applied to the whole module, module-level constants included): comparison
swaps (``<``/``<=``, ``==``/``!=``, ``in``/``not in``, ``is``/``is not``), arithmetic swaps,
``and``/``or``, dropping ``not``, integer ``n → n+1``, ``True``/``False``, ``break``/``continue``,
``return x → return None``, deleting a call statement, and dropping one element of a literal
set/tuple/list of constants. String literals are not mutated (a changed message is not a
behaviour a test should pin), nor docstrings, annotations or lines marked ``# pragma: no mutate``.

How it runs: the tracked files are copied to a temporary folder; the parent imports the heavy
third-party libraries once, then forks one child per mutant, which writes the mutant into the
copy and runs pytest on the module's tests there (``-x``). A mutant is *killed* when the tests
fail or time out, *survived* when they pass. The score is killed / total.
"""

from __future__ import annotations

import argparse
import ast
import contextlib
import copy
import io
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from contextlib import redirect_stderr, redirect_stdout
from dataclasses import asdict, dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

#: module → its own tests (the gate of issue 22: >= 90 % on each).
MODULES: dict[str, list[str]] = {
    "hippocampus/memory/lessons/verify.py": ["tests/memory/test_lesson_verification.py"],
    "hippocampus/search/fusion.py": ["tests/unit/test_ranking_pure.py", "tests/unit/test_fusion.py", "tests/unit/test_search_stages.py"],
    "hippocampus/jobs/gates.py": ["tests/jobs/test_gates.py"],
    "vault_schema/lint.py": ["tests/unit/test_lint.py"],
    "vault_schema/frontmatter.py": ["tests/unit/test_frontmatter.py", "tests/unit/test_frontmatter_contract.py"],
}
#: lancedb is left out: its async runtime warns (and may deadlock) across fork.
PRELOAD = ("numpy", "yaml", "pydantic", "pydantic_settings", "duckdb", "pyarrow", "typer", "pytest", "pytest_timeout")

_CMP_SWAP = {ast.Lt: ast.LtE, ast.LtE: ast.Lt, ast.Gt: ast.GtE, ast.GtE: ast.Gt, ast.Eq: ast.NotEq, ast.NotEq: ast.Eq,
             ast.In: ast.NotIn, ast.NotIn: ast.In, ast.Is: ast.IsNot, ast.IsNot: ast.Is}
_BIN_SWAP = {ast.Add: ast.Sub, ast.Sub: ast.Add, ast.Mult: ast.Div, ast.Div: ast.Mult, ast.FloorDiv: ast.Div,
             ast.Mod: ast.Div, ast.Pow: ast.Mult}


@dataclass(frozen=True)
class Mutant:
    index: int
    line: int
    what: str


class _Mutator(ast.NodeTransformer):
    """Enumerates mutation sites in a fixed order; with ``target`` set, applies only that one."""

    def __init__(self, skip_lines: set[int], target: int | None = None) -> None:
        self.skip_lines = skip_lines
        self.target = target
        self.found: list[Mutant] = []

    def _site(self, node: ast.AST, what: str) -> bool:
        line = getattr(node, "lineno", 0)
        if line in self.skip_lines:
            return False
        self.found.append(Mutant(len(self.found), line, what))
        return self.target == len(self.found) - 1

    # never mutate annotations, docstrings or imports
    def visit_AnnAssign(self, node: ast.AnnAssign) -> ast.AST:
        if node.value is not None:
            node.value = self.visit(node.value)
        return node

    def visit_arg(self, node: ast.arg) -> ast.AST:
        return node

    def visit_FunctionDef(self, node: ast.FunctionDef) -> ast.AST:
        node.args = self.visit(node.args)
        node.body = [self.visit(s) for s in _without_docstring(node.body)]
        node.decorator_list = [self.visit(d) for d in node.decorator_list]
        return node

    visit_AsyncFunctionDef = visit_FunctionDef  # type: ignore[assignment]

    def visit_ClassDef(self, node: ast.ClassDef) -> ast.AST:
        node.body = [self.visit(s) for s in _without_docstring(node.body)]
        return node

    def visit_Import(self, node: ast.Import) -> ast.AST:
        return node

    def visit_ImportFrom(self, node: ast.ImportFrom) -> ast.AST:
        return node

    def visit_JoinedStr(self, node: ast.JoinedStr) -> ast.AST:
        return node  # f-strings are strings

    def visit_Compare(self, node: ast.Compare) -> ast.AST:
        self.generic_visit(node)
        for i, op in enumerate(node.ops):
            swap = _CMP_SWAP.get(type(op))
            if swap and self._site(node, f"{type(op).__name__} -> {swap.__name__}"):
                node.ops[i] = swap()
        return node

    def visit_BinOp(self, node: ast.BinOp) -> ast.AST:
        self.generic_visit(node)
        swap = _BIN_SWAP.get(type(node.op))
        if swap and self._site(node, f"{type(node.op).__name__} -> {swap.__name__}"):
            node.op = swap()
        return node

    def visit_BoolOp(self, node: ast.BoolOp) -> ast.AST:
        self.generic_visit(node)
        swap = ast.Or if isinstance(node.op, ast.And) else ast.And
        if self._site(node, f"{type(node.op).__name__} -> {swap.__name__}"):
            node.op = swap()
        return node

    def visit_UnaryOp(self, node: ast.UnaryOp) -> ast.AST:
        self.generic_visit(node)
        if isinstance(node.op, ast.Not) and self._site(node, "drop not"):
            return node.operand
        return node

    def visit_Constant(self, node: ast.Constant) -> ast.AST:
        value = node.value
        if isinstance(value, bool):
            if self._site(node, f"{value} -> {not value}"):
                return ast.Constant(not value)
        elif isinstance(value, int) and self._site(node, f"{value} -> {value + 1}"):
            return ast.Constant(value + 1)
        elif isinstance(value, float) and self._site(node, f"{value} -> {value + 1.0}"):
            return ast.Constant(value + 1.0)
        return node

    def visit_Break(self, node: ast.Break) -> ast.AST:
        return ast.Continue() if self._site(node, "break -> continue") else node

    def visit_Continue(self, node: ast.Continue) -> ast.AST:
        return ast.Break() if self._site(node, "continue -> break") else node

    def visit_Return(self, node: ast.Return) -> ast.AST:
        self.generic_visit(node)
        returns_something = node.value is not None and not (isinstance(node.value, ast.Constant) and node.value.value is None)
        if returns_something and self._site(node, "return value -> return None"):
            return ast.Return(ast.Constant(None))
        return node

    def visit_Expr(self, node: ast.Expr) -> ast.AST:
        self.generic_visit(node)
        if isinstance(node.value, ast.Call) and self._site(node, f"delete call {ast.unparse(node.value.func)}(...)"):
            return ast.Pass()
        return node

    def _literal(self, node: ast.Set | ast.Tuple | ast.List) -> ast.AST:
        self.generic_visit(node)
        if len(node.elts) > 1 and all(isinstance(e, ast.Constant) for e in node.elts):
            for i, elt in enumerate(node.elts):
                if self._site(node, f"drop element {elt.value!r}"):  # type: ignore[attr-defined]
                    node.elts = node.elts[:i] + node.elts[i + 1:]
                    break
        return node

    visit_Set = visit_Tuple = visit_List = _literal  # type: ignore[assignment]


def _without_docstring(body: list[ast.stmt]) -> list[ast.stmt]:
    first = body[0] if body else None
    if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(first.value.value, str):
        return body[1:] or [ast.Pass()]
    return body


def _skip_lines(source: str) -> set[int]:
    return {i for i, line in enumerate(source.splitlines(), 1) if "pragma: no mutate" in line}


def mutants(source: str) -> list[Mutant]:
    tree = ast.parse(source)
    tree.body = _without_docstring(tree.body)
    mutator = _Mutator(_skip_lines(source))
    mutator.visit(tree)
    return mutator.found


def apply(source: str, index: int) -> str:
    tree = ast.parse(source)
    tree.body = _without_docstring(tree.body)
    mutator = _Mutator(_skip_lines(source), target=index)
    mutated = mutator.visit(copy.deepcopy(tree))
    return ast.unparse(ast.fix_missing_locations(mutated))


# --------------------------------------------------------------------------------------------
# running
# --------------------------------------------------------------------------------------------

def _copy_tree(dest: Path) -> None:
    files = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=ROOT, capture_output=True, check=True).stdout.decode().split("\0")
    for rel in filter(None, files):
        src = ROOT / rel
        if src.is_file():
            (dest / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, dest / rel)


def _run_child(copy_root: Path, module: str, source: str, tests: list[str]) -> int:
    (copy_root / module).write_text(source, encoding="utf-8")
    os.chdir(copy_root)
    sys.path.insert(0, str(copy_root))
    import pytest

    sink = io.StringIO()
    with redirect_stdout(sink), redirect_stderr(sink):
        return int(pytest.main([*tests, "-x", "-q", "-p", "no:cacheprovider", "-p", "no:randomly", "--timeout=120"]))


def _fork_run(copy_root: Path, module: str, source: str, tests: list[str], timeout: float) -> str:
    pid = os.fork()
    if pid == 0:  # child: never returns
        code = 3
        try:
            code = _run_child(copy_root, module, source, tests)
        finally:
            os._exit(code)
    deadline = time.monotonic() + timeout
    while True:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            code = os.waitstatus_to_exitcode(status)
            return "survived" if code == 0 else ("error" if code in (2, 3, 4) else "killed")
        if time.monotonic() > deadline:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            return "timeout"
        time.sleep(0.02)


def run_module(module: str, tests: list[str], copy_root: Path, timeout: float) -> dict[str, object]:
    source = (ROOT / module).read_text(encoding="utf-8")
    found = mutants(source)
    baseline = _fork_run(copy_root, module, source, tests, timeout * 4)
    if baseline != "survived":
        raise SystemExit(f"{module}: its tests do not pass unmutated ({baseline}): {' '.join(tests)}")
    survivors: list[dict[str, object]] = []
    counts = {"killed": 0, "timeout": 0, "survived": 0, "error": 0}
    started = time.monotonic()
    for m in found:
        outcome = _fork_run(copy_root, module, apply(source, m.index), tests, timeout)
        counts[outcome] += 1
        if outcome == "survived":
            survivors.append(asdict(m))
    (copy_root / module).write_text(source, encoding="utf-8")
    total = len(found)
    killed = counts["killed"] + counts["timeout"] + counts["error"]  # an error (e.g. import fails) is a noticed change
    return {"module": module, "tests": tests, "mutants": total, **counts,
            "score": round(killed / total, 4) if total else 1.0, "seconds": round(time.monotonic() - started, 1),
            "survivors": survivors}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("modules", nargs="*", help="module paths (default: the five gated modules)")
    ap.add_argument("--tests", nargs="*", help="test files for a single module (default: from MODULES)")
    ap.add_argument("--list", action="store_true", help="print the mutants and stop")
    ap.add_argument("--timeout", type=float, default=60.0, help="seconds per mutant before it counts as killed (timeout)")
    ap.add_argument("--min-score", type=float, default=0.0, help="exit 1 when a module scores below this")
    ap.add_argument("--json", type=Path, help="also write the report here")
    args = ap.parse_args(argv)
    modules = args.modules or list(MODULES)
    if args.list:
        for module in modules:
            for m in mutants((ROOT / module).read_text(encoding="utf-8")):
                print(f"{module}:{m.line}: #{m.index} {m.what}")
        return 0
    for name in PRELOAD:  # imported once in the parent, inherited by every forked child
        with contextlib.suppress(ImportError):
            __import__(name)
    report = []
    with tempfile.TemporaryDirectory(prefix="hippo-mutate-") as tmp:
        copy_root = Path(tmp)
        _copy_tree(copy_root)
        sys.dont_write_bytecode = True
        os.environ["PYTHONDONTWRITEBYTECODE"] = "1"
        for module in modules:
            tests = args.tests if args.tests else MODULES.get(module)
            if not tests:
                raise SystemExit(f"{module}: no tests known; pass --tests")
            result = run_module(module, tests, copy_root, args.timeout)
            report.append(result)
            print(f"{module}: {result['score']:.1%} ({result['mutants']} mutants, {result['survived']} survived, "
                  f"{result['seconds']} s)", file=sys.stderr, flush=True)
            for s in result["survivors"]:  # type: ignore[attr-defined]
                print(f"    survived  line {s['line']}: {s['what']}", file=sys.stderr)
    print(json.dumps(report, indent=2, ensure_ascii=False))
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return 1 if any(r["score"] < args.min_score for r in report) else 0  # type: ignore[operator]


if __name__ == "__main__":
    raise SystemExit(main())
