"""A command the CLI prints works pasted into a new terminal, even when the shell that printed it
had the venv's ``bin/`` on its PATH (the README's own-vault block exports it): a new user pasted
`hippo run inbox_scan` from `hippo up` into another shell and got "hippo: not found". Real
processes: the venv's `hippo` on PATH prints a hint; the hint runs under a bare PATH."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from hippocampus.vault.init import init_vault

HIPPO = Path(sys.executable).parent / "hippo"
BARE = {"PATH": "/usr/bin:/bin", "HOME": os.environ.get("HOME", "/tmp")}


def test_a_hint_printed_with_the_venv_on_path_runs_in_a_new_shell(tmp_path):
    init_vault(tmp_path / "vault", sample=True)
    env = {k: v for k, v in os.environ.items() if not k.startswith("HIPPO_")}
    env |= {"PATH": f"{HIPPO.parent}{os.pathsep}{env.get('PATH', '')}", "HIPPO_VAULT": str(tmp_path / "vault"),
            "HIPPO_HOME": str(tmp_path / "home")}
    done = subprocess.run(["hippo", "search", "kiwi"], env=env, cwd=tmp_path, capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 2 and "not indexed yet" in done.stderr, done.stderr
    fix = done.stderr.split("`")[1]
    assert f"{HIPPO} index" in fix, fix  # the venv's hippo by its path, not a bare `hippo`
    pasted = subprocess.run(["/bin/sh", "-c", fix + " --no-embed"], env=BARE, cwd="/", capture_output=True, text=True,
                            timeout=600, check=False)
    assert pasted.returncode == 0, pasted.stderr
