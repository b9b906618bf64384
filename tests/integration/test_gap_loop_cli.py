"""The gap → research-topic loop as a user runs it: a zero-hit `hippo search`, `hippo probe`,
tick the gap's line in 30-reviews/gap-queue.md, `hippo run topic_bridge` (a real Prefect run):
the gap is queued for research."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from vault_schema.layout import GAP_QUEUE, RESEARCH_TOPICS

HIPPO = str(Path(sys.executable).with_name("hippo"))
QUERY = "zorblax quantum fnord gizmo"


def _hippo(*args: str, env: dict[str, str]) -> str:
    done = subprocess.run([HIPPO, *args], capture_output=True, text=True, env=env, check=False, timeout=600)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_zero_hit_search_to_queued_research_topic(tmp_path):
    env = {k: v for k, v in os.environ.items() if not k.startswith(("HIPPO_", "PREFECT_"))}
    env |= {"HIPPO_VAULT": str(tmp_path / "vault"), "HIPPO_HOME": str(tmp_path / "home"), "HIPPO_EMBED_PROVIDER": "none",
            "PREFECT_HOME": str(tmp_path / "prefect")}
    _hippo("init", "--sample", str(tmp_path / "vault"), env=env)
    _hippo("index", "--no-embed", env=env)
    assert "no hits" in _hippo("search", QUERY, "--mode", "lexical", env=env)
    probe = json.loads(_hippo("probe", "--json", env=env))
    assert probe["gap_queue"]["open"] >= 1 and probe["gap_queue"]["commit"]
    path = tmp_path / "vault" / GAP_QUEUE
    text = path.read_text(encoding="utf-8")
    line = next(ln for ln in text.splitlines() if ln.startswith(f"- [ ] {QUERY} — zero_hit"))
    path.write_text(text.replace(line, line.replace("- [ ] ", "- [x] ", 1)), encoding="utf-8")  # the human ticks it
    _hippo("run", "topic_bridge", env=env)
    queue = [json.loads(x) for x in (tmp_path / "vault" / "90-system" / "research-queue.jsonl").read_text(encoding="utf-8").splitlines()]
    assert [q["topic"] for q in queue if q.get("source") == GAP_QUEUE] == [QUERY]
    assert f"- [x] {QUERY} — zero_hit" in path.read_text(encoding="utf-8") and "← queued" in path.read_text(encoding="utf-8")
    assert f"- [x] {QUERY} ← queued (gap #" in (tmp_path / "vault" / RESEARCH_TOPICS).read_text(encoding="utf-8")
