"""Key-shaped secrets: the formats of real API keys, tokens and private keys.

Part of the vault contract: such a string in a note is a lint finding (``secret``); whatever
leaves the machine (gateway results, LLM prompts, text for an HTTP embedder) has each one
replaced (:func:`redact_keys`, :func:`redact_value`); text that agents write is refused outright
(:mod:`hippocampus.vault.safety`, which adds looser checks of its own). Patterns aim at real
key formats, not prose, so documentation about keys does not trip them.

Every test runs on :func:`fold` of the text (one normalisation step, the same on write and on
read): Unicode NFKC (full-width and mathematical letters become ASCII), invisible characters
removed (zero-width spaces and joiners, soft hyphen, word joiner, BOM: every format character,
category Cf), and the Cyrillic/Greek look-alikes of the Latin letters and digits the catalogue's
patterns are made of folded to them. So ``AKIA\\u200bIOSFODNN7EXAMPLQ`` or ``ghp_`` written with
a Cyrillic ``р`` are still keys.

Decoded before scanning (:mod:`vault_schema.decode`, docs/adr/0028-trust-model-for-relayed-text.md):
a key inside base64 (also a wrapped block), base32, hex (packed, ``0x``, bytes apart, escapes),
URL-encoding, HTML entities, JSON ``\\u`` escapes, character codes, zero-width binary or Unicode
tag characters; a key written backwards or in ROT13; a key that starts with its known prefix
(``AKIA``, ``ghp_``, ``sk-`` …) and continues over line breaks or ``" + "`` string concatenation,
or in groups apart (``AKIA P2ZI MHBH …``, ``g h p _ …``; groups with a digit or a capital, the
join a key with two digits: prose joined this way is none, the change to ADR 0021); a registry
login in base64 (``"auth": …``); and, for keys only (:func:`vault_schema.decode.key_segments`), a token
with some characters escaped (``\\u0041``, ``\\x41``, ``&#x41;``, ``=41``, ``\\_``, ``**`` inside a
word), base32 unpadded or in lower case, gzip in base64, a split key on one line (``AKIAQ3EG XYZ7…``,
``"AKIAQ3EG" "XYZ7…"``), an AWS key id in dashed groups. Keys assembled from pieces (secrets21,
:mod:`vault_schema.assembled`): string literals of code joined in order, f-string and template
interpolations, shell and code variables expanded, table cells along a row or down a column, list
items, one-token and labelled lines, each also on one line and read backwards, in reverse order or
each piece backwards; CSS escapes; a prefixed token in slash-joined groups; a bare AWS secret access
key next to its key id, or holding ``/`` or ``+``. :func:`find_keys` names them ``… (base64-encoded)`` etc. and
:func:`redact_keys` replaces the whole encoded span. Documented examples and placeholders
(``AKIAIOSFODNN7EXAMPLE``, ``ghp_xxxx…``, ``${DB_PASSWORD}``, ``user:password@``) are not keys.
"""

from __future__ import annotations

import base64
import binascii
import re
import unicodedata
from bisect import bisect_right
from dataclasses import dataclass
from typing import Any

from vault_schema import assembled, decode

#: Look-alikes folded to the Latin letter they imitate (Cyrillic and Greek capitals and small
#: letters whose glyph is the same as a Latin one in common fonts).
CONFUSABLES: dict[str, str] = {
    # Cyrillic
    "А": "A", "В": "B", "С": "C", "Е": "E", "Н": "H", "І": "I", "Ј": "J", "К": "K", "М": "M", "О": "O",
    "Р": "P", "Ѕ": "S", "Т": "T", "Х": "X", "У": "Y", "а": "a", "с": "c", "е": "e", "і": "i", "ј": "j",
    "о": "o", "р": "p", "ѕ": "s", "х": "x", "у": "y", "ԁ": "d", "һ": "h", "ӏ": "l", "ԛ": "q", "ԝ": "w",
    # Greek
    "Α": "A", "Β": "B", "Ε": "E", "Ζ": "Z", "Η": "H", "Ι": "I", "Κ": "K", "Μ": "M", "Ν": "N", "Ο": "O",
    "Ρ": "P", "Τ": "T", "Υ": "Y", "Χ": "X", "ο": "o", "ν": "v", "ι": "i", "κ": "k", "ρ": "p", "τ": "t",
    "υ": "u", "χ": "x",
}
#: The relay's datamark (U+02C6, hippocampus.screening.relay.MARK), read as the space it replaced:
#: a key or an instruction in a datamarked text is found as in the text before it was marked.
DATAMARK = "\u02c6"
_FOLD_TABLE = {ord(k): v for k, v in CONFUSABLES.items()} | {ord(DATAMARK): " "}


#: Invisible characters: every format character (Unicode category Cf: soft hyphen, zero-width
#: space/joiners, word joiner, bidi controls, BOM, tag characters …), the combining grapheme
#: joiner and the Hangul fillers, which render as nothing.
INVISIBLE = re.compile(
    "[\u00ad\u034f\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891\u08e2\u115f\u1160\u180e\u200b-\u200f"
    "\u202a-\u202e\u2060-\u2064\u2066-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\U000110bd\U000110cd"
    "\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0001\U000e0020-\U000e007f]"
)


#: One C-speed pass that says whether the slower steps of :func:`fold` can change anything: a
#: BMP invisible character, a Greek/Cyrillic letter or the datamark (astral characters are tested apart).
_SUSPECT = re.compile(
    "[\u00ad\u02c6\u034f\u0370-\u052f\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891\u08e2\u115f\u1160\u180e\u200b-\u200f"
    "\u202a-\u202e\u2060-\u2064\u2066-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb]"
)


