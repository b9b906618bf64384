"""The lint gate (`make lint`, run by .ci/run before the tests) is real: with the project's own
configuration, ruff and mypy fail on a planted finding and pass on the same file fixed."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent


def _ruff(path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(BIN / "ruff"), "check", "--config", str(ROOT / "pyproject.toml"), "--no-cache", str(path)],
                          capture_output=True, text=True, cwd=ROOT)


def _mypy(path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "mypy", "--config-file", str(ROOT / "pyproject.toml"), "--no-incremental", str(path)],
                          capture_output=True, text=True, cwd=ROOT)


def test_ruff_fails_on_a_planted_bug_class_finding(tmp_path):
    bad = tmp_path / "planted.py"
    bad.write_text("import os\n\n\ndef f(xs, ys):\n    try:\n        return list(zip(xs, ys))\n    except Exception:\n        return None\n")
    found = _ruff(bad)
    assert found.returncode == 1, found.stdout
    for code in ("F401", "B905", "BLE001"):
        assert code in found.stdout, code
    bad.write_text("def f(xs, ys):\n    return list(zip(xs, ys, strict=True))\n")
    assert _ruff(bad).returncode == 0


def test_mypy_fails_on_a_planted_type_error(tmp_path):
    bad = tmp_path / "planted.py"
    bad.write_text("def f(x: int) -> str:\n    return x\n")
    found = _mypy(bad)
    assert found.returncode == 1 and "Incompatible return value type" in found.stdout, found.stdout
    bad.write_text("def f(x: int) -> str:\n    return str(x)\n")
    assert _mypy(bad).returncode == 0


def test_make_lint_runs_both_tools_and_ci_runs_it_first():
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    lint = makefile.split("\nlint:", 1)[1].split("\n\n", 1)[0]
    assert "ruff check ." in lint and "mypy" in lint
    ci = (ROOT / ".ci/run").read_text(encoding="utf-8").splitlines()
    assert ci.index("make lint") < ci.index("make test")
