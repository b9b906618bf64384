"""The ``hippo`` command line. Commands live in small modules, each with ``register(app)``.

Errors are translated once, here: a :class:`~hippocampus.errors.HippoError` becomes one red
line and its exit code, and so does a file-system failure the user can fix (disk full,
permissions, read-only mount, missing folder: :mod:`hippocampus.fserrors`); ``HIPPO_DEBUG=1``
shows the traceback instead.
"""

# ruff: noqa: E402  (the hook watchdog is armed before the other imports, on purpose)
from __future__ import annotations

import sys

from hippocampus.hooks import watchdog

# A hook's budget counts from process start: its alarm is armed before the imports below (typer,
# rich, pydantic), which alone can outlast a short budget on a starved box (hooks/watchdog.py).
watchdog.arm(sys.argv)

import functools
import importlib
import inspect
import os
from collections.abc import Callable
from typing import Any

import typer
from rich.markup import escape

from hippocampus.cli.common import debug_enabled, err_console, pasteable
from hippocampus.errors import HippoError
from hippocampus.fserrors import describe

app = typer.Typer(
    name="hippo",
    help="Hippocampus: a personal knowledge vault that an LLM compiles and a human governs.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)

#: Command modules are discovered: every ``hippocampus/cli/*_cmds.py`` with ``register(app)``.
#: These come first in ``--help``; the rest follow alphabetically.
HELP_ORDER = ("vault_cmds", "demo_cmds", "store_cmds", "search_cmds")


def command_modules() -> list[str]:
    import pkgutil

    import hippocampus.cli as package

    found = {m.name for m in pkgutil.iter_modules(package.__path__) if m.name.endswith("_cmds")}
    return [n for n in HELP_ORDER if n in found] + sorted(found - set(HELP_ORDER))


def _translating(func: Callable[..., Any]) -> Callable[..., Any]:
    """Turn a HippoError, a file-system failure the user can fix (:mod:`hippocampus.fserrors`) or
    any other exception (:func:`internal_error`) into one red line and its exit code
    (``HIPPO_DEBUG=1`` re-raises)."""

    @functools.wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            result = func(*args, **kwargs)
            sys.stdout.flush()  # a pipe's buffer is written here, so a reader that stopped is seen below
            return result
        except HippoError as exc:
            if debug_enabled():
                raise
            err_console.print(f"[bold red]error:[/] {escape(pasteable(str(exc)))}", highlight=False)
            raise typer.Exit(exc.exit_code) from None
        except (typer.Exit, typer.Abort, KeyboardInterrupt, SystemExit):
            raise
        except BrokenPipeError:
            # Trigger: the output's reader stopped reading (`hippo search x | head`). Why: click
            # turns it into exit 1, a failure, where cat or grep end quietly with 141 (128 +
            # SIGPIPE). Outcome: the same: no message, exit 141, the rest of the output dropped.
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            raise typer.Exit(141) from None
        except Exception as exc:
            # Trigger: a full disk, a permission, a read-only mount, a missing folder. Why: the
            # user can fix it and a traceback does not say how. Outcome: one line, exit 1;
            # anything else is one "internal error" line (internal_error); HIPPO_DEBUG=1 keeps
            # the traceback.
            if debug_enabled():
                raise
            message = describe(exc) or internal_error(func.__name__, exc)
            err_console.print(f"[bold red]error:[/] {escape(pasteable(message))}", highlight=False)
            raise typer.Exit(1) from None

    return wrapper


def internal_error(command: str, exc: BaseException) -> str:
    """One line for an error no rule describes (a bug, or a store an older development build
    wrote): its type and first line, and how to see the rest.

    Trigger: an exception that is neither a HippoError nor a file-system failure the user can fix.
    Why: a 40-line traceback in a terminal or a hook's log says nothing a user can act on, and
    the DoD wants none without ``HIPPO_DEBUG=1``. Outcome: ``internal error in <command>
    (<Type>: <first line>)``, exit 1; ``HIPPO_DEBUG=1`` re-raises with the traceback."""
    first = (str(exc).strip().splitlines() or [""])[0][:200]
    detail = f"{type(exc).__name__}: {first}" if first else type(exc).__name__
    return (f"internal error in `{command.removesuffix('_cmd').replace('_', ' ')}` ({detail}); "
            "run it again with HIPPO_DEBUG=1 to see where, and report it")


def _register_all(target: typer.Typer) -> None:
    for name in command_modules():
        importlib.import_module(f"hippocampus.cli.{name}").register(target)
    groups = [target] + [info.typer_instance for info in target.registered_groups if info.typer_instance]
    for group in groups:
        for info in group.registered_commands:
            info.short_help = info.short_help or short_help(info.help or inspect.getdoc(info.callback) or "")
            if info.callback is not None and not getattr(info.callback, "__wrapped__", None):
                info.callback = _translating(info.callback)


def short_help(text: str) -> str:
    """The first paragraph of a help text as one line (the command lists of ``--help``).

    Trigger: every command. Why: in its command lists typer keeps the docstring's line breaks,
    so a line ended mid-sentence where the source wrapped ("… unless" / "PREFECT_API_URL …").
    Outcome: one flowing line, wrapped by the terminal; ``hippo CMD --help`` shows it all."""
    return " ".join(inspect.cleandoc(text).split("\n\n")[0].split())


_register_all(app)


def main() -> None:
    try:
        app()
    except KeyboardInterrupt:
        err_console.print("interrupted")
        raise SystemExit(130) from None
