"""The generated tables of docs/BENCHMARKS.md (and of detail pages), from small registries of result JSON files.

    python eval/headline.py            # rewrite every table between its markers
    python eval/headline.py --check    # exit 1 (and say which) when a committed table is not what this generates

Each ``docs/benchmarks/*.toml`` registry describes one table::

    marker = "headline"       # written between <!-- headline:start --> and <!-- headline:end -->
    page = "docs/BENCHMARKS.md"  # the page holding the markers (this is the default; a detail page may hold a table)
    columns = ["metric", "value", "date", "commit", "machine", "result", "detail"]

    [[row]]
    metric = "LoCoMo, hybrid: recall_any@10"                  # a string is written as it is
    json = "docs/bench-results/fusion-coverage-2026-12-03.json"
    value = ["sets", "locomo", "hippo-hybrid", "new_overall", "recall_any@10"]   # a key path into the JSON
    format = "{:.3f}"                                         # for the numbers the key paths find
    date = ["date"]
    detail = "docs/benchmarks/search-quality.md"

A cell is a literal string, one key path (a list of keys; an integer indexes a list), a list of
key paths (their values joined with " / "), or an inline table ``{json = "…", value = …, format =
"…"}`` that reads its key paths from another result JSON (a column from another run, e.g. the peers
of the search-quality table). Two columns are links: ``result`` (the row's ``json``)
and ``detail`` (the detail page, an optional ``#anchor``). A machine recorded as a mapping (the
benchmarks' ``machine_info()``) is written as "<nproc> × <cpu>", with its start load when recorded.
A key path that the JSON does not hold is an error: the table never shows a figure it cannot find.
"""

from __future__ import annotations

import argparse
import json
import posixpath
import re
import sys
import tomllib
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
BENCHMARKS = ROOT / "docs" / "BENCHMARKS.md"
MAIN_PAGE = "docs/BENCHMARKS.md"
REGISTRIES = ROOT / "docs" / "benchmarks"
LINKED = ("result", "detail")


class RegistryError(ValueError):
    """A registry row that cannot be rendered (missing file, missing key, bad cell)."""


def lookup(data: Any, path: list[Any], where: str) -> Any:
    for key in path:
        try:
            data = data[key]
        except (KeyError, IndexError, TypeError):
            raise RegistryError(f"{where}: no {'.'.join(map(str, path))} in the JSON (stopped at {key!r})") from None
    return data


def show(value: Any, fmt: str) -> str:
    if isinstance(value, bool) or value is None:
        return str(value)
    if isinstance(value, int | float):
        return fmt.format(value)
    if isinstance(value, dict) and "cpu" in value:
        load = value.get("loadavg_start") or value.get("loadavg")
        text = f"{value.get('nproc', '?')} × {value['cpu']}"
        return text + (f", load {float(load[0]):.2g}" if load else "")
    if isinstance(value, list | dict):
        raise RegistryError(f"a cell names a {type(value).__name__}, not a value: {str(value)[:80]}")
    return str(value)


def cell(row: dict[str, Any], column: str, data: Any, where: str, root: Path = ROOT, page: str = MAIN_PAGE) -> str:
    if column == "result":
        return f"[{Path(row['json']).name}]({_rel(row['json'], page)})"
    if column == "detail":
        detail = str(row["detail"])
        title = Path(detail.split("#")[0]).stem
        return f"[{title}]({_rel(detail, page)})"
    spec = row.get(column, "")
    fmt = str(row.get("format", "{}"))
    if isinstance(spec, dict):  # this cell's figures come from another result JSON
        other = root / str(spec.get("json", ""))
        if not spec.get("json") or not other.is_file():
            raise RegistryError(f"{where}, {column}: result JSON {spec.get('json')!r} not found")
        inner = {column: spec.get("value", ""), "format": spec.get("format", fmt)}
        return cell(inner, column, json.loads(other.read_text(encoding="utf-8")), f"{where}, {column} ({spec['json']})", root, page)
    if isinstance(spec, str):
        return spec
    if spec and all(isinstance(p, list) for p in spec):
        return " / ".join(show(lookup(data, p, where), fmt) for p in spec)
    return show(lookup(data, spec, where), fmt)


