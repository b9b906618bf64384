"""The compile eval over a real run's ledger, and the `hippo compile` commands."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from hippocampus.cli import app
from hippocampus.compile.runner import resume, run_compile
from hippocampus.config import get_settings
from hippocampus.evaluation.compile_eval import compute, read_events
from tests.support.llm_server import as_json, text
from tests.support.vaults import CARD, SOURCE, accept, card_text, draft, make_vault

OTHER = "30-reviews/staging/2026-01-03-other.md"


def test_eval_metrics_and_cli(tmp_path, monkeypatch, llm_server):
    root = make_vault(tmp_path / "vault", cards={CARD: card_text(), OTHER: card_text("다른 카드", "2026-01-03")})
    monkeypatch.setenv("HIPPO_VAULT", str(root))
    monkeypatch.setenv("HIPPO_EMBED_PROVIDER", "none")
    monkeypatch.setenv("HIPPO_COMPILE_MAX_REVISIONS", "0")
    get_settings.cache_clear()
    bad = draft("다른 카드", quote="지어낸 문장")
    bad["claims"].append({"statement": "x", "anchor": f"{SOURCE}#전문 검색", "quote": "BM25 점수로 문서를 정렬한다"})
    llm_server.on("refine", as_json(draft()), as_json(bad))
    llm_server.on("judge", as_json(accept()), as_json(accept()))  # web_verify catches the invented quote
    report = run_compile()
    assert [t["outcome"] for t in report.threads] == ["waiting", "failed"]

    runner = CliRunner()
    status = runner.invoke(app, ["compile", "status", "--json"])
    assert status.exit_code == 0 and json.loads(status.output)["waiting"][0]["card"] == CARD
    resume(report.threads[0]["thread"], {"decision": "approved", "promoted": "20-wiki/dev/x.md"})

    m = compute(read_events(root))
    assert (m.rounds, m.proposed, m.failed, m.promoted) == (2, 1, 1, 1)
    assert m.gate_pass_rate == 0.5 and m.judge_accept_rate == 1.0
    assert m.citations_checked == 3 and m.citations_valid == 2 and m.citation_failures == {"quote-not-found": 1}
    assert m.tokens == 600 and m.tokens_per_promoted_page == 600  # the failed round's tokens count too

    out = runner.invoke(app, ["compile", "eval", "--json"])
    assert out.exit_code == 0 and json.loads(out.output)["tokens_per_promoted_page"] == 600

    llm_server.add(text("OK"))
    ping = runner.invoke(app, ["compile", "ping"])
    assert ping.exit_code == 0 and "answered" in ping.output
