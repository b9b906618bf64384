"""``hippo hook install|uninstall``: the hooks and the MCP server entry in a client's config.

Files (Claude Code: https://code.claude.com/docs/en/hooks, /en/mcp; Codex:
https://developers.openai.com/codex/hooks, /codex/mcp):

===========  ==============================================  =====================================
client       ``--project DIR``                                ``--user``
===========  ==============================================  =====================================
claude       ``DIR/.claude/settings.json`` (hooks),           ``~/.claude/settings.json``,
             ``DIR/.mcp.json`` (``mcpServers``)               ``~/.claude.json``
codex        ``DIR/.codex/hooks.json`` (hooks),               ``~/.codex/hooks.json``,
             ``DIR/.codex/config.toml`` (``[mcp_servers]``)   ``~/.codex/config.toml``
===========  ==============================================  =====================================

Merging: existing settings are kept as they are; a hook group is added only when no group of
that event already runs the same command; an MCP server named ``hippocampus`` that is already
there is never replaced. The first install copies each file it changes to
``$HIPPO_HOME/hooks/backups/`` and records what it added in ``$HIPPO_HOME/hooks/installs.json``;
uninstall removes exactly those entries, and when nothing else changed in between it puts the
original bytes back (a file the install created is deleted again).
"""

from __future__ import annotations

import hashlib
import json
import shlex
import shutil
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from hippocampus.errors import UsageError
from hippocampus.hooks.payload import WIRE_NAMES, Client, Event

JSONObj = dict[str, object]
Scope = Literal["project", "user"]
SERVER = "hippocampus"
TOML_BEGIN = "# >>> hippocampus (added by `hippo hook install`; `hippo hook uninstall` removes it)"
TOML_END = "# <<< hippocampus"
EVENTS: dict[Client, tuple[Event, ...]] = {
    "claude": ("session-start", "prompt-submit", "post-tool-use", "stop", "session-end"),
    "codex": ("session-start", "prompt-submit", "post-tool-use", "stop"),
}
TIMEOUT_S: dict[Event, int] = {"session-start": 15, "prompt-submit": 5, "post-tool-use": 10, "stop": 15, "session-end": 15}
SHELL_TOOL = "Bash"  # both clients name their shell tool Bash in the hook matcher


@dataclass(frozen=True)
class Files:
    hooks: Path
    mcp: Path


@dataclass(frozen=True)
class Launch:
    """How the client starts us: the ``hippo`` executable and the vault and home it serves."""

    exe: str
    vault: Path
    home: Path

    def hook_command(self, event: Event, client: Client) -> str:
        return " ".join(shlex.quote(p) for p in (self.exe, "hook", event, "--client", client,
                                                 "--vault", str(self.vault), "--home", str(self.home)))

    def env(self) -> dict[str, str]:
        return {"HIPPO_VAULT": str(self.vault), "HIPPO_HOME": str(self.home)}


def files_for(client: Client, scope: Scope, base: Path) -> Files:
    if client == "claude":
        return Files(base / ".claude" / "settings.json", base / (".mcp.json" if scope == "project" else ".claude.json"))
    return Files(base / ".codex" / "hooks.json", base / ".codex" / "config.toml")


def default_exe() -> str:
    return shutil.which("hippo") or "hippo"


# ---------------------------------------------------------------- manifest and backups
def _manifest_path(home: Path) -> Path:
    return home / "hooks" / "installs.json"


def _load_manifest(home: Path) -> dict[str, JSONObj]:
    path = _manifest_path(home)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    except ValueError as exc:
        raise UsageError(f"{path} is not JSON ({exc}); fix or remove it") from None
    return data if isinstance(data, dict) else {}


