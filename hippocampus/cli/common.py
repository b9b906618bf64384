"""Shared CLI plumbing: settings with per-command overrides, JSON output, error translation."""

from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import sys
from pathlib import Path
from typing import Any, NoReturn

import typer
from rich.console import Console

from hippocampus.config import Settings, get_settings


class _Console(Console):
    def on_broken_pipe(self) -> None:
        """Trigger: the output's reader stopped reading (`hippo search x | head`). Why: rich
        exits 1 there, a failure, where cat or grep end quietly with 141 (128 + SIGPIPE).
        Outcome: the same: no message, exit 141, the rest of the output dropped."""
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        raise SystemExit(141)


console = _Console()
err_console = Console(stderr=True, soft_wrap=True)  # an error stays one line whatever the width

VaultOption = typer.Option(None, "--vault", "-V", help="Vault folder (default: $HIPPO_VAULT).", show_default=False)
JsonOption = typer.Option(False, "--json", help="Print machine-readable JSON instead of text.")


def settings_for(vault: Path | None = None) -> Settings:
    """The effective settings, with the vault overridden by ``--vault`` when given."""
    base = get_settings()
    return base.model_copy(update={"vault": vault.expanduser()}) if vault else base


def emit_json(data: Any) -> None:
    sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2, default=str) + "\n")


def fail(message: str, code: int = 1) -> NoReturn:
    err_console.print(f"[bold red]error:[/] {pasteable(message)}", highlight=False)
    raise typer.Exit(code)


# ---------------------------------------------------------------- hints that work when pasted (ADR 0031)
#: Where a new shell finds commands whatever its profile did: the system's default path and the
#: system-wide install folder.
NEW_SHELL_PATH = os.pathsep.join([os.defpath, "/usr/local/bin"])


def hippo_command() -> str:
    """How the user can run ``hippo`` again: plain ``hippo`` when a new shell's default PATH finds
    this very executable, else its absolute path (``<checkout>/.venv/bin/hippo`` after ``make
    run``), so the command also works pasted into another shell, directory or terminal.

    Trigger: a venv's ``bin/`` on this shell's PATH only (the README's own-vault block exports it).
    Why: a bare ``hippo`` printed by ``hippo up`` then failed pasted in a new terminal ("hippo: not
    found", a new user's vault, D5). Outcome: bare only for a system-wide install."""
    exe = Path(os.path.abspath(sys.argv[0])) if sys.argv and sys.argv[0] else None
    if exe is None or exe.name != "hippo":
        return "hippo"
    system = shutil.which("hippo", path=NEW_SHELL_PATH)
    if system and Path(system).resolve() == exe.resolve():
        return "hippo"
    return shlex.quote(str(exe))


def hint_env(settings: Settings | None = None) -> str:
    """``HIPPO_VAULT=… HIPPO_HOME=… `` for a printed command: the vault this process uses (as an
    absolute path: the default ``./vault`` depends on the working directory), and the home when it
    did not come from the default (set inline, in a ``.env``), so the command serves the same
    vault and home when pasted into another shell."""
    try:
        settings = settings or get_settings()
    except Exception:  # noqa: BLE001 - a hint never fails the command that prints it
        return ""
    default_home = Settings.model_fields["home"].get_default(call_default_factory=True)
    home = Path(settings.home).expanduser().resolve()
    parts = [f"HIPPO_VAULT={shlex.quote(str(Path(settings.vault).expanduser().resolve()))}"]
    if "HIPPO_HOME" in os.environ or home != Path(default_home).expanduser().resolve():
        parts.append(f"HIPPO_HOME={shlex.quote(str(home))}")
    return " ".join(parts) + " "


def hint(*args: str, settings: Settings | None = None, env: bool = True) -> str:
    """A ``hippo`` command line that works when pasted as printed: this executable, with the
    vault and home of this process (``env=False`` when the arguments name what it needs)."""
    words = " ".join(shlex.quote(a) for a in args)
    return f"{hint_env(settings) if env else ''}{hippo_command()} {words}".rstrip()


_HIPPO_IN_BACKTICKS = re.compile(r"`hippo ([^`]*)`")


#: Commands that refuse a folder that is not a vault (:func:`require_vault`): a hint naming one is
#: replaced by the fix when this process's vault is such a folder.
NEEDS_VAULT = ("index", "run", "probe", "memory store")
_NEEDS_VAULT_HINT = re.compile(r"(?:run )?`hippo (?:" + "|".join(NEEDS_VAULT) + r")\b[^`]*`(?: \((?:materialization|a whole rebuild)[^)]*\))?")


def pasteable(message: str) -> str:
    """``message`` with each backticked ``hippo …`` command (the library's hints: "run `hippo
    index`") rewritten by :func:`hint`, so the printed command runs as pasted.

    Trigger: HIPPO_VAULT names a folder that is not a vault (the Obsidian folder a user imported
    from) and the hint names a command that refuses it (`hippo index`). Why: search said "the
    index is behind the vault; run `HIPPO_VAULT=<that folder> … hippo index`", which replaced the
    store with that folder (newuser20 D6). Outcome: the hint is replaced by the refusal's own
    line, what to do instead (point HIPPO_VAULT at the vault, or init + import)."""
    if "`hippo " not in message:
        return message
    if _NEEDS_VAULT_HINT.search(message):
        problem = _process_vault_problem()
        if problem:  # the first such hint becomes the fix, any later one goes
            marked = _NEEDS_VAULT_HINT.sub("\0", message)
            return marked.replace("\0", problem, 1).replace("\0", "")
    prefix = f"{hint_env()}{hippo_command()}"
    return _HIPPO_IN_BACKTICKS.sub(lambda m: f"`{prefix} {m.group(1)}`", message)


