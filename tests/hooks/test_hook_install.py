"""``hippo hook install|uninstall`` on real config files: merged with what is there, idempotent,
backed up, and removed exactly (the original bytes come back)."""

from __future__ import annotations

import json
import os
import subprocess
import tomllib

import pytest

from tests.hooks.support import HIPPO

CLAUDE_SETTINGS = """{
    "permissions": {"allow": ["Bash(npm run test:*)"]},
    "hooks": {
        "PreToolUse": [{"matcher": "Bash", "hooks": [{"type": "command", "command": "~/bin/guard.sh"}]}],
        "Stop": [{"hooks": [{"type": "command", "command": "say done"}]}]
    },
    "model": "opus"
}
"""
CLAUDE_MCP = '{"mcpServers": {"github": {"type": "http", "url": "https://api.githubcopilot.com/mcp/"}}}\n'
CODEX_CONFIG = """model = "gpt-5.3-codex"

[features]
hooks = true

[mcp_servers.docs]
command = "docs-mcp"
args = ["--stdio"]
"""


def _hippo(*args: str, home, cwd) -> subprocess.CompletedProcess:
    done = subprocess.run([HIPPO, "hook", *args, "--home", str(home)], capture_output=True, text=True, cwd=cwd, check=False, timeout=120)
    assert done.returncode == 0, done.stderr
    return done


def _commands(settings: dict, event: str) -> list[str]:
    return [h["command"] for g in settings["hooks"].get(event, []) for h in g["hooks"]]


def test_claude_project_install_twice_then_uninstall_restores(tmp_path):
    project, home = tmp_path / "proj", tmp_path / "home"
    (project / ".claude").mkdir(parents=True)
    (project / ".claude" / "settings.json").write_text(CLAUDE_SETTINGS, encoding="utf-8")
    (project / ".mcp.json").write_text(CLAUDE_MCP, encoding="utf-8")
    for _ in range(2):
        _hippo("install", "--client", "claude", "--project", str(project), "--vault", str(tmp_path / "vault"), home=home, cwd=tmp_path)
    settings = json.loads((project / ".claude" / "settings.json").read_text(encoding="utf-8"))
    assert settings["permissions"] == {"allow": ["Bash(npm run test:*)"]} and settings["model"] == "opus"
    assert _commands(settings, "PreToolUse") == ["~/bin/guard.sh"]
    for event in ("SessionStart", "UserPromptSubmit", "PostToolUse", "Stop", "SessionEnd"):
        ours = [c for c in _commands(settings, event) if " hook " in c]
        assert len(ours) == 1, event
    assert "say done" in _commands(settings, "Stop")
    post = [g for g in settings["hooks"]["PostToolUse"]]
    assert post[0]["matcher"] == "Bash"
    mcp = json.loads((project / ".mcp.json").read_text(encoding="utf-8"))
    assert set(mcp["mcpServers"]) == {"github", "hippocampus"}
    assert mcp["mcpServers"]["hippocampus"]["command"] == "/bin/sh"
    assert f"exec {HIPPO} serve --stdio" in mcp["mcpServers"]["hippocampus"]["args"][1]
    assert mcp["mcpServers"]["hippocampus"]["env"]["HIPPO_VAULT"] == str((tmp_path / "vault").resolve())
    assert list((home / "hooks" / "backups").iterdir())  # the originals are kept

    _hippo("uninstall", "--client", "claude", "--project", str(project), home=home, cwd=tmp_path)
    assert (project / ".claude" / "settings.json").read_text(encoding="utf-8") == CLAUDE_SETTINGS
    assert (project / ".mcp.json").read_text(encoding="utf-8") == CLAUDE_MCP


def test_claude_uninstall_keeps_changes_made_after_the_install(tmp_path):
    project, home = tmp_path / "proj", tmp_path / "home"
    project.mkdir()
    _hippo("install", "--client", "claude", "--project", str(project), home=home, cwd=tmp_path)
    path = project / ".claude" / "settings.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["env"] = {"FOO": "1"}
    path.write_text(json.dumps(data), encoding="utf-8")
    _hippo("uninstall", "--client", "claude", "--project", str(project), home=home, cwd=tmp_path)
    assert json.loads(path.read_text(encoding="utf-8")) == {"env": {"FOO": "1"}}
    assert not (project / ".mcp.json").exists()  # created by the install, removed again


