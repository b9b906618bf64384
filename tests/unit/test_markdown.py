import pytest

from vault_schema.markdown import citations, map_prose, parse_sections, parse_wikilinks, resolve_heading
from vault_schema.note import parse_note


def test_preamble_and_heading_tree():
    body = "intro\n\n# Title\ntext\n## A\na\n### A1\na1\n## B\nb\n"
    sections = parse_sections(body)
    assert [(s.level, s.heading) for s in sections] == [(0, ""), (1, "Title"), (2, "A"), (3, "A1"), (2, "B")]
    assert sections[3].path == ("Title", "A", "A1")
    assert sections[2].body.strip() == "a"
    assert sections[0].anchor("n.md") == "n.md"
    assert sections[4].anchor("n.md") == "n.md#B"


def test_no_preamble_section_when_blank():
    sections = parse_sections("\n\n# Only\nx")
    assert [s.heading for s in sections] == ["Only"]


def test_note_without_headings_is_one_section():
    sections = parse_sections("just text\nmore")
    assert len(sections) == 1 and sections[0].level == 0 and "more" in sections[0].text


def test_code_fence_hash_lines_are_not_headings():
    body = "# Real\n```bash\n# not a heading\necho [[not-a-link]]\n```\n~~~\n## also not\n~~~\n## Next\n"
    sections = parse_sections(body)
    assert [s.heading for s in sections] == ["Real", "Next"]
    assert "# not a heading" in sections[0].text
    assert parse_wikilinks(body) == []


def test_unclosed_fence_swallows_rest():
    sections = parse_sections("# A\n```\n# inside\n")
    assert [s.heading for s in sections] == ["A"]


def test_duplicate_headings_get_parent_chain():
    body = "# Guide\n## Install\n### 예시\nx\n## Usage\n### 예시\ny\n"
    sections = parse_sections(body)
    frags = [s.anchor_fragment for s in sections]
    assert frags == [
        "Guide",
        "Install",
        "Guide#Install#예시",
        "Usage",
        "Guide#Usage#예시",
    ]
    assert resolve_heading(sections, "Usage#예시") is sections[4]
    assert resolve_heading(sections, "예시") is sections[2]  # Obsidian: first match


def test_korean_heading_anchor_and_unsafe_chars():
    sections = parse_sections("## 주의할 점: [[DuckDB]] 설정 | 팁\n본문")
    assert sections[0].heading == "주의할 점: DuckDB 설정 | 팁"
    assert sections[0].anchor("20-wiki/data/x.md") == "20-wiki/data/x.md#주의할 점: DuckDB 설정 팁"
    assert resolve_heading(sections, "주의할 점: DuckDB 설정 팁") is sections[0]


def test_closing_hashes_and_case_insensitive_resolution():
    sections = parse_sections("## Setup ##\nx")
    assert sections[0].heading == "Setup"
    assert resolve_heading(sections, "setup") is sections[0]
    assert resolve_heading(sections, "missing") is None


def test_heading_needs_space_after_hashes():
    sections = parse_sections("#hashtag line\n# Heading\n")
    assert [s.heading for s in sections if s.level] == ["Heading"]


def test_wikilink_forms():
    body = "[[a]] [[b|Bee]] [[c#Part|alias]] ![[img.png]] [[#local]] [[d#^block1]] `[[code]]` [[e\\|x]]"
    links = parse_wikilinks(body)
    got = [(link.target, link.heading, link.alias, link.embed, link.block) for link in links]
    assert got == [
        ("a", None, None, False, None),
        ("b", None, "Bee", False, None),
        ("c", "Part", "alias", False, None),
        ("img.png", None, None, True, None),
        ("", "local", None, False, None),
        ("d", None, None, False, "block1"),
        ("e", None, "x", False, None),
    ]


def test_citations():
    body = "See 10-sources/2025_x.md#요약 and https://example.com/a. Also [[dup#Head]] and [[plain]].\n```\nhttp://in-code.example\n```"
    cites = citations(body)
    assert "10-sources/2025_x.md#요약" in cites
    assert "https://example.com/a" in cites
    assert "dup#Head" in cites
    assert not any("in-code" in c for c in cites)
    assert not any(c == "plain" for c in cites)


def test_note_title_fallbacks_and_sector():
    note = parse_note("20-wiki/dev/tools/x.md", "# 첫 제목\n")
    assert note.title == "첫 제목" and note.sector == "dev" and note.lane == "wiki"
    assert parse_note("10-sources/y.md", "no heading").title == "y"


def test_map_prose_leaves_code_byte_for_byte():
    text = "see [[a]] and `[[a]]`\n```\n[[a]]\n```\n\n~~~md\n[[a]]\n~~~\n[[a]]"
    out = map_prose(text, lambda s: s.replace("[[a]]", "[[b]]"))
    assert out == "see [[b]] and `[[a]]`\n```\n[[a]]\n```\n\n~~~md\n[[a]]\n~~~\n[[b]]"
    assert map_prose(text, lambda s: s) == text


