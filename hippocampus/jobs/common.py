"""What every job shares: the report of a run, slugs and vault-path helpers. Pure."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import asdict, dataclass, field
from datetime import date
from pathlib import PurePosixPath
from typing import Any

from vault_schema.frontmatter import NoteMeta, to_date

DATE_PREFIX = re.compile(r"^(\d{4}-\d{2}-\d{2})[_-]")


@dataclass(frozen=True)
class Item:
    """One thing a run did (``done``) or did not do (``skipped``), with why."""

    action: str
    path: str
    detail: str = ""
    rule: str | None = None

    def line(self) -> str:
        rule = f"[{self.rule}] " if self.rule else ""
        detail = f" — {self.detail}" if self.detail else ""
        return f"{rule}{self.action}: `{self.path}`{detail}"


@dataclass
class Outcome:
    """What a job function returns; the flow adds the run id and commit to make a report."""

    done: list[Item] = field(default_factory=list)
    skipped: list[Item] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    counts: dict[str, int] = field(default_factory=dict)

    def add(self, action: str, path: str, detail: str = "", rule: str | None = None) -> None:
        self.done.append(Item(action, path, detail, rule))

    def skip(self, path: str, reason: str, action: str = "skip", rule: str | None = None) -> None:
        self.skipped.append(Item(action, path, reason, rule))

    def bump(self, key: str, by: int = 1) -> None:
        self.counts[key] = self.counts.get(key, 0) + by


@dataclass(frozen=True)
class JobReport:
    """The frozen record of one job run: rendered as a Prefect artifact and CLI output."""

    job: str
    run_id: str
    dry_run: bool
    commit: str | None
    done: tuple[Item, ...] = ()
    skipped: tuple[Item, ...] = ()
    notes: tuple[str, ...] = ()
    counts: tuple[tuple[str, int], ...] = ()
    log_lines: tuple[str, ...] = ()
    changed_paths: tuple[str, ...] = ()
    #: what the run did with journals of crashed runs before it started (ADR 0015), one line each
    recovered: tuple[str, ...] = ()

    @classmethod
    def build(cls, job: str, outcome: Outcome, *, run_id: str, dry_run: bool, commit: str | None,
              log_lines: list[str] | tuple[str, ...] = (), changed_paths: list[str] | tuple[str, ...] = (),
              recovered: list[str] | tuple[str, ...] = ()) -> JobReport:
        return cls(
            job=job,
            run_id=run_id,
            dry_run=dry_run,
            commit=commit,
            done=tuple(outcome.done),
            skipped=tuple(outcome.skipped),
            notes=tuple(outcome.notes),
            counts=tuple(sorted(outcome.counts.items())),
            log_lines=tuple(log_lines),
            changed_paths=tuple(changed_paths),
            recovered=tuple(recovered),
        )

    @property
    def count(self) -> dict[str, int]:
        return dict(self.counts)

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["counts"] = dict(self.counts)
        return data

    def to_markdown(self) -> str:
        mode = " (dry run: nothing written)" if self.dry_run else ""
        commit = f"`{self.commit[:12]}`" if self.commit else "none (no change)" if not self.dry_run else "none (dry run)"
        lines = [f"# {self.job}{mode}", "", f"- run: `{self.run_id}`", f"- commit: {commit}"]
        if self.recovered:
            lines.append(f"- recovered: {len(self.recovered)} crashed run(s) before starting")
        for key, value in self.counts:
            lines.append(f"- {key}: {value}")
        lines += ["", f"## Done ({len(self.done)})", ""] + _capped(self.done)
        lines += ["", f"## Skipped ({len(self.skipped)})", ""] + _capped(self.skipped)
        if self.recovered:
            lines += ["", "## Recovered before this run", ""] + [f"- {line}" for line in self.recovered]
        if self.notes:
            lines += ["", "## Notes", ""] + [f"- {note}" for note in self.notes]
        if self.log_lines:
            lines += ["", "## log.md", "", "```"] + list(self.log_lines[:MAX_LISTED]) + ["```"]
        return "\n".join(lines) + "\n"


MAX_LISTED = 200


def _capped(items: tuple[Item, ...]) -> list[str]:
    if not items:
        return ["- nothing"]
    lines = [f"- {item.line()}" for item in items[:MAX_LISTED]]
    if len(items) > MAX_LISTED:
        lines.append(f"- … and {len(items) - MAX_LISTED} more")
    return lines


def slugify(text: str, max_len: int = 80) -> str:
    """File-name slug that keeps Korean (and other) letters: ``DuckDB FTS 한국어!`` → ``duckdb-fts-한국어``."""
    text = unicodedata.normalize("NFC", text).strip().lower()
    text = re.sub(r"[^\w가-힣]+", "-", text, flags=re.UNICODE)
    text = re.sub(r"_+", "-", text)
    text = re.sub(r"-{2,}", "-", text).strip("-")
    return text[:max_len].rstrip("-") or "note"


def strip_date_prefix(stem: str) -> str:
    return DATE_PREFIX.sub("", stem)


def dated_name(name: str, day: date) -> str:
    """``<date>_<slug>`` for a file name: a date prefix the name already has is kept (``2026-11-29_x``
    and ``2026-11-29-x`` both give ``2026-11-29_x``), otherwise ``day`` is used."""
    match = DATE_PREFIX.match(name)
    if match:
        return f"{match.group(1)}_{slugify(name[match.end():])}"
    return f"{day.isoformat()}_{slugify(name)}"


def unique_name(taken: set[str] | list[str], folder: str, stem: str, suffix: str = ".md") -> str:
    """``folder/stem.md``, or ``folder/stem-2.md``… when the name is taken (case-insensitive)."""
    lowered = {t.casefold() for t in taken}
    candidate = f"{folder}/{stem}{suffix}"
    n = 2
    while candidate.casefold() in lowered:
        candidate = f"{folder}/{stem}-{n}{suffix}"
        n += 1
    return candidate


def note_date(meta: NoteMeta, path: str, key: str = "created") -> date | None:
    """A note's date from frontmatter ``key`` (legacy keys included), else its file-name prefix."""
    found = to_date(meta.get(key))
    if found:
        return found
    match = DATE_PREFIX.match(PurePosixPath(path).name)
    if not match:
        return None
    try:
        return date.fromisoformat(match.group(1))
    except ValueError:
        return None


def stem_of(path: str) -> str:
    return PurePosixPath(path).stem


def no_md(path: str) -> str:
    """Wikilink target form of a vault path (no ``.md``)."""
    return path[:-3] if path.lower().endswith(".md") else path
