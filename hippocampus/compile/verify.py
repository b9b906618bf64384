"""``web_verify``: every citation of a draft is checked, nothing is passed silently.

* a vault anchor ``path#heading`` must resolve to an existing note and heading, and the claim's
  quote must actually be in that section (whitespace, case and emphasis marks ignored);
* anchors into ``30-reviews/`` are refused: unreviewed AI output is not evidence; so are the
  pipeline's own files (``log.md``, ``HOME.md``, ``index.md``, ``05-todo/``, ``90-system/``),
  any suffix, with or without a heading (``[[index.md]]``, ``[[90-system/promotions/x.jsonl]]``);
* a URL is fetched only when a fetch tool is configured (``HIPPO_COMPILE_FETCH=http``) and its
  quote must be in the page; without one it is marked ``unverified``, listed in the proposal,
  never counted as verified.
"""

from __future__ import annotations

import html
import re
from dataclasses import asdict, dataclass
from typing import Any, Protocol

import httpx

from hippocampus.compile.draft import render_body
from hippocampus.compile.library import VaultLibrary
from vault_schema.layout import REVIEWS, is_system_file, normalize
from vault_schema.markdown import citations, parse_wikilinks, resolve_heading

OK = "ok"
URL_OK = "url-ok"
UNVERIFIED = "unverified-url"
PASSING = frozenset({OK, URL_OK, UNVERIFIED})
_TAGS = re.compile(r"<(script|style)[^>]*>.*?</\1>|<[^>]+>", re.DOTALL | re.IGNORECASE)
_MARKS = re.compile(r"[*_`>#\[\]\"'“”‘’]")


@dataclass(frozen=True)
class CitationCheck:
    anchor: str
    status: str
    detail: str = ""
    claim: str = ""

    @property
    def passed(self) -> bool:
        return self.status in PASSING

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


class Fetcher(Protocol):
    def fetch(self, url: str) -> str: ...


class HttpFetcher:
    """Plain GET with a timeout; the page's visible text is returned."""

    def __init__(self, timeout_s: float = 15.0) -> None:
        self.timeout_s = timeout_s

    def fetch(self, url: str) -> str:
        response = httpx.get(url, timeout=self.timeout_s, follow_redirects=True, headers={"User-Agent": "hippocampus-verify"})
        response.raise_for_status()
        return html.unescape(_TAGS.sub(" ", response.text))


def make_fetcher(kind: str) -> Fetcher | None:
    if kind in ("", "none"):
        return None
    if kind == "http":
        return HttpFetcher()
    raise ValueError(f"HIPPO_COMPILE_FETCH must be 'none' or 'http', got {kind!r}")


def squash(text: str) -> str:
    return " ".join(_MARKS.sub(" ", text.casefold()).split())


def split_anchor(anchor: str) -> tuple[str, str | None]:
    """``[[path#heading|alias]]`` / ``path#heading`` -> (path, heading)."""
    text = anchor.strip()
    if text.startswith("[[") and text.endswith("]]"):
        text = text[2:-2]
    text = text.split("|", 1)[0].strip()
    path, _, heading = text.partition("#")
    return path.strip(), heading.strip() or None


def bookkeeping(path: str) -> tuple[str, str] | None:
    """``(status, detail)`` when ``path`` is unreviewed staging or the pipeline's own bookkeeping
    (never evidence, whatever its suffix and with or without a heading), else ``None``."""
    rel = normalize(path.split("#", 1)[0])
    if rel.startswith(REVIEWS + "/"):
        return "cites-staging", f"{rel} is unreviewed staging material, not evidence"
    if is_system_file(rel) or is_system_file(rel + ".md"):
        return "cites-system-file", f"{rel} is the pipeline's own bookkeeping, not evidence"
    return None


