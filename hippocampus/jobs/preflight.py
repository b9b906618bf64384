"""preflight: the preconditions of the pipeline, checked before it writes (fail closed).

| check    | passes when                                                                   |
|----------|-------------------------------------------------------------------------------|
| vault    | the vault folder exists and looks like a Hippocampus vault                     |
| writable | a file can be created and removed in the vault and in its ``.git``            |
| git      | a git repository with a commit, no merge/rebase in progress, no conflicts     |
| gateway  | (only when ``HIPPO_MCP_TOKEN`` is set) ``GET /health`` answers 200            |
| llm      | (only when ``HIPPO_LLM_BASE_URL`` is set) ``GET /models`` lists the pinned model and |
|          | the pin answers a one-line chat request (``hippocampus.compile.llm.ping``)      |

Uncommitted human edits do not fail the git check: flows commit only their own files and
never overwrite an edit they do not consume (ADR 0010). They are reported as a note.
Every vault-writing flow runs the ``vault``/``writable``/``git`` checks first and stops
before writing anything when one fails.
"""

from __future__ import annotations

import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

import git
import httpx

from hippocampus.config import Settings
from hippocampus.jobs.gates import Fail, Pass
from hippocampus.vault.git import dirty_state
from hippocampus.vault.init import is_vault

CheckResult = Pass | Fail
LOCAL_CHECKS = ("vault", "writable", "git")
ALL_CHECKS = LOCAL_CHECKS + ("gateway", "llm")


@dataclass(frozen=True)
class PreflightReport:
    results: tuple[CheckResult, ...]
    notes: tuple[str, ...] = field(default_factory=tuple)

    @property
    def ok(self) -> bool:
        return all(isinstance(r, Pass) for r in self.results)

    @property
    def failures(self) -> list[Fail]:
        return [r for r in self.results if isinstance(r, Fail)]

    def summary(self) -> str:
        if self.ok:
            return "preflight passed: " + ", ".join(r.gate for r in self.results)
        return "preflight failed: " + "; ".join(f"{f.gate}: {f.reason}" for f in self.failures)

    def to_markdown(self) -> str:
        lines = ["# preflight", "", f"**{'passed' if self.ok else 'FAILED'}**", ""]
        lines += [f"- {'✅' if isinstance(r, Pass) else '❌'} {r.gate}" + ("" if isinstance(r, Pass) else f": {r.reason}") for r in self.results]
        if self.notes:
            lines += ["", "## Notes", ""] + [f"- {n}" for n in self.notes]
        return "\n".join(lines) + "\n"


def check_vault(root: Path) -> CheckResult:
    if not root.is_dir():
        return Fail("vault", f"{root} does not exist or is not a folder (set HIPPO_VAULT to your vault folder, or pass --vault)")
    if not is_vault(root):
        return Fail("vault", f"{root} is not a Hippocampus vault (no SCHEMA.md, AGENTS.md or 20-wiki/); run `hippo init`")
    return Pass("vault")


def check_writable(root: Path) -> CheckResult:
    for folder in (root, root / ".git"):
        try:
            fd, tmp = tempfile.mkstemp(prefix=".hippo-preflight-", dir=folder)
            os.close(fd)
            os.unlink(tmp)
        except OSError as exc:
            return Fail("writable", f"cannot write in {folder}: {exc.strerror or exc}")
    return Pass("writable")


def check_git(root: Path, notes: list[str]) -> CheckResult:
    try:
        repo = git.Repo(root)
    except (git.InvalidGitRepositoryError, git.NoSuchPathError):
        return Fail("git", f"{root} is not a git repository; every run must be one revertable commit (run `hippo init`)")
    if not repo.head.is_valid():
        return Fail("git", "the repository has no commit yet; commit the vault once (`hippo init` does)")
    state = dirty_state(repo)
    if state.merging:
        return Fail("git", "a merge, rebase, cherry-pick or revert is in progress; finish or abort it first")
    if state.unmerged:
        return Fail("git", f"unresolved conflicts in {', '.join(state.unmerged[:5])}")
    if repo.head.is_detached:
        notes.append("HEAD is detached: pipeline commits will not be on a branch")
    if state.entries:
        sample = ", ".join(sorted(state.entries)[:5])
        notes.append(f"{len(state.entries)} uncommitted change(s) ({sample}{', …' if len(state.entries) > 5 else ''}): "
                     "flows commit only their own files and leave these alone (ADR 0010)")
    return Pass("git")


def check_gateway(settings: Settings, client: httpx.Client) -> CheckResult:
    url = f"http://{settings.mcp_host}:{settings.mcp_port}/health"
    try:
        response = client.get(url, timeout=3.0)
    except httpx.HTTPError as exc:
        return Fail("gateway", f"{url} did not answer ({type(exc).__name__}); start it with `hippo up` or `hippo serve`")
    if response.status_code != 200:
        return Fail("gateway", f"{url} answered HTTP {response.status_code}")
    return Pass("gateway")


def check_llm(settings: Settings, client: httpx.Client) -> CheckResult:
    if not settings.llm_model:
        return Fail("llm", "HIPPO_LLM_BASE_URL is set but HIPPO_LLM_MODEL (the model pin) is not")
    url = str(settings.llm_base_url).rstrip("/") + "/models"
    headers = {"Authorization": f"Bearer {settings.llm_api_key.get_secret_value()}"} if settings.llm_api_key else {}
    try:
        response = client.get(url, headers=headers, timeout=5.0)
        response.raise_for_status()
        ids = {str(m.get("id")) for m in response.json().get("data", []) if isinstance(m, dict)}
    except (httpx.HTTPError, ValueError, AttributeError) as exc:
        return Fail("llm", f"{url} did not answer with a model list ({type(exc).__name__})")
    if settings.llm_model not in ids:
        return Fail("llm", f"the pinned model {settings.llm_model!r} is not served by {url} (it serves {', '.join(sorted(ids)[:5]) or 'nothing'})")
    # Listed is not enough: the pin must answer (a loading or broken model lists fine).
    from hippocampus.compile.llm import ping

    answer = ping(settings)
    if not answer.ok:
        return Fail("llm", f"the pinned model {settings.llm_model!r} is listed but does not answer: {answer.detail}")
    return Pass("llm")


def run_preflight(settings: Settings, *, checks: tuple[str, ...] = ALL_CHECKS, client: httpx.Client | None = None) -> PreflightReport:
    root = Path(settings.vault).expanduser().resolve()
    notes: list[str] = []
    results: list[CheckResult] = []
    if "vault" in checks:
        results.append(check_vault(root))
        if isinstance(results[-1], Fail):
            return PreflightReport(tuple(results), tuple(notes))  # nothing else can be checked
    if "writable" in checks:
        results.append(check_writable(root))
    if "git" in checks:
        results.append(check_git(root, notes))
    remote = [c for c in ("gateway", "llm") if c in checks]
    if remote:
        own = client is None
        client = client or httpx.Client()
        try:
            if "gateway" in remote:
                if settings.mcp_token:
                    results.append(check_gateway(settings, client))
                else:
                    notes.append("gateway: not configured (HIPPO_MCP_TOKEN unset), not checked")
            if "llm" in remote:
                if settings.llm_base_url:
                    results.append(check_llm(settings, client))
                else:
                    notes.append("llm: no LLM configured (HIPPO_LLM_BASE_URL unset); the LLM flows will skip")
        finally:
            if own:
                client.close()
    return PreflightReport(tuple(results), tuple(notes))
