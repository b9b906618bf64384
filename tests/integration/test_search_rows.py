"""The search-cost changes of issue 35 change no result (docs/benchmarks/search.md, "Cost").

A real store (a generated vault, indexed without embeddings), opened with the in-memory and the
SQL engine:

- the per-materialization row memo (search/rows.py): a search repeated on a warm memo, on a
  fresh store object and with the memo bounded to almost nothing returns the same result;
- hits made only for the returned documents (hits.made with ``keep``): the same hits as making
  every ranked document's hit and keeping the first ``k`` (the path a reranker takes);
- ``section_terms`` for a few sections (a comparison each) equals the SQL reference, and so do
  the notes' sections (``doc_sections``, a slice per note).
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from eval.bench_gateway import generate_vault
from hippocampus.search import rows as rowmod
from hippocampus.search.service import search
from hippocampus.store.indexer import run_index
from hippocampus.store.reader import Filters, Store
from tests.store_helpers import note, settings_for, write

QUERIES = ["DuckDB 한국어 색인", "형태소 분석", "kubernets probe", "해마", "임베딩 캐시", "LanceDB optimize 버전",
           "Reciprocal Rank Fusion", "restic 백업", "vector index 캐시 지연", "커밋 브랜치 병합", "벡터", "vector search notes"]


@pytest.fixture(scope="module")
def store_dir(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("rows")
    vault = tmp / "vault"
    generate_vault(vault, 200, seed=5)
    write(vault, "20-wiki/ml/long.md", note("Long 벡터 note", "".join(f"## Part {i}\n\n벡터 vector part {i} text\n\n" for i in range(40))))
    run_index(settings_for(tmp, vault), embed=False, publish_min_seconds=0)
    return settings_for(tmp, vault).store_dir


def _fields(result):
    d = dataclasses.asdict(result)
    d.pop("timings_ms")
    return d


@pytest.mark.parametrize("engine", ["memory", "sql"])
def test_a_warm_memo_a_fresh_store_and_a_bounded_memo_give_the_same_results(store_dir, engine, monkeypatch):
    first = Store.open_latest(store_dir, engine=engine)
    cold = {(q, k): _fields(search(first, None, q, mode="lexical", k=k, abstain=False)) for q in QUERIES for k in (3, 10)}
    memo = rowmod.memo_of(first)
    returned = [h["section_id"] for r in cold.values() for h in r["hits"]]
    assert returned and memo is not None and all(memo.get(sid) is not None for sid in returned)  # rows are remembered
    warm = {(q, k): _fields(search(first, None, q, mode="lexical", k=k, abstain=False)) for q in QUERIES for k in (3, 10)}
    assert warm == cold
    second = Store.open_latest(store_dir, engine=engine)
    assert rowmod.memo_of(second) is not memo  # one memo per store object (per materialization)
    monkeypatch.setattr(rowmod, "MEMO_MAX_CHARS", 200)
    bounded = {(q, k): _fields(search(second, None, q, mode="lexical", k=k, abstain=False)) for q in QUERIES for k in (3, 10)}
    assert bounded == cold
    assert rowmod.memo_of(second)._chars <= 200
    first.close()
    second.close()


def test_hits_made_for_the_returned_documents_only_equal_every_hit_cut_to_k(store_dir):
    store = Store.open_latest(store_dir)
    calls = []

    def keep_order(query, hits):  # a reranker that changes nothing: every ranked hit is made
        calls.append(len(hits))
        return hits

    for q in QUERIES:
        for k in (1, 5, 10):
            lazy = search(store, None, q, mode="lexical", k=k, abstain=False)
            full = search(store, None, q, mode="lexical", k=k, reranker=keep_order, abstain=False)
            assert [dataclasses.asdict(h) for h in lazy.hits] == [dataclasses.asdict(h) for h in full.hits], (q, k)
            assert (lazy.abstained, lazy.lexical_coverage) == (full.abstained, full.lexical_coverage)
    assert max(calls) > 10  # the reranker saw the 2k ranked hits, not only the k returned
    store.close()


def test_section_terms_and_doc_sections_equal_sql(store_dir):
    mem, sql = Store.open_latest(store_dir), Store.open_latest(store_dir, engine="sql")
    rng = random.Random(3)
    vocab = mem.lexindex().terms
    ids = [sid for sid, _ in mem.lexical([(t, 1.0) for t in rng.sample(vocab, 5)], Filters(include_archived=True), 200)]
    for n in (1, 2, 3, 8, 9, 50):
        some = rng.sample(ids, min(n, len(ids))) + [10**9]
        terms = rng.sample(vocab, 30) + ["zzqx-unseen"]
        assert mem.section_terms(some, terms) == sql.section_terms(some, terms)
    docs = sorted({m[0] for m in mem.section_meta(ids).values()})
    docs = rng.sample(docs, min(40, len(docs))) + [10**9]
    assert mem.doc_sections(docs) == sql.doc_sections(docs)
    mem.close()
    sql.close()