@pytest.mark.parametrize("client", ["claude", "codex"])
def test_uninstall_leaves_no_folder_the_install_created(tmp_path, client):
    project, home = tmp_path / "proj", tmp_path / "home"
    project.mkdir()
    _hippo("install", "--client", client, "--project", str(project), home=home, cwd=tmp_path)
    assert (project / f".{client}").is_dir()
    _hippo("uninstall", "--client", client, "--project", str(project), home=home, cwd=tmp_path)
    assert list(project.iterdir()) == []


def test_codex_install_twice_then_uninstall_restores(tmp_path):
    project, home = tmp_path / "proj", tmp_path / "home"
    (project / ".codex").mkdir(parents=True)
    (project / ".codex" / "config.toml").write_text(CODEX_CONFIG, encoding="utf-8")
    for _ in range(2):
        _hippo("install", "--client", "codex", "--project", str(project), home=home, cwd=tmp_path)
    config = tomllib.loads((project / ".codex" / "config.toml").read_text(encoding="utf-8"))
    assert config["model"] == "gpt-5.3-codex" and config["features"] == {"hooks": True}
    assert set(config["mcp_servers"]) == {"docs", "hippocampus"}
    assert f"exec {HIPPO} serve --stdio" in config["mcp_servers"]["hippocampus"]["args"][1]
    # Codex waits 10 s for a stdio server by default; a loaded box needs more (gateway/state.py open_in_background)
    assert config["mcp_servers"]["hippocampus"]["startup_timeout_sec"] == 30
    hooks = json.loads((project / ".codex" / "hooks.json").read_text(encoding="utf-8"))
    assert set(hooks["hooks"]) == {"SessionStart", "UserPromptSubmit", "PostToolUse", "Stop"}
    assert all(len(groups) == 1 for groups in hooks["hooks"].values())

    _hippo("uninstall", "--client", "codex", "--project", str(project), home=home, cwd=tmp_path)
    assert (project / ".codex" / "config.toml").read_text(encoding="utf-8") == CODEX_CONFIG
    assert not (project / ".codex" / "hooks.json").exists()


def test_an_existing_hippocampus_server_is_never_replaced(tmp_path):
    project, home = tmp_path / "proj", tmp_path / "home"
    project.mkdir()
    mine = '{"mcpServers": {"hippocampus": {"type": "http", "url": "http://127.0.0.1:8787/mcp"}}}\n'
    (project / ".mcp.json").write_text(mine, encoding="utf-8")
    out = _hippo("install", "--client", "claude", "--project", str(project), home=home, cwd=tmp_path).stdout
    assert "kept as it is" in out
    assert (project / ".mcp.json").read_text(encoding="utf-8") == mine
    _hippo("uninstall", "--client", "claude", "--project", str(project), home=home, cwd=tmp_path)
    assert (project / ".mcp.json").read_text(encoding="utf-8") == mine


@pytest.mark.parametrize("bad", ["{not json", "[1, 2]"])
def test_a_broken_config_is_refused_and_left_alone(tmp_path, bad):
    project, home = tmp_path / "proj", tmp_path / "home"
    (project / ".claude").mkdir(parents=True)
    (project / ".claude" / "settings.json").write_text(bad, encoding="utf-8")
    done = subprocess.run([HIPPO, "hook", "install", "--client", "claude", "--project", str(project), "--home", str(home)],
                          capture_output=True, text=True, check=False, timeout=120)
    assert done.returncode != 0 and "nothing was changed" in done.stderr and "Traceback" not in done.stderr
    assert (project / ".claude" / "settings.json").read_text(encoding="utf-8") == bad


def test_install_needs_exactly_one_target(tmp_path):
    done = subprocess.run([HIPPO, "hook", "install", "--client", "claude"], capture_output=True, text=True, check=False, timeout=120)
    assert done.returncode != 0 and "--project DIR or --user" in done.stderr


