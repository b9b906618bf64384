"""Discovery files (issue 34 item 4, issue 40 item 2): one per gateway instance, and the CLI
trusts a candidate only when it is alive, serves the same HIPPO_HOME and vault, and answers
/health as the instance that announced it. A real HTTP server stands in for the process that
now holds an announced port (the gateways themselves: tests/integration/test_trust_end_to_end.py)."""

from __future__ import annotations

import json
import os
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from hippocampus.remote import DISCOVERY_DIR, find_gateway, live_gateway, remove_discovery, write_discovery


class _Health(BaseHTTPRequestHandler):
    instance = "the-real-one"

    def do_GET(self) -> None:
        body = json.dumps({"status": "ok", "instance": self.instance}).encode()
        self.send_response(200 if self.path == "/health" else 404)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def server():
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), _Health)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()
    httpd.server_close()


def test_two_instances_have_two_files_and_each_removes_only_its_own(tmp_path):
    home, vault = tmp_path / "home", tmp_path / "vault"
    vault.mkdir()
    a = write_discovery(home, "http://127.0.0.1:1", vault, "aaaa", "serve")
    b = write_discovery(home, "http://127.0.0.1:2", vault, "bbbb", "up")
    assert a != b and a.exists() and b.exists() and oct(a.stat().st_mode & 0o777) == "0o600"
    remove_discovery(home, "aaaa")
    assert not a.exists() and b.exists()
    assert json.loads(b.read_text())["kind"] == "up"


def test_only_a_live_gateway_for_this_home_and_vault_answering_as_itself_is_used(tmp_path, server):
    home, vault, other = tmp_path / "home", tmp_path / "vault", tmp_path / "other-vault"
    vault.mkdir()
    other.mkdir()
    folder = home / DISCOVERY_DIR
    # another vault's gateway (alive, answering): skipped, its file kept
    write_discovery(home, server, other, "other-vault-gw")
    assert live_gateway(home, vault)[0] is None and len(list(folder.glob("*.json"))) == 1
    # a port now held by another process than the one announced: refused and its file removed
    impostor = write_discovery(home, server, vault, "a-gone-instance")
    found, notes = live_gateway(home, vault)
    assert found is None and not impostor.exists() and any("another process" in n for n in notes)
    # a dead announcer (no such pid): its file removed, the CLI runs locally and says why
    dead = folder / "dead.json"
    dead.write_text(json.dumps({"url": server, "pid": 2**22 + 17, "instance": "the-real-one", "vault": str(vault.resolve()),
                                "home": str(home.resolve()), "started": 1e12}))
    gateway, why = find_gateway(home, vault, "token")
    assert gateway is None and not dead.exists() and why and "is not running" in why
    # the real one: alive (this process), same home and vault, /health answers with its instance
    good = write_discovery(home, server, vault, "the-real-one", "up")
    gateway, why = find_gateway(home, vault, "token")
    assert gateway is not None and gateway.url == server and why is None and good.exists()
    assert json.loads(good.read_text())["pid"] == os.getpid()
    # an announcement whose server stopped answering: not used, said why
    (Path(home) / DISCOVERY_DIR / "the-real-one.json").write_text(json.dumps(
        json.loads(good.read_text()) | {"url": "http://127.0.0.1:9"}))
    gateway, why = find_gateway(home, vault, "token")
    assert gateway is None and why and "does not answer /health" in why
