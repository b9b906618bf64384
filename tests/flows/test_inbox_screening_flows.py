"""`hippo run inbox_scan` and `hippo run daily` with a note holding an AWS key, a GitHub token and
a private-key block (issue 23, done-when): `git log --all -p` of the vault holds none of the
values, the run's artifact and HOME.md name the file, the other inbox files were ingested."""

from __future__ import annotations

from flows.daily import daily
from flows.inbox_scan import inbox_scan
from tests.flows.test_flows import read_artifact
from tests.jobs.test_inbox_screening import AWS_ID, AWS_SECRET, GITHUB, NORMAL_NOTE, PEM_BODY, SECRETS_NOTE
from tests.pipeline_helpers import git, status, write

VALUES = (AWS_ID, AWS_SECRET, GITHUB, PEM_BODY)


def test_inbox_scan_flow_quarantines_and_names_the_file(vault):
    write(vault, "00-inbox/deploy.md", SECRETS_NOTE)
    write(vault, "00-inbox/kiwi.md", NORMAL_NOTE)
    result = inbox_scan(vault=str(vault))
    assert result["counts"]["ingested"] == 1 and result["counts"]["quarantined"] == 1
    artifact = read_artifact("hippo-inbox-scan")
    assert "00-inbox/deploy.md" in artifact and "00-inbox/.quarantine/deploy.md" in artifact
    shown = git(vault, "log", "--all", "-p") + artifact + str(result)
    assert not [v for v in VALUES if v in shown]
    assert status(vault) == ""


def test_daily_run_commits_none_of_the_values_and_home_names_the_file(vault):
    write(vault, "00-inbox/deploy.md", SECRETS_NOTE)
    write(vault, "00-inbox/kiwi.md", NORMAL_NOTE)
    results = daily(vault=str(vault), index_store=False)
    assert results["inbox_scan"]["counts"]["ingested"] == 1
    home = (vault / "HOME.md").read_text(encoding="utf-8")
    assert "00-inbox/.quarantine/deploy.md" in home
    history = git(vault, "log", "--all", "-p")
    assert "00-inbox/.quarantine/deploy.md" in history  # HOME.md, committed, names it
    assert not [v for v in VALUES if v in history]
    assert (vault / "00-inbox/.quarantine/deploy.md").exists() and status(vault) == ""
