"""A damaged search store heals itself (issue 24): real damaged files, no traceback, the right
fallback, and the next plain ``hippo index`` rebuilds from the vault.

Damage is done to the real published files (byte flips at several offsets, truncation, a
zero-length file, a missing file) of every file a materialization publishes: ``store.duckdb``,
``manifest.json`` and the ``CURRENT`` pointer. What a user sees is checked through subprocess
runs of the real CLI.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

import pytest

from hippocampus.store import integrity
from hippocampus.store import manifest as mf
from hippocampus.store.indexer import run_index
from hippocampus.store.reader import Store
from tests.store_helpers import REPO, settings_for
from tests.support.damage import damage

SAMPLE = REPO / "hippocampus" / "sample_vault"
TERM = "kubernetes"




@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """A sample vault indexed twice (two kept materializations), copied per test."""
    base = tmp_path_factory.mktemp("heal")
    vault = base / "vault"
    shutil.copytree(SAMPLE, vault)
    settings = settings_for(base, vault)
    first = run_index(settings, embed=False).id
    note = next(iter(sorted(vault.rglob("*.md"))))
    note.write_text(note.read_text(encoding="utf-8") + "\nOne more line.\n", encoding="utf-8")
    second = run_index(settings, embed=False).id
    assert first != second
    return base, first, second


@pytest.fixture
def store_copy(built, tmp_path):
    base, first, second = built
    shutil.copytree(base / "vault", tmp_path / "vault")
    shutil.copytree(base / "home", tmp_path / "home")
    integrity.forget()
    return settings_for(tmp_path, tmp_path / "vault"), first, second


STORE_DAMAGE = ["flip@0", "flip@4100", "flip@300000", "flip@-1", "truncate", "zero", "missing"]
MANIFEST_DAMAGE = ["flip@2", "flip@-40", "truncate", "zero", "missing"]


@pytest.mark.parametrize("file,how", [(mf.STORE_FILE, h) for h in STORE_DAMAGE] + [(mf.MANIFEST_FILE, h) for h in MANIFEST_DAMAGE])
def test_damaged_current_falls_back_then_index_rebuilds(store_copy, file, how):
    settings, first, second = store_copy
    damage(mf.materialization_dir(settings.store_dir, second) / file, how)
    with Store.open_latest(settings.store_dir) as store:
        assert store.id == first
        assert store.fallback is not None and store.fallback.wanted == second and store.fallback.served == first
        assert store.lexical([("kubernet", 1.0)], store_filters(), 3)
        assert not store.is_stale()  # stays served until CURRENT moves, not re-opened every check
    report = run_index(settings, embed=False)  # plain run: no --full
    assert report.full and "damaged" in (report.full_reason or "")
    assert report.id not in (first, second)
    with Store.open_latest(settings.store_dir) as store:
        assert store.id == report.id and store.fallback is None
        assert store.lexical([("kubernet", 1.0)], store_filters(), 3)


def store_filters():
    from hippocampus.store.reader import Filters

    return Filters(include_archived=True)


@pytest.mark.parametrize("how", ["garbage", "zero", "missing"])
def test_damaged_current_pointer_serves_the_newest_intact_and_index_rebuilds(store_copy, how):
    settings, _first, second = store_copy
    pointer = settings.store_dir / mf.CURRENT
    if how == "missing":
        pointer.unlink()
    else:
        pointer.write_bytes(b"" if how == "zero" else b'{"id": "2026\xff"}')
    with Store.open_latest(settings.store_dir) as store:
        assert store.id == second and store.fallback is not None and store.fallback.wanted is None
    report = run_index(settings, embed=False)
    assert report.full and "CURRENT" in (report.full_reason or "")
    assert mf.read_current(settings.store_dir) == report.id


def test_every_materialization_damaged_is_one_clear_error(store_copy):
    settings, first, second = store_copy
    for mid in (first, second):
        damage(mf.materialization_dir(settings.store_dir, mid) / mf.STORE_FILE, "flip@5000")
    with pytest.raises(integrity.DamagedMaterialization, match="no intact older one is kept; run `hippo index`"):
        Store.open_latest(settings.store_dir)
    report = run_index(settings, embed=False)
    assert report.full and mf.read_current(settings.store_dir) == report.id


def test_gc_drops_a_damaged_materialization(store_copy):
    settings, first, second = store_copy
    damage(mf.materialization_dir(settings.store_dir, first) / mf.STORE_FILE, "zero")
    from hippocampus.store.gc import collect

    dropped, _ = collect(settings.store_dir, keep=1)
    assert dropped == [first] and mf.list_ids(settings.store_dir) == [second]


# ---------------------------------------------------------------------------- the CLI


def hippo(settings, *args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    full_env = {**os.environ, "HIPPO_HOME": str(settings.home), "HIPPO_VAULT": str(settings.vault), **(env or {})}
    full_env.pop("HIPPO_DEBUG", None)
    full_env.update(env or {})
    return subprocess.run([sys.executable, "-m", "hippocampus", *args], capture_output=True, text=True, env=full_env,
                          cwd=settings.home.parent, timeout=300)


def test_cli_flipped_byte_search_degrades_then_plain_index_heals(store_copy):
    settings, first, second = store_copy
    damage(mf.materialization_dir(settings.store_dir, second) / mf.STORE_FILE, "flip@8192")
    res = hippo(settings, "search", TERM, "--mode", "lexical", "--json")
    assert res.returncode == 0, res.stderr
    assert "Traceback" not in res.stderr + res.stdout
    out = json.loads(res.stdout)
    assert out["materialization"] == first and out["hits"]
    assert second in out["degraded"]["damaged_store"] and out["degraded"]["degraded"] is True
    notes = [line for line in res.stderr.splitlines() if "damaged" in line]
    assert len(notes) == 1 and first in notes[0] and "hippo index" in notes[0]

    res = hippo(settings, "index", "--no-embed", "--json")
    assert res.returncode == 0 and "Traceback" not in res.stderr, res.stderr
    report = json.loads(res.stdout)
    assert report["full"] and "damaged" in report["full_reason"]

    res = hippo(settings, "search", TERM, "--mode", "lexical", "--json")
    assert res.returncode == 0 and "damaged" not in res.stderr
    assert json.loads(res.stdout)["materialization"] == report["id"]


def test_cli_no_intact_materialization_is_one_line_exit_1(store_copy):
    settings, first, second = store_copy
    for mid in (first, second):
        damage(mf.materialization_dir(settings.store_dir, mid) / mf.STORE_FILE, "truncate")
    res = hippo(settings, "search", TERM, "--mode", "lexical")
    assert res.returncode == 1
    assert "Traceback" not in res.stderr and len(res.stderr.strip().splitlines()) == 1
    assert "damaged" in res.stderr and "hippo index" in res.stderr


def test_cli_rollback_refuses_a_truncated_materialization(store_copy):
    settings, first, second = store_copy
    damage(mf.materialization_dir(settings.store_dir, first) / mf.STORE_FILE, "truncate")
    res = hippo(settings, "rollback")
    assert res.returncode == 2 and "Traceback" not in res.stderr
    assert len(res.stderr.strip().splitlines()) == 1 and "refusing to roll back" in res.stderr and "damaged" in res.stderr
    assert mf.read_current(settings.store_dir) == second
    assert hippo(settings, "rollback", second).returncode == 0  # an intact target is accepted


def test_gateway_status_and_health_show_the_fallback_once(store_copy, caplog):
    import logging

    from gateway.health import health_payload, index_state
    from gateway.state import GatewayState

    settings, first, second = store_copy
    damage(mf.materialization_dir(settings.store_dir, second) / mf.STORE_FILE, "flip@12345")
    state = GatewayState(settings, load_embedder=False, check_interval=0.0)
    with caplog.at_level(logging.WARNING, logger="hippocampus.gateway"):
        state.open()
        for _ in range(3):
            state.holder.refresh(force=True)  # CURRENT did not move: no re-open, no second warning
    try:
        assert state.holder.current().id == first
        health = health_payload(state)
        assert health["status"] == "degraded" and health["materialization"]["id"] == first
        assert any(second in flag and "damaged" in flag and "hippo index" in flag for flag in health["degraded"])
        assert any("damaged" in flag for flag in index_state(state)["degraded"])
        assert sum("damaged" in r.getMessage() for r in caplog.records) == 1
        run_index(settings, embed=False)
        assert state.holder.refresh(force=True)  # the healed publish is picked up
        assert health_payload(state)["materialization"]["id"] not in (first, second)
        assert not any("damaged" in flag for flag in health_payload(state)["degraded"])
    finally:
        state.close()


@pytest.mark.parametrize("how", ["truncate", "zero", "missing"])
def test_damaged_vector_table_degrades_search_then_index_rebuilds_it(tmp_path, how):
    """Lance data files carry no checksum of their own: a flipped byte inside the vector data is
    read as a different float (not detected, ADR 0016); truncated, empty or missing files are."""
    from hippocampus.search.service import search
    from tests.store_helpers import HashingEmbedder

    vault = tmp_path / "vault"
    shutil.copytree(SAMPLE, vault)
    settings = settings_for(tmp_path, vault)
    run_index(settings, embedder=HashingEmbedder())
    for f in sorted(p for p in (settings.store_dir / mf.VECTORS).rglob("*.lance") if p.is_file()):  # the data files
        damage(f, how)
    with Store.open_latest(settings.store_dir) as store:
        res = search(store, HashingEmbedder(), "kubernetes probes", mode="hybrid")
        assert res.hits and "vector table unreadable" in (res.degraded.no_embedder or "")
    note = vault / "20-wiki" / "ops" / "kubernetes-probes.md"
    note.write_text(note.read_text(encoding="utf-8") + "\nOne more line.\n", encoding="utf-8")
    report = run_index(settings, embedder=HashingEmbedder())
    assert report.embedding_coverage == 1.0 and any("vector table" in r for r in report.repaired)
    with Store.open_latest(settings.store_dir) as store:
        res = search(store, HashingEmbedder(), "kubernetes probes", mode="hybrid")
        assert res.hits and res.degraded.no_embedder is None and res.best_cosine is not None


def test_cli_materializations_marks_the_damaged_one(store_copy):
    settings, first, second = store_copy
    damage(mf.materialization_dir(settings.store_dir, first) / mf.STORE_FILE, "zero")
    res = hippo(settings, "materializations", "--json")
    assert res.returncode == 0, res.stderr
    listed = {m["id"]: m["damaged"] for m in json.loads(res.stdout)}
    assert listed[second] is None and "bytes" in listed[first]  # size differs from the manifest's
    res = hippo(settings, "materializations")
    assert res.returncode == 0 and f"damaged: {first}" in res.stderr


def test_gateway_with_nothing_intact_reports_once_and_heals(store_copy, caplog):
    import logging

    from gateway.health import health_payload
    from gateway.state import GatewayState

    settings, first, second = store_copy
    for mid in (first, second):
        damage(mf.materialization_dir(settings.store_dir, mid) / mf.STORE_FILE, "truncate")
    state = GatewayState(settings, load_embedder=False, check_interval=0.0)
    with caplog.at_level(logging.WARNING, logger="hippocampus.gateway"):
        state.open()
        for _ in range(3):
            state.holder.refresh(force=True)
    try:
        health = health_payload(state)
        assert health["status"] == "not_indexed" and any("no intact older one" in d for d in health["degraded"])
        assert sum("could not open" in r.getMessage() for r in caplog.records) == 1
        run_index(settings, embed=False)
        assert state.holder.refresh(force=True)
        healed = health_payload(state)  # (still "degraded": this lexical-only build has 0 % embeddings)
        assert healed["materialization"]["id"] == mf.read_current(settings.store_dir)
        assert not any("damaged" in d or "could not be opened" in d for d in healed["degraded"])
    finally:
        state.close()
