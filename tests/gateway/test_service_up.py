"""The gateway joins `hippo up` through flows/services.py: it starts, answers /health, stops."""

from __future__ import annotations

import httpx

from flows.services import load_services
from hippocampus.config import get_settings
from tests.gateway.harness import free_port


def test_gateway_service_starts_and_stops(monkeypatch, tmp_path):
    monkeypatch.setenv("HIPPO_MCP_PORT", str(free_port()))
    get_settings.cache_clear()
    services, missing = load_services(get_settings())
    assert missing == []
    (gateway,) = services
    gateway.start()
    try:
        health = httpx.get(gateway.url.replace("/mcp", "/health"), timeout=10)
        assert health.status_code == 200 and health.json()["status"] == "not_indexed"
        denied = httpx.post(gateway.url, json={}, timeout=10)
        assert denied.status_code == 401
    finally:
        gateway.stop()
    assert not gateway._thread.is_alive()
