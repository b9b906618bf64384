"""docs/BENCHMARKS.md opens with the generated search-quality table (issue 35 item 7), then the
generated table of current headline figures (ADR 0026 and its addendum): each committed table is
what eval/headline.py writes from its docs/benchmarks/*.toml registry (a detail page may hold one
too), every row reads its figures from a result JSON and links its detail page, and the headline
rows follow the order of the detail pages."""

from __future__ import annotations

import json
import re

import pytest

from eval import headline

TEXT = headline.BENCHMARKS.read_text(encoding="utf-8")


def test_the_committed_tables_are_what_the_generator_writes():
    assert headline.apply(TEXT, headline.registries()) == TEXT, "run python eval/headline.py"


def test_the_first_screen_is_the_search_quality_table_then_the_headline_table_in_detail_page_order():
    first = TEXT.split("<!-- search-quality:start -->", 1)
    assert len(first[0].splitlines()) < 12  # the title and a short paragraph come before it
    columns = first[1].strip().splitlines()[0]
    assert columns.startswith("| dataset | questions | default | plain RRF | lexical leg | semantic leg |")
    assert TEXT.index("<!-- search-quality:end -->") < TEXT.index("<!-- headline:start -->")
    head = TEXT.split("<!-- headline:start -->", 1)
    table = head[1].split("<!-- headline:end -->", 1)[0].strip().splitlines()
    assert table[0] == "| metric | value | date | commit | machine | result | detail |"
    rows = table[2:]
    assert len(rows) >= 8
    pages = [m.group(1) for m in re.finditer(r"\]\((benchmarks/[a-z-]+\.md)\) —", TEXT)]
    order = [pages.index(re.findall(r"\((benchmarks/[a-z-]+\.md)\) \|$", r)[0]) for r in rows]
    assert order == sorted(order)  # the table follows the order of the detail pages
    for page in pages:
        body = (headline.BENCHMARKS.parent / page).read_text(encoding="utf-8")
        assert [h for h in ("## Purpose", "## Command", "## Current result", "## Caveats") if h in body] == [
            "## Purpose", "## Command", "## Current result", "## Caveats"], page


def test_a_changed_figure_or_a_missing_key_is_caught(tmp_path):
    reg = {"marker": "headline", "columns": ["metric", "value", "result", "detail"],
           "row": [{"metric": "m", "json": "r.json", "value": ["a", "b"], "format": "{:.2f}", "detail": "p.md"}]}
    (tmp_path / "p.md").write_text("x", encoding="utf-8")
    (tmp_path / "r.json").write_text(json.dumps({"a": {"b": 0.5}}), encoding="utf-8")
    page = "x\n<!-- headline:start -->\n<!-- headline:end -->\n"
    written = headline.apply(page, [reg], tmp_path)
    assert "| m | 0.50 | [r.json](../r.json) | [p](../p.md) |" in written
    (tmp_path / "r.json").write_text(json.dumps({"a": {"b": 0.75}}), encoding="utf-8")
    assert headline.apply(written, [reg], tmp_path) != written  # the committed table no longer matches
    (tmp_path / "r.json").write_text(json.dumps({"a": {}}), encoding="utf-8")
    with pytest.raises(headline.RegistryError, match="no a.b"):
        headline.apply(written, [reg], tmp_path)
    (tmp_path / "p.md").unlink()
    with pytest.raises(headline.RegistryError, match="detail page"):
        headline.render(reg, tmp_path)


def test_the_check_command_fails_on_a_hand_edited_table(monkeypatch, tmp_path, capsys):
    edited = tmp_path / "BENCHMARKS.md"
    edited.write_text(TEXT.replace("| metric | value |", "| metric | value (edited) |", 1), encoding="utf-8")
    monkeypatch.setattr(headline, "BENCHMARKS", edited)
    assert headline.main(["--check"]) == 1
    assert "differs" in capsys.readouterr().err


