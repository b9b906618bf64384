"""Decode before scanning: the encoded and hidden forms a key or an instruction can take in text.

Both screens (key-shaped secrets, :mod:`vault_schema.secrets`; injection,
``hippocampus.screening``) run on the text as written *and* on what this module decodes from it,
so a key or an instruction does not pass because it was written as:

- base64 (standard or URL-safe, also a block wrapped over several lines), base32, hex
  (``4b4559…``, ``0x4b45…``, ``4b 45 59``, ``\\x4b\\x45…``), URL-encoding (``%67%68%70…``), HTML
  entities (``&#103;&#104;…``), JSON escapes (``\\u0067…``), character codes
  (``fromCharCode(103,104,…)``), bits in zero-width characters, Unicode tag characters (invisible
  ASCII, U+E0020–U+E007E) — each a :class:`Segment` with the span of the original it was decoded
  from, nested up to :data:`MAX_DEPTH` layers;
- reversed text (:func:`reversed_view`), ROT13 (:func:`rot13`), letters spaced or dotted apart
  (``i g n o r e``) and digit-for-letter spelling (``1gn0r3``) (:func:`despaced`, :func:`unleet`),
  Hangul written as separate letters (``ㅇㅣㅈㅓㄴ``, :func:`composed_jamo`), Korean typed with
  the keyboard left on its English layout (``tkdydwkdprp`` → 사용자에게, :func:`typed_hangul`).

A decoded segment is kept only when it is text (strict UTF-8, almost all printable, a few
letters): a git hash or a PNG in base64 decodes to bytes that are not, and is dropped. Everything
is bounded (:data:`MAX_SEGMENTS` candidates per text) so a hostile note cannot make a scan slow.
Pure functions, no I/O.
"""

from __future__ import annotations

import base64
import binascii
import codecs
import html
import re
import zlib
from bisect import bisect_right
from collections.abc import Callable
from dataclasses import dataclass
from urllib.parse import unquote

MAX_DEPTH = 2
MAX_SEGMENTS = 200
MIN_DECODED_CHARS = 8

_B64 = re.compile(r"(?<![A-Za-z0-9+/_\-])[A-Za-z0-9+/_\-]{12,}={0,2}(?![A-Za-z0-9+/=_\-])")
#: A line made only of base64 characters: a wrapped block is joined before it is decoded.
_B64_LINE = re.compile(r"^[ \t>]*([A-Za-z0-9+/]{16,}={0,2})[ \t]*$", re.M)
#: Hex of ASCII text: every byte's first digit is 2-7 (a git hash or a checksum is not text).
_HEX = re.compile(r"[2-7][0-9A-Fa-f][2-7][0-9A-Fa-f](?:[2-7][0-9A-Fa-f]|0[9aAdD]){8,}")  # boundaries tested after: faster
#: Hex of any UTF-8 text (Korean, or English with a dash or a curly quote in it, which :data:`_HEX`
#: does not take): a long even run of hex digits, kept only when it decodes as strict UTF-8 text, so
#: a hash (random bytes) is dropped.
_HEX_UTF8 = re.compile(r"(?<![0-9A-Fa-f])[0-9A-Fa-f]{24,}(?![0-9A-Fa-f])")
_HEX_ESCAPES = re.compile(r"(?:\\x[0-9A-Fa-f]{2}){6,}")
#: Hex bytes written apart: ``49 67 6e …``, ``0x49 0x67 …``, ``49:67:6e``.
_HEX_SPACED = re.compile(r"(?<![0-9A-Fa-f])(?:0x)?[2-7][0-9A-Fa-f](?:[ ,:]+(?:0x)?[0-9A-Fa-f]{2}){7,}(?![0-9A-Fa-f])")
_URL = re.compile(r"%[0-9A-Fa-f]{2}")  # found here, widened to its token in Python (a pattern that widened was quadratic)
_TOKEN_STOP = " \t\r\n<>\"'"
_ENTITIES = re.compile(r"(?:&(?:#\d{2,7}|#[xX][0-9A-Fa-f]{2,6}|[A-Za-z]{2,8});[ \t]*){3,}")
_TAGS = re.compile("[\U000e0020-\U000e007e]+")
#: JSON / JavaScript escapes: ``\u0067\u0068…``.
_U_ESCAPES = re.compile(r"(?:\\u[0-9A-Fa-f]{4}){4,}")
#: Character codes: ``String.fromCharCode(103,104,112,…)``, ``[103, 104, …]``, ``chr(103)+chr(104)…``.
_CHARCODES = re.compile(r"(?<![\d.])(?:\d{2,3}\s*,\s*){7,}\d{2,3}(?![\d.])|(?:chr\(\d{2,3}\)\s*\+?\s*){8,}")
#: Base32 (RFC 4648 alphabet, a multiple of 8 characters with its padding).
_B32 = re.compile(r"(?<![A-Za-z0-9])[A-Z2-7]{16,}={0,6}(?![A-Za-z0-9=])")
#: Text hidden as bits in two invisible characters (eight per byte): zero-width space, zero-width
#: non-joiner, zero-width joiner, word joiner.
_ZW_BITS = re.compile("[\u200b\u200c\u200d\u2060]{32,}")


