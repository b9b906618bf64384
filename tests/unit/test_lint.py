"""Every lint rule, each with a passing and a failing case."""

from datetime import date

import pytest

from vault_schema import lint
from vault_schema.layout import lane_of, sector_of
from vault_schema.links import LinkResolver
from vault_schema.note import parse_note

TODAY = date(2026, 11, 30)
GOOD_BODY = "# T\n\nSee [[other]] and 10-sources/s.md#요약.\n"


def page(path, meta, body=GOOD_BODY):
    lines = "\n".join(f"{k}: {v}" for k, v in meta.items())
    return parse_note(path, f"---\n{lines}\n---\n{body}")


CANON = {"type": "concept", "status": "canonical", "trust": "llm_summary", "title": "T", "sources": "[10-sources/s.md]", "updated": "2026-11-01"}
SOURCE = parse_note("10-sources/s.md", "---\nstatus: raw-source\ntrust: source\ntitle: S\nupdated: 2026-10-01\n---\n# S\n## 요약\nx\n")
OTHER = page("20-wiki/dev/other.md", {**CANON, "title": "Other"}, "# Other\nback to [[t]] 10-sources/s.md#요약\n")


def run(*notes, files=None):
    notes = list(notes) + [SOURCE, OTHER]
    files = files or [n.path for n in notes]
    return lint.lint_vault(notes, files, today=TODAY, stale_days=90)


def codes(findings, path):
    return [f.code for f in findings if f.path == path]


def test_clean_page():
    assert run(page("20-wiki/dev/t.md", CANON)) == []


def test_frontmatter_invalid_suppresses_missing_keys():
    note = parse_note("20-wiki/dev/t.md", "---\ntitle: [broken\n---\nbody [[other]]")
    assert codes(run(note), note.path) == [lint.FRONTMATTER_INVALID]


def test_missing_key_per_lane():
    meta = {k: v for k, v in CANON.items() if k != "type"}
    assert codes(run(page("20-wiki/dev/t.md", meta)), "20-wiki/dev/t.md") == [lint.MISSING_KEY]
    # sources do not need `type`; the inbox needs nothing
    src = parse_note("10-sources/x.md", "---\nstatus: raw-source\ntrust: source\ntitle: X\n---\nx")
    inbox = parse_note("00-inbox/drop.md", "plain text")
    findings = run(src, inbox)
    assert codes(findings, src.path) == [] and codes(findings, inbox.path) == []
    bad_src = parse_note("10-sources/y.md", "---\nstatus: raw-source\n---\nx")
    assert codes(run(bad_src), bad_src.path) == [lint.MISSING_KEY, lint.MISSING_KEY]


def test_a_wiki_note_written_by_hand_is_not_asked_for_the_generated_keys():
    """A note a user writes in Obsidian after the import has neither status nor trust (every
    writer of Hippocampus sets both): not four missing-key errors (helper-62's D9); search reads
    it as canonical, human_edit (written_by_hand). A note with one of the two still needs the rest."""
    bare = parse_note("20-wiki/Concepts/new idea.md", "# New idea\n\nSee [[other]].\n")
    tagged = parse_note("20-wiki/Concepts/tagged.md", "---\ntags: [idea]\naliases: [x]\n---\n# Tagged\n[[other]]\n")
    half = parse_note("20-wiki/Concepts/half.md", "---\nstatus: draft\n---\n# Half\n[[other]]\n")
    findings = run(bare, tagged, half)
    assert codes(findings, bare.path) == [] and codes(findings, tagged.path) == []
    assert sorted(f.message for f in findings if f.path == half.path and f.code == lint.MISSING_KEY) == [
        "required key `title` is missing", "required key `trust` is missing", "required key `type` is missing"]
    # sources are not written by hand: a bare one is still asked for its keys
    bare_src = parse_note("10-sources/z.md", "plain")
    assert codes(run(bare_src), bare_src.path) == [lint.MISSING_KEY] * 3


def test_legacy_keys_satisfy_required():
    note = page(
        "20-wiki/dev/t.md",
        {"okf_type": "concept", "okf_status": "canonical", "okf_trust": "human_edit", "okf_title": "T", "okf_sources": "[10-sources/s.md]", "okf_updated": "2026-11-01"},
    )
    assert run(note) == []