def _has_astral(text: str) -> bool:
    return len(text.encode("utf-16-le", "surrogatepass")) != 2 * len(text)
#: Runs of characters that fold to themselves (ASCII, precomposed Hangul syllables).
_PLAIN = re.compile("[\x00-\x7f\uac00-\ud7a3]+")


def fold(text: str) -> str:
    """The one normalisation every secret and injection test runs on (see the module doc).
    Line breaks are kept, so a line number in the folded text is one in the original. Each step
    runs only when a C-speed test says it changes something (most notes: none does)."""
    if text.isascii():
        return text
    if not unicodedata.is_normalized("NFKC", text):
        text = unicodedata.normalize("NFKC", text)
    if _SUSPECT.search(text) or _has_astral(text):
        text = INVISIBLE.sub("", text).translate(_FOLD_TABLE)
    return text


def _fold_map(text: str) -> tuple[str, list[int]]:
    """:func:`fold` character by character, with the index in ``text`` of every folded
    character (and ``len(text)`` at the end), so a match in the folded text names the span of
    the original it came from. Runs of plain characters are copied whole; only the others are
    folded one by one. Only run on text known to hold a key."""
    out: list[str] = []
    where: list[int] = []

    def special(start: int, end: int) -> None:
        for i in range(start, end):
            piece = INVISIBLE.sub("", unicodedata.normalize("NFKC", text[i])).translate(_FOLD_TABLE)
            out.append(piece)
            where.extend([i] * len(piece))

    pos = 0
    for m in _PLAIN.finditer(text):
        special(pos, m.start())
        out.append(m.group())
        where.extend(range(m.start(), m.end()))
        pos = m.end()
    special(pos, len(text))
    where.append(len(text))
    return "".join(out), where