@dataclass(frozen=True)
class Segment:
    """Text decoded from ``original[start:end]`` (``how``: ``base64``, ``hex``, ``url``,
    ``html``, ``tags``; nested layers are joined, e.g. ``base64+url``)."""

    start: int
    end: int
    how: str
    text: str


def _printable(text: str) -> bool:
    if len(text) < MIN_DECODED_CHARS:
        return False
    ok = sum(1 for ch in text if ch.isprintable() or ch in "\n\r\t")
    letters = sum(1 for ch in text if ch.isalpha())
    return ok >= 0.95 * len(text) and letters >= 4


def _as_text(data: bytes) -> str | None:
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return None
    return text if _printable(text) else None


def _b64(blob: str) -> str | None:
    blob = blob.strip()
    if not re.search(r"[0-9+/_\-]|[a-z][A-Z]|[A-Z][a-z][a-z]*[A-Z]", blob):
        return None  # a plain word or identifier, not an encoding
    padded = blob + "=" * (-len(blob) % 4)
    try:
        data = base64.b64decode(padded, altchars=b"-_" if ("-" in blob or "_" in blob) else None, validate=True)
    except (binascii.Error, ValueError):
        return None
    return _as_text(data)


def _hex(blob: str) -> str | None:
    try:
        return _as_text(bytes.fromhex(blob.replace("\\x", "")))
    except ValueError:
        return None


def _b32(blob: str) -> str | None:
    if len(blob) % 8 or not re.search(r"[2-7]", blob):
        return None  # unpadded, or an upper-case word
    try:
        return _as_text(base64.b32decode(blob))
    except (binascii.Error, ValueError):
        return None


def _codes(blob: str) -> str | None:
    codes = [int(n) for n in re.findall(r"\d+", blob)]
    if not all(32 <= c < 127 for c in codes):
        return None
    return _as_text(bytes(codes))


def _hexdigit(text: str, i: int) -> bool:
    return 0 <= i < len(text) and text[i] in "0123456789abcdefABCDEF"


def _zero_width_bits(run: str) -> str | None:
    """``run`` read as bits, each pair of the two characters it uses taken both ways round."""
    kinds = sorted(set(run))
    if len(kinds) != 2 or len(run) % 8:
        return None
    for zero, one in ((kinds[0], kinds[1]), (kinds[1], kinds[0])):
        bits = run.replace(zero, "0").replace(one, "1")
        decoded = _as_text(bytes(int(bits[i:i + 8], 2) for i in range(0, len(bits), 8)))
        if decoded:
            return decoded
    return None


def _one_layer(text: str) -> list[Segment]:
    """Every encoded span of ``text`` that decodes to text (first layer only)."""
    out: list[Segment] = []
    for finder in (_url_spans, _escaped_spans, _code_spans, _base64_spans, _invisible_spans):
        finder(text, out)
    return out


