"""The warm index path of the live service (ADR 0030): the same phases with a memo carried from
run to run (no re-read of the parent's hashes, the vector hashes or the stat cache) and small
changes embedded before their one publish. Real DuckDB and LanceDB files; HashingEmbedder."""

from __future__ import annotations

import dataclasses
import shutil
import unicodedata

from hippocampus.store import manifest as mf
from hippocampus.store import publish as pub
from hippocampus.store.index_context import IndexMemo
from hippocampus.store.index_embed import PublishEvery
from hippocampus.store.index_scan import read_parent
from hippocampus.store.indexer import make_tools, run, run_index
from hippocampus.vault.reader import vault_root
from tests.integration.test_index_phases import NOTES
from tests.store_helpers import HashingEmbedder, note, settings_for, store_content, write

NOW = PublishEvery(batches=1, seconds=0)


def _vault(tmp_path):
    v = tmp_path / "vault"
    for rel, text in NOTES.items():
        write(v, rel, text)
    write(v, "assets/brain.png", b"\x89PNG\r\n")
    return v


def test_a_warm_run_reads_nothing_it_remembers_and_builds_what_a_full_build_builds(tmp_path, monkeypatch):
    vault = _vault(tmp_path)
    s = settings_for(tmp_path, vault, keep_materializations=2)
    memo = IndexMemo()
    tools = dataclasses.replace(make_tools(s, vault_root(vault), HashingEmbedder()), memo=memo, inline_embed=16)
    with pub.writer_lock(s.store_dir, 0):
        first = run(tools, every=NOW)
    assert first.embedding_status == "complete" and memo.parent is not None and memo.parent.id == first.id

    steps = [
        (lambda: write(vault, "20-wiki/dev/duckdb.md", NOTES["20-wiki/dev/duckdb.md"] + "\n## 쿼리\n\n빠르다.\n"),
         ["20-wiki/dev/duckdb.md"]),
        (lambda: [write(vault, "20-wiki/new/a.md", note("A", "alpha [[b]] [[duckdb#쿼리]]\n")),
                  write(vault, "20-wiki/new/b.md", note("B", "beta\n"))], ["20-wiki/new/"]),
        (lambda: shutil.rmtree(vault / "20-wiki/bio"), ["20-wiki/bio"]),
        (lambda: (vault / "20-wiki/dev/lancedb.md").rename(vault / "20-wiki/dev/lance.md"),
         ["20-wiki/dev/lancedb.md", "20-wiki/dev/lance.md"]),
        (lambda: write(vault, "bad.md", b"\x00\x01"), ["bad.md"]),
        (lambda: (vault / "assets/brain.png").unlink(), ["assets/brain.png"]),
        # files appearing and going change the answers of other notes' links (only those naming them)
        (lambda: write(vault, "20-wiki/dev/ghost.md", note("Ghost", "[[missing-one]] [[Sub/Thing#h]] [[./lance]] [[lance]] [[LANCE.md]] "
                                                                    "[[../dev/lance]] ![[brain.png]]\n")), ["20-wiki/dev/ghost.md"]),
        (lambda: [write(vault, "20-wiki/x/Missing-One.md", note("M", "m\n")), write(vault, "20-wiki/Sub/Thing.md", note("T", "## h\n\nt\n")),
                  write(vault, "assets/brain.png", b"\x89PNG\r\n")], ["20-wiki/x", "20-wiki/Sub", "assets/brain.png"]),
        (lambda: write(vault, "lance.md", note("Root lance", "shallower than 20-wiki/dev/lance.md\n")), ["lance.md"]),
        (lambda: [(vault / "20-wiki/x/Missing-One.md").unlink(), (vault / "20-wiki/dev/lance.md").unlink()],
         ["20-wiki/x/Missing-One.md", "20-wiki/dev/lance.md"]),
        (lambda: write(vault, "20-wiki/Sub/Thing.md", note("T", "## other\n\nt\n")), ["20-wiki/Sub/Thing.md"]),
        # a link typed composed (NFC) to a note whose name macOS stored decomposed (NFD): the
        # note's arrival relinks it, as a full build resolves it
        (lambda: write(vault, "20-wiki/new/menu.md", note("Menu", "[[Café]] [[ricette/Café]]\n")), ["20-wiki/new/menu.md"]),
        (lambda: write(vault, unicodedata.normalize("NFD", "20-wiki/ricette/café.md"), note("Cafe", "caffe\n")),
         [unicodedata.normalize("NFD", "20-wiki/ricette/café.md")]),
        # Markdown links are links: relative, percent-encoded, in angle brackets, to a heading, an
        # embedded image; a file arriving with the name one of them names relinks it
        (lambda: write(vault, "20-wiki/new/md.md", note("Md", "[g](../dev/ghost.md) [t](<../Sub/Thing.md#other>) "
                                                             "[two](../Sub/Thing%20Two.md) ![i](../../assets/brain.png) [self](#Md)\n")),
         ["20-wiki/new/md.md"]),
        (lambda: write(vault, "20-wiki/Sub/Thing Two.md", note("T2", "two\n")), ["20-wiki/Sub/Thing Two.md"]),
    ]
    reads: list[str] = []
    real_hashes = type(tools.vectors).hashes

    def counting_hashes(self):
        if self is tools.vectors:
            reads.append("vectors")
        return real_hashes(self)

    monkeypatch.setattr(type(tools.vectors), "hashes", counting_hashes)
    for n, (change, paths) in enumerate(steps):
        change()
        with pub.writer_lock(s.store_dir, 0):
            inc = run(tools, changed=paths, every=NOW)
        # one publish carries the change and its vectors (embedded before the manifest)
        assert len(inc.published) == 1 and inc.embedding_status == "complete", (n, inc.published)
        got = store_content(mf.materialization_dir(s.store_dir, inc.id) / mf.STORE_FILE)
        fresh = settings_for(tmp_path / f"full{n}", vault)
        full = run_index(fresh, full=True, embedder=HashingEmbedder())
        assert got == store_content(mf.materialization_dir(fresh.store_dir, full.id) / mf.STORE_FILE), n
        # what the memo holds is what a cold process reads from disk
        assert memo.parent == read_parent(s.store_dir), n
        assert memo.vector_hashes == frozenset(real_hashes(tools.vectors)), n
    assert reads == []  # no run of the warm process read the vector table's hashes
    menu = [row for row in got["links"] if row[0] == "20-wiki/new/menu.md"]
    assert [row[8] for row in menu] == [unicodedata.normalize("NFD", "20-wiki/ricette/café.md")] * 2 and not any(row[9] for row in menu)
    md = sorted((row[1], row[8], row[9], row[10]) for row in got["links"] if row[0] == "20-wiki/new/md.md")
    assert md == [(0, "20-wiki/dev/ghost.md", None, True), (1, "20-wiki/Sub/Thing.md", None, True),
                  (2, "20-wiki/Sub/Thing Two.md", None, True), (3, "assets/brain.png", None, True), (4, "20-wiki/new/md.md", "heading", True)]  # no heading "Md" in it


