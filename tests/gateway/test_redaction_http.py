"""Key-shaped strings in a note never reach an agent: every tool result over real HTTP has them
replaced (gateway/redact.py); with HIPPO_REDACT_KEYS off the same calls return them, which proves
the check can fail."""

from __future__ import annotations

import asyncio
import base64
import json

import pytest

from gateway.redact import META_KEY
from gateway.state import GatewayState
from tests.gateway.conftest import EMBEDDER, copy_indexed
from tests.gateway.harness import RunningGateway, data

AWS = "AKIA" + "QWERTYUIOP123456"
PEM_BODY = "MIIEowIBAAKCAQEAzq9Rf"
NOTE = (
    "---\ntitle: Staging deploy notes\ntype: concept\nstatus: canonical\ntrust: human_edit\n---\n"
    "# Staging deploy notes\n\n## Credentials\n\nThe zorblax staging deploy used the access key "
    f"{AWS} and this key:\n\n-----BEGIN RSA PRIVATE KEY-----\n{PEM_BODY}\n-----END RSA PRIVATE KEY-----\n\n"
    "Rotate the zorblax credentials every quarter.\n"
)
PATH = "20-wiki/data/staging-deploy.md"
#: A note whose only key is encoded (base64 wrapped over lines): no plain key's hint occurs in it.
GH = "ghp_" + "aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5"
_B64 = base64.b64encode(f"export TOKEN={GH} # the quorvix deploy token".encode()).decode()
ENCODED_NOTE = (
    "---\ntitle: Quorvix deploy config\ntype: concept\nstatus: canonical\ntrust: human_edit\n---\n"
    "# Quorvix deploy config\n\n## Config\n\nThe quorvix deploy reads this block:\n\n"
    + "\n".join(_B64[i:i + 24] for i in range(0, len(_B64), 24)) + "\n\nRotate it with the quorvix runbook.\n"
)
ENCODED_PATH = "20-wiki/data/quorvix-config.md"


@pytest.fixture(scope="module")
def vault_with_key(indexed_sample, tmp_path_factory):
    from hippocampus.store.indexer import run_index

    settings = copy_indexed(indexed_sample, tmp_path_factory.mktemp("redact") / "x")
    (settings.vault / PATH).write_text(NOTE, encoding="utf-8")
    (settings.vault / ENCODED_PATH).write_text(ENCODED_NOTE, encoding="utf-8")
    run_index(settings, embedder=EMBEDDER)
    return settings


def calls(gw: RunningGateway) -> dict[str, object]:
    return {
        "read": gw.call("hippo_read", {"path": PATH}),
        "section": gw.call("hippo_read", {"path": PATH, "section": "Credentials"}),
        "search": gw.call("hippo_search", {"query": "zorblax staging access key", "k": 3}),
        "bundle": gw.call("hippo_evidence_bundle", {"question": "zorblax staging deploy credentials"}),
    }


def instructions(gw: RunningGateway) -> str:
    async def init():
        async with gw.client() as client:
            return client.instructions

    return asyncio.run(init())


def wire_text(result) -> str:
    return json.dumps(result.structured_content, ensure_ascii=False) + " ".join(getattr(c, "text", "") for c in result.content)


def test_keys_in_a_note_are_redacted_in_every_tool_result(vault_with_key):
    with RunningGateway(GatewayState(vault_with_key, embedder=EMBEDDER, check_interval=0.1)) as gw:
        results = calls(gw)
        told = instructions(gw)
    assert "[redacted: <kind>]" in told  # agents are told what the marker means
    read = data(results["read"])
    assert "Rotate the zorblax credentials" in read["text"]  # the note itself is served
    assert "[redacted: an AWS access key id (AKIA…/ASIA…)]" in read["text"]
    assert "[redacted: a private key block]" in read["text"]
    assert results["read"].meta[META_KEY] == 2
    hits = data(results["search"])["hits"]
    assert hits and hits[0]["path"] == PATH
    for name, result in results.items():
        text = wire_text(result)
        assert AWS not in text and PEM_BODY not in text, name
    # the vault file is untouched
    assert AWS in (vault_with_key.vault / PATH).read_text(encoding="utf-8")


def test_redaction_can_be_turned_off(vault_with_key):
    settings = vault_with_key.model_copy(update={"redact_keys": False})
    with RunningGateway(GatewayState(settings, embedder=EMBEDDER, check_interval=0.1)) as gw:
        read = gw.call("hippo_read", {"path": PATH, "section": "Credentials"})
        assert "redacted" not in instructions(gw)
    section = data(read)["section"]["text"]
    assert AWS in section and PEM_BODY in section
    assert not (read.meta or {}).get(META_KEY)


def test_a_key_present_only_encoded_is_redacted_too(vault_with_key):
    from vault_schema.secrets import candidate_patterns

    assert not candidate_patterns(ENCODED_NOTE)  # no plain key's hint: only the decoders see it
    with RunningGateway(GatewayState(vault_with_key, embedder=EMBEDDER, check_interval=0.1)) as gw:
        read = gw.call("hippo_read", {"path": ENCODED_PATH})
        section = gw.call("hippo_read", {"path": ENCODED_PATH, "section": "Config"})
    for result in (read, section):
        text = wire_text(result)
        assert "Rotate it with the quorvix runbook" in text and _B64[:24] not in text and "redacted" in text
    assert read.meta[META_KEY] >= 1


