"""A long-lived reader swapping to a newer materialization derives its in-memory parts (lexical
index, section rows, vectors) from the store it replaces (Store.adopt, ADR 0030) — and they
answer exactly as the parts a fresh Store builds from the file. Real DuckDB and LanceDB files,
the sample vault, HashingEmbedder."""

from __future__ import annotations

import random
import shutil

import numpy as np
import pytest

from hippocampus.config import Settings
from hippocampus.store.indexer import run_index
from hippocampus.store.queries import BM25Params, Filters
from hippocampus.store.reader import Store
from hippocampus.vault.init import init_vault
from tests.store_helpers import HashingEmbedder, note, write

EMB = HashingEmbedder()


def _warm(store: Store) -> Store:
    store.lexindex()
    store.section_table()
    store.vectors()
    store.lexical([("duckdb", 1.0)], Filters(), 5, BM25Params())  # impacts for the default parameters
    store.lexindex().notes()  # the note-level postings a search builds
    return store


def _live_notes(notes) -> tuple[dict, dict, dict]:
    """A NoteIndex as what it answers from: per term its live entries by note id, per live note
    its field lengths, and the vault-wide figures (derived indexes keep dead rows and a delta
    segment; a fresh build has neither)."""
    li = notes.li
    entries = {}
    for tid, term in enumerate(li.terms):
        doc, *tfs = notes.entries(tid)
        if len(doc):
            entries[term] = sorted(zip(li.doc_ids[doc].tolist(), *(t.tolist() for t in tfs), strict=True))
    live = np.flatnonzero(notes.n_sec > 0)
    lengths = {int(li.doc_ids[r]): tuple(float(getattr(notes, a)[r]) for a in notes.NOTE_ARRAYS) for r in live.tolist()}
    figures = (notes.n_notes, notes.avg_body, notes.avg_title, notes.avg_head, notes.avg_name, notes.name_words)
    return entries, lengths, {"figures": figures}


def _same_notes(a, b) -> None:
    """Two NoteIndexes hold the same live entries, lengths and figures."""
    assert set(vars(a)) - {"li", "_note_rows"} == set(vars(b)) - {"li", "_note_rows"}
    x, y = _live_notes(a), _live_notes(b)
    for part, want in zip(x, y, strict=True):
        assert part == want


def _postings(index) -> dict[str, list[tuple[int, float, bool]]]:
    """Per term its live postings as (section id, tf, title)."""
    ptr, sec, tf, title = index.flat_postings()
    out = {}
    for tid, term in enumerate(index.terms):
        lo, hi = ptr[tid], ptr[tid + 1]
        if hi > lo:
            out[term] = sorted(zip(index.section_ids[sec[lo:hi]].tolist(), tf[lo:hi].tolist(), title[lo:hi].tolist(), strict=True))
    return out


def _live_rows(index) -> tuple[list[int], list[str]]:
    """The live section ids and the paths of the notes with a live section."""
    live = index.sec_doc >= 0
    docs = np.unique(index.sec_doc[live])
    return index.section_ids[live].tolist(), sorted(index.doc_paths[d] for d in docs.tolist())


def _same(derived: Store, fresh: Store, rng: random.Random) -> None:
    a, b = derived.lexindex(), _warm(fresh).lexindex()
    assert a._notes is not None, "the note-level postings were derived, not left to the first search"
    _same_notes(a.notes(), b.notes())
    assert derived.note_lexical([("duckdb", 1.0)], Filters(), 10) == fresh.note_lexical([("duckdb", 1.0)], Filters(), 10)
    assert a.terms == b.terms and np.array_equal(a.df, b.df) and np.array_equal(a.n_trigrams, b.n_trigrams)
    assert (a.n_sections, a.avg_body, a.avg_title) == (b.n_sections, b.avg_body, b.avg_title)
    assert _live_rows(a) == _live_rows(b)
    assert _postings(a) == _postings(b)
    ids = b.section_ids.tolist()
    assert derived.section_table().rows(ids) == fresh.section_table().rows(ids)
    (ia, ma), (ib, mb) = derived.vectors(), fresh.vectors()
    assert np.array_equal(ia, ib) and np.array_equal(ma, mb)
    terms = rng.sample(b.terms, min(40, len(b.terms)))
    for i in range(0, len(terms), 2):
        query = [(t, 1.0 + j) for j, t in enumerate(terms[i : i + 2])]
        for filters in (Filters(), Filters(lanes=("wiki",)), Filters(path_prefix="20-wiki/")):
            got, want = derived.lexical(query, filters, 10, BM25Params()), fresh.lexical(query, filters, 10, BM25Params())
            assert [s for s, _ in got] == [s for s, _ in want] and np.allclose([x for _, x in got], [x for _, x in want], rtol=1e-12)
    for t in terms:  # the trigram lists (derived, not read): the same fuzzy neighbours, typo or not
        for variant in (t, t[:-1] + "x" if len(t) > 3 else t + "x"):
            assert derived.expand_fuzzy(variant, 5, 0.3) == fresh.expand_fuzzy(variant, 5, 0.3), variant
    assert derived.section_meta(ids[:50]) == fresh.section_meta(ids[:50])
    query_vec = EMB.embed_query("해마 기억 memory")
    assert derived.semantic(query_vec, Filters(), 10) == fresh.semantic(query_vec, Filters(), 10)