def test_unknown_enum():
    note = page("30-reviews/staging/c.md", {"type": "concept", "status": "pending", "trust": "llm_summary", "title": "C"})
    assert codes(run(note), note.path) == [lint.UNKNOWN_ENUM]
    ok = page("30-reviews/staging/c.md", {"type": "concept", "status": "draft", "trust": "llm_summary", "title": "C"})
    assert codes(run(ok), ok.path) == []


def test_sector_mismatch():
    bad = page("20-wiki/ops/t.md", {**CANON, "sector": "dev"})
    assert codes(run(bad), bad.path) == [lint.SECTOR_MISMATCH]
    good = page("20-wiki/ops/t.md", {**CANON, "sector": "ops"})
    assert codes(run(good), good.path) == []


def test_broken_wikilink_and_heading():
    bad = page("20-wiki/dev/t.md", CANON, "# T\n[[nowhere]] [[other#No such]] 10-sources/s.md#요약\n")
    found = [f for f in run(bad) if f.path == bad.path]
    assert [f.code for f in found] == [lint.BROKEN_WIKILINK, lint.BROKEN_WIKILINK]
    assert all(f.line == 10 for f in found)  # fence + 6 keys + fence, heading on 9, links on 10
    good = page("20-wiki/dev/t.md", CANON, "# T\n[[other]] [[Other#other]] [[20-wiki/dev/other]] ![[pic.png]] 10-sources/s.md#요약\n")
    files = [good.path, SOURCE.path, OTHER.path, "20-wiki/dev/pic.png"]
    assert codes(run(good, files=files), good.path) == []


def test_canonical_no_sources_and_no_anchor():
    no_sources = page("20-wiki/dev/t.md", {**CANON, "sources": "[]"})
    assert codes(run(no_sources), no_sources.path) == [lint.CANONICAL_NO_SOURCES]
    no_anchor = page("20-wiki/dev/t.md", CANON, "# T\nonly [[other]] here\n")
    assert codes(run(no_anchor), no_anchor.path) == [lint.CANONICAL_NO_ANCHOR]
    url = page("20-wiki/dev/t.md", CANON, "# T\n[[other]] https://duckdb.org/docs\n")
    assert codes(run(url), url.path) == []
    draft = page("20-wiki/dev/t.md", {**CANON, "status": "draft", "sources": "[]"}, "# T\n[[other]]\n")
    assert codes(run(draft), draft.path) == []


def test_stale_canonical_limits():
    # source changed 2026-10-01; page last updated before it
    stale = page("20-wiki/dev/t.md", {**CANON, "updated": "2026-08-31"})  # 91 days before TODAY
    assert codes(run(stale), stale.path) == [lint.STALE_CANONICAL]
    recent = page("20-wiki/dev/t.md", {**CANON, "updated": "2026-09-01"})  # 90 days: inside the limit
    assert codes(run(recent), recent.path) == []
    caught_up = page("20-wiki/dev/t.md", {**CANON, "updated": "2026-10-02"})
    assert codes(run(caught_up), caught_up.path) == []


def test_stale_canonical_reads_every_source_form():
    old = {**CANON, "updated": "2026-08-31"}
    for sources in ("['[[s]]']", "['[[10-sources/s|the source]]']", "[10-sources/s.md#요약]", "['10-sources/s.md#요약']"):
        stale = page("20-wiki/dev/t.md", {**old, "sources": sources})
        assert codes(run(stale), stale.path) == [lint.STALE_CANONICAL], sources
    # a URL is no note; a source that does not exist is not evidence of staleness
    for sources in ("[https://example.com/s.md]", "[10-sources/gone.md]"):
        assert lint.STALE_CANONICAL not in codes(run(page("20-wiki/dev/t.md", {**old, "sources": sources})), "20-wiki/dev/t.md")


def test_stale_canonical_with_several_sources_one_finding_naming_the_changed_one():
    fresh = parse_note("10-sources/f.md", "---\nstatus: raw-source\ntrust: source\ntitle: F\nupdated: 2026-01-01\n---\n# F\n")
    undated = parse_note("10-sources/u.md", "---\nstatus: raw-source\ntrust: source\ntitle: U\n---\n# U\n")
    stale = page("20-wiki/dev/t.md", {**CANON, "updated": "2026-08-31", "sources": "[10-sources/u.md, 10-sources/f.md, 10-sources/s.md]"})
    found = [f for f in run(stale, fresh, undated) if f.path == stale.path]
    assert [f.code for f in found] == [lint.STALE_CANONICAL]
    assert "`10-sources/s.md` changed on 2026-10-01" in found[0].message and "(91 days)" in found[0].message
    # only sources older than the page, or undated ones: nothing to report
    calm = page("20-wiki/dev/t.md", {**CANON, "updated": "2026-08-31", "sources": "[10-sources/u.md, 10-sources/f.md]"})
    assert codes(run(calm, fresh, undated), calm.path) == []


