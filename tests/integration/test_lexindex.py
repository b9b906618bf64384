"""The in-memory lexical index against the reference SQL (``queries.lexical_sql`` & co.).

Same store opened twice — ``engine="memory"`` and ``engine="sql"`` — and random weighted
queries (English, Korean, unseen terms, duplicates) under every kind of filter: the rankings
must be identical (score descending, section id ascending) and the scores equal within 1e-9
relative. Two vaults: the bundled sample vault and a generated one (the gateway benchmark's
generator, plus archived notes and notes without type/trust).
"""

from __future__ import annotations

import random

import numpy as np
import pytest

from eval.bench_gateway import generate_vault
from hippocampus.search.service import search
from hippocampus.store.indexer import run_index
from hippocampus.store.notelex import NoteBM25Params, name_terms
from hippocampus.store.reader import BM25Params, Filters, Store
from hippocampus.store.tokenize import query_terms
from hippocampus.vault.init import init_vault
from tests.store_helpers import note, settings_for, write

FILTERS = [
    Filters(),
    Filters(include_archived=True),
    Filters(lanes=("wiki",)),
    Filters(lanes=("wiki", "sources"), include_archived=True),
    Filters(types=("concept",)),
    Filters(types=("no-such-type",)),
    Filters(trusts=("source", "human_edit")),
    Filters(statuses=("canonical",)),
    Filters(statuses=("archived",)),
    Filters(statuses=("draft", "archived")),
    Filters(path_prefix="20-wiki/"),
    Filters(path_prefix="20-wiki/data", types=("concept",)),
    Filters(path_prefix="10-sources/", include_archived=True),
    Filters(path_prefix="does/not/exist/"),
    Filters(exclude_paths=("log.md", "HOME.md", "index.md", "30-reviews/gap-queue.md"), exclude_lanes=("system",)),
    Filters(path_prefix="20-wiki/", exclude_paths=("20-wiki/data/duckdb-fts.md",), exclude_lanes=("sources", "reviews")),
    Filters(exclude_prefixes=("30-reviews/approvals/", "20-wiki/data/")),
]
PARAMS = [BM25Params(), BM25Params(k1=1.2, b=0.75, title_weight=0.5), BM25Params(k1=0.9, b=0.3, title_weight=3.0)]


def _index(tmp_path, vault):
    run_index(settings_for(tmp_path, vault), embed=False, publish_min_seconds=0)
    store_dir = settings_for(tmp_path, vault).store_dir
    return Store.open_latest(store_dir), Store.open_latest(store_dir, engine="sql")