@pytest.mark.parametrize("client,files", [("claude", (".claude/settings.json", ".claude.json")), ("codex", (".codex/hooks.json", ".codex/config.toml"))])
def test_user_install_goes_to_the_home_config_and_uninstall_restores(tmp_path, client, files):
    user_home, home = tmp_path / "user", tmp_path / "hippo-home"
    (user_home / ".codex").mkdir(parents=True)
    (user_home / ".claude.json").write_text('{"numStartups": 12, "projects": {}}\n', encoding="utf-8")
    (user_home / ".codex" / "config.toml").write_text(CODEX_CONFIG, encoding="utf-8")
    before = {f: (user_home / f).read_bytes() if (user_home / f).exists() else None for f in files}
    env = {**os.environ, "HOME": str(user_home)}
    for args in (("install", "--client", client, "--user"), ("install", "--client", client, "--user")):
        done = subprocess.run([HIPPO, "hook", *args, "--home", str(home)], capture_output=True, text=True, env=env, check=False, timeout=120)
        assert done.returncode == 0, done.stderr
    assert all((user_home / f).exists() for f in files)
    assert "hippocampus" in (user_home / files[1]).read_text(encoding="utf-8")
    done = subprocess.run([HIPPO, "hook", "uninstall", "--client", client, "--user", "--home", str(home)], capture_output=True, text=True,
                          env=env, check=False, timeout=120)
    assert done.returncode == 0, done.stderr
    after = {f: (user_home / f).read_bytes() if (user_home / f).exists() else None for f in files}
    assert after == before


def test_install_for_a_folder_that_is_no_vault_yet_says_the_server_will_not_start(tmp_path):
    """helper-70's D1: a plain Obsidian vault (no `hippo init` + `import`) got an MCP entry whose server
    exits 2 at every client start, and install said nothing. It still installs (a vault can be made
    afterwards), and warns with the fix; for a real vault it does not warn."""
    from hippocampus.vault.init import init_vault

    plain, project, home = tmp_path / "obsidian", tmp_path / "proj", tmp_path / "home"
    (plain / "notes").mkdir(parents=True)
    (plain / "notes" / "a.md").write_text("# A\n", encoding="utf-8")
    project.mkdir()
    done = _hippo("install", "--client", "claude", "--project", str(project), "--vault", str(plain), home=home, cwd=tmp_path)
    assert "MCP server will not start" in done.stderr and "is not a Hippocampus vault" in done.stderr
    assert "(from --vault)" in done.stderr and "run this install again" in done.stderr
    assert " import " in done.stderr and "Traceback" not in done.stderr
    assert (project / ".mcp.json").exists()
    vault = tmp_path / "vault"
    init_vault(vault)
    done = _hippo("install", "--client", "codex", "--project", str(project), "--vault", str(vault), home=home, cwd=tmp_path)
    assert "will not start" not in done.stderr


@pytest.mark.parametrize("client", ["claude", "codex"])
def test_uninstall_after_installs_under_two_homes_leaves_no_empty_config(tmp_path, client):
    """helper-70's D9: installed again under another HIPPO_HOME (which found the first install's file
    and backed it up as "the original"), uninstall left `{}` and an empty config.toml, "your later
    changes kept". A file holding nothing but our entries now goes, and so does its emptied folder."""
    project = tmp_path / "proj"
    project.mkdir()
    _hippo("install", "--client", client, "--project", str(project), home=tmp_path / "home-a", cwd=tmp_path)
    _hippo("install", "--client", client, "--project", str(project), home=tmp_path / "home-b", cwd=tmp_path)
    done = _hippo("uninstall", "--client", client, "--project", str(project), home=tmp_path / "home-b", cwd=tmp_path)
    assert "nothing else was in it" in done.stdout and "later changes" not in done.stdout
    assert list(project.iterdir()) == []


def test_uninstall_keeps_a_users_own_file_that_held_an_empty_section(tmp_path):
    """helper-71's review: `{"mcpServers": {}}` of the user's own, emptied by removing our entry, was
    deleted with its folder; only a file an install made (now or under another home) goes."""
    project, home = tmp_path / "proj", tmp_path / "home"
    (project / ".claude").mkdir(parents=True)
    (project / ".mcp.json").write_text('{"mcpServers": {}}\n', encoding="utf-8")
    (project / ".claude" / "settings.json").write_text('{"hooks": {}}\n', encoding="utf-8")
    _hippo("install", "--client", "claude", "--project", str(project), home=home, cwd=tmp_path)
    _hippo("uninstall", "--client", "claude", "--project", str(project), home=home, cwd=tmp_path)
    assert (project / ".mcp.json").exists() and (project / ".claude" / "settings.json").exists()
