"""The ``hippo`` command line. Commands live in small modules, each with ``register(app)``.

Errors are translated once, here: a :class:`~hippocampus.errors.HippoError` becomes one red
line and its exit code; ``HIPPO_DEBUG=1`` shows the traceback instead.
"""

from __future__ import annotations

import functools
import importlib
from collections.abc import Callable
from typing import Any

import typer

from rich.markup import escape

from hippocampus.cli.common import debug_enabled, err_console
from hippocampus.errors import HippoError

app = typer.Typer(
    name="hippo",
    help="Hippocampus: a personal knowledge vault that an LLM compiles and a human governs.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)

#: Modules under hippocampus.cli that contribute commands, in help order.
COMMAND_MODULES = ("vault_cmds", "demo_cmds", "store_cmds", "search_cmds", "eval_cmds")



def _translating(func: Callable[..., Any]) -> Callable[..., Any]:
    """Turn a HippoError into one red line and its exit code (``HIPPO_DEBUG=1`` re-raises)."""

    @functools.wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return func(*args, **kwargs)
        except HippoError as exc:
            if debug_enabled():
                raise
            err_console.print(f"[bold red]error:[/] {escape(str(exc))}", highlight=False)
            raise typer.Exit(exc.exit_code) from None

    return wrapper


def _register_all(target: typer.Typer) -> None:
    for name in COMMAND_MODULES:
        importlib.import_module(f"hippocampus.cli.{name}").register(target)
    groups = [target] + [info.typer_instance for info in target.registered_groups if info.typer_instance]
    for group in groups:
        for info in group.registered_commands:
            if info.callback is not None and not getattr(info.callback, "__wrapped__", None):
                info.callback = _translating(info.callback)


_register_all(app)


def main() -> None:
    try:
        app()
    except KeyboardInterrupt:
        err_console.print("interrupted")
        raise SystemExit(130) from None
