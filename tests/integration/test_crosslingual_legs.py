"""Cross-lingual questions and the two legs (issue 35 item 3), on a real store with the real
embedder (e5-small, as `hippo index` builds it):

* ``rrf_lex_unheld``: an English question over Korean notes whose words the vault mostly never
  uses; the lexical leg can only find the one English word some *other* Korean note quotes, and
  under RRF that alone put the quoting note above the semantic leg's answer. With the setting the
  lexical legs count for nothing for such a question, and nothing changes for a question whose
  words the vault holds.
* ``sem_prf_weight`` (vector pseudo-relevance feedback, measured and not adopted): the semantic
  leg's order comes from the query moved towards its first pass's best sections, and the cosines
  it reports stay the query's own (abstention and the hits read them).
* ``sem_hub_weight`` (hubness correction): the leg's order is the cosine minus the weight times each
  section's mean cosine to the off-topic probes of the query's language; the cosines reported stay
  the query's own. ``sem_hub_foreign`` (on by default) applies it to a question in the vault's minor
  language only (Store.korean_share)."""

from __future__ import annotations

import numpy as np
import pytest

from hippocampus.search import legs as leg
from hippocampus.search.params import RankingParams
from hippocampus.search.service import search
from hippocampus.search.types import Degraded
from hippocampus.store.queries import Filters
from tests.integration.search_vault import hit_paths, indexed_store
from tests.store_helpers import note

ANSWER = "20-wiki/health/dystonia.md"
QUOTING = "20-wiki/notes/english-phrases.md"
NOTES = {
    ANSWER: note("근육긴장이상증(디스토니아)", "디스토니아는 근육이 저절로 계속 수축하여 비틀리는 자세나 반복 동작, 경련이 생기는 "
                                       "운동 장애다. 원인으로는 유전자 변이, 뇌졸중이나 외상 같은 뇌 손상, 항정신병 약물의 "
                                       "부작용이 있다.\n"),
    QUOTING: note("회의 표현", "회의에서 쓰는 영어 표현: causes 는 원인, follow up 은 후속 조치. 발표 자료는 짧게 쓴다.\n"),
    "20-wiki/cooking/kimchi.md": note("김치찌개", "묵은지와 돼지고기를 볶다가 물을 붓고 두부와 파를 넣어 끓인다.\n"),
    "20-wiki/ops/backups.md": note("백업", "매일 밤 NAS로 restic 백업을 돌리고 일곱 개의 스냅숏을 남긴다.\n"),
    "20-wiki/travel/kyoto.md": note("교토 여행", "가을의 교토는 단풍이 아름답다. 버스 일일 승차권으로 사찰을 돌았다.\n"),
}
QUESTION = "what causes dystonia muscle spasms"


@pytest.fixture(scope="module")
def store(tmp_path_factory):
    st, embedder = indexed_store(tmp_path_factory.mktemp("xling"), NOTES)
    yield st, embedder
    st.close()


def test_a_lexical_leg_on_the_questions_leftover_words_does_not_outvote_the_answer(store):
    st, emb = store
    semantic = hit_paths(search(st, emb, QUESTION, mode="semantic", abstain=False))
    lexical = hit_paths(search(st, None, QUESTION, mode="lexical", abstain=False))
    assert semantic[0] == ANSWER and QUOTING in semantic  # e5 finds the Korean note about it
    assert lexical == [QUOTING]  # "causes" is the one word of the question the vault holds
    # the evidence weighting alone keeps the quoting note first: it holds "causes", a good share of
    # the question's idf, and both legs hold it (1/61 + 1/62 > 1/61)
    off = hit_paths(search(st, emb, QUESTION, mode="hybrid", abstain=False, params=RankingParams(rrf_lex_unheld=0.0)))
    assert off[0] == QUOTING
    # most of the question's weight is in words the vault never uses ("dystonia", "muscle", "spasms"):
    # by default the lexical legs are silenced, and the semantic leg's answer comes first
    on = search(st, emb, QUESTION, mode="hybrid", abstain=False)
    assert hit_paths(on)[:2] == [ANSWER, QUOTING]
    # a question whose words the vault holds keeps its lexical leg: the same as with the setting off
    held = "causes follow up"
    assert hit_paths(search(st, emb, held, mode="hybrid", abstain=False)) == \
        hit_paths(search(st, emb, held, mode="hybrid", abstain=False, params=RankingParams(rrf_lex_unheld=0.0)))
    # lexical mode has no other leg: never silenced
    assert hit_paths(search(st, None, QUESTION, mode="lexical", abstain=False)) == [QUOTING]