def test_the_memo_is_a_hint_another_writer_or_a_rollback_makes_it_read_again(tmp_path):
    vault = _vault(tmp_path)
    s = settings_for(tmp_path, vault)
    memo = IndexMemo()
    tools = dataclasses.replace(make_tools(s, vault_root(vault), HashingEmbedder()), memo=memo, inline_embed=16)
    with pub.writer_lock(s.store_dir, 0):
        run(tools, every=NOW)
    # another process indexes a change the warm one never heard of
    write(vault, "20-wiki/dev/other.md", note("Other", "written while the service looked away\n"))
    other = run_index(s, embedder=HashingEmbedder())
    assert memo.parent.id != other.id
    write(vault, "20-wiki/dev/duckdb.md", NOTES["20-wiki/dev/duckdb.md"] + "\nmore\n")
    with pub.writer_lock(s.store_dir, 0):
        warm = run(tools, changed=["20-wiki/dev/duckdb.md"], every=NOW)
    # the other writer's note is kept: the parent came from disk, not from the stale memo
    assert warm.counts["documents"] == 5 and "20-wiki/dev/other.md" not in warm.removed
    assert memo.vector_hashes == frozenset(tools.vectors.hashes())
    # a rollback moves CURRENT back: the memo no longer names it
    pub.rollback(s.store_dir)
    assert read_parent(s.store_dir, memo).id == mf.read_current(s.store_dir) != memo.parent.id


