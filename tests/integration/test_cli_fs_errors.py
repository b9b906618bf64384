"""File-system failures a user can cause become one line with what to do (issue 24).

Real conditions, no patching: a full disk is a 4 MiB tmpfs mounted in a private mount
namespace (``unshare --user --map-root-user --mount``), a read-only file system is the same
tmpfs remounted read-only, a permission error is the CLI run as ``nobody`` against a home it
cannot write. Tests that need what the machine cannot give are skipped, saying why.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from hippocampus.fserrors import describe
from tests.store_helpers import REPO

SAMPLE = REPO / "hippocampus" / "sample_vault"


def _can_unshare() -> bool:
    if not shutil.which("unshare"):
        return False
    probe = subprocess.run(["unshare", "--user", "--map-root-user", "--mount", "sh", "-c",
                            "d=$(mktemp -d) && mount -t tmpfs -o size=1m tmpfs $d && umount $d && rmdir $d"],
                           capture_output=True, timeout=30)
    return probe.returncode == 0


needs_unshare = pytest.mark.skipif(not _can_unshare(), reason="needs unprivileged user+mount namespaces to mount a small tmpfs")

STEP = """
run() {{ name=$1; shift; "$@" > "$OUT/$name.out" 2> "$OUT/$name.err"; echo $? > "$OUT/$name.rc"; }}
mount -t tmpfs -o size={size} tmpfs "$MNT" || exit 97
export HIPPO_HOME="$MNT/home"
{body}
"""


def _in_namespace(tmp_path: Path, body: str, size: str = "4m", env: dict[str, str] | None = None) -> Path:
    out, mnt = tmp_path / "out", tmp_path / "mnt"
    out.mkdir()
    mnt.mkdir()
    script = STEP.format(size=size, body=body)
    full_env = {k: v for k, v in os.environ.items() if k != "HIPPO_DEBUG"}
    full_env.update({"OUT": str(out), "MNT": str(mnt), "PY": sys.executable, "HIPPO_VAULT": str(tmp_path / "vault"), **(env or {})})
    res = subprocess.run(["unshare", "--user", "--map-root-user", "--mount", "sh", "-c", script], env=full_env,
                         capture_output=True, text=True, timeout=600, cwd=tmp_path)
    assert res.returncode != 97, res.stderr
    return out


def _step(out: Path, name: str) -> tuple[int, str, str]:
    return int((out / f"{name}.rc").read_text()), (out / f"{name}.out").read_text(), (out / f"{name}.err").read_text()


def _vault(tmp_path: Path) -> Path:
    vault = tmp_path / "vault"
    shutil.copytree(SAMPLE, vault)
    return vault


EDIT = 'printf "\\nOne more line for the disk.\\n" >> "$HIPPO_VAULT/20-wiki/ops/kubernetes-probes.md"'


_PROGRESS = re.compile(r"^index \S+ \d+/\d+ ")


def _not_progress(stderr: str) -> list[str]:
    """stderr without `hippo index`'s progress lines (printed when stderr is not a terminal)."""
    return [line for line in stderr.strip().splitlines() if not _PROGRESS.match(line)]


@needs_unshare
def test_disk_full_during_index_is_one_line_and_keeps_the_previous_materialization(tmp_path):
    _vault(tmp_path)
    body = "\n".join([
        'run first "$PY" -m hippocampus index --no-embed --json',
        EDIT,
        'run full "$PY" -m hippocampus index --no-embed',
        'run search "$PY" -m hippocampus search kubernetes --mode lexical --json',
        'HIPPO_DEBUG=1 run debug "$PY" -m hippocampus index --no-embed',
    ])
    out = _in_namespace(tmp_path, body)
    rc, stdout, _ = _step(out, "first")
    assert rc == 0, _step(out, "first")
    first = json.loads(stdout)["id"]
    rc, stdout, stderr = _step(out, "full")
    assert rc == 1 and "Traceback" not in stderr + stdout
    [error] = _not_progress(stderr)  # progress lines (no TTY) come first; the error is one line
    assert error.startswith("error: disk full") and "free some space" in error
    rc, stdout, stderr = _step(out, "search")  # the previous materialization is intact and still current
    assert rc == 0 and json.loads(stdout)["materialization"] == first and json.loads(stdout)["hits"]
    assert "damaged" not in stderr
    rc, _, stderr = _step(out, "debug")
    assert rc != 0 and "Traceback" in stderr  # HIPPO_DEBUG=1 keeps it