def test_stale_canonical_needs_an_updated_date_and_a_canonical_page():
    undated = page("20-wiki/dev/t.md", {k: v for k, v in CANON.items() if k != "updated"})  # no updated, no created
    assert lint.STALE_CANONICAL not in codes(run(undated), undated.path)
    draft = page("20-wiki/dev/t.md", {**CANON, "status": "draft", "updated": "2026-08-31"})
    assert lint.STALE_CANONICAL not in codes(run(draft), draft.path)


def test_secret_in_any_lane_is_found_by_line_without_its_value():
    key = "ghp_" + "a1B2" * 9
    note = page("20-wiki/dev/t.md", CANON, GOOD_BODY + f"\ntoken for CI: {key}\n")
    (finding,) = [f for f in run(note) if f.code == lint.SECRET]
    assert finding.path == "20-wiki/dev/t.md" and finding.line == 13 and "GitHub token" in finding.message
    assert key not in finding.message
    memo = parse_note("50-ops/deploy.md", "# Deploy\n\npostgres://app:hunter22@db.internal/app\n")
    assert [(f.code, f.line) for f in run(memo) if f.path == memo.path] == [(lint.SECRET, 3)]
    prose = parse_note("50-ops/keys.md", "# Keys\n\nAWS keys start with AKIA; GitHub tokens with ghp_. Use a bearer token.\n")
    assert codes(run(prose), prose.path) == []


def test_link_resolver_prefers_same_folder_then_shortest():
    resolver = LinkResolver(["a/x.md", "b/x.md", "b/deep/x.md", "img/p.PNG"])
    assert resolver.resolve("x", "b/note.md") == "b/x.md"
    assert resolver.resolve("x", "c/note.md") == "a/x.md"
    assert resolver.resolve("deep/x", "c/note.md") == "b/deep/x.md"
    assert resolver.resolve("p.png") == "img/p.PNG"
    assert resolver.resolve("X.md", "a/n.md") == "a/x.md"
    assert resolver.resolve("missing") is None


def test_lanes_and_sectors():
    assert lane_of("20-wiki/dev/a.md") == "wiki" and lane_of("HOME.md") == "root" and lane_of("47-memory/p/x.md") == "memory"
    assert sector_of("20-wiki/dev/a.md") == "dev" and sector_of("20-wiki/a.md") is None and sector_of("10-sources/a.md") is None


def test_severities_are_ordered_and_cover_every_rule():
    assert lint.SEVERITIES.index("error") < lint.SEVERITIES.index("warning") < lint.SEVERITIES.index("info")
    assert set(lint.SEVERITY.values()) == set(lint.SEVERITIES)
    assert lint.Finding("a.md", lint.SECRET, "m").severity == "error"
    assert lint.Finding("a.md", lint.CANONICAL_NO_ANCHOR, "m").severity == "info"
    assert lint.Finding("a.md", "some-new-rule", "m").severity == "warning"  # unknown codes are warnings
    assert lint.Finding("a.md", lint.SECRET, "m", 3).to_dict() == {"path": "a.md", "code": lint.SECRET, "message": "m", "line": 3,
                                                                   "severity": "error"}


def test_attention_key_puts_the_most_urgent_rule_first_and_unknown_rules_last():
    found = [lint.Finding("b.md", lint.CANONICAL_NO_ANCHOR, "m"), lint.Finding("z.md", "new-rule", "m"),
             lint.Finding("c.md", lint.SECRET, "m", 7), lint.Finding("a.md", lint.SECRET, "m", 9), lint.Finding("a.md", lint.SECRET, "m")]
    ordered = sorted(found, key=lint.attention_key)
    assert [(f.path, f.code, f.line) for f in ordered] == [
        ("a.md", lint.SECRET, None), ("a.md", lint.SECRET, 9), ("c.md", lint.SECRET, 7),
        ("b.md", lint.CANONICAL_NO_ANCHOR, None), ("z.md", "new-rule", None)]
    assert lint.attention_key(found[1]) == (len(lint.RULE_ORDER), "z.md", 0)


FULL = {"type": "concept", "status": "draft", "trust": "llm_summary", "title": "T"}