def check_vault_anchor(lib: VaultLibrary, anchor: str, quote: str | None, from_path: str = "") -> tuple[str, str]:
    raw_path, heading = split_anchor(anchor)
    path = lib.resolve(raw_path, from_path) if raw_path else None
    refused = bookkeeping(path or raw_path)
    if refused is not None:
        return refused
    if not path or lib.note(path) is None:
        return "missing-note", f"no note {raw_path!r} in the vault"
    note = lib.note(path)
    assert note is not None
    if heading is None:
        return "missing-heading", "a citation must name a section (path#heading)"
    section = resolve_heading(note.sections, heading)
    if section is None:
        return "missing-heading", f"{path} has no heading {heading!r}"
    if quote is None:
        return OK, f"resolves to {section.anchor(path)}"
    if not squash(quote):
        return "quote-missing", "the claim gives no quote to check"
    if squash(quote) not in squash(section.text):
        return "quote-not-found", f"the quoted text is not in {section.anchor(path)}"
    return OK, f"quote found in {section.anchor(path)}"


def check_url(url: str, quote: str | None, fetcher: Fetcher | None) -> tuple[str, str]:
    if fetcher is None:
        # Trigger: a URL citation and no fetch tool configured.
        # Why: an unchecked URL must never count as verified (seed 000 §5, web_verify).
        # Outcome: marked unverified and listed as such in the proposal and 승격 메타.
        return UNVERIFIED, "no fetch tool configured"
    try:
        page = fetcher.fetch(url)
    except Exception as exc:  # noqa: BLE001 - any fetch failure is a failed check, with the reason
        return "url-failed", f"fetch failed: {type(exc).__name__}: {str(exc)[:200]}"
    if quote and squash(quote) not in squash(page):
        return "url-quote-not-found", "the quoted text is not on the page"
    return URL_OK, "page fetched" + (", quote found" if quote else "")


def verify_draft(lib: VaultLibrary, draft: dict[str, Any], fetcher: Fetcher | None, card_path: str = "") -> list[CitationCheck]:
    """Check every claim (anchor + quote) and every other anchor in the body (resolution only)."""
    checks: list[CitationCheck] = []
    seen: set[str] = set()
    for claim in draft.get("claims", []):
        anchor = str(claim.get("anchor", "")).strip()
        quote = str(claim.get("quote", ""))
        statement = " ".join(str(claim.get("statement", "")).split())[:160]
        if not anchor:
            checks.append(CitationCheck("", "no-anchor", "claim without a citation", statement))
            continue
        seen.add(anchor.strip("[]"))
        if anchor.startswith(("http://", "https://")):
            status, detail = check_url(anchor, quote, fetcher)
        else:
            status, detail = check_vault_anchor(lib, anchor, quote, card_path)
        checks.append(CitationCheck(anchor, status, detail, statement))
    body_only = {k: draft.get(k, "") for k in ("title", "summary", "body")}
    for anchor in citations(render_body(body_only | {"claims": []})):
        if anchor in seen:
            continue
        seen.add(anchor)
        if anchor.startswith(("http://", "https://")):
            status, detail = check_url(anchor, None, fetcher)
        else:
            status, detail = check_vault_anchor(lib, anchor, None, card_path)
        checks.append(CitationCheck(anchor, status, detail, "(inline)"))
    for link in parse_wikilinks(render_body(body_only | {"claims": []})):
        # Trigger: a heading-less link such as `[[index.md]]` or `[[90-system/promotions/….jsonl]]`.
        # Why: it is no citation anchor, so the loop above never saw it, yet it presents the
        # pipeline's bookkeeping as a reference. Outcome: refused like a bookkeeping anchor.
        if link.heading or link.embed or link.target in seen:
            continue
        refused = bookkeeping(lib.resolve(link.target, card_path) or link.target)
        if refused is not None:
            seen.add(link.target)
            checks.append(CitationCheck(f"[[{link.target}]]", refused[0], refused[1], "(inline link)"))
    return checks


def summary(checks: list[CitationCheck]) -> str:
    verified = sum(c.status in (OK, URL_OK) for c in checks)
    unverified = sum(c.status == UNVERIFIED for c in checks)
    failed = [c for c in checks if not c.passed]
    text = f"{verified} verified, {unverified} unverified URL, {len(failed)} failed"
    return text