#: (what it looks like, pattern, hints): a match always contains one of the hints (substrings;
#: lower-case and tested on the lower-cased text for a case-blind pattern), so a pattern whose
#: hints are all absent is not run. Python's ``re`` scans a pattern that does not start with a
#: literal slowly (``\b``-led: 5 ms over a 216 KB note), so the two whose hints are common in
#: prose ("task-", any URL) start with their literal and test what precedes it afterwards.
PRIVATE_KEY = "a private key block"
URL_CREDENTIAL = "a credential in a URL (user:password@host)"
AWS_SECRET = "an AWS secret access key (aws_secret_access_key = …)"
CLI_PASSWORD = "a password on a command line (curl -u user:password)"
KEY_PATTERNS: tuple[tuple[str, re.Pattern[str], tuple[str, ...]], ...] = (
    (PRIVATE_KEY, re.compile(r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----"), ("PRIVATE KEY",)),
    ("an OpenAI/Anthropic-style API key (sk-…)", re.compile(r"sk-(?<!\wsk-)(?:[A-Za-z0-9]+-)*[A-Za-z0-9_\-]{20,}"), ("sk-",)),
    ("an AWS access key id (AKIA…/ASIA…)", re.compile(r"\b(?:AKIA|ASIA|AGPA|AIDA|AROA)[0-9A-Z]{16}\b"), ("AKIA", "ASIA", "AGPA", "AIDA", "AROA")),
    ("a GitHub token (ghp_/gho_/ghs_/ghu_/ghr_/github_pat_)", re.compile(r"\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{30,})"),
     ("ghp_", "gho_", "ghs_", "ghu_", "ghr_", "github_pat_")),
    ("a Slack token (xox…-)", re.compile(r"\bxox[abposr]-[A-Za-z0-9-]{10,}"), ("xox",)),
    ("a Slack app token (xapp-…)", re.compile(r"\bxapp-[0-9]+-[A-Za-z0-9-]{20,}"), ("xapp-",)),
    ("a Slack webhook URL", re.compile(r"hooks\.slack\.com/(?:services|workflows|triggers)/T[A-Z0-9]{6,}/[A-Z0-9]{6,}/[A-Za-z0-9]{16,}"),
     ("hooks.slack.com/",)),
    ("a Google API key (AIza…)", re.compile(r"\bAIza[0-9A-Za-z_\-]{35}"), ("AIza",)),
    ("a GitLab token (glpat-)", re.compile(r"\bglpat-[A-Za-z0-9_\-]{20,}"), ("glpat-",)),
    ("a Stripe key", re.compile(r"\b[rs]k_(?:live|test)_[A-Za-z0-9]{20,}"), ("k_live_", "k_test_")),
    ("a Stripe webhook secret (whsec_…)", re.compile(r"\bwhsec_[A-Za-z0-9+/]{24,}"), ("whsec_",)),
    ("a Hugging Face token (hf_…)", re.compile(r"\bhf_[A-Za-z0-9]{34,}\b"), ("hf_",)),
    ("an npm token (npm_…)", re.compile(r"\bnpm_[A-Za-z0-9]{36}\b"), ("npm_",)),
    ("a Google OAuth client secret (GOCSPX-…)", re.compile(r"\bGOCSPX-[A-Za-z0-9_\-]{24,}"), ("GOCSPX-",)),
    ("a JSON Web Token", re.compile(r"\beyJ[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,}"), ("eyJ",)),
    ("a bearer token", re.compile(r"(?i)\bbearer\s+[A-Za-z0-9._~+/\-]{24,}=*"), ("bearer",)),
    # the user may be empty (redis://:password@host); a value that is a reference (${DB_PASSWORD}, <password>) is none
    (URL_CREDENTIAL, re.compile(r"://[^\s:/@]*:(?![$<{%])[^\s@/]{4,}@[^\s/]+"), ("://",)),
    (CLI_PASSWORD, re.compile(r"\b(?:curl|wget|http|https)\b[^\n|;]{0,100}?\s(?:-u|--user)[ =]['\"]?[^\s:'\"$<{]+:(?![$<{])[^\s'\"]{6,}"),
     ("-u ", "--user")),
    (AWS_SECRET, re.compile(r"(?i)aws_?secret_?access_?key[\"']?\s*[:=]\s*[\"']?[A-Za-z0-9/+=]{40}(?![A-Za-z0-9/+=])"),
     ("secret_access_key", "secretaccesskey")),
)


def candidate_patterns(text: str) -> list[tuple[str, re.Pattern[str]]]:
    """The (name, pattern) pairs one of whose hints occurs in :func:`fold` of ``text``: the only
    ones that can match it, or any part of it (also when ``text`` is the JSON encoding of several
    strings)."""
    return _candidates(fold(text))


#: :data:`KEY_PATTERNS` with whether each is case-blind, read once (``pattern.flags & re.IGNORECASE``
#: is an enum operation: a third of the time of a key scan when asked per pattern per text).
_CASE_BLIND = tuple((name, pattern, hints, bool(pattern.flags & re.IGNORECASE)) for name, pattern, hints in KEY_PATTERNS)


def _candidates(text: str) -> list[tuple[str, re.Pattern[str]]]:
    out = []
    lower = None
    for name, pattern, hints, blind in _CASE_BLIND:
        haystack = text
        if blind:
            lower = text.lower() if lower is None else lower
            haystack = lower
        for h in hints:
            if h in haystack:
                out.append((name, pattern))
                break
    return out


#: What a documented example or a placeholder looks like: AWS's published examples
#: (``AKIAIOSFODNN7EXAMPLE``), "your-token-here" wording, a value of one filler character after
#: a prefix of letters (``ghp_xxxx…``, ``sk_live_XXXX…``), a key block whose body is "...".
_PLACEHOLDER = re.compile(r"EXAMPLE(?:KEY)?\b|(?i:your[-_ ]|[-_]here\b|placeholder|changeme|redacted)")
_FILLER = re.compile(r"^[A-Za-z]+(?:[_-][A-Za-z]+)*[_-]([xX*#.0])\1{7,}$")
_BLOCK_PLACEHOLDER = re.compile(r"^\s*(?:\.\.\.|…|<|\[|\(|#)|(?i:your (?:private )?key)")
_VALUE_PLACEHOLDER = re.compile(r"(?i)^(?:password|passwd|pass|secret|token|changeme|pw|pwd|xxx+)(?=@|$)"
                                r"|(?i:redacted)|\*{3}|…"  # a value already redacted: `hf_[REDACTED]`, `***`
                                # a value that names what goes there, the whole value: `<token>`, `ghp_<token>` (a
                                # service prefix, then a name in angle brackets; `hunter2<3>` is still a password)
                                r"|^(?:[A-Za-z]{2,10}[_-])?<[A-Za-z][\w -]{0,38}>(?=@|$)")


def _real(name: str, m: re.Match[str], folded: str) -> bool:
    """``m`` (a match of pattern ``name`` in ``folded``) is a key, not an example or a placeholder."""
    key = m.group()
    if name == PRIVATE_KEY:
        head = folded.find("-----", m.start() + 5) + 5  # the end of the BEGIN line
        return not _BLOCK_PLACEHOLDER.search(folded[head:head + 80])
    if name in (URL_CREDENTIAL, CLI_PASSWORD):
        return not _VALUE_PLACEHOLDER.search(key.split(":", 2 if name == URL_CREDENTIAL else 1)[-1].split("@")[0] + "@")
    return not (_PLACEHOLDER.search(key) or _FILLER.match(key))


def _search(name: str, pattern: re.Pattern[str], folded: str) -> re.Match[str] | None:
    """The first match of ``pattern`` in ``folded`` that is a key (:func:`_real`)."""
    for m in pattern.finditer(folded):
        if _real(name, m, folded):
            return m
    return None


def find_keys(text: str) -> list[tuple[str, int]]:
    """``(what it looks like, 1-based line)`` of the first match of each key pattern in
    :func:`fold` of ``text`` (which keeps every line break, so the line is the original's), then
    of each key found only decoded (:func:`hidden_keys`: ``… (base64-encoded)`` and the like).
    Documented examples and placeholders (``AKIAIOSFODNN7EXAMPLE``, ``ghp_xxxx…``,
    ``user:password@host``) are not keys, here or in :func:`redact_keys`."""
    folded = fold(text)
    out: list[tuple[str, int]] = []
    for name, pattern in candidate_patterns(folded):
        m = _search(name, pattern, folded)
        if m:
            out.append((name, folded.count("\n", 0, m.start()) + 1))
    seen = {name for name, _ in out}
    for hidden in hidden_keys(text):
        if hidden.name not in seen:
            seen.add(hidden.name)
            out.append((hidden.name, text.count("\n", 0, hidden.start) + 1))
    return out


@dataclass(frozen=True)
class HiddenKey:
    """A key found only after decoding: ``text[start:end]`` is the whole encoded span."""

    start: int
    end: int
    name: str


#: Known key prefixes a key may continue from over a line break or a ``" + "`` concatenation
#: (in JSON text a line break is the two characters ``\\n``).
_PREFIX = r"(?<![A-Za-z0-9_])(?:AKIA|ASIA|AGPA|AIDA|AROA|gh[pousr]_|github_pat_|sk-|xox[abposr]-|AIza|glpat-|[rs]k_(?:live|test)_|eyJ)"
#: (a quote, a space and a quote is C/Python's implicit concatenation, or the same over a line break
#: once a search snippet put it on one line: ``"AKIAQ3EG" "XYZ7…"``)
_JOINT = r"(?:[\"']?[ \t]*\+?[ \t]*\\?(?:\r?\n|\\r\\n|\\n)[ \t>]*[\"']?|[\"'][ \t]*\+[ \t]*[\"']|[\"'][ \t]+[\"'])"
_KEYCHARS = r"[A-Za-z0-9_\-/+=.]"
_SPLIT = re.compile(_PREFIX + _KEYCHARS + "*(?:" + _JOINT + _KEYCHARS + "{6,}){0,5}" + _JOINT + _KEYCHARS + "+")
_JOINTS = re.compile(_JOINT)
_SPLIT_LITERALS = re.compile(r"AKIA|ASIA|AGPA|AIDA|AROA|gh[pousr]_|github_pat_|sk-|xox|AIza|glpat-|k_live_|k_test_|eyJ")
#: Patterns searched in reversed text: those that start with a distinctive literal.
_REVERSIBLE = {name for name, _, _ in KEY_PATTERNS} - {URL_CREDENTIAL, AWS_SECRET, "a bearer token"}
_REVERSED_HINTS = re.compile("|".join(re.escape(h[::-1]) for name, _, hints in KEY_PATTERNS if name in _REVERSIBLE for h in hints))
#: ROT13 of the same distinctive prefixes (``fx_yvir_`` is ``sk_live_``).
_ROT13_HINTS = re.compile("|".join(re.escape(decode.rot13(h)) for name, p, hints in KEY_PATTERNS
                                   if name in _REVERSIBLE and not p.flags & re.IGNORECASE and name != PRIVATE_KEY for h in hints))
#: A known prefix (its letters may be spaced out too) followed by a space: the start of a key
#: written in groups ("AKIA P2ZI MHBH …", "g h p _ r g v …", "xoxb 9807… 4225… B9bl…").
_SPACED_KEY = re.compile(r"(?<![A-Za-z0-9_])(?:A ?K ?I ?A|A ?S ?I ?A|g ?h ?[pousr] ?_|g ?i ?t ?h ?u ?b ?_ ?p ?a ?t ?_|s ?k ?-|[rs] ?k ?_ ?(?:l ?i ?v ?e|t ?e ?s ?t) ?_|"
                         r"x ?o ?x ?[abposr]|A ?I ?z ?a|g ?l ?p ?a ?t ?-|n ?p ?m ?_|G ?O ?C ?S ?P ?X ?-) (?=[A-Za-z0-9_\-/+=])")
#: A key's first fragment (a known prefix and more of the key) followed by a space, or by a line
#: continuation's backslash and a space: a key split over lines whose line breaks became spaces (a
#: search snippet, a checkpoint or a relayed entry put on one line: "AKIAQ3EG XYZ7…").
_SPLIT_KEY_RUN = re.compile(_PREFIX + r"[A-Za-z0-9_\-/+=]{2,}\\? (?=[A-Za-z0-9_\-/+=])")
_GROUP = re.compile(r"[0-9A-Z]")  # a group of a key has a digit or a capital; a word of prose has neither
_KEY_TOKENS = re.compile(r"[A-Za-z0-9_\-/+=]{1,100}(?: [A-Za-z0-9_\-/+=]{1,100}){0,60}")
#: A registry login in JSON (``"auth": "<base64 of user:password>"``, ~/.docker/config.json).
_AUTH_FIELD = re.compile(r"\"auth\"\s*:\s*\"([A-Za-z0-9+/]{8,}={0,2})\"")
_USER_PASSWORD = re.compile(r"^[^:\s]{1,64}:\S{6,}$")
REGISTRY_LOGIN = "a registry login (user:password in base64)"


def _spaced_keys(folded: str, starts: re.Pattern[str] = _SPACED_KEY) -> list[tuple[int, int, str]]:
    """Keys written in groups after a known prefix: the groups are joined to the prefix (without
    a gap, and with ``-`` for Slack's dashes) one more at a time, up to the first lower-case
    word; the longest join that is a key with two digits or more is the key. ``starts``: where a
    key's first group ends (:data:`_SPACED_KEY`: the prefix alone; :data:`_SPLIT_KEY_RUN`: the
    prefix and a first fragment)."""
    out = []
    for m in starts.finditer(folded):
        run = _KEY_TOKENS.match(folded, m.end())
        if run is None:
            continue
        prefix = m.group()[:-1].rstrip("\\").replace(" ", "")
        tokens = []
        for token in run.group().split(" "):
            if len(token) > 1 and not _GROUP.search(token):
                break  # a lower-case word: prose goes on here, not a key
            tokens.append(token)
        for glue in ("", "-"):
            best = None
            for n in range(1, len(tokens) + 1):
                joined = prefix + glue + glue.join(tokens[:n])
                name = _first_key(joined)
                if name is not None and sum(ch.isdigit() for ch in joined) >= 2:
                    best = (m.start(), m.end() + len(" ".join(tokens[:n])), name)
                elif best is not None:
                    break
            if best:
                out.append(best)
                break
    return out


def _first_key(text: str, starts_before: int | None = None) -> str | None:
    """The name of the first key pattern that matches :func:`fold` of ``text`` (with a match
    that starts before ``starts_before``: a key joined over a line break begins on the first line)."""
    folded = fold(text)
    for name, pattern in _candidates(folded):
        m = _search(name, pattern, folded)
        if m and (starts_before is None or m.start() < starts_before):
            return name
    return None


#: An AWS key id written in groups joined by dashes or dots (``AKIA-Q3EG-XYZ7-…``).
_DASHED_HINT = re.compile(r"(?:AKIA|ASIA|AGPA|AIDA|AROA)[-.]")
_DASHED_KEY = re.compile(r"(?<![A-Za-z0-9_])(?:AKIA|ASIA|AGPA|AIDA|AROA)(?:[-.][0-9A-Z]{2,8}){2,8}(?![A-Za-z0-9])")


#: A token after a known prefix written in groups joined by slashes, dots, colons, bars or
#: backslashes (``github_pat_11AB…/a1B2…/L2m3…``).
_SLASHED_HINT = re.compile(r"(?:gh[pousr]_|github_pat_|glpat-|xox[abposr]-|sk-|[rs]k_(?:live|test)_|AIza)[A-Za-z0-9_\-]*[/.:|\\][A-Za-z0-9]")
_SLASHED_KEY = re.compile(_PREFIX + r"[A-Za-z0-9_\-]*(?:[/.:|\\][A-Za-z0-9_\-]+){1,8}")
_SLASHES = re.compile(r"[/.:|\\]")


def _backwards_key(decoded: str) -> str | None:
    """The name of a key that a decoded segment holds written backwards (base64 of a reversed key)."""
    if not _REVERSED_HINTS.search(decoded):
        return None
    name = _first_key(decoded[::-1])
    return f"{name} (written backwards)" if name in _REVERSIBLE else None


def _decoded_keys(text: str) -> list[HiddenKey]:
    """Keys in encoded segments (:func:`decode.segments`, and the key-only :func:`decode.key_segments`:
    tokens partly escaped, loose base32, compressed base64), also backwards inside one, and AWS key
    ids in groups joined by dashes or dots."""
    out: list[HiddenKey] = []
    for seg in decode.segments(text):
        name = _first_key(seg.text) or _backwards_key(seg.text)
        if name is not None:
            out.append(HiddenKey(seg.start, seg.end, f"{name} ({seg.how}-encoded)"))
    for seg in decode.key_segments(text):
        if _first_key(text[seg.start:seg.end]) is not None:
            continue  # the token holds the key as written: the plain test finds it
        name = _first_key(seg.text) or _backwards_key(seg.text)
        if name is not None:
            out.append(HiddenKey(seg.start, seg.end, f"{name} ({seg.how}-encoded)"))
    if _SPLIT_LITERALS.search(text) and _SLASHED_HINT.search(text):
        for m in _SLASHED_KEY.finditer(text):
            joined = _SLASHES.sub("", m.group())
            name = _first_key(joined)
            if name is not None and _first_key(m.group()) is None and sum(ch.isdigit() for ch in joined) >= 2:
                out.append(HiddenKey(m.start(), m.end(), f"{name} (written in groups)"))
    if _DASHED_HINT.search(text):
        for m in _DASHED_KEY.finditer(text):
            joined = re.sub(r"[-.]", "", m.group())
            name = _first_key(joined)
            if name is not None and sum(ch.isdigit() for ch in joined) >= 2:
                out.append(HiddenKey(m.start(), m.end(), f"{name} (written in groups)"))
    return out


#: Where a key's prefix may be once the joints between pieces are squeezed out (``"AK" + "IA…"``,
#: ``| AKIA | Q3EG |``); ``sk-`` is looked for in the text as written, not after a lower-case letter
#: (``task-``, ``disk-`` are common in prose).
_SQUEEZE = re.compile(r"[\s\"'`+,|\[\]();{}$]+")
_PIECE_HINTS = re.compile(r"AKIA|ASIA|AGPA|AIDA|AROA|gh[pousr]_|github_pat_|xox|AIza|glpat-|k_live_|k_test_|eyJ")
_SK = re.compile(r"(?<![a-z])sk-")
#: How a run of pieces is read: as written, backwards (the join reversed), pieces in reverse order,
#: each piece backwards in place.
_FORWARD, _BACKWARDS, _REVERSE_ORDER, _EACH_BACKWARDS = "", ", written backwards", ", pieces in reverse order", ", each piece backwards"
_TURNS = (_FORWARD, _BACKWARDS, _REVERSE_ORDER, _EACH_BACKWARDS)
#: A line where a key's pieces may have been put on one line, or written backwards in groups.
_LINE_HINTS = re.compile(_PIECE_HINTS.pattern + "|" + _SK.pattern + "|" + _REVERSED_HINTS.pattern)
#: Pieces joined for one key at most (a 40-character key in two-character pieces).
_MAX_JOINED = 24
#: Joins tested for one text at most: a hostile note of thousands of prefixed pieces costs a bounded
#: time (a key after that many decoys passes: the same trade as decode.MAX_SEGMENTS).
_JOIN_BUDGET = 2000


def _turned(pieces: list[assembled.Piece], turn: str) -> list[assembled.Piece]:
    if turn in (_BACKWARDS, _REVERSE_ORDER):
        pieces = pieces[::-1]
    if turn in (_BACKWARDS, _EACH_BACKWARDS):
        pieces = [assembled.Piece(p.start, p.end, p.text[::-1]) for p in pieces]
    return pieces


#: A piece that is a word or a name, not a fragment of a key: a lower-case word or snake_case name,
#: an UPPER_CASE name with an underscore (``BLOCK_NAME``).
_NAME_PIECE = re.compile(r"[a-z]{2,}(?:_[a-z]+)*|[A-Z]+(?:_[A-Z]+)+")


def _not_a_fragment(piece: str, first: bool) -> bool:
    """A piece a key does not run through: a documented example or a placeholder (``EXAMPLE``,
    ``your-…``); after the first piece, a word or a name (:data:`_NAME_PIECE`), punctuation alone
    (``"-_"``), or another key's prefix (a list of prefixes in documentation: `` `sk-`/`sk-proj-` ``)."""
    if _PLACEHOLDER.search(piece):
        return True
    if first:
        return False
    return (_NAME_PIECE.fullmatch(piece) is not None or bool(_PIECE_HINTS.search(piece) or _SK.search(piece))
            or (piece != "" and not any(ch.isalnum() for ch in piece)))


def _joined_keys(text: str, chain: list[assembled.Piece], how: str, turns: tuple[str, ...] = _TURNS,
                 budget: list[int] | None = None) -> list[HiddenKey]:
    """Keys made by joining pieces of ``chain`` (read each way of ``turns``): from a piece holding
    a known prefix, one more piece at a time, the longest join that is a key with two digits or
    more; skipped when the span it covers holds the key as written (the plain test decides).
    ``budget``: joins left to test for the whole text (:data:`_JOIN_BUDGET`), spent here."""
    out: list[HiddenKey] = []
    budget = [_JOIN_BUDGET] if budget is None else budget
    for turn in turns:
        if len(chain) == 1 and turn in (_REVERSE_ORDER, _EACH_BACKWARDS):
            continue  # the same as as written / backwards
        pieces = _turned(chain, turn)
        joined = "".join(p.text for p in pieces)
        if not (_PIECE_HINTS.search(joined) or _SK.search(joined)):
            continue
        bounds = [0]
        for p in pieces:
            bounds.append(bounds[-1] + len(p.text))
        starts = sorted({bisect_right(bounds, m.start()) - 1 for m in _SPLIT_LITERALS.finditer(joined)})
        done = -1
        for i in starts[:_MAX_JOINED]:
            if i <= done:
                continue
            best: tuple[int, str] | None = None
            for j in range(i, min(len(pieces), i + _MAX_JOINED)):
                if _not_a_fragment(pieces[j].text, first=j == i):
                    break
                budget[0] -= 1
                if budget[0] < 0:
                    return out
                candidate = joined[bounds[i]:bounds[j + 1]]
                name = _first_key(candidate) if "\0" not in candidate else None
                if name is not None and sum(ch.isdigit() for ch in candidate) >= 2:
                    best = (j, name)
                elif best is not None:
                    break
            if best is None:
                continue
            j, name = best
            start, end = min(p.start for p in pieces[i:j + 1]), max(p.end for p in pieces[i:j + 1])
            if _first_key(text[start:end]) is None:
                out.append(HiddenKey(start, end, f"{name} ({how}{turn})"))
                done = j
    return out


def _assembled_keys(text: str) -> list[HiddenKey]:
    """Keys assembled from pieces (:mod:`vault_schema.assembled`): string literals of code joined
    in order, variables expanded, table cells along a row or down a column, list items and
    one-token lines in a run, a line's tokens read backwards; each join tested with the key
    patterns only, never as prose."""
    squeezed = _SQUEEZE.sub("", text)
    if not (_PIECE_HINTS.search(squeezed) or _SK.search(text) or _REVERSED_HINTS.search(squeezed)):
        return []
    out: list[HiddenKey] = []
    budget = [_JOIN_BUDGET]
    names = assembled.assignments(text) if "=" in text else {}
    chains, expanded = assembled.literal_chains(text, names)
    expanded += assembled.expansions(text, names) if names else []
    for piece in expanded:
        out += _joined_keys(text, [piece], "assembled by code", (_FORWARD, _BACKWARDS), budget=budget)
    for chain in chains:
        out += _joined_keys(text, chain, "assembled by code", budget=budget)
    if "|" in text:
        for chain in assembled.table_chains(text):
            out += _joined_keys(text, chain, "split over table cells", budget=budget)
    for chain in assembled.line_chains(text):
        out += _joined_keys(text, chain, "split over lines", budget=budget)
    lines: set[tuple[int, int]] = set()
    for m in _LINE_HINTS.finditer(text):
        start, end = text.rfind("\n", 0, m.start()) + 1, text.find("\n", m.end())
        lines.add((start, len(text) if end < 0 else end))
    for start, end in sorted(lines)[:_MAX_JOINED]:
        for chain in assembled.flat_chains(text, start, end):
            out += _joined_keys(text, chain, "split on one line", budget=budget)
        if _REVERSED_HINTS.search(text, start, end):
            out += _joined_keys(text, assembled.token_chain(text, start, end), "written in groups", (_BACKWARDS, _REVERSE_ORDER, _EACH_BACKWARDS), budget=budget)
    return out


#: A bare AWS secret access key: 40 characters of base64's alphabet (no padding), standing as a
#: token of its own (not a URL's path, a longer base64 run, a hash after ``sha512-``), with capitals,
#: small letters and digits (a git SHA is lower-case hex; an identifier has few digits).
_AWS_SECRET_RUN = re.compile(r"(?<![A-Za-z0-9/+=.~:\-_%\\])[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+=_\-%\\]|\.[A-Za-z0-9])")
_AWS_KEY_ID = re.compile(r"\b(?:AKIA|ASIA)[0-9A-Z]{16}\b")
AWS_SECRET_PAIRED = "an AWS secret access key (next to its key id)"
AWS_SECRET_BARE = "an AWS secret access key (bare, with / or +)"
#: Lines apart that a key id and its secret still count as one pasted pair.
_PAIR_LINES = 3


def _random_shape(token: str) -> bool:
    return (sum(ch.isupper() for ch in token) >= 3 and sum(ch.islower() for ch in token) >= 3
            and sum(ch.isdigit() for ch in token) >= 2)


_BLOCK_LINE = re.compile(r"[ \t>]*[A-Za-z0-9+/]{40,}={0,2}[ \t]*")


def _in_block(text: str, start: int, end: int) -> bool:
    """``text[start:end]`` is a line of a wrapped base64 block (a key file's, a certificate's): the
    line before or after it is base64 alone, as long."""
    before_end = text.rfind("\n", 0, start)
    if before_end >= 0 and text[before_end + 1:start].strip(" \t>") == "":
        before_start = text.rfind("\n", 0, before_end) + 1
        if _BLOCK_LINE.fullmatch(text, before_start, before_end):
            return True
    after_start = text.find("\n", end)
    if after_start >= 0 and text[end:after_start].strip() == "":
        after_end = text.find("\n", after_start + 1)
        if _BLOCK_LINE.fullmatch(text, after_start + 1, len(text) if after_end < 0 else after_end):
            return True
    return False


def _bare_aws_secrets(folded: str) -> list[tuple[int, int, str]]:
    """AWS secret access keys without their name: a 40-character token of random shape within
    :data:`_PAIR_LINES` lines of a (real) AWS key id, or one anywhere holding ``/`` or ``+`` with at
    most two slashes (a path has more); a documented example (``…EXAMPLEKEY``) is none."""
    out = []
    ids: list[int] | None = None
    line = last = 0
    for n, m in enumerate(_AWS_SECRET_RUN.finditer(folded)):
        token = m.group()
        if n >= decode.MAX_SEGMENTS or not _random_shape(token) or _PLACEHOLDER.search(token) or _in_block(folded, m.start(), m.end()):
            continue
        if ids is None:
            ids = [folded.count("\n", 0, k.start()) for k in _AWS_KEY_ID.finditer(folded) if _real("", k, folded)]
        line, last = line + folded.count("\n", last, m.start()), m.start()
        if any(abs(line - i) <= _PAIR_LINES for i in ids):
            out.append((m.start(), m.end(), AWS_SECRET_PAIRED))
        elif ("/" in token or "+" in token) and token.count("/") <= 2:
            out.append((m.start(), m.end(), AWS_SECRET_BARE))
    return out


def _split_keys(text: str) -> list[HiddenKey]:
    """Keys that start with a known prefix and continue over line breaks or string concatenation
    (:data:`_SPLIT`): the fragments joined one more at a time; the first join that makes a key, and
    then each next fragment that holds a digit while the join stays a key (a long token such as
    ``github_pat_…`` split three ways goes whole; a word after a key is not taken in)."""
    out: list[HiddenKey] = []
    for m in _SPLIT.finditer(text) if _SPLIT_LITERALS.search(text) else ():
        joints = list(_JOINTS.finditer(m.group()))
        ends = [j.start() for j in joints[1:]] + [len(m.group())]
        first = fold(m.group()[: joints[0].start()])
        if any(pattern.search(first) for _, pattern in _candidates(first)):
            continue  # the first line holds a whole key (or a placeholder) already: the plain test decides
        found: tuple[int, str] | None = None
        for n, end in enumerate(ends):
            if found is not None and not any(ch.isdigit() for ch in m.group()[joints[n].end():end]):
                break
            name = _first_key(_JOINTS.sub("", m.group()[:end]), starts_before=joints[0].start())
            if name is not None:
                found = (end, name)
            elif found is not None:
                break
        if found is not None:
            out.append(HiddenKey(m.start(), m.start() + found[0], f"{found[1]} (split across lines)"))
    return out


def hidden_keys(text: str) -> list[HiddenKey]:
    """Keys that only appear once ``text`` is decoded (see the module doc): in an encoded
    segment, written backwards, or continued over line breaks / string concatenation. Each
    cheap test (a C-speed search) runs first, so text without such shapes costs a few scans."""
    # a datamarked text (the relay's U+02C6 for each run of whitespace) is read as written: the
    # decoders and the split-key joins expect spaces and line breaks (one character for one: spans stay valid)
    text = text.replace(DATAMARK, " ")
    out = _decoded_keys(text) + _assembled_keys(text)
    out += _split_keys(text)
    folded = fold(text)
    where: list[int] | None = None
    if " " in folded and _SPACED_KEY.search(folded):
        for start, end, name in _spaced_keys(folded):
            if folded is not text:
                where = where or _fold_map(text)[1]
                start, end = where[start], where[end - 1] + 1
            out.append(HiddenKey(start, end, f"{name} (written in groups)"))
    if " " in folded and _SPLIT_LITERALS.search(folded):
        for start, end, name in _spaced_keys(folded, _SPLIT_KEY_RUN):
            if _first_key(folded[start:end].split(" ")[0].rstrip("\\")) is not None:
                continue  # the first fragment is a whole key already: the plain test decides
            if folded is not text:
                where = where or _fold_map(text)[1]
                start, end = where[start], where[end - 1] + 1
            out.append(HiddenKey(start, end, f"{name} (split across lines)"))
    for start, end, name in _bare_aws_secrets(folded):
        if folded is not text:
            where = where or _fold_map(text)[1]
            start, end = where[start], where[end - 1] + 1
        out.append(HiddenKey(start, end, name))
    if _ROT13_HINTS.search(folded):
        turned = decode.rot13(folded)
        for name, pattern in _candidates(turned):
            if name not in _REVERSIBLE:
                continue
            for m in pattern.finditer(turned):
                if not _real(name, m, turned):
                    continue
                start, end = m.span()
                if folded is not text:
                    where = where or _fold_map(text)[1]
                    start, end = where[start], where[end - 1] + 1
                out.append(HiddenKey(start, end, f"{name} (ROT13)"))
    if '"auth"' in folded:
        for m in _AUTH_FIELD.finditer(folded):
            try:
                login = base64.b64decode(m.group(1), validate=True).decode("utf-8")
            except (binascii.Error, ValueError):
                continue
            if _USER_PASSWORD.match(login) and not _VALUE_PLACEHOLDER.search(login.split(":", 1)[1] + "@"):
                start, end = m.span(1)
                if folded is not text:
                    where = where or _fold_map(text)[1]
                    start, end = where[start], where[end - 1] + 1
                out.append(HiddenKey(start, end, REGISTRY_LOGIN))
    if _REVERSED_HINTS.search(folded):
        back = folded[::-1]
        for name, pattern in _candidates(back):
            if name not in _REVERSIBLE:
                continue
            for m in pattern.finditer(back):
                start, end = len(folded) - m.end(), len(folded) - m.start()
                if folded is not text:
                    _, where = _fold_map(text)
                    start, end = where[start], where[end - 1] + 1
                out.append(HiddenKey(start, end, f"{name} (written backwards)"))
    return out


#: What :func:`redact_keys` replaces where it is more or less than the detected match: a private
#: key's whole block (BEGIN line, base64 body, END line when present; a block pasted without its
#: END line stops at the first blank line); of a credential in a URL and of an AWS secret
#: assignment only the value (group ``v``: scheme, user, host and the key's name are kept).
_REDACT_AS: dict[str, re.Pattern[str]] = {
    PRIVATE_KEY: re.compile(
        r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----"
        # armour headers (``Version: …``, ``Proc-Type: …``) and the blank line after them (PGP, PEM)
        r"(?:(?:\r?\n|\\r?\\n)(?:[A-Za-z][A-Za-z0-9-]*: [^\r\n\\]*(?:\r?\n|\\r?\\n))*[ \t]*(?=\r?\n|\\r?\\n))?"
        r"(?:[A-Za-z0-9+/=:,\- \t\r\n]|\\[rn])*?"
        r"(?:-----END (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----|(?=\n\s*\n|\\n\\n|$|[^A-Za-z0-9+/=:,\- \t\r\n\\]))"
    ),
    URL_CREDENTIAL: re.compile(r"://[^\s:/@]*:(?![$<{%])(?P<v>[^\s@/]{4,})@[^\s/]+"),
    CLI_PASSWORD: re.compile(r"\b(?:curl|wget|http|https)\b[^\n|;]{0,100}?\s(?:-u|--user)[ =]['\"]?[^\s:'\"$<{]+:(?![$<{])(?P<v>[^\s'\"]{6,})"),
    AWS_SECRET: re.compile(r"(?i)aws_?secret_?access_?key[\"']?\s*[:=]\s*[\"']?(?P<v>[A-Za-z0-9/+=]{40})(?![A-Za-z0-9/+=])"),
}


def _redact_one(text: str, folded: str, name: str, pattern: re.Pattern[str]) -> tuple[str, int]:
    """``text`` with every match of one pattern replaced, found in ``folded`` (:func:`fold` of
    ``text``) and replaced in ``text`` itself (an obfuscated key goes with its invisible characters)."""
    pattern = _REDACT_AS.get(name, pattern)
    if pattern.search(folded) is None:
        return text, 0
    where = None
    if folded is not text:
        folded, where = _fold_map(text)
    marker = f"[redacted: {name}]"
    group = "v" if "v" in pattern.groupindex else 0
    parts: list[str] = []
    pos = n = 0
    for m in pattern.finditer(folded):
        if not _real(name, m, folded):
            continue  # a documented example or a placeholder stays readable
        start, end = m.span(group)
        if where is not None:
            start, end = where[start], where[end - 1] + 1
        parts += [text[pos:start], marker]
        pos, n = end, n + 1
    return "".join(parts) + text[pos:], n


def redact_keys(text: str, patterns: list[tuple[str, re.Pattern[str]]] | None = None) -> tuple[str, list[str]]:
    """``text`` with every key-shaped string replaced by ``[redacted: <what it looks like>]``,
    and the names of what was replaced (one entry per replacement, in pattern order).
    ``patterns``: :func:`candidate_patterns` of a text containing this one, computed once for
    many strings (default: those of ``text``)."""
    found: list[str] = []
    folded = fold(text)
    for name, pattern in _candidates(folded) if patterns is None else patterns:
        text, n = _redact_one(text, folded, name, pattern)
        if n:
            found.extend([name] * n)
            folded = fold(text)
    hidden = hidden_keys(text)
    if hidden:
        # Trigger: a key that only shows once decoded. Why: an encoded key is as usable as a
        # plain one. Outcome: the whole encoded span (blob, reversed run, split lines) goes.
        spans: list[list[Any]] = []
        for h in sorted(hidden, key=lambda h: (h.start, -h.end)):
            if spans and h.start < spans[-1][1]:
                spans[-1][1] = max(spans[-1][1], h.end)
                continue
            spans.append([h.start, h.end, h.name])
        for start, end, name in reversed(spans):
            text = text[:start] + f"[redacted: {name}]" + text[end:]
            found.append(name)
    return text, found


def redact_value(value: Any, found: list[str], patterns: list[tuple[str, re.Pattern[str]]] | None = None) -> Any:
    """``value`` (JSON-like: str, dict, list, scalars) with every string in it redacted; the
    names of what was replaced are appended to ``found``. ``patterns``: as for :func:`redact_keys`."""
    if isinstance(value, str):
        text, names = redact_keys(value, patterns)
        found.extend(names)
        return text
    if isinstance(value, dict):
        # a key of a mapping is text too (a note's frontmatter key, a name used as a key)
        return {redact_value(k, found, patterns) if isinstance(k, str) else k: redact_value(v, found, patterns) for k, v in value.items()}
    if isinstance(value, list):
        return [redact_value(v, found, patterns) for v in value]
    return value
