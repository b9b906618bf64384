import multiprocessing as mp
import sqlite3

from hippocampus.ledger import records
from hippocampus.ledger.db import MIGRATIONS, Ledger


def test_wal_and_migrations(tmp_path):
    led = Ledger(tmp_path / "ledger.sqlite3")
    assert led.version == len(MIGRATIONS)
    assert led.query("PRAGMA journal_mode")[0][0] == "wal"
    led.close()
    assert Ledger(tmp_path / "ledger.sqlite3").version == len(MIGRATIONS)  # idempotent


def test_gap_upsert_close_reopen(tmp_path):
    led = Ledger(tmp_path / "l.db")
    g1 = records.record_gap(led, "Kiwi  Tokenizer", "zero_hit", "m1")
    g2 = records.record_gap(led, "kiwi tokenizer", "zero_hit", "m2")
    assert g1.id == g2.id and g2.count == 2 and g2.materialization == "m2"
    records.close_gap(led, g1.id, "20-wiki/x.md#a")
    assert records.open_gaps(led) == []
    g3 = records.record_gap(led, "kiwi tokenizer", "zero_hit", "m3")
    assert g3.status == "open" and g3.count == 3


def _writer(path, n, tag):
    led = Ledger(path)
    for i in range(n):
        records.log_event(led, "test", tag=tag, i=i)
    led.close()


def test_several_processes_write_safely(tmp_path):
    path = tmp_path / "l.db"
    Ledger(path).close()
    ctx = mp.get_context("spawn")
    procs = [ctx.Process(target=_writer, args=(path, 50, t)) for t in ("a", "b", "c")]
    for p in procs:
        p.start()
    for p in procs:
        p.join(60)
        assert p.exitcode == 0
    n = sqlite3.connect(path).execute("SELECT count(*) FROM events").fetchone()[0]
    assert n == 150


def test_bundle_roundtrip(tmp_path):
    led = Ledger(tmp_path / "l.db")
    records.save_bundle(led, "b1", "q", "excerpts", "weak", "m1", {"x": [1, 2], "한": "글"})
    assert records.load_bundle(led, "b1") == {"x": [1, 2], "한": "글"}
    assert records.load_bundle(led, "nope") is None
