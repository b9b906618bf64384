"""Vault lint (SPEC §1): pure rules over parsed notes.

Each rule yields :class:`Finding` objects; :func:`lint_vault` runs them all and never stops
at the first problem. File reading (and the findings for unreadable files) is done by the
caller, which passes the notes it could parse and the problems it met.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import asdict, dataclass
from datetime import date

from vault_schema.frontmatter import ENUMS, NOT_TEXT
from vault_schema.layout import GRAPH, INBOX, SOURCES, STAGING, WIKI, normalize, sector_of, written_by_hand
from vault_schema.links import LinkResolver
from vault_schema.markdown import WEB_ID, anchor_text, resolve_heading, slug_heading
from vault_schema.memory_types import MEMORY_TYPE_NAMES, is_memory_path
from vault_schema.note import Note
from vault_schema.secrets import find_keys

# Rule codes (stable: tests, --json output and docs refer to them).
UNREADABLE = "unreadable"
FRONTMATTER_INVALID = "frontmatter-invalid"
MISSING_KEY = "missing-key"
UNKNOWN_ENUM = "unknown-enum"
SECTOR_MISMATCH = "sector-mismatch"
BROKEN_WIKILINK = "broken-wikilink"
WEB_ANCHOR = "web-anchor"
CANONICAL_NO_SOURCES = "canonical-no-sources"
CANONICAL_NO_ANCHOR = "canonical-no-anchor"
STALE_CANONICAL = "stale-canonical"
SECRET = "secret"
OWN_TYPE = "own-type"

RULES: dict[str, str] = {
    UNREADABLE: "the file cannot be read as UTF-8 Markdown (binary, invalid UTF-8, too large, symlink leaving the vault)",
    FRONTMATTER_INVALID: "the YAML frontmatter block is broken (syntax, unclosed fence, not a mapping)",
    MISSING_KEY: "a key required in this lane is missing (wiki/staging: type, status, trust, title; sources: status, trust, title)",
    UNKNOWN_ENUM: "type, status or trust has a value outside the contract (47-memory/: type from the 14-type memory registry)",
    SECTOR_MISMATCH: "frontmatter `sector:` disagrees with the folder under 20-wiki/ (the path wins)",
    BROKEN_WIKILINK: "a `[[wikilink]]` or a Markdown link to a vault file points at no file, or at a heading that does not exist",
    WEB_ANCHOR: "a link names a heading by a web page's slug (`#what-is-x` for `## What is X?`) or an in-page link names an element id of the page a note was clipped from (`#fn-1`): Obsidian follows neither",
    CANONICAL_NO_SOURCES: "a compiled canonical page lists no sources (pages with `trust: human_edit` are exempt)",
    CANONICAL_NO_ANCHOR: "a compiled canonical page has no citation anchor (`path.md#heading`, `[[note#heading]]` or URL; `trust: human_edit` exempt)",
    STALE_CANONICAL: "a canonical page has not been updated for N days while one of its sources changed after it",
    SECRET: "a key-shaped secret (API key, token, private key, credential in a URL): redacted in what leaves the machine, but the vault is copied and synced",
    OWN_TYPE: "your own pages (trust human_edit, or written by hand) use `type:` for values of their own (a Dataview field): "
              "one line per value with how many notes; kept and searchable as they are",
}

#: How much a finding needs the user: ``error`` breaks the contract or leaks, ``warning`` breaks the
#: graph or the freshness promise, ``info`` is about how well a compiled page is documented.
SEVERITY: dict[str, str] = {
    SECRET: "error", UNREADABLE: "error", FRONTMATTER_INVALID: "error", UNKNOWN_ENUM: "error", MISSING_KEY: "error",
    SECTOR_MISMATCH: "warning", BROKEN_WIKILINK: "warning", STALE_CANONICAL: "warning",
    CANONICAL_NO_SOURCES: "info", CANONICAL_NO_ANCHOR: "info", WEB_ANCHOR: "info", OWN_TYPE: "info",
}
SEVERITIES: tuple[str, ...] = ("error", "warning", "info")
#: Rule codes in the order a user should look at them (most urgent first).
RULE_ORDER: tuple[str, ...] = (SECRET, UNREADABLE, FRONTMATTER_INVALID, UNKNOWN_ENUM, MISSING_KEY, SECTOR_MISMATCH,
                               BROKEN_WIKILINK, STALE_CANONICAL, CANONICAL_NO_SOURCES, CANONICAL_NO_ANCHOR, WEB_ANCHOR, OWN_TYPE)


def attention_key(finding: Finding) -> tuple[int, str, int]:
    """Sort key: most urgent rule first, then path and line."""
    rank = RULE_ORDER.index(finding.code) if finding.code in RULE_ORDER else len(RULE_ORDER)
    return rank, finding.path, finding.line or 0


#: Required frontmatter keys per folder prefix (a legacy ``okf_<key>`` counts).
REQUIRED_KEYS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (WIKI + "/", ("type", "status", "trust", "title")),
    (STAGING + "/", ("type", "status", "trust", "title")),
    (SOURCES + "/", ("status", "trust", "title")),
    (GRAPH + "/", ("type", "status", "trust")),
)


@dataclass(frozen=True)
class Finding:
    path: str
    code: str
    message: str
    line: int | None = None

    @property
    def severity(self) -> str:
        return SEVERITY.get(self.code, "warning")

    def to_dict(self) -> dict[str, object]:
        return asdict(self) | {"severity": self.severity}


#: Folders whose notes follow the governance contract (enums checked). Other lanes (skills,
#: memory, ops, system, approvals) have formats of their own, e.g. memory notes' ``type`` is the
#: memory-type registry.
CONTRACT_PREFIXES: tuple[str, ...] = (WIKI + "/", STAGING + "/", SOURCES + "/", GRAPH + "/", INBOX + "/")


def _required(path: str) -> tuple[str, ...]:
    for prefix, keys in REQUIRED_KEYS:
        if path.startswith(prefix):
            return keys
    return ()


#: Keys whose value is one line of text (the enums type, status and trust have their own rule).
TEXT_KEYS = ("title", "sector")


def check_frontmatter(note: Note) -> Iterator[Finding]:
    if note.frontmatter_error:
        err = note.frontmatter_error
        yield Finding(note.path, FRONTMATTER_INVALID, err.message, err.line)
        return  # the keys are unknowable; missing-key findings would only repeat this one
    # Trigger: a wiki note with neither status nor trust (written by hand in Obsidian after the
    # import: layout.written_by_hand). Why: it asked such a note for the four keys a generated
    # page carries, four errors and exit 1 for every note a user writes, while search already
    # reads it as canonical, human_edit. Outcome: it is not asked for them; a note with one of
    # the two keys (a generated page, or a hand edit that set one) still is.
    hand = written_by_hand(note.lane, note.meta.status, note.meta.trust)
    own = users_own(note)
    for key in () if hand else _required(note.path):
        # Trigger: an imported note with an empty `type:` (a placeholder the user fills in, kept by
        # the import). Why: the key is there and is the user's. Outcome: not "missing" on their pages.
        if not note.meta.has(key) and not (own and note.meta.present(key)):
            yield Finding(note.path, MISSING_KEY, f"required key `{key}` is missing")
    for key in TEXT_KEYS:
        value = note.meta.get(key)
        if isinstance(value, NOT_TEXT):
            kind = "a mapping" if isinstance(value, dict) else "a list"
            yield Finding(note.path, FRONTMATTER_INVALID, f"`{key}:` is {kind}, not one line of text (the note is read as if it had no {key})")
    if is_memory_path(note.path):
        # 47-memory notes carry the agent-memory registry (seed 002), not the wiki types.
        value = note.meta.get("type")
        if value is not None and str(value) not in MEMORY_TYPE_NAMES:
            yield Finding(note.path, UNKNOWN_ENUM, f"`type: {value}` is not a memory type ({', '.join(sorted(MEMORY_TYPE_NAMES))})")
        return
    if not note.path.startswith(CONTRACT_PREFIXES):
        return
    for key, allowed in ENUMS.items():
        value = note.meta.get(key)
        if key == "type" and own_type(note) is not None:
            continue  # the user's own vocabulary: lint_vault sums it up (OWN_TYPE)
        if value is not None and value != "" and str(value) not in allowed:  # empty: missing-key's, if anyone's
            yield Finding(note.path, UNKNOWN_ENUM, f"`{key}: {value}` is not one of {', '.join(sorted(allowed))}")


def users_own(note: Note) -> bool:
    """A wiki page of the user's: ``trust: human_edit`` (every imported note) or written by hand."""
    return note.path.startswith(WIKI + "/") and (
        note.meta.trust == "human_edit" or written_by_hand(note.lane, note.meta.status, note.meta.trust))