@needs_unshare
def test_read_only_home_is_one_line(tmp_path):
    _vault(tmp_path)
    body = "\n".join([
        'run first "$PY" -m hippocampus index --no-embed --json',
        EDIT,
        'mount -o remount,ro "$MNT"',
        'run ro "$PY" -m hippocampus index --no-embed',
        'run backup "$PY" -m hippocampus backup',
        'run flow "$PY" -m hippocampus run backup',
    ])
    out = _in_namespace(tmp_path, body, size="16m")
    assert _step(out, "first")[0] == 0
    for name in ("ro", "backup", "flow"):
        rc, stdout, stderr = _step(out, name)
        assert rc == 1 and "Traceback" not in stderr + stdout, (name, stderr)
        assert len(_not_progress(stderr)) == 1 and "read-only file system" in stderr, (name, stderr)


@needs_unshare
def test_permission_denied_is_one_line(tmp_path):
    """A home its owner may not write (mode 0555), with the CLI in a user namespace without
    capabilities (so even root gets EACCES)."""
    _vault(tmp_path)
    home = tmp_path / "ro-home"
    home.mkdir()
    home.chmod(0o555)
    env = {k: v for k, v in os.environ.items() if k != "HIPPO_DEBUG"}
    env.update({"HIPPO_HOME": str(home / "hippo"), "HIPPO_VAULT": str(tmp_path / "vault")})
    try:
        res = subprocess.run(["unshare", "--user", sys.executable, "-m", "hippocampus", "index", "--no-embed"], env=env,
                             capture_output=True, text=True, timeout=300, cwd=tmp_path)
    finally:
        home.chmod(0o755)
    assert res.returncode == 1 and "Traceback" not in res.stderr + res.stdout, res.stderr
    assert len(res.stderr.strip().splitlines()) == 1 and "permission denied" in res.stderr and str(home) in res.stderr


def test_describe_reads_errno_and_wrapped_messages(tmp_path):
    import sqlite3

    import duckdb

    with pytest.raises(OSError) as info:
        (tmp_path / "missing" / "x").open("w")
    assert describe(info.value).startswith("no such file or folder: ")
    assert describe(sqlite3.OperationalError("database or disk is full")).startswith("disk full")
    assert describe(duckdb.IOException('Could not write file "x": No space left on device')).startswith("disk full")
    wrapped = RuntimeError("index failed")
    wrapped.__cause__ = OSError(30, "Read-only file system", "/mnt/x")
    assert describe(wrapped) == describe(OSError(30, "Read-only file system", "/mnt/x"))
    assert describe(ValueError("permission denied by the endpoint")) is None  # not a storage error
    assert describe(KeyError("x")) is None
    with pytest.raises(OSError) as info:  # a name the file system refuses (a real vault's import)
        (tmp_path / ("n" * 300)).open("w")
    assert describe(info.value).startswith("file name too long for this file system: ")


@needs_unshare
def test_a_flow_on_a_nearly_full_home_is_one_line_before_prefect_starts(tmp_path):
    _vault(tmp_path)
    out = _in_namespace(tmp_path, 'mkdir -p "$HIPPO_HOME"\nrun flow "$PY" -m hippocampus run backup', size="8m")
    rc, stdout, stderr = _step(out, "flow")
    assert rc == 1 and "Traceback" not in stderr + stdout
    assert len(stderr.strip().splitlines()) == 1 and stderr.startswith("error: disk full") and "MiB free" in stderr