def test_section_vectors_are_the_stored_rows_in_the_order_asked(store):
    st, _ = store
    ids, matrix = st.vectors()
    asked = [int(ids[2]), int(ids[0]), 10**9, int(ids[1])]  # an unknown id is left out
    got = st.section_vectors(asked)
    assert got.shape == (3, matrix.shape[1])
    assert np.array_equal(got, matrix[[2, 0, 1]])
    assert st.section_vectors([]).shape == (0, matrix.shape[1])


def test_vector_feedback_reorders_the_leg_and_keeps_the_querys_cosines(store):
    st, emb = store
    base = RankingParams()
    qv = emb.embed_query(QUESTION)
    plain = leg.semantic_leg(st, emb, query=QUESTION, mode="hybrid", filters=Filters(), p=base, degraded=Degraded())
    same = leg.semantic_leg(st, emb, query=QUESTION, mode="hybrid", filters=Filters(), p=base.with_overrides(sem_prf_weight=0.0),
                            degraded=Degraded())
    assert same.ranked == plain.ranked
    p = base.with_overrides(sem_prf_weight=4.0, sem_prf_depth=2)
    fed = leg.semantic_leg(st, emb, query=QUESTION, mode="hybrid", filters=Filters(), p=p, degraded=Degraded())
    # the order: by the query plus 4 x the mean of the first pass's two best sections, by hand
    ids, matrix = st.vectors()
    q = qv / np.linalg.norm(qv)
    top2 = [sid for sid, _ in plain.ranked[:2]]
    moved = q + 4.0 * matrix[[int(np.searchsorted(ids, s)) for s in top2]].mean(axis=0)
    expected = [int(ids[i]) for i in np.argsort(-(matrix @ (moved / np.linalg.norm(moved))), kind="stable")]
    assert [sid for sid, _ in fed.ranked] == expected[: len(fed.ranked)]
    # the cosines stay the query's own, and so do the background and the best cosine abstention reads
    own = dict(plain.ranked)
    assert all(c == pytest.approx(own[sid], abs=1e-6) for sid, c in fed.ranked)
    assert fed.depth == plain.depth and fed.best_cosine == pytest.approx(plain.best_cosine)


def test_the_plan_weighs_the_questions_words_by_the_language(store):
    """The share of the question the vault never uses is weighed by how specific each word is in
    the language (``specificity``), not by the store's counts."""
    from hippocampus.search import langprior
    from hippocampus.search import lexical as lex
    from hippocampus.search.service import make_request

    st, _ = store
    p = RankingParams()
    req = make_request(QUESTION, "hybrid", 10, None, p, None, False, ())
    plan = leg.lexical_plan(st, req.terms, p, QUESTION)
    caus = next(t for t in plan.terms if t.startswith("caus"))
    assert plan.absent == frozenset(plan.terms) - {caus}  # "causes" is the one word the vault holds
    assert all(plan.specificity[t] > plan.specificity[caus] for t in plan.absent)
    assert plan.specificity[caus] == pytest.approx(langprior.word_weight(caus, "causes", st.mean_section_length()))
    assert lex.unheld_share(plan) >= p.rrf_lex_unheld  # the gate fires
    held = make_request("causes follow up", "hybrid", 10, None, p, None, False, ())
    assert lex.unheld_share(leg.lexical_plan(st, held.terms, p, "causes follow up")) == 0.0


@pytest.mark.parametrize("question", [QUESTION, "디스토니아 원인"])
def test_the_hubness_correction_reorders_the_leg_by_the_probes_of_the_querys_language(store, question):
    from hippocampus.search import nullfloor

    st, emb = store
    base = RankingParams()
    p = base.with_overrides(sem_hub_weight=3.0, sem_hub_depth=60)
    hub = leg.semantic_leg(st, emb, query=question, mode="hybrid", filters=Filters(), p=p, degraded=Degraded())
    off = leg.semantic_leg(st, emb, query=question, mode="hybrid", filters=Filters(),
                           p=base.with_overrides(sem_hub_weight=0.0, sem_hub_foreign=0.0), degraded=Degraded())
    # by hand: every section of the store (fewer than sem_hub_depth) by cosine - 3 x mean cosine to the probes
    ids, matrix = st.vectors()
    q = emb.embed_query(question)
    q = q / np.linalg.norm(q)
    probes = nullfloor.probe_matrix(emb)
    n_en = len(nullfloor.PROBES_EN)
    same = probes[n_en:] if nullfloor.is_korean(question) else probes[:n_en]
    adjusted = matrix @ q - 3.0 * (matrix @ same.T).mean(axis=1)
    expected = [int(ids[i]) for i in np.argsort(-adjusted, kind="stable")]
    assert [sid for sid, _ in hub.ranked] == expected[: len(hub.ranked)]
    assert [sid for sid, _ in off.ranked] != [sid for sid, _ in hub.ranked]  # the weight moves this store's order
    own = dict(off.ranked)
    assert all(c == pytest.approx(own[sid], abs=1e-6) for sid, c in hub.ranked)  # the query's own cosines
    assert hub.depth == off.depth and hub.best_cosine == pytest.approx(off.best_cosine)