def own_type(note: Note) -> str | None:
    """The ``type:`` of one of the user's pages when it is a value of their own (outside the
    contract's types: ``lecture``, ``seminar`` of a Dataview table), else None.

    Trigger: an Obsidian vault that uses ``type:`` for its own property (144 notes of a student
    vault: lecture, tutorial, seminar; its Dataview queries read ``type = "lecture"``). Why: one
    ``unknown-enum`` error per note buried the real problems (HOME.md's review list was ten of
    them), and the only "fix" — renaming the property — breaks the user's queries. Outcome: the
    value is the user's and is kept; search stores and filters it as any type; ``hippo validate``
    sums the vocabulary up in one info line per value (:data:`OWN_TYPE`), which still shows a
    typo (``vovabulary`` in one note) without calling every note an error. A compiled or staged
    page (any other trust) is still held to the contract."""
    if not users_own(note):
        return None
    value = note.meta.get("type")
    if value is None or isinstance(value, NOT_TEXT) or not str(value).strip() or str(value) in ENUMS["type"]:
        return None
    return str(value)


def own_type_findings(notes: Iterable[Note]) -> Iterator[Finding]:
    """One :data:`OWN_TYPE` finding per own value, on the first note (by path) that has it."""
    by_value: dict[str, list[str]] = {}
    for note in notes:
        value = own_type(note)
        if value is not None:
            by_value.setdefault(value, []).append(note.path)
    allowed = ", ".join(sorted(ENUMS["type"]))
    for value, paths in sorted(by_value.items()):
        paths.sort()
        n = len(paths)
        also = f" and {n - 1} more" if n > 1 else ""
        yield Finding(paths[0], OWN_TYPE, f"`type: {value}` in {n} note{'s' * (n > 1)} of yours (this one{also}): your own value "
                      f"(a Dataview field?), kept and searchable (`--type {value}`); the contract's types are {allowed}")


