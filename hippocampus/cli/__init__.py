"""The ``hippo`` command line. Commands live in small modules, each with ``register(app)``.

Errors are translated once, here: a :class:`~hippocampus.errors.HippoError` becomes one red
line and its exit code; ``HIPPO_DEBUG=1`` shows the traceback instead.
"""

from __future__ import annotations

import importlib

import typer

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
COMMAND_MODULES = ("vault_cmds", "search_cmds", "eval_cmds")

for _name in COMMAND_MODULES:
    importlib.import_module(f"hippocampus.cli.{_name}").register(app)


def main() -> None:
    try:
        app()
    except HippoError as exc:
        if debug_enabled():
            raise
        err_console.print(f"[bold red]error:[/] {exc}", highlight=False)
        raise SystemExit(exc.exit_code) from None
    except KeyboardInterrupt:
        err_console.print("interrupted")
        raise SystemExit(130) from None
