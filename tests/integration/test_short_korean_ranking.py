"""A 2-character Korean query on a store without vectors (an imported vault before embedding):
the note titled with the word comes first, not a tie of equal scores in path order."""

from __future__ import annotations

from pathlib import Path

import pytest

from hippocampus.config import Settings
from hippocampus.search.params import RankingParams
from hippocampus.search.service import search
from hippocampus.store.indexer import run_index
from hippocampus.store.reader import Filters, Store


def _note(title: str, body: str) -> str:
    return f"---\ntitle: {title}\ntype: concept\nstatus: canonical\ntrust: human_edit\nupdated: 2026-01-10\n---\n# {title}\n\n{body}\n"


NOTES = {
    # path order puts the titled note last: the old tie-break (document id) ranked it last
    "20-wiki/help/a-editor.md": _note("편집기", "편집기에서 태그를 넣으면 자동 완성된다. 태그 목록은 사이드바에 있다."),
    "20-wiki/help/b-hashtag.md": _note("해시태그 모음", "자주 쓰는 해시태그를 모았다."),
    "20-wiki/help/c-search.md": _note("검색", "검색창에서 태그로 거를 수 있다."),
    "20-wiki/help/d-sync.md": _note("동기화", "동기화는 태그 정보도 옮긴다."),
    "20-wiki/help/z-tag.md": _note("태그", "노트를 분류하는 표시. 여러 개를 붙일 수 있다."),
}


@pytest.fixture(scope="module")
def store(tmp_path_factory):
    root = tmp_path_factory.mktemp("shortko")
    vault = root / "vault"
    for rel, text in NOTES.items():
        path = Path(vault, rel)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    settings = Settings(vault=vault, home=root / "home")
    run_index(settings, embed=False)
    s = Store.open_latest(settings.store_dir)
    yield s
    s.close()


@pytest.mark.parametrize("mode", ["lexical", "hybrid"])
def test_the_note_titled_with_the_word_ranks_first(store, mode):
    where = Filters(path_prefix="20-wiki/help/")
    # the default, plain RRF (ADR 0032): the titled note first, on both lexical legs
    res = search(store, None, "태그", mode=mode, filters=where, abstain=False)
    order = [h.path.rsplit("/", 1)[-1] for h in res.hits]
    assert order[0] == "z-tag.md" and res.hits[0].score > res.hits[1].score, order
    assert sorted(order) == ["a-editor.md", "b-hashtag.md", "c-search.md", "d-sync.md", "z-tag.md"]
    # convex fusion scores the substring grade itself:
    # title is the word > the word inside the title > a word of the text, twice > once
    res = search(store, None, "태그", mode=mode, filters=where, abstain=False, params=RankingParams(fusion="convex"))
    order = [h.path.rsplit("/", 1)[-1] for h in res.hits]
    assert order[:3] == ["z-tag.md", "b-hashtag.md", "a-editor.md"], order
    assert sorted(order[3:]) == ["c-search.md", "d-sync.md"]
    assert res.hits[0].score > res.hits[1].score > res.hits[2].score > res.hits[3].score