@pytest.mark.parametrize(("folder", "required"), [
    ("20-wiki/dev", ("type", "status", "trust", "title")),
    ("30-reviews/staging", ("type", "status", "trust", "title")),
    ("10-sources", ("status", "trust", "title")),
    ("15-graph-imports", ("type", "status", "trust")),
])
def test_each_lane_requires_its_own_keys(folder, required):
    status = {"10-sources": "raw-source"}.get(folder, "draft")
    trust = {"10-sources": "source"}.get(folder, "llm_summary")
    base = {**FULL, "status": status, "trust": trust}
    for key in FULL:
        note = page(f"{folder}/n.md", {k: v for k, v in base.items() if k != key}, "# T\n")
        missing = [f.message for f in lint.check_frontmatter(note) if f.code == lint.MISSING_KEY]
        assert missing == ([f"required key `{key}` is missing"] if key in required else []), (folder, key)


def test_memory_notes_are_checked_against_the_memory_types():
    good = page("47-memory/hippo/general/2026-03-01_x.md", {"type": "root-cause", "title": "x"}, "x")
    untyped = page("47-memory/hippo/general/2026-03-01_y.md", {"title": "y"}, "y")
    bad = page("47-memory/hippo/general/2026-03-01_z.md", {"type": "concept", "title": "z"}, "z")
    assert list(lint.check_frontmatter(good)) == [] and list(lint.check_frontmatter(untyped)) == []
    assert [f.code for f in lint.check_frontmatter(bad)] == [lint.UNKNOWN_ENUM]
    # memory notes are not held to the wiki enums either (their `status` is free)
    assert list(lint.check_frontmatter(page("47-memory/hippo/general/2026-03-01_w.md", {"type": "root-cause", "status": "open"}, "w"))) == []


def test_source_path_strips_link_syntax_and_refuses_urls():
    r = LinkResolver(["10-sources/s.md", "https:/example.com/s.md", "http:/example.com/s.md"])
    assert lint.source_path("[[s|the source]]", r, "20-wiki/dev/t.md") == "10-sources/s.md"
    assert lint.source_path(" [[s#요약]] ", r, "20-wiki/dev/t.md") == "10-sources/s.md"
    assert lint.source_path("10-sources/s.md#요약", r, "20-wiki/dev/t.md") == "10-sources/s.md"
    # a URL is never a note, even when a folder happens to spell it
    assert lint.source_path("https://example.com/s.md", r, "20-wiki/dev/t.md") is None
    assert lint.source_path("http://example.com/s.md", r, "20-wiki/dev/t.md") is None
    # only a whole [[...]] is a wikilink
    assert lint.source_path("xx10-sources/s.md]]", r, "20-wiki/dev/t.md") is None


def test_a_source_changed_the_same_day_as_the_page_is_not_newer():
    same_day = parse_note("10-sources/d.md", "---\nstatus: raw-source\ntrust: source\ntitle: D\nupdated: 2026-08-31\n---\n# D\n")
    page_ = page("20-wiki/dev/t.md", {**CANON, "updated": "2026-08-31", "sources": "[10-sources/d.md]"})
    assert lint.STALE_CANONICAL not in codes(run(page_, same_day), page_.path)


def test_the_default_stale_limit_is_ninety_days():
    stale = page("20-wiki/dev/t.md", {**CANON, "updated": "2026-08-31"})  # 91 days before TODAY
    found = lint.lint_vault([stale, SOURCE, OTHER], [stale.path, SOURCE.path, OTHER.path], today=TODAY)
    assert lint.STALE_CANONICAL in codes(found, stale.path)


def test_findings_sort_by_path_code_line_then_message():
    bad = page("20-wiki/dev/t.md", {**CANON, "sector": "ops"}, "# T\n[[zz-nowhere]] 10-sources/s.md#요약\n\n[[aa-nowhere]]\n")
    found = [f for f in run(bad) if f.path == bad.path]
    assert [f.code for f in found] == [lint.BROKEN_WIKILINK, lint.BROKEN_WIKILINK, lint.SECTOR_MISMATCH]
    assert [f.line for f in found[:2]] == [11, 13]  # by line, not by message ("aa-" is on the later line)
    unread = lint.Finding("20-wiki/dev/t.md", lint.BROKEN_WIKILINK, "a", None)
    mixed = lint.lint_vault([bad, SOURCE, OTHER], [bad.path, SOURCE.path, OTHER.path], today=TODAY, unreadable=[unread])
    mine = [f for f in mixed if f.path == bad.path and f.code == lint.BROKEN_WIKILINK]
    assert mine[0] is unread  # no line sorts first


