"""The index phases (store/indexer.py, ADR 0026) called the way a long-lived process calls them:
tools built once (embedder, vector table, analyser), the changed paths given, each phase on the
frozen value the previous one returned. Real DuckDB and LanceDB files; HashingEmbedder."""

from __future__ import annotations

import dataclasses
import shutil

import pytest

from hippocampus.store import manifest as mf
from hippocampus.store import publish as pub
from hippocampus.store.index_embed import PublishEvery, embed_phase
from hippocampus.store.index_lexical import lexical_phase
from hippocampus.store.index_publish import Vectors, publish_phase
from hippocampus.store.index_scan import read_parent, scan_phase
from hippocampus.store.indexer import make_tools, run, run_index
from hippocampus.vault.reader import vault_root
from tests.store_helpers import HashingEmbedder, note, settings_for, store_content, write

NOTES = {
    "20-wiki/dev/duckdb.md": note("DuckDB", "임베디드 분석 데이터베이스.\n\n## 설치\n\n`pip install duckdb`. [[lancedb]]\n"),
    "20-wiki/dev/lancedb.md": note("LanceDB", "A vector database.\n\n## Search\n\nNearest neighbours of [[duckdb#설치]].\n"),
    "20-wiki/bio/hippocampus.md": note("해마", "기억을 담당한다.\n\n## 형성\n\n장기 기억. ![[brain.png]]\n"),
    "10-sources/raw.md": note("Raw", "raw text\n", status="raw-source", trust="source"),
}
NOW = PublishEvery(batches=1, seconds=0)


@pytest.fixture
def vault(tmp_path):
    v = tmp_path / "vault"
    for rel, text in NOTES.items():
        write(v, rel, text)
    write(v, "assets/brain.png", b"\x89PNG\r\n")
    return v


def _full_content(tmp_path, vault, n):
    fresh = settings_for(tmp_path / f"full{n}", vault)
    r = run_index(fresh, full=True, embedder=HashingEmbedder())
    return store_content(mf.materialization_dir(fresh.store_dir, r.id) / mf.STORE_FILE)


def test_a_warm_process_indexes_only_the_changed_paths_with_the_tools_it_built_once(tmp_path, vault, monkeypatch):
    s = settings_for(tmp_path, vault)
    emb = HashingEmbedder()
    tools = make_tools(s, vault_root(vault), emb)

    def no_second_model(_settings):
        raise AssertionError("a phase built its own embedder")

    monkeypatch.setattr("hippocampus.store.embedders.make_embedder", no_second_model)
    with pub.writer_lock(s.store_dir, 0):
        first = run(tools, every=NOW)
    assert first.embedding_status == "complete" and first.counts["documents"] == 4

    def rename():
        (vault / "20-wiki/dev/lancedb.md").rename(vault / "20-wiki/dev/lance.md")

    steps = [
        (lambda: write(vault, "20-wiki/dev/duckdb.md", NOTES["20-wiki/dev/duckdb.md"] + "\n## 쿼리\n\n빠르다.\n"),
         ["20-wiki/dev/duckdb.md"]),
        (lambda: [write(vault, "20-wiki/new/a.md", note("A", "alpha [[b]]\n")), write(vault, "20-wiki/new/b.md", note("B", "beta\n")),
                  write(vault, "20-wiki/new/brain.png", b"png"), write(vault, "20-wiki/new/.hidden.md", "x")], ["20-wiki/new/"]),
        (lambda: shutil.rmtree(vault / "20-wiki/bio"), ["20-wiki/bio"]),
        (rename, ["20-wiki/dev/lancedb.md", "./20-wiki/dev/lance.md"]),
        # an unreadable note, and paths the scan never lists: hidden, outside the vault, absolute
        (lambda: [write(vault, "bad.md", b"\x00\x01"), write(vault, ".obsidian/x.md", "x")],
         ["bad.md", ".obsidian/x.md", "../escape.md", "/etc/passwd", ""]),
        (lambda: (vault / "assets/brain.png").unlink(), ["assets/brain.png"]),
    ]
    for n, (change, paths) in enumerate(steps):
        change()
        with pub.writer_lock(s.store_dir, 0):
            inc = run(tools, changed=paths, every=NOW)
        assert inc.unread == inc.unchanged > 0, n  # every untouched note was taken as it was, unread
        got = store_content(mf.materialization_dir(s.store_dir, inc.id) / mf.STORE_FILE)
        want = _full_content(tmp_path, vault, n)
        assert got == want, n  # the same store as a full build of the vault now
        assert inc.embedding_status == "complete", n
    assert inc.unreadable and inc.unreadable[0]["path"] == "bad.md"
    with pub.writer_lock(s.store_dir, 0):
        idle = run(tools, changed=[], every=NOW)
    assert idle.published == [] and idle.id == inc.id  # nothing changed: the materialization is kept


def test_each_phase_takes_the_frozen_result_of_the_one_before(tmp_path, vault):
    s = settings_for(tmp_path, vault)
    emb = HashingEmbedder()
    tools = make_tools(s, vault_root(vault), emb)
    with pub.writer_lock(s.store_dir, 0):
        run(tools, every=NOW)
        calls = emb.calls
        write(vault, "20-wiki/dev/lancedb.md", NOTES["20-wiki/dev/lancedb.md"] + "\n## Index\n\nIVF-PQ partitions.\n")
        parent = read_parent(s.store_dir)
        scanned = scan_phase(tools, parent, changed=["20-wiki/dev/lancedb.md"])
        assert scanned.delta.changed == ("20-wiki/dev/lancedb.md",) and not scanned.keep_parent and scanned.full_reason is None
        assert scanned.scan.unread == 3  # the other notes were taken as they were
        with pytest.raises(dataclasses.FrozenInstanceError):
            scanned.keep_parent = True  # type: ignore[misc]
        vectors = Vectors(scanned.present, (), embed=True)
        lexical = lexical_phase(tools, parent, scanned, vectors)
        assert lexical.published == (lexical.id,) and mf.read_current(s.store_dir) == lexical.id
        # the embed phase receives exactly the sections whose input has no vector: the new one
        assert lexical.todo is not None and [t[2][-1] for t in lexical.todo] == ["Index"]
        embedded = embed_phase(tools, lexical, vectors, NOW)
        assert embedded.embedded == 1 and emb.calls == calls + 1 and embedded.vectors.present > vectors.present
        final = publish_phase(tools, last_id=embedded.last_id, run_last=lexical.id, content=lexical.content, file=embedded.file,
                              vectors=embedded.vectors, sweep=False, timings=embedded.timings)
    assert final.state.status == "complete" and final.state.pending == 0 and final.gc_error is None
    assert mf.read_current(s.store_dir) == final.id != lexical.id  # the lexical one was superseded, not kept
    assert lexical.id not in mf.list_ids(s.store_dir)
    assert {"scan", "copy", "parse", "verify", "embed", "publish", "gc"} <= set(final.timings)
