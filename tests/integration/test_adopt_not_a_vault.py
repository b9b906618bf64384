"""A new user points HIPPO_VAULT at the Obsidian folder they imported instead of the vault they
imported it into (newuser20 D6). Real `hippo` processes, a real git vault and a real store.

Before: `hippo search` advised "run `HIPPO_VAULT=<that folder> … hippo index`", and `hippo index`
accepted the folder (exit 0) and replaced the home's store with it (1,313 notes removed). `hippo
serve` already refused the same folder with one line naming the fix."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest


def hippo(*args: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    exe = Path(sys.executable).with_name("hippo")
    return subprocess.run([str(exe), *args], capture_output=True, text=True, timeout=300,
                          env={**os.environ, "COLUMNS": "200", "HIPPO_EMBED_BASE_URL": "", **env})


def _text(proc: subprocess.CompletedProcess[str]) -> str:
    return " ".join((proc.stdout + proc.stderr).split())


@pytest.fixture
def adopted(tmp_path):
    """A vault with one imported note, indexed (lexical), and the Obsidian folder it came from."""
    home, vault, source = tmp_path / "home", tmp_path / "vault", tmp_path / "MyVault"
    (source / "Algorithms").mkdir(parents=True)
    (source / "Algorithms" / "Greedy.md").write_text("# Greedy\n\nA greedy choice at every step.\n", encoding="utf-8")
    (source / ".obsidian").mkdir()
    (source / ".obsidian" / "app.json").write_text("{}", encoding="utf-8")
    env = {"HIPPO_HOME": str(home), "HIPPO_VAULT": str(vault)}
    assert hippo("init", str(vault), env=env).returncode == 0
    done = hippo("import", str(source), env=env)
    assert done.returncode == 0, done.stderr
    built = hippo("index", "--no-embed", "--json", env=env)
    assert built.returncode == 0, built.stderr
    return env, source, json.loads(built.stdout)["id"]


def _current(env: dict[str, str]) -> str:
    items = json.loads(hippo("materializations", "--json", env=env).stdout)
    return next(m["id"] for m in items if m.get("current"))


def test_adopt_wrong_vault_search_advice_never_names_a_command_that_refuses(adopted):
    env, source, _ = adopted
    wrong = env | {"HIPPO_VAULT": str(source)}
    found = hippo("search", "greedy", "--mode", "lexical", "--local", env=wrong)
    text = _text(found)
    assert "hippo index" not in text, text
    assert f"{source} (from HIPPO_VAULT) is not a Hippocampus vault" in text
    assert "hippo init NEW_VAULT" in text and f"import {source}" in text
    status = hippo("status", env=wrong)  # "behind the vault … run `hippo index`", "embeddings pending … run `hippo index`"
    assert f"HIPPO_VAULT={source} " not in _text(status) and "is not a Hippocampus vault" in _text(status), _text(status)


@pytest.mark.parametrize("command", [("index",), ("index", "--full"), ("run", "index"), ("probe",),
                                     ("memory", "store", "--title", "t", "--content", "c", "--project", "p", "--tags", "a,b"),
                                     ("import", "/nonexistent-notes"), ("propose", "30-reviews/staging/x.md")])
def test_adopt_wrong_vault_store_and_vault_writers_refuse_like_serve(adopted, command):
    """Every command that writes the store or the vault refuses the folder as `hippo serve` does,
    exit 2, one line with the fix (init + import), and leaves the store and the folder alone."""
    env, source, mid = adopted
    before = sorted(p.relative_to(source).as_posix() for p in source.rglob("*"))
    wrong = env | {"HIPPO_VAULT": str(source)}
    proc = hippo(*command, env=wrong)
    text = _text(proc)
    assert proc.returncode == 2, text
    assert f"{source} (from HIPPO_VAULT) is not a Hippocampus vault" in text and "Traceback" not in text
    assert "hippo init NEW_VAULT" in text and "HIPPO_VAULT=NEW_VAULT" in text
    assert f"init {source}" not in text  # `hippo init` refuses a non-empty folder that is not a vault
    assert _current(env) == mid
    assert sorted(p.relative_to(source).as_posix() for p in source.rglob("*")) == before
    # the same command with --vault naming the folder says --vault
    flagged = hippo(*command, "--vault", str(source), env=env) if command[0] != "run" else None
    if flagged is not None:
        assert flagged.returncode == 2 and f"{source} (from --vault) is not a Hippocampus vault" in _text(flagged)
