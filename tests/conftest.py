"""Test isolation: every test gets its own HIPPO_HOME and vault path under tmp_path, so no
test ever touches real user state (simonw/llm's pattern)."""

from __future__ import annotations

import pytest

from hippocampus.config import get_settings


@pytest.fixture(autouse=True)
def isolated_home(tmp_path, monkeypatch):
    home = tmp_path / "hippo-home"
    monkeypatch.setenv("HIPPO_HOME", str(home))
    monkeypatch.setenv("HIPPO_VAULT", str(tmp_path / "vault"))
    for name in ("HIPPO_MCP_TOKEN", "HIPPO_LLM_BASE_URL", "HIPPO_EMBED_BASE_URL", "HIPPO_DRY_RUN", "HIPPO_AUTO_APPROVE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)  # no stray .env from the repo
    get_settings.cache_clear()
    yield home
    get_settings.cache_clear()