def _url_spans(text: str, out: list[Segment]) -> None:
    """URL-encoded tokens (the whole token around each escape)."""
    decoded: str | None
    if "%" in text:
        end = -1
        for m in _URL.finditer(text):
            if m.start() < end or len(out) >= MAX_SEGMENTS:
                continue  # inside the token already decoded
            start = max(text.rfind(c, 0, m.start()) for c in _TOKEN_STOP) + 1
            ends = [i for i in (text.find(c, m.end()) for c in _TOKEN_STOP) if i >= 0]
            end = min(ends) if ends else len(text)
            token = text[start:end]
            decoded = unquote(token)
            if decoded != token and _printable(decoded):
                out.append(Segment(start, end, "url", decoded))


def _escaped_spans(text: str, out: list[Segment]) -> None:
    """HTML entities, ``\\x`` escapes, spaced/0x hex and bare hex runs."""
    decoded: str | None
    if "&" in text and ";" in text:
        for m in _ENTITIES.finditer(text):
            decoded = html.unescape(m.group())
            if decoded != m.group():
                out.append(Segment(m.start(), m.end(), "html", decoded))
    if "\\x" in text:
        for m in _HEX_ESCAPES.finditer(text):
            decoded = _hex(m.group())
            if decoded:
                out.append(Segment(m.start(), m.end(), "hex", decoded))
    for m in _HEX_SPACED.finditer(text):
        if len(out) >= MAX_SEGMENTS:
            break
        decoded = _hex(re.sub(r"0x|[ ,:]", "", m.group()))
        if decoded:
            out.append(Segment(m.start(), m.end(), "hex", decoded))
    ascii_spans = set()
    for m in _HEX.finditer(text):
        if len(out) >= MAX_SEGMENTS:
            break
        if _hexdigit(text, m.start() - 1) or _hexdigit(text, m.end()):
            continue
        decoded = _hex(m.group())
        if decoded:
            out.append(Segment(m.start(), m.end(), "hex", decoded))
            ascii_spans.add((m.start(), m.end()))
    for m in _HEX_UTF8.finditer(text):
        if len(out) >= MAX_SEGMENTS:
            break
        if len(m.group()) % 2 or (m.start(), m.end()) in ascii_spans:
            continue
        decoded = _hex(m.group())
        if decoded:
            out.append(Segment(m.start(), m.end(), "hex", decoded))


def _code_spans(text: str, out: list[Segment]) -> None:
    """``\\u`` escapes, character-code lists and base32."""
    decoded: str | None
    if "\\u" in text:
        for m in _U_ESCAPES.finditer(text):
            decoded = "".join(chr(int(m.group()[i + 2:i + 6], 16)) for i in range(0, len(m.group()), 6))
            if _printable(decoded):
                out.append(Segment(m.start(), m.end(), "unicode-escape", decoded))
    _each(_CHARCODES, text, out, "charcode", _codes)
    _each(_B32, text, out, "base32", _b32)


def _each(pattern: re.Pattern[str], text: str, out: list[Segment], how: str, decoder: Callable[[str], str | None]) -> None:
    """A segment ``how`` for each match of ``pattern`` that ``decoder`` decodes (None: not one), up
    to :data:`MAX_SEGMENTS` in ``out``."""
    for m in pattern.finditer(text):
        if len(out) >= MAX_SEGMENTS:
            break
        decoded = decoder(m.group())
        if decoded:
            out.append(Segment(m.start(), m.end(), how, decoded))


def _base64_spans(text: str, out: list[Segment]) -> None:
    """Base64: wrapped blocks (consecutive base64-only lines, joined) and single runs."""
    decoded: str | None
    seen: set[tuple[int, int]] = set()
    lines = list(_B64_LINE.finditer(text))
    i = 0
    while i < len(lines) and len(out) < MAX_SEGMENTS:
        # a wrapped block: consecutive base64-only lines, joined
        j = i
        while j + 1 < len(lines) and lines[j + 1].start() == lines[j].end() + 1:
            j += 1
        if j > i:
            start, end = lines[i].start(1), lines[j].end(1)
            decoded = _b64("".join(m.group(1) for m in lines[i:j + 1]))
            if decoded:
                out.append(Segment(start, end, "base64", decoded))
                seen.update((m.start(1), m.end(1)) for m in lines[i:j + 1])
        i = j + 1
    for n, m in enumerate(_B64.finditer(text)):
        if n >= MAX_SEGMENTS or len(out) >= MAX_SEGMENTS:
            break
        if (m.start(), m.end()) in seen or len(m.group()) < 16:
            continue
        decoded = _b64(m.group())
        if decoded:
            out.append(Segment(m.start(), m.end(), "base64", decoded))


