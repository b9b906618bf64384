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
that event already runs the same command; an MCP server named ``hippocampus`` that is not ours
is never replaced. The first install copies each file it changes to
``$HIPPO_HOME/hooks/backups/`` and records what it added in ``$HIPPO_HOME/hooks/installs.json``;
uninstall removes exactly those entries, and when nothing else changed in between it puts the
original bytes back (a file, or a ``.claude``/``.codex`` folder, the install created is deleted again).

Every installed command names the absolute path of the ``hippo`` that installed it (ADR 0031), so
it runs from a shell whose PATH lacks the venv. It is a short POSIX ``sh`` line: when that path is
gone (the checkout moved or was deleted) it prints how to fix it on stderr and exits 1, which
both clients show as the hook's (or the MCP server's) failure. Installing again replaces the
hooks and the stdio entry of an earlier install, so re-running install after a move repairs them.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shlex
import shutil
import sys
import tomllib
from collections.abc import Sequence
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


#: A hook command of ours, whatever ``hippo`` path or settings it names (this and older releases).
OUR_HOOK = re.compile(r"hippo\S*'? hook (?:session-start|prompt-submit|post-tool-use|stop|session-end) --client (?:claude|codex)\b")
SH = "/bin/sh"


@dataclass(frozen=True)
class Launch:
    """How the client starts us: the ``hippo`` executable (an absolute path), the vault and home
    it serves, and how to reinstall (the ``--project DIR`` / ``--user`` of this install)."""

    exe: str
    vault: Path
    home: Path
    target: str = "--user"

    def hook_command(self, event: Event, client: Client) -> str:
        return guarded(self.exe, ("hook", event, "--client", client, "--vault", str(self.vault), "--home", str(self.home)),
                       self.fix(client))

    def fix(self, client: Client) -> str:
        where = " ".join(shlex.quote(p) for p in ("--vault", str(self.vault), "--home", str(self.home)))
        return (f"run `.venv/bin/hippo hook install --client {client} {self.target} {where}` again in the checkout "
                "(with their new paths if the vault or home moved too)")

    def env(self) -> dict[str, str]:
        return {"HIPPO_VAULT": str(self.vault), "HIPPO_HOME": str(self.home)}


def guarded(exe: str, args: Sequence[str], fix: str) -> str:
    """A POSIX ``sh`` command line that runs ``exe args…`` (``exec``: the client talks to it
    directly), or, when ``exe`` is no longer an executable file, prints what happened and ``fix``
    on stderr and exits 1.

    Trigger: the checkout (and its venv) moved or was deleted after the install. Why: the shell's
    own "not found" (exit 127) does not say how to repair it. Outcome: the client shows this
    line as the hook's or the MCP server's failure."""
    message = f"hippocampus: {exe} is not there any more (was the checkout moved or deleted?); {fix}"
    command = " ".join(shlex.quote(p) for p in (exe, *args))
    return f"[ -x {shlex.quote(exe)} ] && exec {command} || {{ echo {shlex.quote(message)} >&2; exit 1; }}"


def files_for(client: Client, scope: Scope, base: Path) -> Files:
    if client == "claude":
        return Files(base / ".claude" / "settings.json", base / (".mcp.json" if scope == "project" else ".claude.json"))
    return Files(base / ".codex" / "hooks.json", base / ".codex" / "config.toml")


def default_exe() -> str:
    """The absolute path of the ``hippo`` running now: ``sys.argv[0]`` when it is the console
    script, else the one beside this interpreter (the venv's ``bin/``), else the one on PATH.
    Never a bare ``hippo``: the clients run hooks from shells whose PATH lacks the venv."""
    argv0 = sys.argv[0] if sys.argv else ""
    candidates = [argv0] if Path(argv0).name == "hippo" else []
    candidates += [str(Path(sys.executable).parent / "hippo"), shutil.which("hippo") or ""]
    for candidate in candidates:
        if candidate and os.path.isfile(candidate) and os.access(candidate, os.X_OK):
            return os.path.abspath(candidate)
    raise UsageError("cannot find the `hippo` executable to name in the hooks; run the install as <venv>/bin/hippo hook install …")


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
        manifest[key] = {"existed": file.exists(), "dir_existed": file.parent.exists(), "backup": backup, "hooks": [], "mcp": None}
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


