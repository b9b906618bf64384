"""Small encoding helpers used to build obfuscated corpus items."""
import base64
import codecs
import textwrap

ZWSP = "\u200b"
ZWNJ = "\u200c"
ZWJ = "\u200d"
WJ = "\u2060"


def b64(s: str) -> str:
    return base64.b64encode(s.encode("utf-8")).decode("ascii")


def b64_wrapped(s: str, width: int = 64) -> str:
    return "\n".join(textwrap.wrap(b64(s), width))


def hexs(s: str, sep: str = "") -> str:
    return sep.join(f"{b:02x}" for b in s.encode("utf-8"))


def rot13(s: str) -> str:
    return codecs.encode(s, "rot13")


def urlenc_all(s: str) -> str:
    """Percent-encode every byte (not just unsafe ones)."""
    return "".join(f"%{b:02X}" for b in s.encode("utf-8"))


def urlenc_partial(s: str) -> str:
    from urllib.parse import quote
    return quote(s, safe="")


def zw_interleave(s: str, ch: str = ZWSP) -> str:
    """Insert an invisible character between every character of each word."""
    out = []
    for word in s.split(" "):
        out.append(ch.join(word))
    return " ".join(out)


def zw_binary(s: str) -> str:
    """Zero-width steganography: each bit as ZWSP (0) / ZWNJ (1), bytes split by ZWJ."""
    return ZWJ.join(
        "".join(ZWNJ if bit == "1" else ZWSP for bit in f"{b:08b}") for b in s.encode("utf-8")
    )


def tag_smuggle(s: str) -> str:
    """Unicode 'tag' characters (U+E0000 block): invisible ASCII smuggling."""
    return "".join(chr(0xE0000 + ord(c)) for c in s if ord(c) < 128)


_HOMO = {
    "a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441",
    "x": "\u0445", "i": "\u0456", "y": "\u0443", "s": "\u0455", "j": "\u0458",
    "A": "\u0410", "E": "\u0415", "O": "\u041e", "P": "\u0420", "C": "\u0421",
    "T": "\u0422", "H": "\u041d", "K": "\u041a", "M": "\u041c", "B": "\u0412",
    "X": "\u0425", "I": "\u0406",
}


def homoglyph(s: str, every: int = 1) -> str:
    """Replace Latin letters with Cyrillic lookalikes (every n-th candidate)."""
    out, n = [], 0
    for ch in s:
        if ch in _HOMO:
            n += 1
            if n % every == 0:
                out.append(_HOMO[ch])
                continue
        out.append(ch)
    return "".join(out)


def fullwidth(s: str) -> str:
    out = []
    for ch in s:
        o = ord(ch)
        if 0x21 <= o <= 0x7E:
            out.append(chr(o - 0x21 + 0xFF01))
        else:
            out.append(ch)
    return "".join(out)


def html_dec(s: str) -> str:
    return "".join(f"&#{ord(c)};" for c in s)


def html_hex(s: str) -> str:
    return "".join(f"&#x{ord(c):x};" for c in s)
