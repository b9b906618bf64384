"""Incremental delta computation and the pure parts of extraction."""

from __future__ import annotations

from hippocampus.store.delta import Delta, compute_delta
from hippocampus.store.extract import embed_source, extract, section_body, title_text


def test_delta_classifies_every_kind_of_change():
    previous = {"a.md": "1", "b.md": "2", "c.md": "3", "d.md": "4"}
    current = {"a.md": "1", "b.md": "22", "moved/c.md": "3", "e.md": "5"}
    delta = compute_delta(previous, current)
    assert delta == Delta(added=("e.md",), changed=("b.md",), removed=("d.md",), renamed=(("c.md", "moved/c.md"),), unchanged=1)
    assert delta.to_delete == ("b.md", "c.md", "d.md")
    assert delta.to_add == ("b.md", "e.md", "moved/c.md")
    assert not delta.empty
    assert delta.summary() == {"added": 1, "changed": 1, "removed": 1, "renamed": 1, "unchanged": 1}


def test_delta_from_empty_is_all_added_and_same_is_empty():
    assert compute_delta({}, {"a.md": "1"}).added == ("a.md",)
    same = compute_delta({"a.md": "1"}, {"a.md": "1"})
    assert same.empty and same.unchanged == 1


def test_two_removed_copies_pair_with_two_new_paths_deterministically():
    delta = compute_delta({"x/a.md": "h", "x/b.md": "h"}, {"y/a.md": "h", "y/b.md": "h"})
    assert delta.renamed == (("x/a.md", "y/a.md"), ("x/b.md", "y/b.md"))
    assert delta.added == () and delta.removed == ()


def test_section_body_and_embed_source():
    assert section_body(0, "preamble\ntext") == "preamble\ntext"
    assert section_body(2, "## H\nbody") == "body"
    assert section_body(2, "## H") == ""
    assert title_text("Note", ("A", "B")) == "Note\nA\nB"
    assert embed_source("Note", ("A", "B"), 2, "## B\n\nbody text\n") == "Note > A > B\n\nbody text"
    assert embed_source("Note", ("A",), 1, "# A") == "Note > A"
    assert len(embed_source("N", (), 0, "x" * 10_000)) == len("N\n\n") + 2000


def _fake_analyze_many(texts):
    return [t.lower().split() for t in texts]


def test_extract_rows_anchors_lines_terms_and_hash():
    text = "---\ntitle: 해마 노트\nstatus: canonical\n---\nintro words\n\n# Top\n\nalpha beta beta\n\n## Sub\n\n[[other#Top|alias]] gamma\n"
    (doc,) = extract([("20-wiki/dev/n.md", text, "sha", len(text))], _fake_analyze_many, lambda s: f"h:{s}")
    assert (doc.path, doc.title, doc.lane, doc.sector, doc.status) == ("20-wiki/dev/n.md", "해마 노트", "wiki", "dev", "canonical")
    assert doc.frontmatter == '{"title": "해마 노트", "status": "canonical"}'
    assert [s.anchor for s in doc.sections] == ["20-wiki/dev/n.md", "20-wiki/dev/n.md#Top", "20-wiki/dev/n.md#Sub"]
    top = doc.sections[1]
    assert top.heading_path == ("Top",) and top.line_start == 6  # 0-based file line of "# Top"
    assert top.body_terms == {"alpha": 1, "beta": 2} and top.length == 3
    assert top.title_terms == {"해마": 1, "노트": 1, "top": 1} and top.title_length == 3
    assert top.embed_hash == "h:" + embed_source("해마 노트", ("Top",), 1, top.text)
    (link,) = doc.links
    assert (link.target, link.heading, link.alias, link.line) == ("other", "Top", "alias", 12)
    codes = {f.code for f in doc.findings}
    assert "canonical-no-sources" in codes


def test_extract_without_embedder_and_with_broken_yaml():
    (doc,) = extract([("a.md", "---\nkey: [unclosed\n---\nbody\n", "s", 1)], _fake_analyze_many, lambda s: None)
    assert doc.frontmatter_error and doc.has_frontmatter and doc.frontmatter == "{}"
    assert doc.title == "a" and all(s.embed_hash is None for s in doc.sections)
    assert any(f.code == "frontmatter-invalid" for f in doc.findings)


def test_walk_vault_selects_what_the_vault_reader_selects(tmp_path):
    import os

    from hippocampus.store.scan import walk_vault
    from hippocampus.vault.reader import list_all_files, list_note_paths
    from vault_schema.layout import is_note

    v = tmp_path / "v"
    for rel in ("a.md", "B.MD", "dir/c.md", "dir/img.png", ".hidden.md", ".obsidian/x.md", "00-inbox/.processed/y.md",
                "dir/.dot/z.md", "한글/노트.md", "dir/notes.txt"):
        (v / rel).parent.mkdir(parents=True, exist_ok=True)
        (v / rel).write_text("x")
    (tmp_path / "outside").mkdir()
    (tmp_path / "outside" / "o.md").write_text("o")
    os.symlink(tmp_path / "outside", v / "linked-dir")  # not followed
    os.symlink(tmp_path / "outside" / "o.md", v / "escape.md")  # listed (the reader reports it)
    notes, attachments = walk_vault(v)
    assert notes == list_note_paths(v)
    assert attachments == [p for p in list_all_files(v) if not is_note(p)]
    assert "escape.md" in notes and "한글/노트.md" in notes and "B.MD" in notes