@needs_unshare
def test_disk_full_during_backup_is_one_line_and_leaves_no_partial_backup(tmp_path):
    _vault(tmp_path)
    body = "\n".join([
        'mkdir -p "$HIPPO_HOME"',
        '"$PY" -c "from hippocampus.ledger.shared import open_ledger_all as o; o(\'$HIPPO_HOME/ledger.sqlite3\').close()"',
        'head -c 2500000 /dev/urandom > "$HIPPO_HOME/calibration.bin"',
        'run backup "$PY" -m hippocampus backup',
        'ls -a "$HIPPO_HOME/backups" > "$OUT/listing" 2>&1',
    ])
    out = _in_namespace(tmp_path, body, size="4m")
    rc, stdout, stderr = _step(out, "backup")
    assert rc == 1 and "Traceback" not in stderr + stdout
    assert len(stderr.strip().splitlines()) == 1 and stderr.startswith("error: disk full")
    assert [n for n in (out / "listing").read_text().split() if n not in (".", "..")] == []  # no .tmp, no partial day


@pytest.mark.slow
def test_a_flow_failing_on_permissions_prints_no_traceback(tmp_path):
    """`hippo run backup` with an unwritable backups/ (capability-less user namespace): Prefect's
    run log keeps one line per event, with the remedy, and the CLI ends with one error line."""
    if not shutil.which("unshare") or subprocess.run(["unshare", "--user", "true"], capture_output=True).returncode:
        pytest.skip("needs unprivileged user namespaces")
    home = tmp_path / "home"
    (home / "backups").mkdir(parents=True)
    from hippocampus.ledger.shared import open_ledger_all

    open_ledger_all(home / "ledger.sqlite3").close()
    (home / "backups").chmod(0o555)
    env = {k: v for k, v in os.environ.items() if k not in ("HIPPO_DEBUG", "PREFECT_API_URL")}
    env.update({"HIPPO_HOME": str(home), "HIPPO_VAULT": str(_vault(tmp_path))})
    try:
        res = subprocess.run(["unshare", "--user", sys.executable, "-m", "hippocampus", "run", "backup"], env=env,
                             capture_output=True, text=True, timeout=600, cwd=tmp_path)
    finally:
        (home / "backups").chmod(0o755)
    assert res.returncode == 1 and "Traceback" not in res.stderr + res.stdout, res.stderr
    errors = [line for line in res.stderr.splitlines() if line.startswith("error:")]
    assert len(errors) == 1 and "permission denied" in errors[0] and "chmod" in errors[0]


@needs_unshare
def test_disk_full_during_import_is_one_line_and_leaves_the_vault_as_it_was(tmp_path):
    """A vault on a full disk: git itself fails to write the import's objects ("fatal: unable to
    write loose object file: No space left on device"). That is the disk-full line too, not an
    "internal error … report it" (fault21 D6), and the import is rolled back whole."""
    src = tmp_path / "obsidian"
    for i in range(100):  # 2 MB of notes git cannot compress much: they fit, their objects do not
        folder = src / ("Deep" if i % 2 else "Notes")
        folder.mkdir(parents=True, exist_ok=True)
        (folder / f"note {i}.md").write_text(f"# Note {i}\n" + os.urandom(10_000).hex() + "\n", encoding="utf-8")
    body = "\n".join([
        'export HIPPO_VAULT="$MNT/vault"',
        '"$PY" -m hippocampus init "$HIPPO_VAULT" > /dev/null || exit 96',
        f'run import "$PY" -m hippocampus import "{src}"',
        'git -C "$HIPPO_VAULT" status --porcelain > "$OUT/status" 2>&1',
        'git -C "$HIPPO_VAULT" log --format=%s > "$OUT/log" 2>&1',
    ])
    out = _in_namespace(tmp_path, body, size="3m")
    rc, stdout, stderr = _step(out, "import")
    assert rc == 1 and "Traceback" not in stderr + stdout, stderr
    assert len(stderr.strip().splitlines()) == 1 and stderr.startswith("error: disk full"), stderr
    assert (out / "status").read_text() == ""  # every copied note undone
    assert (out / "log").read_text().split("\n")[0] == "hippo: init"
