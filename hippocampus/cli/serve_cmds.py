"""Gateway commands: ``serve`` (HTTP or stdio) and ``token``."""

from __future__ import annotations

import sys

import typer

from hippocampus.cli.common import err_console, hint, require_vault
from hippocampus.config import get_settings


def serve(
    host: str = typer.Option(None, "--host", help="Bind address (default: $HIPPO_MCP_HOST, 127.0.0.1)."),
    port: int = typer.Option(None, "--port", help="Port (default: $HIPPO_MCP_PORT, 8787)."),
    stdio: bool = typer.Option(False, "--stdio", help="Serve MCP over stdin/stdout instead of HTTP (no token: the client started us)."),
) -> None:
    """Run the MCP gateway: streamable HTTP at /mcp (bearer token) with /health, or stdio."""
    settings = get_settings()
    require_vault(settings)
    if stdio:
        from gateway.server import serve_stdio

        serve_stdio(settings)
        return
    from gateway.auth import resolve_token
    from gateway.server import serve_http

    info = resolve_token(settings, create=True)
    host = host or settings.mcp_host
    port = port or settings.mcp_port
    err_console.print(f"hippocampus MCP gateway on http://{host}:{port}/mcp  (health: http://{host}:{port}/health)")
    err_console.print(f"auth: {info.describe()}")
    err_console.print("loading the Korean tokenizer and the latest materialization (takes a few seconds) …")
    if host not in ("127.0.0.1", "localhost", "::1"):
        err_console.print("[yellow]warning:[/] binding beyond loopback; put TLS (a reverse proxy or tailscale serve) in front")
    serve_http(settings, host, port, info=info)


def token(
    path_only: bool = typer.Option(False, "--path", help="Print only where the token file is."),
    rotate: bool = typer.Option(False, "--rotate", help="Replace the token file with a new random token."),
) -> None:
    """Print the gateway's bearer token (stdout) and where it comes from (stderr).

    Use it as `export HIPPO_MCP_TOKEN=$(hippo token)` in the shell of an MCP client."""
    from gateway.auth import resolve_token, rotate_token, token_path

    settings = get_settings()
    if path_only:
        sys.stdout.write(str(token_path(settings)) + "\n")
        return
    if rotate:
        if settings.mcp_token is not None:
            err_console.print("HIPPO_MCP_TOKEN is set and takes precedence over the token file; unset it to use the rotated token")
        info = rotate_token(settings)
        err_console.print(f"new token written to {info.path} (mode 0600); restart the gateway (`{hint('serve', settings=settings)}` or `{hint('up', settings=settings)}`) to use it",
                          highlight=False)
    else:
        info = resolve_token(settings, create=False)
        where = "HIPPO_MCP_TOKEN" if info.source == "env" else str(info.path)
        err_console.print(f"token from {where}")
    sys.stdout.write(info.token + "\n")


def register(app: typer.Typer) -> None:
    app.command()(serve)
    app.command()(token)