def check_sector(note: Note) -> Iterator[Finding]:
    declared = note.meta.sector
    actual = sector_of(note.path)
    if declared and actual and declared != actual:
        yield Finding(note.path, SECTOR_MISMATCH, f"frontmatter says `sector: {declared}` but the page lives in `{actual}` (the path wins)")


def check_links(note: Note, resolver: LinkResolver, notes_by_path: dict[str, Note]) -> Iterator[Finding]:
    for link in note.links:
        target = resolver.resolve(link.target, note.path)
        shown = link.shown()
        line = note.body_offset + link.line + 1
        if target is None:
            yield Finding(note.path, BROKEN_WIKILINK, f"{shown} points at no file in the vault", line)
            continue
        if link.heading:
            target_note = notes_by_path.get(target)
            if target_note is not None and resolve_heading(target_note.sections, link.heading) is None:
                # Trigger: a web page clipped with its table of contents (`[…](#what-is-x)`). Why:
                # 213 of a real vault's 221 findings said "has no heading" of headings that exist.
                # Outcome: a slug of an existing heading is an info finding naming the heading.
                slugged = slug_heading(target_note.sections, link.heading)
                if slugged is not None:
                    yield Finding(note.path, WEB_ANCHOR, f"{shown}: `#{link.heading}` is the web slug of the heading "
                                  f"`{slugged.heading}`; Obsidian follows `#{anchor_text(slugged.heading)}`", line)
                elif target == note.path and WEB_ID.fullmatch(link.heading):
                    # an in-page link to an element id of the page it was clipped from (a footnote
                    # `#fn-1`, a figure `#cpt5`): nothing in Markdown carries such an id
                    yield Finding(note.path, WEB_ANCHOR, f"{shown}: no heading of this note has the web slug `#{link.heading}` "
                                  "(an anchor of the web page it was clipped from?)", line)
                else:
                    yield Finding(note.path, BROKEN_WIKILINK, f"{shown}: `{target}` has no heading `{link.heading}`", line)


