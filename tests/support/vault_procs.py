"""Child processes of the vault crash and multi-writer tests: ``python vault_procs.py JOB VAULT [ARGS]``.

Each runs one real writer (the core job a flow wraps, or an agent write path) in its own
process, with no Prefect and no Kiwi, and prints one JSON line: the commit, the recoveries its
run performed, what it did. A parent sets ``HIPPO_CRASH_AT`` to kill it at a named step.
"""

from __future__ import annotations

import json
import sys
from datetime import UTC, date, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from hippocampus.vault.writer import VaultRun

TODAY = date(2026, 11, 30)
NOW = datetime(2026, 11, 30, 12, 0, tzinfo=UTC)


def _job(name: str, run: VaultRun) -> int:
    from hippocampus.jobs import approvals, home, inbox, janitor

    if name == "inbox_scan":
        return len(inbox.scan_inbox(run, today=TODAY).done)
    if name == "approvals":
        return len(approvals.apply_approvals(run, auto_approve=True, today=TODAY).done)
    if name == "janitor":
        return len(janitor.run_janitor(run, today=TODAY).done)
    if name == "home":
        return len(home.update_home(run).done)
    raise SystemExit(f"unknown job {name}")


def flow_job(name: str, vault: str) -> None:
    run = VaultRun(Path(vault), name, today=TODAY)
    with run:
        done = _job(name, run)
        run.commit()
    print(json.dumps({"commit": run.commit_sha, "done": done,
                      "recovered": [{"run_id": r.run_id, "action": r.action, "commit": r.commit} for r in run.recovered]}))


def agent_writes(vault: str, who: str, count: int) -> None:
    """``count`` agent writes (worklog, capture, handoff in turn), each its own run, like the
    gateway's tools; prints one JSON line per acknowledged write."""
    from hippocampus.workspace.capture import capture
    from hippocampus.workspace.ops import append_worklog, write_handoff

    root = Path(vault)
    for i in range(count):
        tag = f"{who}-{i}"
        kind = ("worklog", "capture", "handoff")[i % 3]
        if kind == "worklog":
            res = append_worklog(root, "proj", title=f"entry {tag}", text=f"body {tag}", now=NOW)
            out = {"path": res.path, "commit": res.commit}
        elif kind == "capture":
            res = capture(root, kind="session", title="same title", summary=f"summary {tag}", today=TODAY)
            out = {"path": res.path, "commit": res.commit}
        else:
            res = write_handoff(root, "proj", title="handoff", text=f"handoff {tag}", now=NOW)
            out = {"path": res.path, "commit": res.commit, "superseded": res.superseded}
        print(json.dumps({"tag": tag, "kind": kind, **out}), flush=True)


if __name__ == "__main__":
    cmd, vault, *rest = sys.argv[1:]
    if cmd == "agent":
        agent_writes(vault, rest[0], int(rest[1]))
    else:
        flow_job(cmd, vault)
