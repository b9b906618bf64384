"""The scan's stat cache: unchanged notes are taken unread, anything doubtful is read."""

from __future__ import annotations

import os
import time
from pathlib import Path

from hippocampus.store.scan import CACHE_FILE, RACY_NS, load_cache, save_cache, scan_vault

MAX = 1_000_000


def _vault(tmp_path: Path) -> Path:
    root = tmp_path / "vault"
    (root / "a").mkdir(parents=True)
    (root / "a" / "one.md").write_text("# One\n\nfirst\n", encoding="utf-8")
    (root / "two.md").write_text("# Two\n\nsecond\n", encoding="utf-8")
    old = time.time() - 60
    for p in root.rglob("*.md"):
        os.utime(p, (old, old))
    return root


def _rescan(root: Path, cache_path: Path):
    first = scan_vault(root, MAX, {})
    save_cache(cache_path, root, first.started_ns, first.stats)
    return first, scan_vault(root, MAX, first.hashes, cache=load_cache(cache_path, root))


def test_unchanged_notes_are_not_read_again(tmp_path):
    root = _vault(tmp_path)
    first, second = _rescan(root, tmp_path / CACHE_FILE)
    assert first.unread == 0 and second.unread == 2
    assert second.hashes == first.hashes and second.texts == {}


def test_edit_with_same_size_is_seen_through_the_mtime(tmp_path):
    root = _vault(tmp_path)
    cache_path = tmp_path / CACHE_FILE
    first = scan_vault(root, MAX, {})
    save_cache(cache_path, root, first.started_ns, first.stats)
    (root / "two.md").write_text("# Two\n\nSECOND\n", encoding="utf-8")  # same size, new mtime
    second = scan_vault(root, MAX, first.hashes, cache=load_cache(cache_path, root))
    assert second.unread == 1
    assert second.hashes["two.md"] != first.hashes["two.md"]
    assert "SECOND" in second.texts["two.md"]


def test_racily_clean_entries_are_read(tmp_path):
    """A file modified within RACY_NS of the scan that cached it is never trusted unread."""
    root = _vault(tmp_path)
    cache_path = tmp_path / CACHE_FILE
    first = scan_vault(root, MAX, {})
    fresh = first.stats["two.md"][1] + RACY_NS // 2  # the scan happened right after the write
    save_cache(cache_path, root, fresh, first.stats)
    second = scan_vault(root, MAX, first.hashes, cache=load_cache(cache_path, root))
    assert second.unread == 0


def test_forged_mtime_with_same_size_is_the_documented_blind_spot_and_full_reads(tmp_path):
    root = _vault(tmp_path)
    cache_path = tmp_path / CACHE_FILE
    first = scan_vault(root, MAX, {})
    save_cache(cache_path, root, first.started_ns, first.stats)
    st = os.stat(root / "two.md")
    (root / "two.md").write_text("# Two\n\nSECOND\n", encoding="utf-8")
    os.utime(root / "two.md", ns=(st.st_atime_ns, st.st_mtime_ns))
    cached = scan_vault(root, MAX, first.hashes, cache=load_cache(cache_path, root))
    assert cached.hashes["two.md"] == first.hashes["two.md"]  # trusted: the blind spot
    full = scan_vault(root, MAX, {})  # what `hippo index --full` does
    assert full.hashes["two.md"] != first.hashes["two.md"]


def test_store_hash_must_match_the_cached_one(tmp_path):
    """After a rollback the store's hash differs from the cache's: the file is read."""
    root = _vault(tmp_path)
    first, _ = _rescan(root, tmp_path / CACHE_FILE)
    other = dict(first.hashes, **{"two.md": "0" * 64})
    third = scan_vault(root, MAX, other, cache=load_cache(tmp_path / CACHE_FILE, root))
    assert third.unread == 1 and "two.md" in third.texts


def test_corrupt_or_foreign_cache_is_ignored(tmp_path):
    root = _vault(tmp_path)
    cache_path = tmp_path / CACHE_FILE
    cache_path.write_text("{not json", encoding="utf-8")
    assert load_cache(cache_path, root) is None
    first = scan_vault(root, MAX, {})
    save_cache(cache_path, root, first.started_ns, first.stats)
    assert load_cache(cache_path, tmp_path / "elsewhere") is None
    assert load_cache(cache_path, root) is not None