def _invisible_spans(text: str, out: list[Segment]) -> None:
    """Zero-width binary and Unicode tag characters."""
    decoded: str | None
    if not text.isascii():
        for m in _ZW_BITS.finditer(text):
            decoded = _zero_width_bits(m.group())
            if decoded:
                out.append(Segment(m.start(), m.end(), "zero-width-binary", decoded))
        for m in _TAGS.finditer(text):
            decoded = "".join(chr(ord(ch) - 0xE0000) for ch in m.group())
            if len(decoded) >= 4:
                out.append(Segment(m.start(), m.end(), "tags", decoded))


#: One token's escapes of any kind, read by :func:`key_segments` (a key may be written with a few
#: characters escaped and the rest plain, which the run-based decoders above do not take):
#: ``\u0041`` / ``\U00000041`` / ``\x41`` / ``\101`` (JSON, Python, C), ``&#x41;`` ``&#65;`` ``&lowbar;``
#: (HTML), ``=41`` (quoted-printable), ``\_`` (a Markdown escape), ``**`` / ``__`` / a backtick inside a
#: word (Markdown emphasis or code that splits it).
_TOKEN_ESCAPE = re.compile(r"\\u[0-9A-Fa-f]{4}|\\U[0-9A-Fa-f]{8}|\\x[0-9A-Fa-f]{2}|\\[0-3][0-7]{2}|&(?:#\d{2,7}|#[xX][0-9A-Fa-f]{2,6}|[A-Za-z]{2,8});"
                           r"|=[0-9A-F]{2}|\\[!-/:-@\[-`{-~]|(?<=[A-Za-z0-9])(?:\*\*|__|~~|``?)(?=[A-Za-z0-9])")
_ESCAPE_STOP = " \t\r\n<>\"'()[]|,"
_QP = re.compile(r"=([0-9A-F]{2})")
_NUMERIC_ESCAPE = re.compile(r"\\u([0-9A-Fa-f]{4})|\\U([0-9A-Fa-f]{8})|\\x([0-9A-Fa-f]{2})|\\([0-3][0-7]{2})")
_MD_ESCAPE = re.compile(r"\\([!-/:-@\[-`{-~])")
_MD_SPLIT = re.compile(r"(?<=[A-Za-z0-9])(?:\*\*|__|~~|``?)(?=[A-Za-z0-9])")


def _unescape_token(token: str) -> str:
    """Every escape of :data:`_TOKEN_ESCAPE` in ``token`` read as the character it stands for."""

    def numeric(m: re.Match[str]) -> str:
        hexa = m.group(1) or m.group(2) or m.group(3)
        code = int(hexa, 16) if hexa else int(m.group(4), 8)
        return chr(code) if code < 0x110000 else m.group()

    out = _NUMERIC_ESCAPE.sub(numeric, token)
    out = html.unescape(out) if "&" in out else out
    out = _QP.sub(lambda m: chr(int(m.group(1), 16)), out) if "=" in out else out
    out = _MD_ESCAPE.sub(r"\1", out) if "\\" in out else out
    return _MD_SPLIT.sub("", out)


def _escaped_tokens(text: str, out: list[Segment]) -> None:
    """Tokens (runs between spaces, quotes, brackets) holding any escape, each read whole."""
    end = -1
    for m in _TOKEN_ESCAPE.finditer(text):
        if m.start() < end or len(out) >= MAX_SEGMENTS:
            continue
        start = max(text.rfind(c, 0, m.start()) for c in _ESCAPE_STOP) + 1
        ends = [i for i in (text.find(c, m.end()) for c in _ESCAPE_STOP) if i >= 0]
        end = min(ends) if ends else len(text)
        token = text[start:end]
        decoded = _unescape_token(token)
        if decoded != token and len(decoded) >= MIN_DECODED_CHARS:
            out.append(Segment(start, end, "escaped", decoded))


