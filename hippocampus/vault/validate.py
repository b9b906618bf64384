"""``hippo validate``: read the whole vault safely and run the lint rules."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

from hippocampus import clock
from hippocampus.vault.reader import iter_note_files, list_all_files, vault_root
from vault_schema.layout import path_key
from vault_schema.lint import SEVERITIES, UNREADABLE, Finding, attention_key, lint_vault
from vault_schema.note import Note, parse_note
from vault_schema.templates import is_template, template_folders


@dataclass(frozen=True)
class ValidationReport:
    vault: str
    notes: int
    findings: list[Finding] = field(default_factory=list)
    #: The vault's Obsidian templates folders, whose files are not checked.
    templates: tuple[str, ...] = ()

    @property
    def clean(self) -> bool:
        return not self.findings

    def counts(self) -> dict[str, int]:
        """Findings per rule, most urgent rule first."""
        out: dict[str, int] = {}
        for finding in sorted(self.findings, key=attention_key):
            out[finding.code] = out.get(finding.code, 0) + 1
        return out

    def filtered(self, *, rules: tuple[str, ...] = (), path: str | None = None, severity: str = "info") -> ValidationReport:
        """The findings a user asked for, most urgent first (rule, then path and line)."""
        lowest = SEVERITIES.index(severity)
        keep = [f for f in self.findings
                if (not rules or f.code in rules) and (not path or path_key(f.path).startswith(path_key(path)))
                and SEVERITIES.index(f.severity) <= lowest]
        return ValidationReport(self.vault, self.notes, sorted(keep, key=attention_key), self.templates)

    def to_dict(self) -> dict[str, object]:
        return {
            "vault": self.vault,
            "notes": self.notes,
            "clean": self.clean,
            "counts": self.counts(),
            "findings": [f.to_dict() for f in self.findings],
            "templates": list(self.templates),
        }


def read_notes(root: Path, max_bytes: int, templates: tuple[str, ...] = ()) -> tuple[list[Note], list[Finding]]:
    """Parse every readable note; unreadable files become findings. Files in the vault's Obsidian
    templates folders (``templates``) are no notes: not read (their placeholders, ``[[{{date}}]]``,
    are to be filled in, never "fixed"; vault_schema/templates.py)."""
    notes: list[Note] = []
    problems: list[Finding] = []
    for nf in iter_note_files(root, max_bytes, skip=lambda rel: is_template(rel, templates)):
        if nf.ok and nf.text is not None:
            notes.append(parse_note(nf.path, nf.text))
        else:
            problems.append(Finding(nf.path, UNREADABLE, f"{nf.error}: {nf.detail}"))
    return notes, problems


def validate_vault(vault: Path, *, stale_days: int = 90, max_bytes: int = 5_000_000, today: date | None = None) -> ValidationReport:
    """Lint the vault. Raises :class:`~hippocampus.vault.reader.VaultError` only when the vault
    itself is unusable; every problem with a file is a finding."""
    root = vault_root(vault)
    templates = template_folders(root)
    notes, problems = read_notes(root, max_bytes, templates)
    findings = lint_vault(
        notes,
        list_all_files(root),
        today=today or clock.today(),
        stale_days=stale_days,
        unreadable=problems,
    )
    return ValidationReport(str(root), len(notes) + len(problems), findings, templates)