def _stale(group: object, command: str) -> bool:
    """A group of ours (every handler runs ``hippo hook …``) that runs another command than ``command``."""
    handlers = group.get("hooks") if isinstance(group, dict) else None
    if not isinstance(handlers, list) or not handlers:
        return False
    commands = [h.get("command") if isinstance(h, dict) else None for h in handlers]
    return all(isinstance(c, str) and OUR_HOOK.search(c) for c in commands) and command not in commands


def add_hooks(data: JSONObj, client: Client, launch: Launch) -> tuple[list[JSONObj], list[JSONObj]]:
    """Add the missing hook groups to ``data`` and drop the groups of an earlier install that
    run another command (another ``hippo`` path, vault or home): returns (added, removed), each
    a list of ``{"event", "group"}``."""
    added: list[JSONObj] = []
    removed: list[JSONObj] = []
    for event in EVENTS[client]:
        wire = WIRE_NAMES[event]
        command = launch.hook_command(event, client)
        groups = _event_groups(data, wire)
        for group in [g for g in groups if _stale(g, command)]:
            # Trigger: an earlier install's hook (a moved checkout, a bare `hippo`, another vault).
            # Why: it fails or serves the wrong vault, and the client would run both. Outcome: replaced.
            groups.remove(group)
            removed.append({"event": wire, "group": group})
        if not any(_runs(g, command) for g in groups):
            group = _group(event, command)
            groups.append(group)
            added.append({"event": wire, "group": group})
    return added, removed


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


def _mcp_args(client: Client, launch: Launch) -> list[str]:
    return ["-c", guarded(launch.exe, ("serve", "--stdio"), launch.fix(client))]


def _mcp_entry(client: Client, launch: Launch) -> JSONObj:
    entry: JSONObj = {"command": SH, "args": _mcp_args(client, launch), "env": launch.env()}
    return {"type": "stdio", **entry} if client == "claude" else entry


def ours_mcp(entry: object) -> bool:
    """Whether an MCP server entry is a stdio ``hippo serve --stdio`` (ours, from any release)."""
    if not isinstance(entry, dict):
        return False
    words = [str(entry.get("command") or ""), *(str(a) for a in entry.get("args") or [] if isinstance(entry.get("args"), list))]
    line = " ".join(words)
    return "hippo" in line and "serve" in line and "--stdio" in line


# ---------------------------------------------------------------- Codex config.toml
#: Seconds Codex waits for the stdio server's start (its default, 10, is too short on a loaded box).
CODEX_STARTUP_TIMEOUT_S = 30


def _toml_block(launch: Launch) -> str:
    env = ", ".join(f"{k} = {json.dumps(v)}" for k, v in launch.env().items())
    args = ", ".join(json.dumps(a) for a in _mcp_args("codex", launch))
    # startup_timeout_sec: Codex waits 10 s by default for a stdio server's initialize and tools
    # listing; the gateway answers in 2-5 s (its store opens after), a loaded box can take longer
    return "\n".join([TOML_BEGIN, f"[mcp_servers.{SERVER}]", f"command = {json.dumps(SH)}",
                      f"args = [{args}]", f"env = {{ {env} }}", f"startup_timeout_sec = {CODEX_STARTUP_TIMEOUT_S}", TOML_END, ""])


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
    added, removed = add_hooks(data, client, launch)
    if not added and not removed:
        return f"{file}: the hippocampus hooks are already there"
    record = _remember(launch.home, manifest, file)
    record["hooks"] = [h for h in _list(record.get("hooks")) if h not in removed] + added
    _write_json(file, data)
    replaced = f" (replacing {len(removed)} of an earlier install)" if removed else ""
    return f"{file}: added {', '.join(str(a['event']) for a in added)}{replaced}"


