"""Fixtures for the LLM compiler (import them into a conftest or test module): a scripted OpenAI-compatible server on loopback and the
environment that points the real langchain-openai client at it."""

from __future__ import annotations

import pytest

from hippocampus.config import get_settings
from tests.support.llm_server import ScriptedLLM


@pytest.fixture
def llm_server(monkeypatch):
    server = ScriptedLLM().start()
    monkeypatch.setenv("HIPPO_LLM_BASE_URL", server.base_url)
    monkeypatch.setenv("HIPPO_LLM_MODEL", server.model)
    monkeypatch.setenv("HIPPO_LLM_API_KEY", "test-key")
    monkeypatch.setenv("HIPPO_LLM_MAX_RETRIES", "2")
    monkeypatch.setenv("HIPPO_LLM_TIMEOUT_S", "5")
    get_settings.cache_clear()
    yield server
    server.stop()
    get_settings.cache_clear()


@pytest.fixture
def no_llm(monkeypatch):
    for name in ("HIPPO_LLM_BASE_URL", "HIPPO_LLM_MODEL", "HIPPO_LLM_API_KEY"):
        monkeypatch.delenv(name, raising=False)
    get_settings.cache_clear()
    yield
    get_settings.cache_clear()