@pytest.mark.parametrize("merge_delta", [False, True], ids=["base-and-delta", "delta-merged"])
def test_a_swapped_store_derives_its_parts_and_answers_as_a_fresh_one(tmp_path, monkeypatch, merge_delta):
    """Edits, a new note, a deletion, a rename, and the newest note deleted then another added
    (the store never gives its ids again: rows stay stable). Either the postings stay in the
    base plus a delta (the default for small edits) or the delta is merged every time."""
    from hippocampus.store.lexindex import LexicalIndex

    if merge_delta:
        monkeypatch.setattr(LexicalIndex, "DELTA_MIN", 0)
        monkeypatch.setattr(LexicalIndex, "DELTA_SHARE", 0.0)
    vault = tmp_path / "vault"
    init_vault(vault, sample=True)
    s = Settings(vault=vault, home=tmp_path / "home")
    run_index(s, embedder=EMB)
    rng = random.Random(11)
    old = _warm(Store.open_latest(s.store_dir))
    wiki = sorted(p for p in (vault / "20-wiki").rglob("*.md"))
    edits = [
        lambda: wiki[0].write_text(wiki[0].read_text(encoding="utf-8") + "\n## 추가\n\nzwiebelkuchen 양파 새 단어.\n", encoding="utf-8"),
        lambda: write(vault, "20-wiki/new/added.md", note("Added", "brandneu words [[duckdb]] and 해마 again.\n")),
        lambda: wiki[1].unlink(),
        lambda: shutil.move(wiki[2], wiki[2].with_name("renamed-" + wiki[2].name)),
        lambda: (vault / "20-wiki/new/added.md").unlink(),  # the note with the highest ids
        lambda: write(vault, "20-wiki/new/after.md", note("After", "nachher words, 해마.\n\n## Zwei\n\nmehr.\n")),
    ]
    for n, edit in enumerate(edits):
        edit()
        run_index(s, embedder=EMB)
        new = Store.open_latest(s.store_dir)
        parts = new.adopt(old)
        assert parts == {"lexindex": "derived", "section_table": "derived", "vectors": "derived"}, (n, parts)
        li = new.lexindex()
        assert len(li.segments) == (1 if merge_delta else 2), n  # the first edit already has a delta
        assert np.count_nonzero(li.sec_doc < 0) > 0, "the gone sections' rows stay, dead"
        assert len(li.notes().segments) == len(li.segments)
        with Store.open(s.store_dir, new.id) as fresh:
            _same(new, fresh, rng)
        old.close()
        old = new
    # an embedding-progress publish shares the file: the lexical parts are shared, vectors grow
    write(vault, "20-wiki/new/late.md", note("Late", "spaeter eingebettet.\n"))
    run_index(s, embedder=EMB, embed=False)
    lexical_only = Store.open_latest(s.store_dir)
    lexical_only.adopt(old)
    run_index(s, embedder=EMB)
    embedded = Store.open_latest(s.store_dir)
    assert embedded.adopt(lexical_only) == {"lexindex": "shared", "section_table": "shared", "vectors": "derived"}
    assert embedded.lexindex() is lexical_only.lexindex()
    with Store.open(s.store_dir, embedded.id) as fresh:
        _same(embedded, fresh, rng)


def test_a_full_rebuild_or_another_model_is_built_not_derived(tmp_path):
    vault = tmp_path / "vault"
    init_vault(vault, sample=True)
    s = Settings(vault=vault, home=tmp_path / "home")
    run_index(s, embedder=EMB)
    old = _warm(Store.open_latest(s.store_dir))
    run_index(s, embedder=HashingEmbedder(model_id="another-model"))  # every embed hash changes
    new = Store.open_latest(s.store_dir)
    parts = new.adopt(old)
    assert parts == {"lexindex": "derived", "section_table": "built", "vectors": "built"}
    with Store.open(s.store_dir, new.id) as fresh:
        _same(new, fresh, random.Random(3))