def _install_mcp_json(client: Client, file: Path, launch: Launch, manifest: dict[str, JSONObj]) -> str:
    data = _read_json(file)
    servers = data.setdefault("mcpServers", {})
    if not isinstance(servers, dict):
        raise UsageError(f"{file}: `mcpServers` is not an object; nothing was changed")
    entry = _mcp_entry(client, launch)
    if servers.get(SERVER) == entry:
        return f"{file}: the MCP server {SERVER!r} is already there"
    if SERVER in servers and not ours_mcp(servers[SERVER]):
        return f"{file}: an MCP server named {SERVER!r} is already there (kept as it is)"
    verb = "replaced the earlier" if SERVER in servers else "added the"
    record = _remember(launch.home, manifest, file)
    servers[SERVER] = entry
    record["mcp"] = entry
    _write_json(file, data)
    return f"{file}: {verb} MCP server {SERVER!r} (stdio)"


def _install_toml(file: Path, launch: Launch, manifest: dict[str, JSONObj]) -> str:
    text = file.read_text(encoding="utf-8") if file.exists() else ""
    block = _toml_block(launch)
    if block in text:
        return f"{file}: [mcp_servers.{SERVER}] is already there"
    ours = TOML_BEGIN in text and TOML_END in text
    if _toml_has_server(text, file) and not ours:
        return f"{file}: an MCP server named {SERVER!r} is already there (kept as it is)"
    record = _remember(launch.home, manifest, file)
    record["mcp"] = block
    text = _toml_without_block(text) if ours else text  # an earlier install's block: replaced
    file.parent.mkdir(parents=True, exist_ok=True)
    file.write_text(text + ("\n" if text and not text.endswith("\n") else "") + ("\n" if text else "") + block, encoding="utf-8")
    return f"{file}: {'replaced the earlier' if ours else 'added'} [mcp_servers.{SERVER}] (stdio)"


def _list(value: object) -> list[JSONObj]:
    return [v for v in value if isinstance(v, dict)] if isinstance(value, list) else []


def uninstall(files: Files, home: Path) -> list[str]:
    """Remove what :func:`install` added to ``files``; the original bytes come back when nothing
    else changed since."""
    manifest = _load_manifest(home)
    report = []
    created: dict[Path, str] = {}  # folder → why it may go
    for file in (files.hooks, files.mcp):
        record = manifest.pop(str(file), None)
        line = _uninstall_file(file, record) if record else f"{file}: nothing of ours to remove"
        report.append(line)
        emptied = line.endswith("(nothing else was in it)") and file.parent.name in (".claude", ".codex")
        if record and record.get("dir_existed") is False:
            created[file.parent] = "the install created it"
        elif record and emptied:
            created.setdefault(file.parent, "nothing else was in it")
    for folder, why in created.items():
        # Trigger: the install created the .claude/ or .codex/ folder (or emptied it: a file that held
        # only our entries). Why: uninstall removes exactly what install added. Outcome: the folder
        # goes too, when nothing else is in it now.
        if folder.is_dir() and not any(folder.iterdir()):
            folder.rmdir()
            report.append(f"{folder}: removed ({why})")
    _save_manifest(home, manifest)
    return report


def _an_install_made(original: bytes | None) -> bool:
    """Whether a backed-up "original" already held this tool's entries (an earlier install's file)."""
    if not original:
        return False
    text = original.decode("utf-8", errors="replace")
    return f'"{SERVER}"' in text or f"[mcp_servers.{SERVER}]" in text or " hook session-start" in text


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
    if empty and (not record.get("existed") or _an_install_made(original)):
        # Trigger: nothing but our entries was in the file, and the file the install found (its
        # "original") was made by an earlier install under another HIPPO_HOME. Why: written back, it
        # left `{}` and an empty config.toml, "your later changes kept" (helper-70's D9). Outcome: the
        # file goes. A user's own file (`{"mcpServers": {}}`) stays, whatever is left of it.
        file.unlink()
        return f"{file}: removed (the install created it)" if not record.get("existed") else f"{file}: removed (nothing else was in it)"
    file.write_text(left, encoding="utf-8")
    return f"{file}: removed the hippocampus entries (the rest of the file kept)"