@pytest.mark.parametrize("value,kind", [("[not, a, string]", "a list"), ("{a: 1}", "a mapping")])
def test_a_title_that_is_not_text_is_a_finding_and_no_title(value, kind):
    """A real vault's `title: [a, b]` was indexed as the title "['a', 'b']" and validate said nothing."""
    note = parse_note("20-wiki/x/a.md", f"---\ntitle: {value}\ntype: concept\nstatus: draft\ntrust: human_edit\n---\n# Real\n\nbody\n")
    assert note.title == "Real" and note.meta.title is None
    found = [(f.code, f.message) for f in lint.check_frontmatter(note)]
    assert found == [(lint.FRONTMATTER_INVALID, f"`title:` is {kind}, not one line of text (the note is read as if it had no title)")]


def test_a_web_slug_or_a_clipped_pages_element_id_is_info_not_a_broken_link():
    """A web page clipped with its table of contents links its headings by the site's slug
    (`[…](#what-is-structured-concurrency)`) and its footnotes by element ids (`#fn-1`): 213 of a
    real vault's 221 findings said "has no heading" of headings that exist. Now an info finding
    naming the heading (or the clipping); a link to a heading that exists in no form, and any
    broken link to another note, stay warnings."""
    body = ("# Clipped\n\n- [What](#what-is-structured-concurrency)\n- [1](#fn-1)\n- [[#Structured Concurency]]\n"
            "- [[#What is Structured Concurrency?]]\n- [elsewhere](other.md#no-such-heading)\n\n"
            "## What is Structured Concurrency?\n\ntext\n")
    note = page("20-wiki/dev/clip.md", {**CANON, "trust": "human_edit"}, body)
    found = [(f.code, f.severity, f.message) for f in run(note) if f.path == note.path and f.code in (lint.WEB_ANCHOR, lint.BROKEN_WIKILINK)]
    assert (lint.WEB_ANCHOR, "info", "[What](#what-is-structured-concurrency): `#what-is-structured-concurrency` is the web "
            "slug of the heading `What is Structured Concurrency?`; Obsidian follows `#What is Structured Concurrency?`") in found
    assert any(code == lint.WEB_ANCHOR and "`#fn-1`" in msg for code, _, msg in found)
    warnings = sorted(msg for code, sev, msg in found if code == lint.BROKEN_WIKILINK and sev == "warning")
    assert len(warnings) == 2 and "Structured Concurency" in warnings[0] + warnings[1] and "no-such-heading" in warnings[0] + warnings[1]
    assert len(found) == 4  # the Obsidian-style link resolves


def test_validate_reads_a_type_of_the_users_own_as_their_property_and_sums_it_up():
    """newuser20 D4: an Obsidian vault's own `type:` vocabulary (a Dataview field) on the user's
    pages is one info line per value; on a compiled page it is still an unknown-enum error; an
    empty `type:` the user left is not "missing" on their page, and is on a compiled one."""
    def page(name, fm):
        return parse_note(f"20-wiki/uni/{name}.md", f"---\n{fm}\ntitle: {name}\n---\n# {name}\n")

    notes = [page("l1", "type: lecture\nstatus: canonical\ntrust: human_edit"),
             page("l2", "type: lecture\nstatus: canonical\ntrust: human_edit"),
             page("hand", "type: seminar"),  # written by hand after the import: neither status nor trust
             page("empty", "type:\nstatus: canonical\ntrust: human_edit"),
             page("compiled", "type: lecture\nstatus: canonical\ntrust: llm_summary\nsources: [x]"),
             page("compiled-empty", "type: ''\nstatus: draft\ntrust: llm_summary")]
    found = lint.lint_vault(notes, [n.path for n in notes], today=date(2026, 12, 7))
    by = {(f.path.rsplit("/", 1)[1], f.code) for f in found}
    own = [f for f in found if f.code == lint.OWN_TYPE]
    assert [(f.path, f.severity) for f in own] == [("20-wiki/uni/hand.md", "info"), ("20-wiki/uni/l1.md", "info")]
    assert "2 notes" in own[1].message and "`type: lecture`" in own[1].message
    assert ("compiled.md", lint.UNKNOWN_ENUM) in by and ("compiled-empty.md", lint.MISSING_KEY) in by
    assert not {code for name, code in by if name in ("l1.md", "l2.md", "hand.md", "empty.md")} - {lint.OWN_TYPE}