@pytest.mark.parametrize("bad", ["sections"])
def test_derive_refuses_materializations_that_do_not_follow_each_other(tmp_path, bad):
    from hippocampus.store.lexindex import DeriveError, LexicalIndex

    vault = tmp_path / "vault"
    init_vault(vault, sample=True)
    s = Settings(vault=vault, home=tmp_path / "home")
    run_index(s, embedder=EMB)
    old = _warm(Store.open_latest(s.store_dir))
    write(vault, "20-wiki/x.md", note("X", "x words\n"))
    run_index(s, embedder=EMB)
    new = Store.open_latest(s.store_dir)
    with pytest.raises(DeriveError):  # nothing said gone or added, yet a section appeared
        LexicalIndex.derive(old.lexindex(), new._arrow, np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64))


def test_a_file_name_word_new_to_the_vocabulary_rebuilds_the_note_postings(tmp_path):
    """The file-name field holds only words of the vocabulary (notelex.name_postings). A live edit
    that brings a word of a *kept* note's file name into the vocabulary changes that note's name
    postings, which a derive (kept notes copied, new ones computed) would miss: the note
    postings are then built on first use, and they answer as a fresh store's."""
    from hippocampus.store.notelex import NoteBM25Params

    vault = tmp_path / "vault"
    init_vault(vault, sample=True)
    write(vault, "20-wiki/zebrafish-husbandry.md", note("물고기 사육", "수조 온도와 먹이 주기.\n"))
    s = Settings(vault=vault, home=tmp_path / "home")
    run_index(s, embedder=EMB)
    old = _warm(Store.open_latest(s.store_dir))
    assert "zebrafish" not in old.lexindex().term_id and old.lexindex().notes().name_words["zebrafish"] == 1
    write(vault, "20-wiki/lab.md", note("Lab", "The zebrafish tanks are cleaned weekly.\n"))
    run_index(s, embedder=EMB)
    new = Store.open_latest(s.store_dir)
    assert new.adopt(old)["lexindex"] == "derived"
    assert new.lexindex()._notes is None  # not derived: built on first use
    named = NoteBM25Params(w_title=3.0, w_name=3.0)
    with Store.open(s.store_dir, new.id) as fresh:
        got = new.note_lexical([("zebrafish", 1.0)], Filters(), 10, named)
        assert got == fresh.note_lexical([("zebrafish", 1.0)], Filters(), 10, named) and len(got) == 2
        _same_notes(new.lexindex().notes(), fresh.lexindex().notes())
    # an edit that brings no such word is derived again, with the same file-name counts
    write(vault, "20-wiki/lab2.md", note("Lab two", "More tanks.\n"))
    run_index(s, embedder=EMB)
    newer = Store.open_latest(s.store_dir)
    newer.adopt(new)
    assert newer.lexindex()._notes is not None
    with Store.open(s.store_dir, newer.id) as fresh:
        _same_notes(newer.lexindex().notes(), fresh.lexindex().notes())


def test_ids_are_never_given_twice_and_too_many_dead_rows_build_instead(tmp_path, monkeypatch):
    """The newest note deleted, then a note added: its ids are past every id the file ever gave
    (the rows a live reader keeps dead must not be named again). And a derive that would leave
    more dead rows than ``DEAD_SHARE`` refuses: the index is built from the file, same answers."""
    from hippocampus.store.lexindex import LexicalIndex

    vault = tmp_path / "vault"
    init_vault(vault, sample=True)
    s = Settings(vault=vault, home=tmp_path / "home")
    run_index(s, embedder=EMB)
    write(vault, "20-wiki/newest.md", note("Newest", "eins.\n\n## Zwei\n\nzwei.\n"))
    run_index(s, embedder=EMB)  # an incremental run: the new note's rows get the highest ids
    with Store.open_latest(s.store_dir) as st:
        before = st._fetch(("SELECT max(section_id), max(doc_id) FROM sections", []))[0]
        newest = st._fetch(("SELECT max(section_id) FROM sections WHERE path = '20-wiki/newest.md'", []))[0][0]
    assert newest == before[0], "the note written last holds the highest section id"
    old = _warm(Store.open_latest(s.store_dir))
    (vault / "20-wiki/newest.md").unlink()
    write(vault, "20-wiki/later.md", note("Later", "drei.\n"))
    run_index(s, embedder=EMB)
    with Store.open_latest(s.store_dir) as st:
        sid, did = st._fetch(("SELECT min(section_id), min(doc_id) FROM sections WHERE path = '20-wiki/later.md'", []))[0]
    assert sid > before[0] and did > before[1]
    monkeypatch.setattr(LexicalIndex, "DEAD_SHARE", 0.0)
    new = Store.open_latest(s.store_dir)
    parts = new.adopt(old)
    assert parts["lexindex"].startswith("built (DeriveError: too many dead rows"), parts
    assert not np.any(new.lexindex().sec_doc < 0)
    with Store.open(s.store_dir, new.id) as fresh:
        _same(new, fresh, random.Random(5))
