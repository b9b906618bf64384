"""The frontmatter contract in detail: every reader accessor, the error positions, the strict
writer model and the renderer (each case pins a behaviour a mutant of frontmatter.py changed)."""

from __future__ import annotations

from datetime import date, datetime

import pytest
from pydantic import ValidationError

from vault_schema import frontmatter as fm
from vault_schema.frontmatter import Frontmatter, FrontmatterError, NoteMeta, render_note, split_frontmatter, to_date


def test_trust_only_rises_from_web_staging_to_human_edit():
    order = ["web_staging", "llm_context", "llm_summary", "source", "human_edit"]
    assert [fm.TRUST_RANK[t] for t in order] == sorted(fm.TRUST_RANK[t] for t in order) and len(set(fm.TRUST_RANK.values())) == 5
    assert list(fm.TRUST_ORDER) == order
    assert fm.ENUMS["status"] >= {"draft", "canonical", "raw-source"} and "concept" in fm.ENUMS["type"]


def test_error_text_names_the_line_when_known():
    assert str(FrontmatterError("bad", 3)) == "line 3: bad"
    assert str(FrontmatterError("bad")) == "bad"


def test_error_positions_and_body_after_a_broken_block():
    unclosed = split_frontmatter("---\ntitle: x\n")
    assert unclosed.error == FrontmatterError("frontmatter block opened with '---' is never closed", 1)
    assert unclosed.body == "---\ntitle: x\n" and unclosed.has_frontmatter and unclosed.body_offset == 0
    listed = split_frontmatter("---\n- a\n---\nbody\n")
    assert listed.error == FrontmatterError("frontmatter must be a mapping, got list", 2)
    assert listed.body == "body\n" and listed.body_offset == 3
    broken = split_frontmatter("---\ntitle: ok\nbad: [1, 2\n---\nbody")
    assert broken.error is not None and broken.error.line == 4 and broken.body_offset == 4  # YAML's 0-based mark + fence + 1


def test_no_frontmatter_means_no_offset_and_a_yaml_error_keeps_the_block_flagged():
    assert split_frontmatter("plain\ntext").body_offset == 0
    broken = split_frontmatter("---\ntitle: a\n  b: c\n---\nx")
    assert broken.has_frontmatter and broken.error == FrontmatterError("invalid YAML: mapping values are not allowed in this context", 3)
    assert split_frontmatter("---\n- a\n---\n").has_frontmatter
    # a reader error (a control character) has no line mark and no `problem`: its first line is the message
    control = split_frontmatter("---\ntitle: a\x07b\n---\nx")
    assert control.error == FrontmatterError("invalid YAML: unacceptable character #x0007: control characters are not allowed", None)


def test_comment_only_block_is_an_empty_mapping():
    split = split_frontmatter("---\n# only a comment\n---\nx")
    assert split.meta == {} and split.error is None and split.has_frontmatter and split.body == "x"


def test_closing_fence_may_be_dots_or_carry_spaces_and_keys_become_strings():
    split = split_frontmatter("---  \n1: one\ntitle: t\n... \nbody")
    assert split.meta == {"1": "one", "title": "t"} and split.body == "body" and split.body_offset == 4


@pytest.mark.parametrize(("value", "expected"), [
    (datetime(2026, 1, 2, 23, 30), date(2026, 1, 2)),
    (date(2026, 1, 2), date(2026, 1, 2)),
    ("2026-01-02T10:00:00Z", date(2026, 1, 2)),
    (" 2026-01-02 ", date(2026, 1, 2)),
    ("2026-01-02 later that day", date(2026, 1, 2)),
    ("someday", None),
    ("", None),
    ("   ", None),
    (20260102, None),
    (None, None),
])
def test_to_date(value, expected):
    assert to_date(value) == expected


def test_lists_drop_empty_items_and_wrap_scalars():
    assert NoteMeta({"tags": ["a", None, " ", "b"]}).tags == ("a", "b")
    assert NoteMeta({"tags": ("x",)}).tags == ("x",)
    assert NoteMeta({"tags": 7}).tags == ("7",)
    assert NoteMeta({"tags": ""}).tags == () and NoteMeta({}).sources == ()


def test_scalar_accessors_strip_and_treat_blank_as_absent():
    meta = NoteMeta({"type": " concept ", "status": "", "trust": None, "title": 42, "sector": "data"})
    assert meta.type == "concept" and meta.status is None and meta.trust is None and meta.title == "42" and meta.sector == "data"
    assert NoteMeta({"trust": "human_edit", "status": "draft"}).trust == "human_edit"
    assert NoteMeta({"okf_sector": "ops"}).sector == "ops"


def test_updated_falls_back_to_created_only_when_absent_or_unreadable():
    assert NoteMeta({"created": "2026-01-01", "updated": "2026-02-01"}).updated == date(2026, 2, 1)
    assert NoteMeta({"created": "2026-01-01", "updated": "soon"}).updated == date(2026, 1, 1)
    assert NoteMeta({}).updated is None and NoteMeta({}).created is None


def test_legacy_id_needs_the_prefix_and_legacy_needs_an_okf_key():
    assert NoteMeta({"id": "okf:vault:x"}).legacy_id == "okf:vault:x"
    assert NoteMeta({"id": "note-7"}).legacy_id is None and NoteMeta({}).legacy_id is None
    assert not NoteMeta({"status": "draft"}).is_legacy and NoteMeta({"okf_x": 1}).is_legacy


@pytest.mark.parametrize(("value", "present"), [(None, False), ("", False), ([], False), ((), False), ("x", True), (0, True), (["a"], True)])
def test_has(value, present):
    assert NoteMeta({"title": value}).has("title") is present


def test_strict_model_trims_titles_refuses_newlines_and_bounds_confidence():
    base = dict(type="concept", status="draft", trust="llm_summary", created=date(2026, 1, 1), updated=date(2026, 1, 1))
    assert Frontmatter(title="  t  ", **base).title == "t"
    with pytest.raises(ValidationError, match="single line"):
        Frontmatter(title="a\nb", **base)
    with pytest.raises(ValidationError):
        Frontmatter(title="", **base)
    with pytest.raises(ValidationError):
        Frontmatter(title="t", confidence=1.5, **base)
    assert type(Frontmatter(title="t", **base).status) is str  # enum values are stored as plain strings
    data = Frontmatter(title="t", **base).to_yaml_dict()
    assert data["contested"] is False and data["tags"] == [] and "confidence" not in data and "sector" not in data
    assert Frontmatter(title="t", extra_key="kept", **base).to_yaml_dict()["extra_key"] == "kept"  # extra keys survive


def test_render_note_frames_the_body_and_never_emits_yaml_aliases():
    day = date(2026, 1, 2)
    text = render_note({"title": "제목", "created": day, "updated": day}, "# Body")
    assert text == "---\ntitle: 제목\ncreated: 2026-01-02\nupdated: 2026-01-02\n---\n# Body\n"
    assert render_note({"title": "t"}, "\n# B\n") == "---\ntitle: t\n---\n# B\n"
    assert split_frontmatter(text).meta == {"title": "제목", "created": day, "updated": day}
