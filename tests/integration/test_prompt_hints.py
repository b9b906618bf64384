"""The prompt hook's skill hints from the local store (no gateway running) load nothing they do not
need: a Korean vault's file names were all analysed, loading the Korean analyser (about 3 CPU-s)
on every prompt, so each prompt paid 3-4 s and the hook ran out of its 1.5 s budget with nothing
printed (helper-61, kseysh/Second-Brain)."""

from __future__ import annotations

import pytest

from hippocampus.assist import suggest
from hippocampus.store import tokenize
from hippocampus.store.indexer import run_index
from hippocampus.store.reader import Store
from tests.store_helpers import HashingEmbedder, note, settings_for, write

LOADS: list[str] = []


def _no_analyser():
    LOADS.append("kiwi")  # for_prompt is empty on any failure (hook contract): the call is what is checked
    raise RuntimeError("the Korean analyser was loaded")


@pytest.fixture
def korean_vault(tmp_path):
    vault = tmp_path / "vault"
    for n, name in enumerate(["교착 상태", "뮤텍스와 세마포어", "로드밸런서 스티키 세션"]):
        write(vault, f"20-wiki/운영체제/{name}.md", note(name, f"본문 {n}\n"))
    s = settings_for(tmp_path, vault)
    run_index(s, embedder=HashingEmbedder())
    return vault, s


def test_no_skill_notes_means_no_search_and_no_analyser(korean_vault, monkeypatch):
    _vault, s = korean_vault
    monkeypatch.setattr(tokenize, "_kiwi", None)
    monkeypatch.setattr(tokenize, "_get_kiwi", _no_analyser)
    with Store.open_latest(s.store_dir, engine="sql") as store:
        LOADS.clear()
        assert suggest.for_prompt(store, "git reset 으로 지운 커밋 복구 방법")["candidates"] == []
    assert LOADS == []


def test_an_english_prompt_reads_only_the_skill_notes_file_names(korean_vault, monkeypatch):
    vault, s = korean_vault
    write(vault, "40-skills/recover-commits.md", note("Recover commits", "Use git reflog to find a commit lost to reset --hard.\n",
                                                      type="skill", status="active", trust="human_edit"))
    run_index(s, embedder=HashingEmbedder())
    monkeypatch.setattr(tokenize, "_kiwi", None)
    monkeypatch.setattr(tokenize, "_get_kiwi", _no_analyser)
    with Store.open_latest(s.store_dir, engine="sql") as store:
        LOADS.clear()
        got = suggest.for_prompt(store, "how do I recover commits lost after git reset")["candidates"]
    assert LOADS == [] and [c["path"] for c in got] == ["40-skills/recover-commits.md"]
