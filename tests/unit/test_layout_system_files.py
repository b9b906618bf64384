"""What counts as the pipeline's own bookkeeping (never evidence for research or compile)."""

from vault_schema.layout import is_system_file


def test_root_bookkeeping_and_system_lanes():
    for path in ("log.md", "HOME.md", "index.md", "./log.md#2026-01-02", "05-todo/research-topics.md",
                 "30-reviews/gap-queue.md", "30-reviews/staging/card.md#요약", "90-system/promotions/2026-11.jsonl"):
        assert is_system_file(path), path


def test_notes_and_lookalikes_are_evidence():
    for path in ("20-wiki/data/log.md", "10-sources/index.md", "30-reviewsX/a.md", "notes/HOME.md", "AGENTS.md"):
        assert not is_system_file(path), path
