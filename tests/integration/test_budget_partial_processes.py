"""Budgets in real processes (issue 34 item 7): when one part of hippo_resume is slow, the
gateway's answer and the session-start hook's context come by the budget with the parts that
finished, and name the part that did not. The slow part is made slow with the named stall point
(``HIPPO_STALL_AT``, hippocampus/vault/faults.py), as a huge vault or a slow disk would."""

from __future__ import annotations

import json
import subprocess
import time

import pytest

from hippocampus.workspace.resume import PARTS
from tests.integration.test_trust_end_to_end import HIPPO, Serve, _env, call, data, hippo

pytestmark = pytest.mark.slow

PROJECT = "budget-e2e"
STALL_S = 20.0
HANDOFF = "Stopped after the parser fix. Next: run make test, then push the branch."


@pytest.fixture(scope="module")
def world(tmp_path_factory):
    root = tmp_path_factory.mktemp("budget-e2e")
    env = _env(root)
    assert hippo(env, "init", str(root / "vault"), "--sample").returncode == 0
    assert hippo(env, "index", "--no-embed").returncode == 0
    repo = root / "work" / PROJECT
    repo.mkdir(parents=True)
    subprocess.run(["git", "init", "-q", str(repo)], check=True)
    stalled = env | {"HIPPO_STALL_AT": f"resume.briefs:{STALL_S:g}", "HIPPO_TOOL_BUDGET_S": "4"}
    serve = Serve(stalled, root / "home").wait()
    try:
        wrote = call(serve.base, ("hippo_handoff", {"project": PROJECT, "title": "Parser fix", "text": HANDOFF}))[0]
        assert not wrote.is_error, wrote
        yield root, stalled, repo, serve
    finally:
        serve.stop()


def test_resume_answers_by_its_budget_with_the_parts_done_and_names_the_slow_one(world):
    serve = world[3]
    started = time.monotonic()
    result = call(serve.base, ("hippo_resume", {"project": PROJECT}))[0]
    took = time.monotonic() - started
    assert not result.is_error, result
    out = data(result)
    assert took < STALL_S, "the answer waited for the stalled part"
    assert out["partial"]["missing"] == ["canonical briefs"] and out["partial"]["reason"] == "budget"
    assert HANDOFF.split(".")[0] in json.dumps(out["handoff"], ensure_ascii=False)
    assert out["canonical_briefs"] == []
    unstalled = call(serve.base, ("hippo_status", {}))[0]  # the gateway still answers afterwards
    assert not unstalled.is_error


def test_the_session_start_hook_prints_the_parts_done_and_names_the_rest(world):
    _root, stalled, repo, _serve = world
    payload = json.dumps({"session_id": "budget-e2e", "cwd": str(repo), "hook_event_name": "SessionStart", "source": "startup"})
    started = time.monotonic()
    done = subprocess.run([HIPPO, "hook", "session-start", "--client", "claude"], input=payload, capture_output=True,
                          text=True, cwd=repo, timeout=120, env=stalled | {"HIPPO_HOOK_BUDGET_S": "4"})
    took = time.monotonic() - started
    assert done.returncode == 0, done.stderr
    assert took < STALL_S, "the hook waited for the stalled part"
    context = json.loads(done.stdout)["hookSpecificOutput"]["additionalContext"]
    assert HANDOFF.split(".")[0] in context
    assert "budget ran out" in context and PARTS[-1] in context