#: Base32 as :data:`_B32` does not take it: without its padding, or in lower case.
_B32_LOOSE = re.compile(r"(?<![A-Za-z0-9])(?:[A-Z2-7]{16,}|[a-z2-7]{16,})(?![A-Za-z0-9=])")
#: What a gzip or zlib stream starts with (the base64 of ``1f 8b`` is ``H4sI``; of ``78 9c/da/01``, ``eJ``/``eN``/``eA``).
_COMPRESSED_B64 = re.compile(r"(?<![A-Za-z0-9+/_\-])(?:H4sI|eJ|eN|eA)[A-Za-z0-9+/_\-]{12,}={0,2}(?![A-Za-z0-9+/=_\-])")
#: Largest output read from one compressed blob (a bomb stops here).
MAX_INFLATED = 64 * 1024


def _inflate(blob: str) -> str | None:
    """``blob`` as base64 of a gzip or zlib stream, inflated (at most :data:`MAX_INFLATED` bytes), as text."""
    padded = blob + "=" * (-len(blob) % 4)
    try:
        data = base64.b64decode(padded, altchars=b"-_" if ("-" in blob or "_" in blob) else None, validate=True)
        inflater = zlib.decompressobj(zlib.MAX_WBITS | 32)  # gzip or zlib header, found by zlib
        raw = inflater.decompress(data, MAX_INFLATED)
    except (binascii.Error, ValueError, zlib.error):
        return None
    return _as_text(raw)


#: A token with CSS escapes (``\\41 KIA…``, ``\\000041KIA…``, ``\\41\\4b\\49\\41…``): a backslash, one to
#: six hex digits and one optional white space that ends the escape (CSS Syntax §4.3.7).
_CSS_ESCAPE = re.compile(r"\\[0-9A-Fa-f]{1,6}(?:\r\n|[ \t\n\r\f])?")
_CSS_PLAIN = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-+/=.")
_CSS_TOKEN = re.compile(r"(?:[A-Za-z0-9_\-+/=.]|\\[0-9A-Fa-f]{1,6}(?:\r\n|[ \t\n\r\f])?)+")


def _css_spans(text: str, out: list[Segment]) -> None:
    """Tokens holding CSS escapes, each escape read as the code point it names."""

    def char(m: re.Match[str]) -> str:
        code = int(m.group()[1:].rstrip(), 16)
        return chr(code) if 0 < code < 0x110000 and not 0xD800 <= code < 0xE000 else "\ufffd"

    end = -1
    for e in _CSS_ESCAPE.finditer(text):
        if e.start() < end or len(out) >= MAX_SEGMENTS:
            continue  # inside the token already read
        start = e.start()
        while start > 0 and e.start() - start < 200 and text[start - 1] in _CSS_PLAIN:
            start -= 1
        m = _CSS_TOKEN.match(text, start)
        if m is None:  # pragma: no cover - the escape itself matches
            continue
        end = m.end()
        decoded = _CSS_ESCAPE.sub(char, m.group())
        if len(decoded) >= MIN_DECODED_CHARS:
            out.append(Segment(m.start(), m.end(), "css-escape", decoded))


def _loose_b32(blob: str) -> str | None:
    """Base32 in lower case or without padding (a run with no letter is a number, not one)."""
    blob = blob.upper()
    if not re.search(r"[A-Z]", blob):
        return None
    return _b32(blob + "=" * (-len(blob) % 8))  # padded here: _b32 reads the strict form