def check_secrets(note: Note) -> Iterator[Finding]:
    """Key-shaped strings anywhere in the body; the value itself is never repeated."""
    for name, line in find_keys(note.body):
        yield Finding(note.path, SECRET, f"looks like {name}; move the secret out of the vault (the value is not shown here)",
                      note.body_offset + line)


def _is_canonical_page(note: Note) -> bool:
    return note.path.startswith(WIKI + "/") and note.meta.status == "canonical"


def check_canonical(note: Note) -> Iterator[Finding]:
    # A page the user wrote (trust human_edit, e.g. every imported note) is not a compiled
    # page: sources and citation anchors are what promotion demands of compiled text only.
    if not _is_canonical_page(note) or note.meta.trust == "human_edit":
        return
    if not note.meta.sources:
        yield Finding(note.path, CANONICAL_NO_SOURCES, "canonical page without `sources`")
    if not note.citations:
        yield Finding(note.path, CANONICAL_NO_ANCHOR, "canonical page without any citation anchor (path.md#heading, [[note#heading]] or URL)")


def source_path(ref: str, resolver: LinkResolver, from_path: str) -> str | None:
    """A ``sources:`` entry (vault path, ``[[wikilink]]`` or URL) as a vault path, if it is a note."""
    ref = ref.strip()
    if ref.startswith(("http://", "https://")):
        return None
    if ref.startswith("[[") and ref.endswith("]]"):
        ref = ref[2:-2].partition("|")[0]
    ref = ref.partition("#")[0]
    return resolver.resolve(normalize(ref), from_path)


def check_stale(note: Note, resolver: LinkResolver, notes_by_path: dict[str, Note], today: date, stale_days: int) -> Iterator[Finding]:
    if not _is_canonical_page(note) or note.meta.updated is None:
        return
    page_updated = note.meta.updated
    if (today - page_updated).days <= stale_days:
        return
    for ref in note.meta.sources:
        path = source_path(ref, resolver, note.path)
        source = notes_by_path.get(path) if path else None
        if source is None or source.meta.updated is None:
            continue
        if source.meta.updated > page_updated:
            yield Finding(
                note.path,
                STALE_CANONICAL,
                f"not updated since {page_updated.isoformat()} ({(today - page_updated).days} days) "
                f"while source `{path}` changed on {source.meta.updated.isoformat()}",
            )
            return


def lint_vault(
    notes: Iterable[Note],
    files: list[str],
    *,
    today: date,
    stale_days: int = 90,
    unreadable: Iterable[Finding] = (),
) -> list[Finding]:
    """Every finding for the vault, sorted by path then code. ``files`` lists every file
    (notes and attachments) for link resolution; ``unreadable`` carries the reader's findings."""
    notes = list(notes)
    resolver = LinkResolver(files)
    by_path = {n.path: n for n in notes}
    findings: list[Finding] = list(unreadable)
    for note in notes:
        findings.extend(check_frontmatter(note))
        findings.extend(check_sector(note))
        findings.extend(check_links(note, resolver, by_path))
        findings.extend(check_canonical(note))
        findings.extend(check_stale(note, resolver, by_path, today, stale_days))
        findings.extend(check_secrets(note))
    findings.extend(own_type_findings(notes))
    return sorted(findings, key=lambda f: (f.path, f.code, f.line or 0, f.message))
