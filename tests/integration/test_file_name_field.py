"""The file name as a field of the whole-note BM25F (issue 35, the real wiki's English questions):
a wiki names a note's topic in its file name (``jargon/two-pizza-team.md`` for a note titled
"피자 두 판 규모의 팀"), and the links that point at it carry that name, so an English question
has a lexical route to a Korean note. Real stores (DuckDB file, both engines), no embedder
needed: the lexical leg alone shows the field."""

from __future__ import annotations

import pytest

from hippocampus.search.params import RankingParams
from hippocampus.search.service import search
from hippocampus.store.indexer import run_index
from hippocampus.store.notelex import NoteBM25Params
from hippocampus.store.reader import Filters, Store
from tests.store_helpers import note, settings_for, write

NAMED = "20-wiki/jargon/two-pizza-team.md"
LINKING = "20-wiki/org/teams.md"
CLIPPING = "20-wiki/clipping/scaling-teams.md"
TITLED = "20-wiki/editing/callouts.md"
NOTES = {
    NAMED: note("피자 두 판 규모의 팀", "아마존은 팀의 인원을 피자 두 판으로 식사를 해결할 수 있는 정도로 제한했다.\n\n"
                                   "## 이유\n\n의사소통 비용이 인원에 따라 급격히 늘어나기 때문이다.\n"),
    LINKING: note("팀 구성", "조직을 나누는 방법을 정리한다. 기능 조직과 목적 조직의 장단점, 보고 체계와 회의 주기, "
                         "새 구성원의 온보딩 순서, 채용 면접의 질문 목록을 차례로 적는다. 분기마다 조직도를 다시 그린다.\n\n"
                         "## 참고\n\n작은 팀은 [[/jargon/two-pizza-team]] 참고. 의사결정 구조는 [[/jargon/raci]], "
                         "조직과 설계의 관계는 [[/jargon/conway-s-law]] 참고.\n"),
    CLIPPING: note("Scaling engineering teams", "Why do teams slow down as they grow? Every new member adds communication "
                                               "paths, and a team that cannot be fed by two large orders of food is too big "
                                               "to decide anything quickly.\n"),
    TITLED: note("Callouts", "Use callouts to include additional content without breaking the flow of your notes.\n"),
    "20-wiki/ops/backups.md": note("백업", "매일 밤 NAS로 restic 백업을 돌리고 일곱 개의 스냅숏을 남긴다.\n"),
}
QUESTION = "Why did Amazon limit teams to the number of people two pizzas can feed?"


@pytest.fixture(scope="module")
def stores(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("names")
    for rel, text in NOTES.items():
        write(tmp / "vault", rel, text)
    settings = settings_for(tmp, tmp / "vault")
    run_index(settings, embed=False, publish_min_seconds=0)
    mem, sql = Store.open_latest(settings.store_dir), Store.open_latest(settings.store_dir, engine="sql")
    yield mem, sql
    mem.close()
    sql.close()


def _ranked(store: Store, params: RankingParams) -> list[str]:
    return [h.path for h in search(store, None, QUESTION, mode="lexical", params=params, abstain=False).hits]


@pytest.mark.parametrize("engine", [0, 1])
def test_an_english_question_finds_the_korean_note_named_in_english(stores, engine):
    """Without the field the English question's words sit in the English clipping's body and in
    the one link to the note, and the whole-note leg ranks those first; with it the note whose
    file name they are comes first in that leg, and rises in the search."""
    store = stores[engine]
    terms = [(t, 1.0) for t in store.lexindex().terms if t in ("amazon", "limit", "team", "number", "peopl", "two", "pizza", "feed")]
    by_path = dict(zip(store.lexindex().doc_ids.tolist(), store.lexindex().doc_paths, strict=True))
    off = [by_path[d] for d, _ in store.note_lexical(terms, Filters(), 10, NoteBM25Params(w_title=3.0, w_headings=0.5))]
    on = [by_path[d] for d, _ in store.note_lexical(terms, Filters(), 10, NoteBM25Params(w_title=3.0, w_headings=0.5, w_name=3.0))]
    assert NAMED not in off and on[0] == NAMED, (off, on)
    before, after = _ranked(store, RankingParams(note_w_name=0.0)), _ranked(store, RankingParams(note_w_name=3.0))
    assert NAMED not in before[:1] and after.index(NAMED) < (before.index(NAMED) if NAMED in before else len(before)), (before, after)


def test_a_note_named_after_its_title_gains_nothing(stores):
    """The field holds the file name's words *beyond* the title's own count of them: a note named
    after its title (an Obsidian vault's every note) scores the same with the field on or off."""
    mem, sql = stores
    for store in (mem, sql):
        off = dict(store.note_lexical([("callout", 1.0)], Filters(), 10, NoteBM25Params(w_title=3.0)))
        on = dict(store.note_lexical([("callout", 1.0)], Filters(), 10, NoteBM25Params(w_title=3.0, w_name=3.0)))
        assert off and on == pytest.approx(off, rel=1e-12)
    li = mem.lexindex()
    notes = li.notes()
    entries = {li.terms[t]: notes.entries(t) for t in range(len(li.terms))}
    named = {li.doc_paths[int(d)]: float(n) for doc, *_, name in entries.values() for d, n in zip(doc, name, strict=True) if n > 0}
    words = {t: li.doc_paths[int(d)] for t, (doc, *_, name) in entries.items() for d, n in zip(doc, name, strict=True) if n > 0}
    # org/teams.md: "teams" beyond its Korean title; the clipping's "scaling teams" is its title's
    assert set(named) == {NAMED, LINKING}
    assert words["pizza"] == NAMED and "callout" not in words


def test_the_field_is_off_when_its_weight_is_zero(stores):
    """With ``w_name`` 0 a note that only its file name ties to a term is not a candidate, and the
    scores are the three-field BM25F's on both engines."""
    mem, sql = stores
    by_path = {d: p for d, p in zip(mem.lexindex().doc_ids.tolist(), mem.lexindex().doc_paths, strict=True)}
    for store in (mem, sql):  # "two": in the text of the link and the clipping, and in the note's file name
        two_off = store.note_lexical([("two", 1.0)], Filters(), 10, NoteBM25Params())
        two_on = store.note_lexical([("two", 1.0)], Filters(), 10, NoteBM25Params(w_name=3.0))
        assert NAMED not in {by_path[d] for d, _ in two_off} and by_path[two_on[0][0]] == NAMED