#: secrets20: what reached an agent through a real gateway before the fix. A key escaped in JSON
#: (`\u0041…`, no plain hint: the presence test ran on the JSON text, where the backslash is doubled),
#: a key used as a frontmatter key (mapping keys were not redacted), a PGP block's body after its
#: blank line, and a key split over lines that a search snippet puts on one line.
AWS2 = "AKIA" + "Q3EGXYZ7PLMN4RST"
LEAKS = {
    "20-wiki/data/escaped.md": ("Wumpfle escaped config", '{"key": "\\u0041' + AWS2[1:] + '"}'),
    "20-wiki/data/pgp.md": ("Wumpfle pgp config", "-----BEGIN PGP PRIVATE KEY BLOCK-----\nVersion: GnuPG v2\n\n"
                            "lQOYBF4mAbcdEFGHijklMNOPqrstUVWXyz0123456789abcdef\n=twTO\n-----END PGP PRIVATE KEY BLOCK-----"),
    "20-wiki/data/split.md": ("Wumpfle split config", "export AWS_ACCESS_KEY_ID=" + AWS2[:8] + "\\\n" + AWS2[8:]),
    "20-wiki/data/hex-escaped.md": ("Wumpfle hex config", "k = '" + "".join(f"\\x{b:02x}" for b in AWS2.encode()) + "'"),
}
FM_KEY_PATH = "20-wiki/data/fm-key.md"


def _config_notes(settings, notes: dict[str, tuple[str, str]]) -> None:
    """Each ``path: (title, block)`` as a config note holding ``block`` between two plain lines."""
    for path, (title, block) in notes.items():
        (settings.vault / path).write_text(
            f"---\ntitle: {title}\ntype: concept\nstatus: canonical\ntrust: human_edit\n---\n# {title}\n\n## Config\n\n"
            f"The {title.lower()} for staging.\n\n{block}\n\nRotate it with the runbook.\n", encoding="utf-8")


@pytest.fixture(scope="module")
def vault_with_leaks(indexed_sample, tmp_path_factory):
    from hippocampus.store.indexer import run_index

    settings = copy_indexed(indexed_sample, tmp_path_factory.mktemp("redact2") / "x")
    _config_notes(settings, LEAKS)
    (settings.vault / FM_KEY_PATH).write_text(
        f"---\ntitle: Wumpfle key states\ntype: concept\nstatus: canonical\ntrust: human_edit\n{AWS2}: active\n---\n"
        "# Wumpfle key states\n\nWhich wumpfle key is active.\n", encoding="utf-8")
    run_index(settings, embedder=EMBEDDER)
    return settings


def test_keys_the_middleware_used_to_let_through_are_redacted(vault_with_leaks):
    with RunningGateway(GatewayState(vault_with_leaks, embedder=EMBEDDER, check_interval=0.1)) as gw:
        reads = {path: gw.call("hippo_read", {"path": path}) for path in [*LEAKS, FM_KEY_PATH]}
        search = gw.call("hippo_search", {"query": "wumpfle split config staging", "k": 5})
    for path, result in reads.items():
        text = wire_text(result)
        assert AWS2[4:] not in text and "lQOYBF4m" not in text and "GnuPG" not in text and "x49\\\\x41\\\\x51" not in text, path
        assert "[redacted: " in text and result.meta[META_KEY] >= 1, path
    assert "Rotate it with the runbook" in data(reads["20-wiki/data/pgp.md"])["text"]
    hits = data(search)["hits"]
    assert any(h["path"] == "20-wiki/data/split.md" for h in hits)
    assert AWS2[8:] not in wire_text(search)


#: secrets21: keys in pieces that reached an agent before the fix, through hippo_read and, with
#: the note's lines put on one line, a search snippet.
BARE = "Zq7Xv2Lm9Kp4Rt8Wn3Bc6Yd1Hf5Gj0Sa/" + "Ue+Ti9O"
PIECES = {
    "20-wiki/data/quiblet-table.md": ("Quiblet table config", "| part | a | b | c | d |\n|---|---|---|---|---|\n| "
                                      + " | ".join(AWS2[i:i + 4] for i in range(0, 20, 4)) + " |"),
    "20-wiki/data/quiblet-code.md": ("Quiblet code config", '```python\nkey = ("AKIA"\n       + "' + AWS2[4:12] + '"\n       + "'
                                     + AWS2[12:] + '")\n```'),
    "20-wiki/data/quiblet-pair.md": ("Quiblet pair config", f"{AWS2}\n{BARE}"),
}


@pytest.fixture(scope="module")
def vault_with_pieces(indexed_sample, tmp_path_factory):
    from hippocampus.store.indexer import run_index

    settings = copy_indexed(indexed_sample, tmp_path_factory.mktemp("redact3") / "x")
    _config_notes(settings, PIECES)
    run_index(settings, embedder=EMBEDDER)
    return settings


def test_keys_in_pieces_are_redacted_in_reads_and_snippets(vault_with_pieces):
    with RunningGateway(GatewayState(vault_with_pieces, embedder=EMBEDDER, check_interval=0.1)) as gw:
        reads = {path: gw.call("hippo_read", {"path": path}) for path in PIECES}
        search = gw.call("hippo_search", {"query": "quiblet table config staging", "k": 5})
    for path, result in reads.items():
        text = wire_text(result)
        assert AWS2[8:12] not in text and AWS2[12:16] not in text and BARE[:12] not in text, (path, text)
        assert "[redacted: " in text and "Rotate it with the runbook" in text, path
    hits = data(search)["hits"]
    assert any(h["path"] == "20-wiki/data/quiblet-table.md" for h in hits)
    assert AWS2[8:12] not in wire_text(search) and AWS2[12:16] not in wire_text(search)
