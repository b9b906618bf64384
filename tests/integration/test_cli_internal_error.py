"""An error no rule describes (a bug; a store an unreleased build wrote, as a DuckDB "column not
found") is one line in a real `hippo` process, not a traceback: its type, its first line and how
to see the rest. ``HIPPO_DEBUG=1`` keeps the traceback."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

from hippocampus.vault.init import init_vault

#: The real CLI entry point in a real process, with the store's open replaced by one that fails as
#: a bug would (the one thing this test fakes: a bug cannot be had on purpose otherwise).
SCRIPT = textwrap.dedent("""
    import sys
    import hippocampus.store.reader as reader

    def broken(*args, **kwargs):
        raise RuntimeError("Binder Error: column names not found\\nLINE 1: SELECT doc_id, path, names")

    reader.Store.open_latest = classmethod(broken)
    import hippocampus.cli as cli
    sys.argv = ["hippo", "search", "kubernetes", "--local"]
    cli.main()
""")


def _run(tmp_path, **env: str) -> subprocess.CompletedProcess[str]:
    init_vault(tmp_path / "vault", sample=True)
    (tmp_path / "home" / "store").mkdir(parents=True)
    base = {k: v for k, v in os.environ.items() if k != "HIPPO_DEBUG"}
    full = {**base, "HIPPO_VAULT": str(tmp_path / "vault"), "HIPPO_HOME": str(tmp_path / "home"), **env}
    return subprocess.run([sys.executable, "-c", SCRIPT], env=full, capture_output=True, text=True, timeout=120, check=False)


def test_an_internal_error_is_one_line(tmp_path):
    done = _run(tmp_path)
    assert done.returncode == 1, done.stderr
    assert "Traceback" not in done.stderr + done.stdout
    lines = [line for line in done.stderr.splitlines() if line.strip()]
    assert lines[-1] == ("error: internal error in `search` (RuntimeError: Binder Error: column names not found); "
                         "run it again with HIPPO_DEBUG=1 to see where, and report it"), done.stderr
    assert "LINE 1" not in done.stderr


def test_hippo_debug_keeps_the_traceback(tmp_path):
    done = _run(tmp_path, HIPPO_DEBUG="1")
    assert done.returncode != 0 and "Traceback" in done.stderr and "LINE 1" in done.stderr