def test_the_vaults_language_share_is_read_from_its_notes(store, tmp_path):
    st, _ = store
    assert st.korean_share() == 1.0  # every note here is Korean (English words in one do not make it English)
    mixed, _ = indexed_store(tmp_path, {
        "a.md": note("가", "한국어로 쓴 노트 하나. 코드 예시 `make test` 가 있다.\n"),
        "b.md": note("B", "An English note about backups and the NAS.\n"),
        "c.md": note("C", "Another English note: restic keeps seven snapshots.\n"),
        "d.md": note("D", "English again, with one 한국어 word.\n"),
    })
    try:
        assert mixed.korean_share() == pytest.approx(0.25)
    finally:
        mixed.close()


@pytest.mark.parametrize(("question", "foreign"), [(QUESTION, True), ("디스토니아 원인", False)])
def test_the_foreign_hub_weight_applies_only_to_a_question_in_the_vaults_minor_language(store, question, foreign):
    st, emb = store
    base = RankingParams()

    def order(p: RankingParams) -> list[int]:
        got = leg.semantic_leg(st, emb, query=question, mode="hybrid", filters=Filters(), p=p, degraded=Degraded())
        return [sid for sid, _ in got.ranked]

    assert base.sem_hub_foreign == 0.5 and base.sem_hub_weight == 0.0  # the default: minor-language questions only
    assert leg.hub_weight(st, question, base.with_overrides(sem_hub_foreign=3.0)) == (3.0 if foreign else 0.0)
    assert leg.hub_weight(st, question, base.with_overrides(sem_hub_weight=1.0, sem_hub_foreign=3.0)) == (3.0 if foreign else 1.0)
    always = order(base.with_overrides(sem_hub_weight=3.0, sem_hub_foreign=0.0))
    off = order(base.with_overrides(sem_hub_weight=0.0, sem_hub_foreign=0.0))
    assert always != off  # the correction moves this store's order for either question
    assert order(base.with_overrides(sem_hub_foreign=3.0)) == (always if foreign else off)
    assert order(base.plain_rrf()) == off  # the baseline has no correction
    assert base.with_overrides(sem_hub_weight=1.0).plain_rrf().sem_hub_weight == 0.0  # whatever a calibration sets


def test_the_vaults_language_is_counted_at_index_time_and_read_again_at_a_swap(tmp_path, monkeypatch):
    """The indexer stores each note's language (``documents.korean``, store/language.py); a search
    reads the vault's share from that column, a live reader swapping to the next materialization
    (Store.adopt) reads it again before it serves, and an edit that turns a note Korean moves it."""
    from hippocampus.config import Settings
    from hippocampus.store import queries as q
    from hippocampus.store.indexer import run_index
    from hippocampus.store.reader import Store
    from tests.store_helpers import write

    vault, home = tmp_path / "vault", tmp_path / "home"
    write(vault, "20-wiki/a/one.md", note("One", "An English note about backups.\n"))
    write(vault, "20-wiki/a/two.md", note("Two", "An English note about onions.\n"))
    write(vault, "20-wiki/a/three.md", note("셋", "한국어로 쓴 노트, 그대로 둔다.\n"))
    settings = Settings(vault=vault, home=home)
    run_index(settings, embed=False, publish_min_seconds=0)
    old = Store.open_latest(settings.store_dir)
    assert old.korean_share() == pytest.approx(1 / 3)
    write(vault, "20-wiki/a/two.md", note("둘", "양파에 대한 한국어 노트.\n"))  # changed: English → Korean
    for i in range(5):  # added
        write(vault, f"20-wiki/k/{i}.md", note(f"노트 {i}", "한국어로 쓴 새 노트입니다.\n"))
    (vault / "20-wiki/a/one.md").unlink()  # gone
    run_index(settings, embed=False, publish_min_seconds=0)
    new = Store.open_latest(settings.store_dir)
    texts: list[object] = []
    monkeypatch.setattr(q, "korean_notes_sql", lambda: texts.append(1) or ("SELECT 0, 0", []))
    new.adopt(old)
    assert new._korean == (7, 7) and new.korean_share() == 1.0  # read at the swap, before the first search
    assert texts == []  # from the column, not from the notes' text
    new.close()
    old.close()