def test_a_table_on_a_detail_page_links_relative_to_that_page(tmp_path):
    reg = {"marker": "h", "page": "docs/benchmarks/x.md", "columns": ["metric", "value", "result"],
           "row": [{"metric": "m", "json": "docs/bench-results/r.json", "value": ["a"], "format": "{:.1f}"}]}
    (tmp_path / "docs" / "bench-results").mkdir(parents=True)
    (tmp_path / "docs" / "bench-results" / "r.json").write_text(json.dumps({"a": 2}), encoding="utf-8")
    page = "x\n<!-- h:start -->\n<!-- h:end -->\n"
    written = headline.apply(page, [reg], tmp_path, "docs/benchmarks/x.md")
    assert "| m | 2.0 | [r.json](../bench-results/r.json) |" in written
    assert headline.apply(page, [reg], tmp_path) == page  # BENCHMARKS.md is not that registry's page
    with pytest.raises(headline.RegistryError, match="docs/benchmarks/y.md has no <!-- h:start/end -->"):
        headline.apply("no markers\n", [dict(reg, page="docs/benchmarks/y.md")], tmp_path, "docs/benchmarks/y.md")


def test_every_registry_page_holds_what_the_generator_writes():
    for reg in headline.registries():
        page = str(reg.get("page", headline.MAIN_PAGE))
        text = (headline.ROOT / page).read_text(encoding="utf-8")
        assert headline.apply(text, [reg], headline.ROOT, page) == text, f"{page}: run python eval/headline.py"


def test_a_cell_can_read_another_result_json(tmp_path):
    reg = {"marker": "t", "columns": ["metric", "value", "peer", "result", "detail"],
           "row": [{"metric": "m", "json": "r.json", "value": ["a"], "format": "{:.2f}", "detail": "p.md",
                    "peer": {"json": "peers.json", "value": [["x", "r5"], ["x", "mrr"]], "format": "{:.3f}"}}]}
    (tmp_path / "p.md").write_text("x", encoding="utf-8")
    (tmp_path / "r.json").write_text(json.dumps({"a": 0.5}), encoding="utf-8")
    (tmp_path / "peers.json").write_text(json.dumps({"x": {"r5": 0.9, "mrr": 0.75}}), encoding="utf-8")
    assert "| m | 0.50 | 0.900 / 0.750 | [r.json](../r.json) | [p](../p.md) |" in headline.render(reg, tmp_path)
    (tmp_path / "peers.json").write_text(json.dumps({"x": {"r5": 0.9}}), encoding="utf-8")
    with pytest.raises(headline.RegistryError, match="peers.json.*no x.mrr"):
        headline.render(reg, tmp_path)
    (tmp_path / "peers.json").unlink()
    with pytest.raises(headline.RegistryError, match="peer: result JSON 'peers.json' not found"):
        headline.render(reg, tmp_path)


def test_a_marker_no_registry_writes_is_an_error(tmp_path):
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "BENCHMARKS.md").write_text("<!-- headline:start -->\n<!-- headline:end -->\n", encoding="utf-8")
    (tmp_path / "docs" / "old.md").write_text("<!-- gone:start -->\n| a |\n<!-- gone:end -->\n", encoding="utf-8")
    regs = [{"marker": "headline", "columns": ["metric"], "row": []}]
    with pytest.raises(headline.RegistryError, match="docs/old.md: <!-- gone:start --> is written by no registry"):
        headline.orphans(regs, {}, tmp_path)
    (tmp_path / "docs" / "old.md").unlink()
    headline.orphans(regs, {}, tmp_path)  # every marker has its registry
    headline.orphans(headline.registries(), {})  # and the repository's own pages


def test_a_registry_naming_a_missing_page_is_a_one_line_error(monkeypatch, tmp_path, capsys):
    reg = {"marker": "x", "page": "docs/benchmarks/nope.md", "columns": ["metric"], "row": []}
    real = headline.registries()
    monkeypatch.setattr(headline, "registries", lambda folder=None: [*real, reg])
    assert headline.main(["--check"]) == 2
    assert "nope.md: the page a registry names does not exist" in capsys.readouterr().err
