"""`hippo init --sample` + `hippo validate --json`, as a user runs them (real subprocess, real git)."""

from __future__ import annotations

import json
import subprocess
import sys

import git

from vault_schema.approval import parse_proposal
from vault_schema.layout import FOLDERS

# The deliberate findings of the sample vault, documented in docs/sample-vault.md.
EXPECTED_FINDINGS = {
    ("sector-mismatch", "20-wiki/ops/systemd-units.md"),
    ("broken-wikilink", "20-wiki/ops/kubernetes-probes.md"),
    ("canonical-no-sources", "20-wiki/ops/restic-backups.md"),
    ("canonical-no-anchor", "20-wiki/reading/philosophy-of-software-design.md"),
    ("unknown-enum", "30-reviews/staging/2026-11-24_lancedb-compaction.md"),
    ("missing-key", "30-reviews/staging/2026-11-26_tmux-resurrect.md"),
    ("stale-canonical", "20-wiki/ops/prometheus-alerting.md"),
}


def hippo(*args, check=True):
    proc = subprocess.run([sys.executable, "-m", "hippocampus", *args], capture_output=True, text=True)
    if check and proc.returncode not in (0, 1):
        raise AssertionError(proc.stderr)
    return proc


def test_init_sample_then_validate_reports_exactly_the_deliberate_findings(tmp_path):
    vault = tmp_path / "v"
    init = hippo("init", str(vault), "--sample")
    assert init.returncode == 0, init.stderr
    assert all((vault / f).is_dir() for f in FOLDERS)
    repo = git.Repo(vault)
    assert not repo.is_dirty(untracked_files=True) and len(list(repo.iter_commits())) == 1

    result = hippo("validate", "--vault", str(vault), "--json")
    assert result.returncode == 1
    data = json.loads(result.stdout)
    assert {(f["code"], f["path"]) for f in data["findings"]} == EXPECTED_FINDINGS
    assert len(data["findings"]) == len(EXPECTED_FINDINGS)
    assert data["notes"] >= 40


def test_sample_vault_shape(tmp_path):
    vault = tmp_path / "v"
    hippo("init", str(vault), "--sample")
    sectors = {p.name for p in (vault / "20-wiki").iterdir() if p.is_dir()}
    assert {"dev", "data", "ops", "reading"} <= sectors
    approvals = list((vault / "30-reviews/approvals").glob("*.md"))
    assert len(approvals) == 1 and parse_proposal(approvals[0].read_text(encoding="utf-8")).fingerprint_ok
    texts = {p: p.read_text(encoding="utf-8") for p in vault.rglob("*.md")}
    assert any("trust: human_edit" in t for t in texts.values())
    assert any("type: query" in t for t in texts.values())
    assert any("status: archived" in t for t in texts.values())
    assert any("okf_id: okf:vault:" in t or "okf_id: \"okf:vault:" in t for t in texts.values())
    hangul = sum(1 for t in texts.values() if any("\uac00" <= ch <= "\ud7a3" for ch in t))
    assert hangul >= 20
    assert list((vault / "00-inbox").glob("*.md"))