def key_segments(text: str) -> list[Segment]:
    """Encodings read only when looking for keys (:mod:`vault_schema.secrets`), on top of
    :func:`segments`: a token with some characters escaped (JSON/Python/HTML/quoted-printable/
    Markdown, see :data:`_TOKEN_ESCAPE`; CSS, :func:`_css_spans`), base32 without padding or in lower case, base64 of a gzip
    or zlib stream. Kept apart from :func:`segments` so the injection screen's views (and its
    measured figures) stay as they were; a decoded span only matters here when it holds a key."""
    out: list[Segment] = []
    if "\\" in text or "&" in text or "=" in text or "*" in text or "_" in text or "`" in text or "~" in text:
        _escaped_tokens(text, out)
    if "\\" in text and _CSS_ESCAPE.search(text):
        _css_spans(text, out)
    _each(_B32_LOOSE, text, out, "base32", _loose_b32)
    _each(_COMPRESSED_B64, text, out, "gzip+base64", _inflate)
    # a compressed blob wrapped over several lines
    lines = list(_B64_LINE.finditer(text)) if "H4sI" in text or "eJ" in text else []
    i = 0
    while i < len(lines) and len(out) < MAX_SEGMENTS:
        j = i
        while j + 1 < len(lines) and lines[j + 1].start() == lines[j].end() + 1:
            j += 1
        if j > i:
            decoded = _inflate("".join(m.group(1) for m in lines[i:j + 1]))
            if decoded:
                out.append(Segment(lines[i].start(1), lines[j].end(1), "gzip+base64", decoded))
        i = j + 1
    return out


def invisible_segments(text: str) -> list[Segment]:
    """Only the spans of ``text`` hidden in zero-width bits or Unicode tag characters, decoded (one
    layer): what :func:`segments` finds of those kinds, without running every other decoder."""
    out: list[Segment] = []
    _invisible_spans(text, out)
    return out


def segments(text: str, depth: int = MAX_DEPTH) -> list[Segment]:
    """Every encoded span of ``text`` that decodes to text, with the layers inside it decoded
    too (up to ``depth``); spans are in ``text``'s coordinates."""
    out = _one_layer(text)
    if depth > 1:
        for seg in list(out):
            for inner in segments(seg.text, depth - 1):
                out.append(Segment(seg.start, seg.end, f"{seg.how}+{inner.how}", inner.text))
    return out[: MAX_SEGMENTS * 2]


_CHO = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"
_JUNG = "ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ"
_JONG = ("", "ㄱ", "ㄲ", "ㄳ", "ㄴ", "ㄵ", "ㄶ", "ㄷ", "ㄹ", "ㄺ", "ㄻ", "ㄼ", "ㄽ", "ㄾ", "ㄿ", "ㅀ", "ㅁ", "ㅂ", "ㅄ", "ㅅ",
         "ㅆ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ")
_VOWEL_PAIRS = {"ㅗㅏ": "ㅘ", "ㅗㅐ": "ㅙ", "ㅗㅣ": "ㅚ", "ㅜㅓ": "ㅝ", "ㅜㅔ": "ㅞ", "ㅜㅣ": "ㅟ", "ㅡㅣ": "ㅢ"}
_FINAL_PAIRS = {"ㄱㅅ": "ㄳ", "ㄴㅈ": "ㄵ", "ㄴㅎ": "ㄶ", "ㄹㄱ": "ㄺ", "ㄹㅁ": "ㄻ", "ㄹㅂ": "ㄼ", "ㄹㅅ": "ㄽ", "ㄹㅌ": "ㄾ",
                "ㄹㅍ": "ㄿ", "ㄹㅎ": "ㅀ", "ㅂㅅ": "ㅄ"}
_JAMO_RUN = re.compile("[\u3131-\u3163]{2,}")


def _compose_run(run: str) -> str:
    out: list[str] = []
    i, n = 0, len(run)
    while i < n:
        c = run[i]
        if c in _CHO and i + 1 < n and run[i + 1] in _JUNG:
            vowel, j = run[i + 1], i + 2
            if j < n and vowel + run[j] in _VOWEL_PAIRS:
                vowel, j = _VOWEL_PAIRS[vowel + run[j]], j + 1
            final = ""
            if j < n and run[j] in _JONG and not (j + 1 < n and run[j + 1] in _JUNG):
                final, j = run[j], j + 1
                if j < n and final + run[j] in _FINAL_PAIRS and not (j + 1 < n and run[j + 1] in _JUNG):
                    final, j = _FINAL_PAIRS[final + run[j]], j + 1
            out.append(chr(0xAC00 + (_CHO.index(c) * 21 + _JUNG.index(vowel)) * 28 + _JONG.index(final)))
            i = j
        else:
            out.append(c)
            i += 1
    return "".join(out)


