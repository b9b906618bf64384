"""A note one leg ranks first is shown near the top (``rrf_leg_floor``, issue 35, ADR 0032 addendum
2026-12-06 d), on a real store with the real embedder (e5-small, as `hippo index` builds it).

"ZQX-4410 error in the spool writer" is answered by a Korean note that names the code: the
lexical leg ranks it first (the code is the question's rarest word). Four English notes about the
spool writer read closer to the English question as a whole, and the semantic leg (three
candidates deep here, as a large vault's thirty are full of such notes) does not hold the answer.
Under plain RRF each spool-writer note both legs rank (1/61 + 1/6x) outranks the lexical leg's
first (1/61 alone), so the answer came after them: the wiki's and the help vault's questions at
12th-17th. With the floor it is ordered at min(its fused position, 1.5 × 1): right after the
fused first."""

from __future__ import annotations

import pytest

from hippocampus.search.params import RankingParams
from hippocampus.search.service import search
from tests.integration.search_vault import hit_paths, indexed_store
from tests.store_helpers import note

ANSWER = "20-wiki/dev/zqx-4410.md"
NOTES = {
    ANSWER: note("수집기 오류 코드", "ZQX-4410: 파티션의 아이노드가 바닥나면 기록이 멈춘다. 오래된 조각 파일을 지우면 "
                                 "다시 시작된다.\n"),
    "20-wiki/dev/spool-writer.md": note("Spool writer", "The spool writer batches incoming events and writes them to disk "
                                                        "every second; an error stops the batch.\n"),
    "20-wiki/dev/spool-writer-retries.md": note("Spool writer retries", "When the spool writer hits an error it retries "
                                                                        "three times, then parks the batch.\n"),
    "20-wiki/dev/spool-writer-metrics.md": note("Spool writer metrics", "The spool writer exports its error count and its "
                                                                        "queue depth to the dashboard.\n"),
    "20-wiki/dev/spool-writer-config.md": note("Spool writer settings", "Batch size and flush interval of the spool writer "
                                                                        "live in spool.toml; an error in it stops start-up.\n"),
    "20-wiki/cooking/kimchi.md": note("김치찌개", "묵은지와 돼지고기를 볶다가 물을 붓고 두부와 파를 넣어 끓인다.\n"),
}
QUESTION = "ZQX-4410 error in the spool writer"
SHALLOW = RankingParams(sem_candidates=3)


@pytest.fixture(scope="module")
def store(tmp_path_factory):
    st, embedder = indexed_store(tmp_path_factory.mktemp("floor"), NOTES)
    yield st, embedder
    st.close()


def test_the_lexical_legs_first_is_not_buried_under_notes_both_legs_hold(store):
    st, emb = store
    semantic = hit_paths(search(st, emb, QUESTION, mode="semantic", params=SHALLOW, abstain=False))
    lexical = hit_paths(search(st, None, QUESTION, mode="lexical", params=SHALLOW, abstain=False))
    assert lexical[0] == ANSWER, lexical  # the code is the rarest word of the question
    assert ANSWER not in semantic, semantic  # the English spool-writer notes read closer
    plain = hit_paths(search(st, emb, QUESTION, params=SHALLOW.with_overrides(rrf_leg_floor=0.0), abstain=False))
    floored = hit_paths(search(st, emb, QUESTION, params=SHALLOW, abstain=False))  # the default floor: 1.5
    assert plain.index(ANSWER) >= 3, plain  # behind the notes both legs hold
    assert floored.index(ANSWER) == 1, floored  # right after the fused first
    assert floored[0] == plain[0]  # the fused first never moves
    assert [p for p in floored if p != ANSWER] == [p for p in plain if p != ANSWER]


def test_a_single_leg_mode_is_never_floored(store):
    st, emb = store
    for mode, embedder in (("lexical", None), ("semantic", emb)):
        on = hit_paths(search(st, embedder, QUESTION, mode=mode, params=SHALLOW, abstain=False))
        off = hit_paths(search(st, embedder, QUESTION, mode=mode, params=SHALLOW.with_overrides(rrf_leg_floor=0.0), abstain=False))
        assert on == off, mode
