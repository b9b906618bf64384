"""Shared pieces of the hook tests: the documented fixtures, a real project repository, a real
vault and home, and ``hippo hook`` run as the clients run it (a subprocess, payload on stdin)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from hippocampus.vault.init import init_vault

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "hooks"
HIPPO = str(Path(sys.executable).with_name("hippo"))

# The output both clients document for the context events (Codex publishes it as a JSON schema
# with additionalProperties false: https://developers.openai.com/codex/hooks; Claude Code:
# https://code.claude.com/docs/en/hooks#json-output). Written here from those pages.
def output_schema(event_name: str) -> dict:
    return {
        "type": "object",
        "additionalProperties": False,
        "required": ["hookSpecificOutput"],
        "properties": {
            "continue": {"type": "boolean"},
            "suppressOutput": {"type": "boolean"},
            "systemMessage": {"type": "string"},
            "hookSpecificOutput": {
                "type": "object",
                "additionalProperties": False,
                "required": ["hookEventName"],
                "properties": {"hookEventName": {"const": event_name}, "additionalContext": {"type": "string"}},
            },
        },
    }


@dataclass
class Env:
    vault: Path
    home: Path
    repo: Path
    transcript: Path
    project: str = "my-proj"

    def payload(self, client: str, name: str, **changes: object) -> dict:
        text = (FIXTURES / client / f"{name}.json").read_text(encoding="utf-8")
        text = text.replace("$CWD", str(self.repo).replace("\\", "\\\\")).replace("$TRANSCRIPT", str(self.transcript))
        data = json.loads(text)
        data.update(changes)
        return data

    def hook(self, event: str, client: str, payload: dict | bytes, *, env: dict[str, str] | None = None,
             vault: Path | None = None, home: Path | None = None, timeout: float = 60) -> tuple[subprocess.CompletedProcess, float]:
        data = payload if isinstance(payload, bytes) else json.dumps(payload).encode()
        cmd = [HIPPO, "hook", event, "--client", client, "--vault", str(vault or self.vault), "--home", str(home or self.home)]
        # The hook budget counts from process start (issue 34), and start-up alone can take
        # several seconds on this shared box under load: tests about what a hook records get
        # room (30 s); the budget tests set HIPPO_HOOK_BUDGET_S themselves.
        full_env = {k: v for k, v in os.environ.items() if not k.startswith("HIPPO_")} | {"HIPPO_HOOK_BUDGET_S": "30"} | (env or {})
        started = time.monotonic()
        done = subprocess.run(cmd, check=False, input=data, capture_output=True, timeout=timeout, env=full_env, cwd=self.repo)
        return done, time.monotonic() - started

    def log_lines(self) -> list[dict]:
        path = self.home / "logs" / "hooks.log"
        return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()] if path.exists() else []


def make_env(tmp_path: Path) -> Env:
    repo = tmp_path / "My Proj"
    (repo / "src").mkdir(parents=True)
    subprocess.run(["git", "init", "-q", str(repo)], check=True)
    vault = tmp_path / "vault"
    init_vault(vault)
    home = tmp_path / "home"
    home.mkdir()
    transcript = tmp_path / "transcript.jsonl"
    transcript.write_text("", encoding="utf-8")
    return Env(vault, home, repo / "src", transcript)