@pytest.fixture(scope="module")
def sample_stores(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("sample")
    init_vault(tmp / "vault", sample=True)
    mem, sql = _index(tmp, tmp / "vault")
    yield mem, sql
    mem.close()
    sql.close()


@pytest.fixture(scope="module")
def generated_stores(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("generated")
    vault = tmp / "vault"
    generate_vault(vault, 300, seed=11)
    write(vault, "00-inbox/old-vector.md", note("Old vector notes", "archived 벡터 임베딩 vector notes\n", status="archived"))
    write(vault, "20-wiki/ml/bare.md", note("Bare 벡터", "no type nor trust: 벡터 검색 vector search\n"))
    mem, sql = _index(tmp, vault)
    yield mem, sql
    mem.close()
    sql.close()


def _same_ranking(a, b):
    assert [sid for sid, _ in a] == [sid for sid, _ in b]
    for (_, x), (_, y) in zip(a, b, strict=True):
        assert x == pytest.approx(y, rel=1e-9, abs=0)


def _random_queries(store: Store, rng: random.Random, n: int):
    vocab = store.lexindex().terms
    korean = [t for t in vocab if any("\uac00" <= c <= "\ud7a3" for c in t)]
    assert korean, "the vault must have Korean terms"
    for _ in range(n):
        terms = []
        for _ in range(rng.randint(1, 5)):
            pool = rng.choice((vocab, korean, ["zzqx-unseen", "없는말"]))
            terms.append((rng.choice(pool), rng.choice((1.0, 1.0, 0.5, 0.225))))
        if rng.random() < 0.2:
            terms.append((terms[0][0], 0.3))  # a duplicate keeps its largest weight
        yield terms


@pytest.mark.parametrize("which", ["sample_stores", "generated_stores"])
def test_memory_bm25_equals_sql_under_every_filter(which, request):
    mem, sql = request.getfixturevalue(which)
    rng = random.Random(5)
    checked = 0
    for terms in _random_queries(mem, rng, 60):
        filters = rng.choice(FILTERS)
        params = rng.choice(PARAMS)
        limit = rng.choice((1, 3, 10, 100, 1000))
        a, b = mem.lexical(terms, filters, limit, params), sql.lexical(terms, filters, limit, params)
        _same_ranking(a, b)
        checked += bool(a)
    for filters in FILTERS:  # every filter on a common term, both engines
        common = max(mem.lexindex().terms, key=lambda t: mem.doc_freq([t])[t])
        _same_ranking(mem.lexical([(common, 1.0)], filters, 50), sql.lexical([(common, 1.0)], filters, 50))
    assert checked > 20


NOTE_PARAMS = [NoteBM25Params(), NoteBM25Params(k1=0.9, b=0.3, w_title=5.0, w_headings=0.5, w_body=1.0),
               NoteBM25Params(w_title=3.0, w_headings=0.5, w_name=3.0), NoteBM25Params(k1=0.9, b=0.3, w_name=1.0)]


@pytest.mark.parametrize("which", ["sample_stores", "generated_stores"])
def test_memory_note_bm25f_equals_sql_under_every_filter(which, request):
    """Whole-note BM25F (store/notelex.py): the numpy engine and the SQL reference agree on the
    order and the scores, under every filter, and each note's sections are the same."""
    mem, sql = request.getfixturevalue(which)
    rng = random.Random(7)
    checked = 0
    for terms in _random_queries(mem, rng, 40):
        filters, params, limit = rng.choice(FILTERS), rng.choice(NOTE_PARAMS), rng.choice((1, 5, 100))
        a, b = mem.note_lexical(terms, filters, limit, params), sql.note_lexical(terms, filters, limit, params)
        _same_ranking(a, b)
        checked += bool(a)
        docs = [d for d, _ in a] + [10**9]
        assert mem.doc_sections(docs) == sql.doc_sections(docs)
    assert checked > 15


@pytest.mark.parametrize("which", ["sample_stores", "generated_stores"])
def test_memory_file_name_field_equals_sql(which, request):
    """The file-name field (the name's words beyond the title's): both engines agree on queries
    made of the store's own file-name words, under every filter."""
    mem, sql = request.getfixturevalue(which)
    li = mem.lexindex()
    words = sorted({w for ws in name_terms(li.doc_names) for w in ws if w in li.term_id})
    assert len(words) > 10
    rng = random.Random(3)
    checked = 0
    for _ in range(40):
        terms = [(rng.choice(words), rng.choice((1.0, 0.5))) for _ in range(rng.randint(1, 3))]
        filters, params, limit = rng.choice(FILTERS), rng.choice(NOTE_PARAMS[2:]), rng.choice((1, 5, 100))
        a, b = mem.note_lexical(terms, filters, limit, params), sql.note_lexical(terms, filters, limit, params)
        _same_ranking(a, b)
        checked += bool(a)
    assert checked > 15


def test_note_bm25f_fields_title_headings_body(tmp_path):
    """A term in a note's title counts in its title field once (not once per section), a
    heading term in the headings field, body text in the body; the note titled with the word
    outranks a note with one section headed by it and a note that mentions it in passing."""
    vault = tmp_path / "vault"
    write(vault, "20-wiki/callouts.md", note("Callouts", "Use a blockquote with a type.\n\n## Types\n\nnote, tip, warning\n\n"
                                                          "## Folding\n\nA minus sign folds it.\n"))
    write(vault, "20-wiki/formatting.md", note("Basic formatting", "Bold and italics.\n\n## Callouts\n\nSee the page.\n\n"
                                                                  "## Lists\n\nDashes make lists.\n"))
    write(vault, "20-wiki/misc.md", note("Miscellany", "Many things, callouts among them, and more words here.\n"))
    settings = settings_for(tmp_path, vault)
    run_index(settings, embed=False, publish_min_seconds=0)
    for engine in ("memory", "sql"):
        store = Store.open_latest(settings.store_dir, engine=engine)
        try:
            ranked = store.note_lexical([("callout", 1.0)], Filters(), 10)
            paths = [r.path for d, _ in ranked for r in store.sections(store.doc_sections([d])[d][:1])]
            assert paths[0] == "20-wiki/callouts.md" and len(paths) == 3, engine
        finally:
            store.close()
    li = Store.open_latest(settings.store_dir).lexindex()  # a NoteIndex is used through its LexicalIndex
    notes = li.notes()
    tid = li.term_id["callout"]
    doc, _, title_tf, head_tf, _ = notes.entries(tid)
    row = {li.doc_paths[int(d)]: i for i, d in enumerate(doc)}
    title = {p: title_tf[i] for p, i in row.items()}
    heads = {p: head_tf[i] for p, i in row.items()}
    assert title == {"20-wiki/callouts.md": 1.0, "20-wiki/formatting.md": 0.0, "20-wiki/misc.md": 0.0}
    assert heads == {"20-wiki/callouts.md": 0.0, "20-wiki/formatting.md": 1.0, "20-wiki/misc.md": 0.0}


def test_ties_break_by_section_id(generated_stores):
    mem, sql = generated_stores
    common = max(mem.lexindex().terms, key=lambda t: mem.doc_freq([t])[t])
    a = mem.lexical([(common, 1.0)], Filters(include_archived=True), 10_000)
    assert a == sorted(a, key=lambda x: (-x[1], x[0]))
    _same_ranking(a, sql.lexical([(common, 1.0)], Filters(include_archived=True), 10_000))


@pytest.mark.parametrize("which", ["sample_stores", "generated_stores"])
def test_vocabulary_lookups_equal_sql(which, request):
    mem, sql = request.getfixturevalue(which)
    vocab = mem.lexindex().terms
    rng = random.Random(9)
    sample = rng.sample(vocab, 40) + ["zzqx-unseen", "없는말"]
    assert mem.doc_freq(sample) == sql.doc_freq(sample)
    assert mem.section_count() == sql.section_count()
    typos = [t[:-1] for t in sample if len(t) > 4] + [t + "x" for t in sample[:10]] + ["databse", "형태소분석", "vectr", "a"]
    for t in typos + sample:
        for limit, min_sim in ((3, 0.45), (10, 0.2)):
            assert mem.expand_fuzzy(t, limit, min_sim) == sql.expand_fuzzy(t, limit, min_sim), t
    ids = [sid for sid, _ in mem.lexical([(vocab[0], 1.0), (vocab[-1], 1.0)], Filters(include_archived=True), 50)]
    ids += [10**9, -1]
    assert mem.section_meta(ids) == sql.section_meta(ids)
    assert mem.sections(ids) == sql.sections(ids)


QUERIES = ["DuckDB 한국어 색인", "형태소 분석", "kubernets probe", "해마", "임베딩 캐시", "LanceDB optimize 버전",
           "Reciprocal Rank Fusion", "restic 백업", "vector index 캐시 지연", "커밋 브랜치 병합"]


@pytest.mark.parametrize("which", ["sample_stores", "generated_stores"])
def test_search_service_results_do_not_depend_on_the_engine(which, request):
    mem, sql = request.getfixturevalue(which)
    for query in QUERIES:
        for filters in (None, Filters(lanes=("wiki",)), Filters(path_prefix="20-wiki/")):
            a = search(mem, None, query, mode="lexical", filters=filters)
            b = search(sql, None, query, mode="lexical", filters=filters)
            assert [(h.section_id, h.reasons, h.snippet) for h in a.hits] == [(h.section_id, h.reasons, h.snippet) for h in b.hits]
            assert [h.score for h in a.hits] == pytest.approx([h.score for h in b.hits], rel=1e-9)
            assert (a.abstained, a.query_terms) == (b.abstained, tuple(query_terms(query)))


def test_a_new_materialization_gets_a_fresh_index(tmp_path):
    vault = tmp_path / "vault"
    write(vault, "20-wiki/a.md", note("Alpha", "alpha words only\n"))
    settings = settings_for(tmp_path, vault)
    run_index(settings, embed=False, publish_min_seconds=0)
    first = Store.open_latest(settings.store_dir)
    assert first.doc_freq(["zebra"]) == {"zebra": 0}
    write(vault, "20-wiki/z.md", note("Zebra", "zebra stripes\n"))
    run_index(settings, embed=False, publish_min_seconds=0)
    assert first.is_stale() and first.doc_freq(["zebra"]) == {"zebra": 0}  # its own materialization
    second = Store.open_latest(settings.store_dir)
    assert second.lexindex() is not first.lexindex()
    assert second.doc_freq(["zebra"]) == {"zebra": 1}
    assert [r.title for r in second.sections([sid for sid, _ in second.lexical([("zebra", 1.0)], Filters(), 5)])] == ["Zebra"]
    first.close()
    second.close()


def test_unknown_engine_is_refused(tmp_path):
    with pytest.raises(ValueError, match="engine"):
        Store(tmp_path, "x", {}, None, engine="nope")  # type: ignore[arg-type]


def test_row_lookup_dense_and_sparse_ids():
    from hippocampus.store.lexindex import LexicalIndex

    dense = np.array([1, 2, 5, 7], dtype=np.int64)
    assert LexicalIndex._rows_of(dense, np.array([7, 1, 3, 8, -2, 5])).tolist() == [3, 0, -1, -1, -1, 2]
    sparse = np.array([-5, 10, 10**12], dtype=np.int64)
    assert LexicalIndex._rows_of(sparse, np.array([10**12, -5, 11, 10**13])).tolist() == [2, 0, -1, -1]
    assert LexicalIndex._rows_of(np.array([], dtype=np.int64), np.array([1])).tolist() == [-1]


def test_impacts_follow_the_params(generated_stores):
    mem, sql = generated_stores
    term = mem.lexindex().terms[len(mem.lexindex().terms) // 2]
    for params in PARAMS * 2:  # more params than the impact cache holds, then again
        _same_ranking(mem.lexical([(term, 1.0)], Filters(), 20, params), sql.lexical([(term, 1.0)], Filters(), 20, params))


def test_excluded_paths_and_lanes_are_never_scored_by_either_engine(sample_stores):
    """The search's bookkeeping exclusion (log.md, HOME.md, index.md, the gap queue, the system
    lane) happens in the store, in both engines, before BM25 ranks anything."""
    mem, sql = sample_stores
    everything = Filters(include_archived=True)
    without = Filters(include_archived=True, exclude_paths=("log.md", "HOME.md", "index.md"), exclude_lanes=("wiki",),
                      exclude_prefixes=("30-reviews/approvals/",))
    term = max(mem.lexindex().terms, key=lambda t: mem.doc_freq([t])[t])
    for store in (mem, sql):
        all_ids = [sid for sid, _ in store.lexical([(term, 1.0)], everything, 10_000)]
        kept = [sid for sid, _ in store.lexical([(term, 1.0)], without, 10_000)]
        paths = {r.section_id: (r.path, r.lane) for r in store.sections(all_ids)}
        dropped = [sid for sid in all_ids if paths[sid][0] in ("log.md", "HOME.md", "index.md") or paths[sid][1] == "wiki"
                   or paths[sid][0].startswith("30-reviews/approvals/")]
        assert dropped, "the common term must occur in an excluded document"
        assert any(paths[s][0].startswith("30-reviews/approvals/") for s in dropped), "and in an approval card"
        assert kept == [sid for sid in all_ids if sid not in dropped]


def test_the_live_service_pins_the_mmap_threshold():
    """glibc takes the setting (this box runs glibc): large arrays are returned when freed."""
    import platform

    from hippocampus.store.heap import map_large_allocations

    if platform.libc_ver()[0] != "glibc":
        pytest.skip("mallopt is glibc's")
    assert map_large_allocations() is True


def test_the_background_checksum_hands_its_failure_to_the_caller(tmp_path):
    """The store file's CRC-32 runs in a thread (index_lexical._Checksum): its value is the
    file's, and a file that cannot be read fails at ``result()``, where the publish would."""
    import zlib

    from hippocampus.store.index_lexical import _Checksum

    path = tmp_path / "store.duckdb"
    path.write_bytes(b"\x00\x01hippocampus" * 100_000)
    assert _Checksum(path).result() == zlib.crc32(path.read_bytes())
    with pytest.raises(OSError):
        _Checksum(tmp_path / "gone.duckdb").result()