def composed_jamo(text: str) -> str:
    """Hangul written as its separate letters (``ㅇㅣㅈㅓㄴ ㅈㅣㅅㅣ`` → ``이전 지시``) put back
    into syllables; runs without a vowel (``ㅋㅋㅋ``, ``ㅎㅎ``) stay as they are."""
    return _JAMO_RUN.sub(lambda m: _compose_run(m.group()), text) if not text.isascii() else text


#: The two-set Korean keyboard (두벌식) on an English layout: the jamo each key types; Shift types
#: the five doubled consonants and ㅒ ㅖ, and the same jamo as the plain key elsewhere.
_DUBEOLSIK = {**dict(zip("qwertyuiopasdfghjklzxcvbnm", "ㅂㅈㄷㄱㅅㅛㅕㅑㅐㅔㅁㄴㅇㄹㅎㅗㅓㅏㅣㅋㅌㅊㅍㅠㅜㅡ", strict=True)),
              **dict(zip("QWERTOP", "ㅃㅉㄸㄲㅆㅒㅖ", strict=True))}
_DUBEOLSIK.update({c.upper(): _DUBEOLSIK[c] for c in "yuiasdfghjklzxcvbnm"})
_KEYS = str.maketrans(_DUBEOLSIK)
#: A word whose keys could type syllables (a consonant key, one or two vowel keys, up to two
#: consonant keys, repeated): found by the regex engine, so English prose costs little; the
#: composer decides.
_C, _V = "qwertasdfgzxcvQWERTASDFGZXCV", "yuiophjklbnmOPYUIHJKLBNM"
_TYPED_WORD = re.compile(rf"(?<![\w/.@\\-])(?:[{_C}][{_V}]{{1,2}}[{_C}]{{0,2}})+(?![\w/@\\-])")
_TYPED_GAP = re.compile(r"[ \t.,!?:;'\"()~-]{1,3}")
#: The last syllable of most Korean words: particles and verb endings (는, 를, 에, 다, 요, 고 …).
KO_ENDINGS = frozenset("은는이가을를에의도로와과고서며면다요죠네야라자해어아지게까니")
_LOOSE_JAMO = re.compile("[\u3131-\u3163]")


def _typed_syllables(word: str) -> str | None:
    """``word``'s keys as Hangul syllables, or None when a letter is left over (not Korean typing)."""
    composed = _compose_run(word.translate(_KEYS))
    return None if _LOOSE_JAMO.search(composed) else composed