def test_markdown_links_to_vault_files_are_links():
    """A vault written with Markdown links (Obsidian's "Use [[Wikilinks]]" off) has a link graph:
    before, `[Conto](conto.md)` was no link at all (93 of 101 links of a real vault were missing)."""
    from vault_schema.markdown import parse_links

    body = ("See [Conto](conto.md), [the plan](<Piani/Il piano.md#Fase 2>) and ![img](img/a%20b.png \"t\").\n"
            "[web](https://x.org/a.md) [mail](mailto:a@b) [uri](obsidian://open?vault=x) [self](#Regole) `[code](x.md)`\n"
            "[[lancedb|LanceDB]](벡터) [x](f(1).md) [[wiki]]\n"
            "```\n[in fence](y.md)\n```\n"
            "[a](../up/Nota%20uno.md#Sez%20due)")
    got = [(link.target, link.heading, link.embed, link.markdown, link.line) for link in parse_links(body)]
    assert got == [("conto.md", None, False, True, 0), ("Piani/Il piano.md", "Fase 2", False, True, 0),
                   ("img/a b.png", None, True, True, 0), ("", "Regole", False, True, 1),
                   ("lancedb", None, False, False, 2), ("wiki", None, False, False, 2), ("f(1).md", None, False, True, 2),
                   ("../up/Nota uno.md", "Sez due", False, True, 6)]


def test_a_broken_markdown_link_is_a_finding_worded_as_written(tmp_path):
    from vault_schema.links import LinkResolver
    from vault_schema.lint import check_links
    from vault_schema.note import parse_note

    note = parse_note("20-wiki/a.md", "# A\n\n[ok](b.md) [gone](c.md) [bad heading](b.md#Nope) [web](https://e.org/x.md)\n"
                                      "![shot](img/gone.png) ![[gone embed]]\n[out](../../../etc/passwd)\n")
    target = parse_note("20-wiki/b.md", "# B\n\n## Yes\n")
    found = list(check_links(note, LinkResolver(["20-wiki/a.md", "20-wiki/b.md"]), {"20-wiki/b.md": target}))
    assert [f.message for f in found] == ["[gone](c.md) points at no file in the vault",
                                          "[bad heading](b.md#Nope): `20-wiki/b.md` has no heading `Nope`",
                                          "![[gone embed]] points at no file in the vault",  # an embed shows its "!"
                                          "![shot](img/gone.png) points at no file in the vault",
                                          "[out](../../../etc/passwd) points at no file in the vault"]  # never outside the vault


def test_hostile_lines_do_not_make_link_parsing_slow():
    """Unclosed brackets, runs of parentheses, a title never closed: a subprocess with a deadline,
    not a timing assertion."""
    import subprocess
    import sys
    from pathlib import Path

    code = ("from vault_schema.markdown import parse_links\n"
            "for t in ['[' * 50000 + '](x.md)', '[a](' + '(' * 50000, '[[a]' * 20000 + '](b)', '[a](b' + '(c)' * 20000,\n"
            "          '](' * 40000, '[a](<' + ' ' * 50000, '[x](a(b)c(d)e' * 5000, '[a](b \"' + 'x' * 50000,\n"
            "          '$a ' * 30000 + '](x)', '$$\\n' * 40000 + '[a](b)', '\\\\$' * 50000 + '[a](b)']:\n"
            "    parse_links(t)\n")
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60, cwd=Path(__file__).resolve().parents[2])


def test_math_holds_no_links():
    """MathJax is no Markdown: `$$ [p_X * p_Y](z) $$` and `$[f * g](s)$` were links to a file `z`/`s`
    and `hippo validate` said they pointed at no file (a real vault: three such findings)."""
    from vault_schema.markdown import parse_links

    body = ("Convolution:\n$$\n[f * g](s) = \\int f(x) g(s - x) \\, dx\n$$\n"
            "Inline too: $[p_X * p_Y](z)$ and $[[1, 2], [3, 4]]$ is a matrix.\n"
            "> $$\n> [f * g](s) = x\n>$$\n"
            "$5 and [a](a.md) for $6; $$ alone [b](b.md) \\$[c](c.md)\\$\n"
            "$a `[[x]]` b$ [[real]]")
    got = [(link.target, link.line) for link in parse_links(body)]
    assert got == [("a.md", 8), ("b.md", 8), ("c.md", 8), ("real", 9)]


def test_map_prose_leaves_math_byte_for_byte():
    text = "[[a]] $[[a]]$ $$\n[[a]]\n$$ [[a]] $5 [[a]] $6 $a `x` b$ [[a]]"
    out = map_prose(text, lambda s: s.replace("[[a]]", "[[b]]"))
    assert out == "[[b]] $[[a]]$ $$\n[[a]]\n$$ [[b]] $5 [[b]] $6 $a `x` b$ [[b]]"
    assert map_prose(text, lambda s: s) == text


@pytest.mark.parametrize(("text", "heading"), [
    ("see [[#Calculate $D$|Calculate $D$]] here", "Calculate $D$"),  # helper-70's D5, a real vault
    ("x [[#`__str__(self)` , `__repr__(self)`|str and repr]] y", "`__str__(self)` , `__repr__(self)`"),
])
def test_math_or_code_inside_a_wikilink_is_the_links_text(text, heading):
    """Blanked as math or code, these read as `[[#Calculate]]` and `[[#,]]`: validate called them broken."""
    assert [(link.target, link.heading) for link in parse_wikilinks(text)] == [("", heading)]


def test_a_wikilink_inside_code_or_math_is_still_no_link():
    assert parse_wikilinks("example: `[[not a link]]` done") == []
    assert parse_wikilinks("math $[[a]]$ end") == []
    assert [link.target for link in parse_wikilinks("price $5 and [[Note]] and $6")] == ["Note"]
