"""A path filter compares paths composed (NFC): a vault synced from a Mac stores names decomposed
(NFD), users and agents type them composed (kseysh/Second-Brain: `--path '20-wiki/네트워크/'`
abstained, `hippo validate --path` showed 3 of 19 findings)."""

from __future__ import annotations

import unicodedata

import pytest

from hippocampus.search.service import search
from hippocampus.store.indexer import run_index
from hippocampus.store.queries import Filters
from hippocampus.store.reader import Store
from hippocampus.vault.validate import validate_vault
from tests.store_helpers import HashingEmbedder, note, settings_for, write

NFD_FOLDER = unicodedata.normalize("NFD", "20-wiki/네트워크")


@pytest.mark.parametrize("engine", ["memory", "sql"])
def test_a_path_prefix_typed_composed_finds_notes_stored_decomposed(tmp_path, engine):
    vault = tmp_path / "vault"
    write(vault, f"{NFD_FOLDER}/HTTP/Sticky Session.md", note("Sticky Session", "로드밸런서 sticky session [[없는 노트]]\n"))
    write(vault, "20-wiki/other/elsewhere.md", note("Elsewhere", "로드밸런서 sticky session elsewhere\n"))
    s = settings_for(tmp_path, vault)
    run_index(s, embedder=HashingEmbedder())
    store = Store.open_latest(s.store_dir, engine=engine)
    typed = unicodedata.normalize("NFC", "20-wiki/네트워크/")
    assert typed != NFD_FOLDER + "/"
    hits = search(store, None, "로드밸런서 sticky session", mode="lexical", abstain=False, filters=Filters(path_prefix=typed)).hits
    assert {h.path for h in hits} == {f"{NFD_FOLDER}/HTTP/Sticky Session.md"}
    report = validate_vault(vault)
    shown = report.filtered(path=typed).findings
    assert shown and {f.path for f in shown} == {f"{NFD_FOLDER}/HTTP/Sticky Session.md"}
    assert any(f.code == "broken-wikilink" for f in shown)