def test_a_store_without_the_language_column_is_read_from_its_notes_text(tmp_path):
    """An upgrade: a store written before schema 6 has no ``documents.korean``; it reads as NULL
    (schema.compat_views) and the share is counted from every note's text by the same rule."""
    import duckdb

    from hippocampus.config import Settings
    from hippocampus.store import integrity
    from hippocampus.store import manifest as mf
    from hippocampus.store.indexer import run_index
    from hippocampus.store.reader import Store
    from tests.store_helpers import write

    vault = tmp_path / "vault"
    write(vault, "20-wiki/a/one.md", note("One", "An English note about backups.\n"))
    for i in range(3):
        write(vault, f"20-wiki/k/{i}.md", note(f"노트 {i}", "한국어로 쓴 노트입니다. `make test` 한 줄.\n"))
    settings = Settings(vault=vault, home=tmp_path / "home")
    run_index(settings, embed=False, publish_min_seconds=0)
    with Store.open_latest(settings.store_dir) as current:
        assert current.korean_share() == 0.75
    folder = mf.materialization_dir(settings.store_dir, mf.read_current(settings.store_dir))
    with duckdb.connect(str(folder / mf.STORE_FILE)) as con:  # what version 5 wrote
        con.execute("ALTER TABLE documents DROP COLUMN korean")
        con.execute("UPDATE meta SET value = '5' WHERE key = 'schema_version'")
    store = folder / mf.STORE_FILE
    mf.write_manifest(folder, mf.read_manifest(folder) | {"store_bytes": store.stat().st_size, "store_crc32": integrity.crc32_of(store)})
    integrity.forget()
    with Store.open_latest(settings.store_dir) as older:
        assert older.korean_share() == 0.75


def test_a_notes_language_is_read_from_the_start_of_each_section():
    from hippocampus.store.language import NOTE_PREFIX, note_in_korean, written_in_korean

    assert written_in_korean("한국어 노트에 `make test` 명령") and not written_in_korean("An English note with 한국어")
    assert note_in_korean(["한국어 제목과 본문", "code block with many words here"]) is False  # 4 Hangul words < 6 Latin
    # 200 Hangul words against the ~140 Latin words of the second section's first NOTE_PREFIX characters
    # (2,000 in the whole section): only each section's start counts
    assert note_in_korean(["한국어 본문 " * 100, "english words " * NOTE_PREFIX]) is True
    assert note_in_korean([]) is False and note_in_korean([""]) is False


def test_the_correction_under_a_deadline_embeds_its_probes_outside_the_calls_budget(store, monkeypatch):
    """helper-73's reproduction: a process whose probe vectors are not embedded yet, a slow embedder
    and a call deadline; the probes are embedded by the embedder itself (once per process, as the
    null levels' are), not through the call's deadline wrapper, so the search answers."""
    import time

    from hippocampus.search import nullfloor

    st, emb = store

    class Slow:
        def __init__(self, inner):
            self.inner, self.model_id = inner, f"slow-{getattr(inner, 'model_id', 'e5')}"

        def embed_query(self, text):
            time.sleep(0.05)
            return self.inner.embed_query(text)

    monkeypatch.setattr(nullfloor, "_vectors", {})
    result = search(st, Slow(emb), QUESTION, deadline=time.monotonic() + 1.0)  # 22 probes x 0.05 s > 1 s
    assert leg.hub_weight(st, QUESTION, RankingParams()) == 0.5  # the correction applied to this question
    assert result.hits and result.partial == ()


def test_the_lexical_legs_weight_for_a_minor_language_question_is_a_setting(store, monkeypatch):
    """``rrf_lex_foreign`` (measured, off: 1.0) multiplies the lexical legs' weight for a question in
    the vault's minor language (an English question over this Korean store), and only for it."""
    from hippocampus.search import fusion

    st, emb = store
    english, korean = "causes follow up", "디스토니아 원인"
    assert RankingParams().rrf_lex_foreign == 1.0
    assert leg.minor_language(st, english) and not leg.minor_language(st, korean)
    legs = [fusion.Leg("fts", 1.0, ()), fusion.Leg("substring", 1.0, ()), fusion.Leg("semantic", 1.0, ())]
    half = RankingParams(rrf_lex_foreign=0.5)
    assert [x.weight for x in fusion.evidence_weighted(legs, 1.0, half, 0.0, foreign=True)] == [0.5, 0.5, 1.0]
    assert [x.weight for x in fusion.evidence_weighted(legs, 1.0, half, 0.0, foreign=False)] == [1.0, 1.0, 1.0]
    seen: list[bool] = []
    real = fusion.evidence_weighted
    monkeypatch.setattr(fusion, "evidence_weighted", lambda *a, **kw: seen.append(a[4] if len(a) > 4 else kw.get("foreign", False)) or real(*a, **kw))
    for query in (english, korean):
        search(st, emb, query, params=half, abstain=False)
    search(st, emb, english, abstain=False)  # the default (1.0) does not ask the store
    assert seen == [True, False, False]
