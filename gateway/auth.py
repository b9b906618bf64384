"""Bearer-token authentication for the HTTP transport.

HTTP never runs open: the token comes from ``HIPPO_MCP_TOKEN``, else from the token file
``$HIPPO_HOME/mcp_token`` (mode 0600), which the first start creates with a random value
(``hippo token`` prints it). Tokens are compared in constant time (``hmac.compare_digest``).
``/health`` is the only route that answers without a token.
"""

from __future__ import annotations

import hmac
import os
import secrets
import stat
from dataclasses import dataclass
from pathlib import Path

from fastmcp.server.auth import TokenVerifier
from fastmcp.server.auth.auth import AccessToken

from hippocampus.config import Settings
from hippocampus.errors import UsageError

TOKEN_FILE = "mcp_token"
MIN_TOKEN_LENGTH = 16


@dataclass(frozen=True)
class TokenInfo:
    token: str
    source: str  # env | file | generated
    path: Path

    def describe(self) -> str:
        if self.source == "env":
            return "token from HIPPO_MCP_TOKEN"
        verb = "generated a new token and stored it" if self.source == "generated" else "token read from"
        return f"{verb} {self.path} (mode 0600); print it with `hippo token`"


def token_path(settings: Settings) -> Path:
    return Path(settings.home) / TOKEN_FILE


def _check(token: str, where: str) -> str:
    token = token.strip()
    if len(token) < MIN_TOKEN_LENGTH:
        raise UsageError(f"the MCP token from {where} is shorter than {MIN_TOKEN_LENGTH} characters; use `hippo token --rotate` or a longer HIPPO_MCP_TOKEN")
    return token


def _write_new(path: Path, token: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(str(path), os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        fh.write(token + "\n")


def resolve_token(settings: Settings, *, create: bool = True) -> TokenInfo:
    """The gateway's token: env first, then the token file; generate one when neither exists."""
    path = token_path(settings)
    if settings.mcp_token is not None and settings.mcp_token.get_secret_value().strip():
        return TokenInfo(_check(settings.mcp_token.get_secret_value(), "HIPPO_MCP_TOKEN"), "env", path)
    if path.exists():
        mode = stat.S_IMODE(path.stat().st_mode)
        if mode & 0o077:
            os.chmod(path, 0o600)  # tighten a token file someone made readable by others
        return TokenInfo(_check(path.read_text(encoding="utf-8"), str(path)), "file", path)
    if not create:
        raise UsageError(f"no MCP token yet: set HIPPO_MCP_TOKEN or start `hippo serve` once to generate {path}")
    token = secrets.token_urlsafe(32)
    try:
        _write_new(path, token)
    except FileExistsError:  # another process won the race: use its token
        return TokenInfo(_check(path.read_text(encoding="utf-8"), str(path)), "file", path)
    return TokenInfo(token, "generated", path)


def rotate_token(settings: Settings) -> TokenInfo:
    path = token_path(settings)
    path.unlink(missing_ok=True)
    token = secrets.token_urlsafe(32)
    _write_new(path, token)
    return TokenInfo(token, "generated", path)


class BearerTokenVerifier(TokenVerifier):
    """Accepts exactly one static token, compared in constant time."""

    def __init__(self, token: str) -> None:
        super().__init__()
        self._token = token.encode("utf-8")

    async def verify_token(self, token: str) -> AccessToken | None:
        if hmac.compare_digest(token.encode("utf-8"), self._token):
            return AccessToken(token="bearer", client_id="hippocampus-client", scopes=[])
        return None
