"""docs/BENCHMARKS.md opens with one generated table of current headline figures (ADR 0026): the
committed table is what eval/headline.py writes from docs/benchmarks/headline.toml, every row
reads its figure from a result JSON and links its detail page, and the rows follow the order of
the detail pages."""

from __future__ import annotations

import json
import re

import pytest

from eval import headline

TEXT = headline.BENCHMARKS.read_text(encoding="utf-8")


def test_the_committed_tables_are_what_the_generator_writes():
    assert headline.apply(TEXT, headline.registries()) == TEXT, "run python eval/headline.py"


def test_the_first_screen_is_the_headline_table_of_at_least_eight_rows_in_detail_page_order():
    head = TEXT.split("<!-- headline:start -->", 1)
    assert len(head[0].splitlines()) < 12  # the title and a short paragraph come before it
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