def test_a_spare_copy_made_between_runs_is_what_the_next_run_builds_on_and_never_outlives_its_parent(tmp_path):
    from hippocampus.store.index_lexical import prepare_spare

    vault = _vault(tmp_path)
    s = settings_for(tmp_path, vault, keep_materializations=2)
    memo = IndexMemo()
    tools = dataclasses.replace(make_tools(s, vault_root(vault), HashingEmbedder()), memo=memo, inline_embed=16)
    with pub.writer_lock(s.store_dir, 0):
        run(tools, every=NOW)
        assert prepare_spare(tools) > 0
    spare = memo.spare
    assert spare is not None and spare.mid == mf.read_current(s.store_dir) and spare.path.is_file()
    assert spare.path.read_bytes() == (mf.materialization_dir(s.store_dir, spare.mid) / mf.STORE_FILE).read_bytes()
    with pub.writer_lock(s.store_dir, 0):
        assert prepare_spare(tools) == 0.0  # one spare per parent
    write(vault, "20-wiki/dev/duckdb.md", NOTES["20-wiki/dev/duckdb.md"] + "\n## 쿼리\n\n빠르다.\n")
    with pub.writer_lock(s.store_dir, 0):
        inc = run(tools, changed=["20-wiki/dev/duckdb.md"], every=NOW)
    # taken (moved, not copied): the spare is gone and the result is what a full build builds
    assert memo.spare is None and not spare.path.parent.exists() and inc.parent == spare.mid
    fresh = settings_for(tmp_path / "full", vault)
    full = run_index(fresh, full=True, embedder=HashingEmbedder())
    got = store_content(mf.materialization_dir(s.store_dir, inc.id) / mf.STORE_FILE)
    assert got == store_content(mf.materialization_dir(fresh.store_dir, full.id) / mf.STORE_FILE)
    # a spare whose parent is no longer current (another writer published) is dropped, not used
    with pub.writer_lock(s.store_dir, 0):
        assert prepare_spare(tools) > 0
    stale = memo.spare
    write(vault, "20-wiki/dev/other.md", note("Other", "written while the service looked away\n"))
    other = run_index(s, embedder=HashingEmbedder())  # a cold process: its run removes work/ debris
    assert not stale.path.exists()
    write(vault, "20-wiki/dev/duckdb.md", NOTES["20-wiki/dev/duckdb.md"] + "\nmore\n")
    with pub.writer_lock(s.store_dir, 0):
        warm = run(tools, changed=["20-wiki/dev/duckdb.md"], every=NOW)
    assert memo.spare is None and warm.parent == other.id and warm.counts["documents"] == 5
    assert not any(p.name.startswith("spare-") for p in (s.store_dir / mf.WORK).iterdir())


def test_a_run_in_a_stopping_process_embeds_nothing_and_the_next_run_embeds_what_it_left(tmp_path):
    """SIGTERM to ``hippo serve`` during a run: the run's first embedding batch would load the
    model (seconds of torch import) on the way out. With ``stopping`` true it publishes the
    lexical change and leaves the sections pending; nothing is lost, the next run embeds them."""
    vault = _vault(tmp_path)
    s = settings_for(tmp_path, vault, keep_materializations=2)
    embedder = HashingEmbedder()
    for inline in (16, 0):  # inline (a small live change) and the embed phase after the publish
        memo = IndexMemo()
        stopping = dataclasses.replace(make_tools(s, vault_root(vault), embedder), memo=memo, inline_embed=inline,
                                       stopping=lambda: True)
        write(vault, "20-wiki/new/c.md", note("C", f"gamma {inline}\n"))
        with pub.writer_lock(s.store_dir, 0):
            report = run(stopping, every=NOW)
        assert embedder.calls == 0 and report.published and report.pending_embeddings > 0
        assert "20-wiki/new/c.md" in {r[0] for r in store_content(mf.materialization_dir(s.store_dir, report.id) / mf.STORE_FILE)["documents"]}
        going = dataclasses.replace(stopping, stopping=lambda: False)
        with pub.writer_lock(s.store_dir, 0):
            again = run(going, every=NOW)
        assert embedder.calls > 0 and again.embedding_status == "complete" and again.pending_embeddings == 0
        embedder.calls = 0
