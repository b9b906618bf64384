"""Materialization ids, the CURRENT pointer, manifests, the writer lock, GC and rollback
(real files in tmp_path, no DuckDB needed except where a store file is checked)."""

from __future__ import annotations

import json
import multiprocessing
from datetime import UTC, datetime

import pytest

from hippocampus.errors import UsageError
from hippocampus.store import gc
from hippocampus.store import manifest as mf
from hippocampus.store import publish as pub


def test_ids_sort_by_time_and_after_the_parent():
    a = mf.new_id(now=datetime(2026, 1, 2, 3, 4, 5, 6, tzinfo=UTC))
    assert a.startswith("20260102T030405000006Z-") and mf.is_valid_id(a)
    # the clock stepped back: the new id still sorts after its parent
    b = mf.new_id(after=a, now=datetime(2025, 1, 1, tzinfo=UTC))
    assert b > a and b.startswith("20260102T030405000007Z-")
    assert mf.id_time(a) == datetime(2026, 1, 2, 3, 4, 5, 6, tzinfo=UTC)
    assert not mf.is_valid_id("../etc") and not mf.is_valid_id("")


def test_current_pointer_roundtrip_and_garbage(tmp_path):
    assert mf.read_current(tmp_path) is None
    mid = mf.new_id()
    mf.write_current(tmp_path, mid)
    assert json.loads((tmp_path / "CURRENT").read_text()) == {"id": mid}
    assert mf.read_current(tmp_path) == mid
    assert not list(tmp_path.glob(".CURRENT*"))  # no temp file left behind
    (tmp_path / "CURRENT").write_text("{not json")
    assert mf.read_current(tmp_path) is None
    (tmp_path / "CURRENT").write_text(json.dumps({"id": "../../x"}))
    assert mf.read_current(tmp_path) is None
    with pytest.raises(ValueError):
        mf.write_current(tmp_path, "bad id")


def _fake_materialization(store_dir, mid, **manifest):
    """A real (tiny) DuckDB file with its size and SHA-256 recorded, as a publish leaves it."""
    import duckdb

    folder = mf.materialization_dir(store_dir, mid)
    folder.mkdir(parents=True)
    con = duckdb.connect(str(folder / mf.STORE_FILE))
    con.execute("CREATE TABLE documents (doc_id INTEGER)")
    con.close()
    path = folder / mf.STORE_FILE
    mf.write_manifest(folder, {"id": mid, "sha256": mf.file_sha256(path), "store_bytes": path.stat().st_size, **manifest})
    return folder


def test_list_gc_keeps_newest_and_current(tmp_path):
    ids = [mf.new_id(now=datetime(2026, 1, 1, 0, 0, i, tzinfo=UTC)) for i in range(6)]
    for mid in ids:
        _fake_materialization(tmp_path, mid)
    (tmp_path / "m" / "not-an-id").mkdir()
    mf.materialization_dir(tmp_path, mf.new_id(now=datetime(2027, 1, 1, tzinfo=UTC))).mkdir()  # no manifest: not listed
    assert mf.list_ids(tmp_path) == ids
    mf.write_current(tmp_path, ids[1])  # e.g. after a rollback
    deleted, vectors_deleted = gc.collect(tmp_path, keep=2)
    assert deleted == [ids[0], ids[2], ids[3]] and vectors_deleted == set()  # no vector table: no embed hash deleted
    assert mf.list_ids(tmp_path) == [ids[1], ids[4], ids[5]]
    listed = pub.list_materializations(tmp_path)
    assert [m["id"] for m in listed] == [ids[5], ids[4], ids[1]]
    assert [m["current"] for m in listed] == [False, False, True]
    # deleting goes through work/ (atomic rename first), and leaves nothing there
    assert not any((tmp_path / "work").iterdir())


def test_rollback_default_previous_explicit_and_errors(tmp_path):
    with pytest.raises(UsageError):
        pub.rollback(tmp_path)
    ids = [mf.new_id(now=datetime(2026, 1, 1, 0, 0, i, tzinfo=UTC)) for i in range(3)]
    for mid in ids:
        _fake_materialization(tmp_path, mid)
    mf.write_current(tmp_path, ids[2])
    assert pub.rollback(tmp_path) == (ids[2], ids[1])
    assert pub.rollback(tmp_path) == (ids[1], ids[0])
    with pytest.raises(UsageError, match="no materialization older"):
        pub.rollback(tmp_path)
    assert pub.rollback(tmp_path, ids[2]) == (ids[0], ids[2])
    with pytest.raises(UsageError, match="unknown materialization"):
        pub.rollback(tmp_path, "20990101T000000000000Z-abcdef")


@pytest.mark.parametrize("damage", ["truncate", "flip", "zero", "missing", "manifest-flip"])
def test_rollback_refuses_a_damaged_target(tmp_path, damage):
    ids = [mf.new_id(now=datetime(2026, 1, 1, 0, 0, i, tzinfo=UTC)) for i in range(2)]
    folders = [_fake_materialization(tmp_path, mid) for mid in ids]
    mf.write_current(tmp_path, ids[1])
    store = folders[0] / mf.STORE_FILE
    data = store.read_bytes()
    if damage == "truncate":
        store.write_bytes(data[: len(data) // 2])
    elif damage == "flip":
        store.write_bytes(data[:5000] + bytes([data[5000] ^ 0x40]) + data[5001:])
    elif damage == "zero":
        store.write_bytes(b"")
    elif damage == "missing":
        store.unlink()
    else:
        text = (folders[0] / mf.MANIFEST_FILE).read_text()
        (folders[0] / mf.MANIFEST_FILE).write_text(text.replace(ids[0][-6:], ids[0][-6:-1] + "0", 1) if ids[0][-1] != "0" else text.replace(ids[0][-6:], ids[0][-6:-1] + "1", 1))
    with pytest.raises(UsageError, match=f"refusing to roll back to materialization {ids[0]}: it is damaged"):
        pub.rollback(tmp_path)
    assert mf.read_current(tmp_path) == ids[1]  # CURRENT unchanged


def _hold_lock(store_dir, ready, release):
    with pub.writer_lock(store_dir):
        ready.set()
        release.wait(10)


def test_writer_lock_excludes_a_second_writer_and_dies_with_its_holder(tmp_path):
    ctx = multiprocessing.get_context("spawn")
    ready, release = ctx.Event(), ctx.Event()
    proc = ctx.Process(target=_hold_lock, args=(tmp_path, ready, release))
    proc.start()
    try:
        assert ready.wait(30)
        with pytest.raises(pub.IndexBusy, match="another index run is in progress"), pub.writer_lock(tmp_path, timeout=0.2):
            pass
    finally:
        proc.kill()  # SIGKILL: the kernel releases the flock
        proc.join()
    with pub.writer_lock(tmp_path, timeout=5):
        pass


def test_clean_work_removes_debris(tmp_path):
    (tmp_path / "work" / "a").mkdir(parents=True)
    (tmp_path / "work" / "a" / "store.duckdb").write_bytes(b"partial")
    (tmp_path / "work" / "trash-b").mkdir()
    assert pub.clean_work(tmp_path) == ["a", "trash-b"]
    assert not any((tmp_path / "work").iterdir())


def test_coverage_fraction():
    assert mf.coverage_fraction({"embedding": {"embedded": 1, "total": 4}}) == 0.25
    assert mf.coverage_fraction({"embedding": {"embedded": 0, "total": 0}}) == 1.0