def _save_manifest(home: Path, manifest: dict[str, JSONObj]) -> None:
    path = _manifest_path(home)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(manifest, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def _remember(home: Path, manifest: dict[str, JSONObj], file: Path) -> JSONObj:
    """The manifest record of ``file``, made (with a backup of the original) on first touch."""
    key = str(file)
    if key not in manifest:
        backup = None
        if file.exists():
            dest = home / "hooks" / "backups" / f"{hashlib.sha256(key.encode()).hexdigest()[:12]}-{file.name}"
            dest.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(file, dest)
            backup = str(dest)
        manifest[key] = {"existed": file.exists(), "backup": backup, "hooks": [], "mcp": None}
    return manifest[key]


# ---------------------------------------------------------------- JSON files
def _read_json(file: Path) -> JSONObj:
    if not file.exists():
        return {}
    try:
        data = json.loads(file.read_text(encoding="utf-8") or "{}")
    except ValueError as exc:
        raise UsageError(f"{file} is not valid JSON ({exc}); nothing was changed") from None
    if not isinstance(data, dict):
        raise UsageError(f"{file} is not a JSON object; nothing was changed")
    return data


def _write_json(file: Path, data: JSONObj) -> None:
    file.parent.mkdir(parents=True, exist_ok=True)
    tmp = file.with_name(f".{file.name}.hippo-tmp")
    tmp.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    tmp.replace(file)


def _event_groups(data: JSONObj, wire: str) -> list[object]:
    hooks = data.setdefault("hooks", {})
    if not isinstance(hooks, dict):
        raise UsageError("the config's `hooks` is not an object; nothing was changed")
    groups = hooks.setdefault(wire, [])
    if not isinstance(groups, list):
        raise UsageError(f"the config's hooks.{wire} is not a list; nothing was changed")
    return groups


def _runs(group: object, command: str) -> bool:
    handlers = group.get("hooks") if isinstance(group, dict) else None
    return isinstance(handlers, list) and any(isinstance(h, dict) and h.get("command") == command for h in handlers)


def _group(event: Event, command: str) -> JSONObj:
    group: JSONObj = {"hooks": [{"type": "command", "command": command, "timeout": TIMEOUT_S[event]}]}
    return {"matcher": SHELL_TOOL, **group} if event == "post-tool-use" else group


def add_hooks(data: JSONObj, client: Client, launch: Launch) -> list[JSONObj]:
    """Add the missing hook groups to ``data``; returns what was added (``{"event", "group"}``)."""
    added: list[JSONObj] = []
    for event in EVENTS[client]:
        wire = WIRE_NAMES[event]
        command = launch.hook_command(event, client)
        groups = _event_groups(data, wire)
        if not any(_runs(g, command) for g in groups):
            group = _group(event, command)
            groups.append(group)
            added.append({"event": wire, "group": group})
    return added


def remove_hooks(data: JSONObj, added: list[JSONObj]) -> None:
    hooks = data.get("hooks")
    if not isinstance(hooks, dict):
        return
    for item in added:
        wire = str(item["event"])
        groups = hooks.get(wire)
        if isinstance(groups, list) and item["group"] in groups:
            groups.remove(item["group"])
            if not groups:
                del hooks[wire]
    if not hooks:
        del data["hooks"]


def _mcp_entry(client: Client, launch: Launch) -> JSONObj:
    entry: JSONObj = {"command": launch.exe, "args": ["serve", "--stdio"], "env": launch.env()}
    return {"type": "stdio", **entry} if client == "claude" else entry


# ---------------------------------------------------------------- Codex config.toml
def _toml_block(launch: Launch) -> str:
    env = ", ".join(f"{k} = {json.dumps(v)}" for k, v in launch.env().items())
    return "\n".join([TOML_BEGIN, f"[mcp_servers.{SERVER}]", f"command = {json.dumps(launch.exe)}",
                      'args = ["serve", "--stdio"]', f"env = {{ {env} }}", TOML_END, ""])


def _toml_has_server(text: str, file: Path) -> bool:
    try:
        servers = tomllib.loads(text).get("mcp_servers") or {}
    except tomllib.TOMLDecodeError as exc:
        raise UsageError(f"{file} is not valid TOML ({exc}); nothing was changed") from None
    return isinstance(servers, dict) and SERVER in servers


def _toml_without_block(text: str) -> str:
    start = text.find(TOML_BEGIN)
    end = text.find(TOML_END, start)
    if start < 0 or end < 0:
        return text
    end += len(TOML_END) + (1 if text[end + len(TOML_END):end + len(TOML_END) + 1] == "\n" else 0)
    head = text[:start]
    return (head[:-1] if head.endswith("\n\n") else head) + text[end:]


# ---------------------------------------------------------------- install / uninstall
def install(client: Client, files: Files, launch: Launch) -> list[str]:
    """Merge the hooks and the MCP server entry into ``files``; returns one line per change."""
    manifest = _load_manifest(launch.home)
    report = [_install_hooks(client, files.hooks, launch, manifest)]
    report.append(_install_toml(files.mcp, launch, manifest) if client == "codex" else _install_mcp_json(client, files.mcp, launch, manifest))
    _save_manifest(launch.home, manifest)
    return report


def _install_hooks(client: Client, file: Path, launch: Launch, manifest: dict[str, JSONObj]) -> str:
    data = _read_json(file)
    added = add_hooks(data, client, launch)
    if not added:
        return f"{file}: the hippocampus hooks are already there"
    record = _remember(launch.home, manifest, file)
    record["hooks"] = [*_list(record.get("hooks")), *added]
    _write_json(file, data)
    return f"{file}: added {', '.join(str(a['event']) for a in added)}"


def _install_mcp_json(client: Client, file: Path, launch: Launch, manifest: dict[str, JSONObj]) -> str:
    data = _read_json(file)
    servers = data.setdefault("mcpServers", {})
    if not isinstance(servers, dict):
        raise UsageError(f"{file}: `mcpServers` is not an object; nothing was changed")
    if SERVER in servers:
        return f"{file}: an MCP server named {SERVER!r} is already there (kept as it is)"
    record = _remember(launch.home, manifest, file)
    servers[SERVER] = _mcp_entry(client, launch)
    record["mcp"] = servers[SERVER]
    _write_json(file, data)
    return f"{file}: added the MCP server {SERVER!r} (stdio)"


def _install_toml(file: Path, launch: Launch, manifest: dict[str, JSONObj]) -> str:
    text = file.read_text(encoding="utf-8") if file.exists() else ""
    if _toml_has_server(text, file):
        return f"{file}: an MCP server named {SERVER!r} is already there (kept as it is)"
    record = _remember(launch.home, manifest, file)
    block = _toml_block(launch)
    record["mcp"] = block
    file.parent.mkdir(parents=True, exist_ok=True)
    file.write_text(text + ("\n" if text and not text.endswith("\n") else "") + ("\n" if text else "") + block, encoding="utf-8")
    return f"{file}: added [mcp_servers.{SERVER}] (stdio)"


def _list(value: object) -> list[JSONObj]:
    return [v for v in value if isinstance(v, dict)] if isinstance(value, list) else []


def uninstall(files: Files, home: Path) -> list[str]:
    """Remove what :func:`install` added to ``files``; the original bytes come back when nothing
    else changed since."""
    manifest = _load_manifest(home)
    report = []
    for file in (files.hooks, files.mcp):
        record = manifest.pop(str(file), None)
        report.append(_uninstall_file(file, record) if record else f"{file}: nothing of ours to remove")
    _save_manifest(home, manifest)
    return report


def _uninstall_file(file: Path, record: JSONObj) -> str:
    if not file.exists():
        return f"{file}: already gone"
    backup = Path(str(record["backup"])) if record.get("backup") else None
    original = backup.read_bytes() if backup and backup.exists() else None
    current = file.read_text(encoding="utf-8")
    if file.suffix == ".toml":
        left: str = _toml_without_block(current)
        same = original is not None and left == original.decode("utf-8")
        empty = not left.strip()
    else:
        data = _read_json(file)
        remove_hooks(data, _list(record.get("hooks")))
        mcp = record.get("mcp")
        servers = data.get("mcpServers")
        if mcp is not None and isinstance(servers, dict) and servers.get(SERVER) == mcp:
            del servers[SERVER]
            if not servers:
                del data["mcpServers"]
        same = original is not None and data == json.loads(original.decode("utf-8") or "{}")
        empty, left = not data, json.dumps(data, indent=2, ensure_ascii=False) + "\n"
    if same and original is not None:
        file.write_bytes(original)
        return f"{file}: restored the original"
    if empty and not record.get("existed"):
        file.unlink()
        return f"{file}: removed (the install created it)"
    file.write_text(left, encoding="utf-8")
    return f"{file}: removed the hippocampus entries (your later changes kept)"
