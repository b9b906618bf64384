from datetime import date

import pytest
from pydantic import ValidationError

from vault_schema.frontmatter import Frontmatter, NoteMeta, render_note, split_frontmatter
from vault_schema.logline import format_log_line, parse_log_line


def test_no_frontmatter():
    split = split_frontmatter("# hello\n")
    assert split.meta == {} and split.body == "# hello\n" and not split.has_frontmatter and split.error is None


def test_basic_and_body_offset():
    split = split_frontmatter("---\ntitle: 제목\ntags: [a, b]\n---\n# Body\n")
    assert split.meta["title"] == "제목" and split.body == "# Body\n" and split.body_offset == 4


def test_bom_and_crlf():
    split = split_frontmatter("\ufeff---\r\ntitle: x\r\n---\r\nbody")
    assert split.meta == {"title": "x"} and split.body == "body"


def test_empty_block():
    split = split_frontmatter("---\n---\nbody")
    assert split.meta == {} and split.error is None and split.has_frontmatter


def test_broken_yaml_reports_line():
    split = split_frontmatter("---\ntitle: ok\ntags: [a, b\nstatus: x\n---\nbody")
    assert split.error is not None and "invalid YAML" in split.error.message
    assert split.error.line is not None and split.error.line >= 3
    assert split.meta == {} and split.body == "body"


def test_unclosed_fence():
    split = split_frontmatter("---\ntitle: x\nno end")
    assert split.error and "never closed" in split.error.message


def test_non_mapping():
    split = split_frontmatter("---\n- a\n- b\n---\n")
    assert split.error and "mapping" in split.error.message


def test_horizontal_rule_later_is_not_frontmatter():
    split = split_frontmatter("text\n---\nmore")
    assert not split.has_frontmatter


def test_legacy_okf_keys_read_not_rewritten():
    raw = {"okf_id": "okf:vault:2024-a", "okf_status": "canonical", "okf_title": "옛 노트", "okf_updated": "2024-11-03"}
    meta = NoteMeta(raw)
    assert meta.status == "canonical" and meta.title == "옛 노트" and meta.updated == date(2024, 11, 3)
    assert meta.legacy_id == "okf:vault:2024-a" and meta.is_legacy
    assert meta.raw is raw and "status" not in raw
    # the plain key wins over the legacy one
    assert NoteMeta({"status": "draft", "okf_status": "canonical"}).status == "draft"


def test_dates_and_lists():
    meta = NoteMeta({"created": "2025-03-01T10:00:00Z", "tags": "single", "sources": None})
    assert meta.created == date(2025, 3, 1) and meta.updated == date(2025, 3, 1)
    assert meta.tags == ("single",) and meta.sources == ()
    assert NoteMeta({"updated": "not a date"}).updated is None



def test_updated_reads_obsidians_modified_before_falling_back_to_created():
    """An Obsidian note with ``created: 2023-05-30`` and ``modified: 2024-03-14`` was "updated
    2023-05-30" in search and read: ``modified:`` was never looked at."""
    created = date(2023, 5, 30)
    assert NoteMeta({"created": created, "modified": date(2024, 3, 14)}).updated == date(2024, 3, 14)
    assert NoteMeta({"created": created, "last_modified": "2024-03-15T08:00:00"}).updated == date(2024, 3, 15)
    assert NoteMeta({"created": created, "lastmod": "2024-03-16"}).updated == date(2024, 3, 16)
    assert NoteMeta({"created": created, "updated": "2024-01-01", "modified": "2024-03-14"}).updated == date(2024, 1, 1)
    assert NoteMeta({"created": created, "modified": "Thursday"}).updated == created  # unreadable: the next key

def test_strict_model_rejects_unknown_enum():
    with pytest.raises(ValidationError):
        Frontmatter(type="essay", status="draft", trust="source", title="x", created=date.today(), updated=date.today())
    fm = Frontmatter(type="concept", status="draft", trust="llm_summary", title="x", created=date(2025, 1, 1), updated=date(2025, 1, 2))
    text = render_note(fm.to_yaml_dict(), "# x\n")
    again = split_frontmatter(text)
    assert again.meta["type"] == "concept" and again.body == "# x\n"


def test_to_yaml_dict_keeps_every_field_with_the_contract_keys_first():
    fm = Frontmatter(type="concept", status="draft", trust="llm_summary", title="x", created=date(2025, 1, 1), updated=date(2025, 1, 2),
                     tags=["a", "b"], sources=["10-sources/s.md"], confidence=0.8, sector="data")
    data = fm.to_yaml_dict()
    assert list(data)[:6] == ["type", "status", "trust", "title", "created", "updated"]
    assert data["tags"] == ["a", "b"] and data["sources"] == ["10-sources/s.md"]
    assert data["confidence"] == 0.8 and data["sector"] == "data"
    assert "superseded_by" not in data  # None fields are left out


def test_crlf_file_body_and_offset():
    split = split_frontmatter("---\r\ntitle: x\r\nupdated: 2026-01-02\r\n---\r\n# T\r\nbody\r\n")
    assert split.meta["title"] == "x" and split.body == "# T\r\nbody\r\n" and split.body_offset == 4
    assert split_frontmatter("---\ntitle: x\n---").body == ""  # closing fence at the very end


def test_log_line_round_trip():
    line = format_log_line(date(2026, 1, 2), "promote", "20-wiki/dev/a.md")
    assert line == "## [2026-01-02] promote | 20-wiki/dev/a.md"
    entry = parse_log_line(line)
    assert entry and entry.action == "promote" and entry.subject == "20-wiki/dev/a.md"
    assert parse_log_line("## not a log line") is None
    with pytest.raises(ValueError):
        format_log_line(date(2026, 1, 2), "a|b", "x")