def _rel(path: str, page: str = MAIN_PAGE) -> str:
    """A repository path as a link from ``page`` (a repository path too)."""
    return posixpath.relpath(path, posixpath.dirname(page))


def render(registry: dict[str, Any], root: Path = ROOT) -> str:
    columns, target = list(registry["columns"]), str(registry.get("page", MAIN_PAGE))
    lines = ["| " + " | ".join(columns) + " |", "|" + "---|" * len(columns)]
    for n, row in enumerate(registry.get("row", []), 1):
        where = f"row {n} ({row.get(columns[0], '?')})"
        path = root / str(row.get("json", ""))
        if not row.get("json") or not path.is_file():
            raise RegistryError(f"{where}: result JSON {row.get('json')!r} not found")
        page = root / str(row.get("detail", "")).split("#")[0]
        if "detail" in columns and not page.is_file():
            raise RegistryError(f"{where}: detail page {row.get('detail')!r} not found")
        data = json.loads(path.read_text(encoding="utf-8"))
        lines.append("| " + " | ".join(cell(row, c, data, where, root, target).replace("|", "\\|") for c in columns) + " |")
    return "\n".join(lines)


def registries(folder: Path = REGISTRIES) -> list[dict[str, Any]]:
    return [tomllib.loads(p.read_text(encoding="utf-8")) for p in sorted(folder.glob("*.toml"))]


def _block(marker: str) -> re.Pattern[str]:
    return re.compile(rf"(<!-- {re.escape(marker)}:start -->\n)(?:.*?\n)?(<!-- {re.escape(marker)}:end -->)", re.S)


def apply(text: str, regs: list[dict[str, Any]], root: Path = ROOT, page: str = MAIN_PAGE) -> str:
    """``text`` (the page ``page``) with the table of every registry of that page written between its markers."""
    for reg in regs:
        if str(reg.get("page", MAIN_PAGE)) != page:
            continue
        pattern = _block(reg["marker"])
        if not pattern.search(text):
            raise RegistryError(f"{page} has no <!-- {reg['marker']}:start/end --> markers")
        table = render(reg, root)
        text = pattern.sub(lambda m, t=table: m.group(1) + t + "\n" + m.group(2), text, count=1)
    return text


_MARKER = re.compile(r"<!-- ([a-z0-9-]+):start -->")


def orphans(regs: list[dict[str, Any]], pages: dict[str, Path], root: Path = ROOT) -> None:
    """Raise when a page under docs/ holds a generated-table marker no registry writes there (a
    registry deleted or moved to another page would leave its last table behind, never checked)."""
    written = {(str(r.get("page", MAIN_PAGE)), str(r["marker"])) for r in regs}
    for path in sorted((root / "docs").rglob("*.md")):
        page = path.relative_to(root).as_posix()
        for marker in _MARKER.findall(path.read_text(encoding="utf-8")):
            if (page, marker) not in written:
                raise RegistryError(f"{page}: <!-- {marker}:start --> is written by no registry (docs/benchmarks/*.toml)")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true", help="compare instead of writing; exit 1 on a difference")
    args = ap.parse_args(argv)
    regs = registries()
    pages = {MAIN_PAGE: BENCHMARKS} | {str(r["page"]): ROOT / str(r["page"]) for r in regs if "page" in r}
    stale = []
    try:
        orphans(regs, pages)
    except RegistryError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    for page, path in pages.items():
        try:
            if not path.is_file():
                raise RegistryError(f"{page}: the page a registry names does not exist")
            text = path.read_text(encoding="utf-8")
            new = apply(text, regs, ROOT, page)
        except RegistryError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 2
        if new != text:
            stale.append(page)
            if not args.check:
                path.write_text(new, encoding="utf-8")
    if args.check and stale:
        for page in stale:
            print(f"{page}: a generated table differs from its registry (run python eval/headline.py)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
