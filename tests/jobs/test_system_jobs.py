"""preflight (fail closed), notify (only when a human is needed), backup rotation — against a
real local HTTP server and real files."""

from __future__ import annotations

import json
import sqlite3
import threading
from datetime import UTC, datetime, timedelta
from http.server import BaseHTTPRequestHandler, HTTPServer
from pathlib import Path

import pytest

from hippocampus.config import Settings, get_settings
from hippocampus.jobs.backup import backup_home
from hippocampus.jobs.gates import Fail, Pass
from hippocampus.jobs.notify import NotifyError, approvals_notice, preflight_notice, send
from hippocampus.jobs.preflight import run_preflight
from tests.pipeline_helpers import git, write


class _Handler(BaseHTTPRequestHandler):
    received: list[dict] = []
    models = ["qwen3-8b"]
    status = 200

    def do_GET(self):
        if self.path.endswith("/health"):
            body = b'{"status":"ok"}'
        elif self.path.endswith("/models"):
            body = json.dumps({"data": [{"id": m} for m in self.models]}).encode()
        else:
            self.send_response(404)
            self.end_headers()
            return
        self.send_response(200)
        self.end_headers()
        self.wfile.write(body)

    def do_POST(self):
        length = int(self.headers.get("Content-Length", 0))
        payload = json.loads(self.rfile.read(length))
        if self.path.endswith("/chat/completions"):  # the preflight ping of the model pin
            body = json.dumps({"id": "c", "object": "chat.completion", "created": 0, "model": payload["model"],
                               "choices": [{"index": 0, "message": {"role": "assistant", "content": "OK"}, "finish_reason": "stop"}],
                               "usage": {"prompt_tokens": 5, "completion_tokens": 1, "total_tokens": 6}}).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.end_headers()
            self.wfile.write(body)
            return
        type(self).received.append(payload)
        self.send_response(type(self).status)
        self.end_headers()

    def log_message(self, *args):
        pass


@pytest.fixture
def http():
    _Handler.received, _Handler.status = [], 200
    server = HTTPServer(("127.0.0.1", 0), _Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server
    server.shutdown()


def settings(vault, **kw) -> Settings:
    return Settings(vault=vault, **kw)


def test_preflight_passes_on_a_clean_vault_and_notes_human_edits(vault):
    write(vault, "20-wiki/dev/wip.md", "draft\n")
    report = run_preflight(settings(vault))
    assert report.ok and [r.gate for r in report.results] == ["vault", "writable", "git"]
    assert any("uncommitted" in n for n in report.notes) and any("no LLM configured" in n for n in report.notes)


def test_preflight_fails_closed(vault, tmp_path):
    assert not run_preflight(settings(tmp_path / "missing")).ok
    (vault / ".git" / "MERGE_HEAD").write_text(git(vault, "rev-parse", "HEAD"))
    report = run_preflight(settings(vault))
    assert not report.ok and isinstance(report.results[-1], Fail) and "merge" in report.results[-1].reason


def test_preflight_checks_gateway_and_llm_pin(vault, http):
    port = http.server_address[1]
    base = settings(vault, mcp_token="t" * 16, mcp_port=port, llm_base_url=f"http://127.0.0.1:{port}/v1", llm_model="qwen3-8b")
    assert run_preflight(base).results[-2:] == (Pass("gateway"), Pass("llm"))
    wrong = base.model_copy(update={"llm_model": "gpt-9"})
    result = run_preflight(wrong).results[-1]
    assert isinstance(result, Fail) and "gpt-9" in result.reason
    down = base.model_copy(update={"mcp_port": 9})
    assert isinstance(run_preflight(down).results[-2], Fail)


def test_notify_posts_only_real_events(http):
    url = f"http://127.0.0.1:{http.server_address[1]}/hook"
    assert approvals_notice("/v", []) is None  # nobody waits: no notification at all
    send(url, approvals_notice("/v", ["30-reviews/approvals/a.md"]))
    send(url, preflight_notice("/v", ["git: merge in progress"]))
    events = [(p["event"], p["details"]) for p in _Handler.received]
    assert events == [("approvals_waiting", {"proposals": ["30-reviews/approvals/a.md"]}), ("preflight_failed", {"reasons": ["git: merge in progress"]})]
    assert _Handler.received[0]["text"] == _Handler.received[0]["content"]
    _Handler.status = 500
    with pytest.raises(NotifyError):
        send(url, preflight_notice("/v", ["x"]))


def test_backup_snapshots_non_regenerable_files_with_rotation(tmp_path):
    home = tmp_path / "home"
    (home / "store").mkdir(parents=True)
    (home / "store" / "big.duckdb").write_bytes(b"regenerable")
    db = sqlite3.connect(home / "ledger.sqlite3")
    db.execute("create table t (x)")
    db.execute("insert into t values (42)")
    db.commit()
    (home / "tokens").mkdir()
    (home / "tokens" / "gateway.token").write_text("secret")
    start = datetime(2026, 11, 1, tzinfo=UTC)
    for day in range(9):
        report = backup_home(home, now=start + timedelta(days=day))
    snapshots = sorted(p.name for p in (home / "backups").iterdir())
    assert snapshots == [f"2026-11-{d:02d}" for d in range(3, 10)]  # 7 kept
    assert report.removed == ["2026-11-02"]
    latest = home / "backups" / "2026-11-09"
    files = sorted(p.relative_to(latest).as_posix() for p in latest.rglob("*") if p.is_file())
    assert [f for f in files if not f.startswith("jsonl/")] == ["backup.json", "ledger.sqlite3", "tokens/gateway.token"]
    assert "jsonl/checkpoints.jsonl" in files  # the same JSONL export as `hippo backup`: one format
    assert json.loads((latest / "backup.json").read_text())["files"] == ["ledger.sqlite3", "tokens/gateway.token"]
    assert sqlite3.connect(latest / "ledger.sqlite3").execute("select x from t").fetchall() == [(42,)]
    dry = backup_home(home, now=start + timedelta(days=20), dry_run=True)
    assert dry.files and len(list((home / "backups").iterdir())) == 7


def test_backup_folder_is_named_by_the_schedules_day_not_utcs(tmp_path, monkeypatch):
    # 19:10 UTC on Nov 1 is 04:10 KST on Nov 2: the scheduled 04:10 backup names the KST day
    home = tmp_path / "home"
    home.mkdir()
    (home / "ledger.sqlite3").write_bytes(b"")
    monkeypatch.setenv("HIPPO_TIMEZONE", "Asia/Seoul")
    get_settings.cache_clear()
    report = backup_home(home, now=datetime(2026, 11, 1, 19, 10, tzinfo=UTC))
    assert report.snapshot is not None and Path(report.snapshot).name == "2026-11-02"
    monkeypatch.setenv("HIPPO_TIMEZONE", "UTC")
    get_settings.cache_clear()
    assert Path(str(backup_home(home, now=datetime(2026, 11, 1, 19, 10, tzinfo=UTC)).snapshot)).name == "2026-11-01"