def _process_vault_problem() -> str | None:
    """:func:`vault_problem` of this process's vault (HIPPO_VAULT), or None (also when the
    settings cannot be read: a hint never fails the command that prints it)."""
    try:
        return vault_problem(get_settings())
    except Exception:  # noqa: BLE001
        return None


def require_vault(settings: Settings) -> None:
    """Refuse (exit 2) a vault folder that does not exist or is not a vault, with the fix.

    Trigger: ``hippo up`` / ``hippo serve`` / ``hippo schedule`` on a missing or foreign
    folder (the default ``./vault`` of a shell without HIPPO_VAULT). Why: they would serve
    schedules and tools for nothing, silently, and create state for it. Outcome: one line naming
    the folder and the command that fixes it; nothing is started or created."""
    problem = vault_problem(settings)
    if problem:
        fail(problem, 2)


def refuse_foreign_vault(settings: Settings, flag: bool = False) -> None:
    """Refuse (exit 2) a folder that exists but is not a vault (or is empty), as :func:`require_vault`
    does; a missing folder is left to the command, which names it ("vault not found").

    Trigger: `hippo index`, `hippo run`, `hippo probe`, `hippo memory store` with HIPPO_VAULT (or
    ``--vault``, ``flag``) at the Obsidian folder a user imported from. Why: `hippo index` rebuilt
    the home's store from it (1,313 notes removed, 280 s of embedding; newuser20 D6) while `hippo
    serve` refused it. Outcome: the same one line with the fix; nothing is read, written or built."""
    if Path(settings.vault).expanduser().is_dir():
        problem = vault_problem(settings, "--vault" if flag else None)
        if problem:
            fail(problem, 2)


def vault_problem(settings: Settings, where: str | None = None) -> str | None:
    """Why ``settings.vault`` is not a vault a server can serve, with the fix; None when it is.
    ``where``: where the folder was named (default: HIPPO_VAULT or the default ./vault)."""
    from hippocampus.vault.init import is_vault

    vault = Path(settings.vault).expanduser().resolve()
    where = where or ("HIPPO_VAULT" if "HIPPO_VAULT" in os.environ else "the default ./vault (HIPPO_VAULT is not set)")
    if not vault.is_dir():
        return (f"no vault at {vault} (from {where}): create one with `{hint('init', str(vault), env=False)}`, "
                "or set HIPPO_VAULT (or pass --vault) to your vault folder")
    if not any(vault.iterdir()):
        return (f"{vault} (from {where}) is an empty folder, not a vault: create the vault in it with "
                f"`{hint('init', str(vault), env=False)}`, or set HIPPO_VAULT (or pass --vault) to your vault folder")
    if not is_vault(vault):
        return (f"{vault} (from {where}) is not a Hippocampus vault (no SCHEMA.md, AGENTS.md or 20-wiki/): point HIPPO_VAULT "
                f"(or --vault) at your vault, or adopt these notes into a new one with `{hint('init', 'NEW_VAULT', env=False)}` "
                f"and `HIPPO_VAULT=NEW_VAULT {hippo_command()} import {shlex.quote(str(vault))}`")
    return None


def debug_enabled() -> bool:
    return os.environ.get("HIPPO_DEBUG", "") not in ("", "0", "false")


def print_rows(headers: list[str], rows: list[list[str]], *, title: str | None = None) -> None:
    """A table on a terminal wide enough for it, with cells wrapped (never cut off); otherwise
    (narrow, piped, logged) one ``header: value`` record per line, so a path is always whole."""
    from rich.markup import escape
    from rich.table import Table

    widths = [max([len(h)] + [len(r[i]) for r in rows]) for i, h in enumerate(headers)]
    fits = console.is_terminal and sum(widths) + 3 * len(headers) + 1 <= console.width
    if fits:
        table = Table(*headers, title=title)
        for column in table.columns:
            column.overflow = "fold"
        for row in rows:
            table.add_row(*(escape(cell) for cell in row))
        console.print(table)
        return
    if title:
        console.print(title, soft_wrap=True, highlight=False)
    for row in rows:
        console.print("  ".join(f"{h}: {escape(c)}" for h, c in zip(headers, row, strict=True) if c), soft_wrap=True, highlight=False)


ShowKeysOption = typer.Option(
    False, "--show-keys",
    help="Print key-shaped strings (API keys, tokens, private keys) as the vault has them instead of \\[redacted: …]; "
         "runs in this process (a gateway never returns them).")


def redacted(data: Any, settings: Settings, show_keys: bool = False) -> Any:
    """``data`` (a result dict, a string) with key-shaped strings replaced like gateway results,
    unless ``--show-keys`` or ``HIPPO_REDACT_KEYS=0``; one dim line on stderr says how many."""
    if show_keys or not settings.redact_keys:
        return data
    from vault_schema.secrets import redact_value

    found: list[str] = []
    out = redact_value(data, found)
    if found:
        err_console.print(f"[dim]{len(found)} key-shaped string(s) shown as \\[redacted: …]; --show-keys prints them[/]", highlight=False)
    return out