def _reads_korean(keys: str, words: list[str]) -> bool:
    """Typed Korean, not English or Italian that happens to compose ("the" → 솓, "di elementi" →
    야 디드두샤): five syllables or more, and either most vowel keys are the four Korean types most
    (ㅏ ㅓ ㅣ ㅡ: k j l m, rare letters in English), or two words or more end as Korean words do
    (a particle or an ending) with few syllables on ㅑ ㅒ (the key i, frequent in English and
    Italian, rare in Korean)."""
    syllables = "".join(words)
    if len(syllables) < 5:
        return False
    vowels = [key for key in keys.lower() if key in "yuiophjklbnm"]
    if sum(key in "kjlm" for key in vowels) >= 0.7 * len(vowels):
        return True
    ends = sum(w[-1] in KO_ENDINGS for w in words)
    ya = sum((ord(ch) - 0xAC00) // 28 % 21 in (2, 3) for ch in syllables)  # vowel index 2, 3: ㅑ ㅒ
    return ends >= 2 and ya <= 0.2 * len(syllables)


def typed_hangul(text: str) -> str:
    """Korean typed with the keyboard left on its English layout (``tkdydwkdprp`` → ``사용자에게``):
    each line holding a run of such words that reads as Korean (:func:`_reads_korean`) has all its
    words that compose cleanly turned back into Hangul; other lines are left as they are."""
    run: list[tuple[re.Match[str], str]] = []
    runs: list[list[tuple[re.Match[str], str]]] = []
    for m in _TYPED_WORD.finditer(text):
        hangul = _typed_syllables(m.group())
        if hangul is None:
            if run:
                runs.append(run)
            run = []
            continue
        if run and not _TYPED_GAP.fullmatch(text, run[-1][0].end(), m.start()):
            runs.append(run)
            run = []
        run.append((m, hangul))
    if run:
        runs.append(run)
    newlines = [i for i, ch in enumerate(text) if ch == "\n"] if runs else []
    lines: dict[int, list[list[tuple[re.Match[str], str]]]] = {}
    for r in runs:  # a run never spans lines (no gap holds a newline)
        lines.setdefault(bisect_right(newlines, r[0][0].start()), []).append(r)
    spans = [(m.start(), m.end(), h) for line_runs in lines.values()
             if any(_reads_korean("".join(m.group() for m, _ in r), [h for _, h in r]) for r in line_runs) for r in line_runs for m, h in r]
    if not spans:
        return text
    out, last = [], 0
    for start, end, hangul in spans:
        out.append(text[last:start])
        out.append(hangul)
        last = end
    out.append(text[last:])
    return "".join(out)


def reversed_view(text: str) -> str:
    return text[::-1]


def rot13(text: str) -> str:
    return codecs.encode(text, "rot13")


_SPACED = re.compile(r"(?<![\w])(?:[^\W\d_][ \t.\-_*·|/~\u3000]{1,7}){3,}[^\W\d_](?![\w])")
_GAP = re.compile(r"[ \t.\-_*·|/]{1,3}")
_WORD_GAP = re.compile(r"[ \t]{2,}|\s*/\s*")


def despaced(text: str) -> str:
    """Letters written apart (``i g n o r e   a l l``, ``i.g.n.o.r.e``, ``r m     - r f``,
    ``지 금 부 터``) joined into words (a wider gap or a slash between letters is a word break).
    Only runs of four or more single letters are touched, so ordinary prose comes back unchanged."""

    def join(m: re.Match[str]) -> str:
        words = _WORD_GAP.split(m.group()) if _WORD_GAP.search(m.group()) else [m.group()]
        # a word that starts with a dash keeps it ("r m     - r f" → "rm -rf")
        return " ".join(("-" if w.lstrip().startswith("-") else "") + _GAP.sub("", w) for w in words)

    return _SPACED.sub(join, text)


_LEET = str.maketrans({"0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", "$": "s", "!": "i", "|": "l"})
#: A word of two or more characters with a letter and a digit-or-symbol letter (``7h3``, ``0f``).
_LEET_WORD = re.compile(r"[\w@$!|]{2,40}")  # each word tested in Python: lookaheads here were quadratic
_LEET_CHARS = re.compile(r"[0134579@$!|]")
_LETTERS = re.compile(r"[A-Za-z]")


#: A digit-or-symbol letter between letters or leading into one (``c0py``, ``7h3``, ``y0ur``):
#: how leetspeak spells, and how identifiers (``bm25``, ``k8s``, ``sha256``, ``v0.4``) do not.
_INNER_LEET = re.compile(r"[A-Za-z][0134579@$!|]+[A-Za-z]|(?<![\w@$!|])[0134579@$!|]+[A-Za-z]")


def unleet(text: str) -> str:
    """Digits and symbols used as letters (``1gn0r3`` → ``ignore``): inside words that hold two
    letters and two such characters; and in a passage written that way (two words or more spelled
    with a digit inside or in front, ``C0py 7h3 …``) inside every word that mixes them (``0f``,
    ``d0``). Numbers, prices, versions and ``bm25`` are left alone."""
    if not _LEET_CHARS.search(text):
        return text
    passage = len(_INNER_LEET.findall(text)) >= 2

    def respell(m: re.Match[str]) -> str:
        word = m.group()
        leet, letters = len(_LEET_CHARS.findall(word)), len(_LETTERS.findall(word))
        if (leet >= 2 and letters >= 2) or (passage and leet and letters):
            return word.translate(_LEET)
        return word

    return _LEET_WORD.sub(respell, text)
