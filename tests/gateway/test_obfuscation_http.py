"""Obfuscated keys in a note are redacted on read like plain ones, over real HTTP: the same
normalisation (vault_schema.secrets.fold) runs on write and on read. The one obfuscation not
handled (a key in space-separated pieces, ADR 0021) is served as written, asserted here."""

from __future__ import annotations

import json

import pytest

from gateway.state import GatewayState
from tests.gateway.conftest import EMBEDDER, copy_indexed
from tests.gateway.harness import RunningGateway, data

ZERO_WIDTH = "AKIA\u200bWERTYUIOP1234ZXC"
FULLWIDTH = "\uff47\uff48\uff50_" + "Kp4" * 12
CYRILLIC = "sk-\u0440roj-" + "Zq7Wm2Xc9Vb4Nn6Ll1Kk3Jj8"
SPACED = "AKIA WERT YUIO P123 4Y"
HIDDEN = ("WERTYUIOP1234ZXC", "Kp4Kp4Kp4Kp4", "Zq7Wm2Xc9Vb4Nn6Ll1Kk3Jj8")
PATH = "20-wiki/data/glimmerwick-deploy.md"
NOTE = (
    "---\ntitle: Glimmerwick deploy\ntype: concept\nstatus: canonical\ntrust: human_edit\n---\n"
    "# Glimmerwick deploy\n\n## Keys\n\n"
    f"The glimmerwick box used {ZERO_WIDTH}, the CI token {FULLWIDTH} and the model key {CYRILLIC}.\n\n"
    f"Someone also wrote the key in pieces: {SPACED}.\n"
)


@pytest.fixture(scope="module")
def gw(indexed_sample, tmp_path_factory):
    from hippocampus.store.indexer import run_index

    settings = copy_indexed(indexed_sample, tmp_path_factory.mktemp("obfuscated") / "x")
    (settings.vault / PATH).write_text(NOTE, encoding="utf-8")
    run_index(settings, embedder=EMBEDDER)
    with RunningGateway(GatewayState(settings, embedder=EMBEDDER, check_interval=0.1)) as running:
        yield running


def wire(result) -> str:
    return json.dumps(result.structured_content, ensure_ascii=False) + " ".join(getattr(c, "text", "") for c in result.content)


def test_obfuscated_keys_are_redacted_in_read_search_and_bundle(gw):
    results = {
        "read": gw.call("hippo_read", {"path": PATH}),
        "search": gw.call("hippo_search", {"query": "glimmerwick deploy keys", "k": 3}),
        "bundle": gw.call("hippo_evidence_bundle", {"question": "glimmerwick deploy keys"}),
    }
    assert data(results["search"])["hits"][0]["path"] == PATH
    text = data(results["read"])["text"]
    assert text.count("[redacted: ") == 3 and "The glimmerwick box used [redacted: an AWS access key id" in text
    for name, result in results.items():
        served = wire(result)
        for hidden in HIDDEN:
            assert hidden not in served, (name, hidden)
    # not handled, on purpose: the spaced pieces are served as written
    assert SPACED in wire(results["read"])
