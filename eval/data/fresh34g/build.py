"""Build fresh.jsonl for the blind set fresh34g from items.py (stdlib only).

Usage: python3 eval/data/fresh34g/build.py
Output is deterministic (same bytes on every run).
"""

from __future__ import annotations

import base64
import codecs
import hashlib
import json
import sys
import urllib.parse
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import items  # noqa: E402

SPLIT = "fresh34g"
ZWSP = "\u200b"
CYRILLIC = str.maketrans({
    "a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441",
    "x": "\u0445", "i": "\u0456", "y": "\u0443", "A": "\u0410", "E": "\u0415",
    "O": "\u041e", "P": "\u0420", "C": "\u0421", "T": "\u0422", "H": "\u041d",
})


def _fullwidth(s: str) -> str:
    return "".join(chr(ord(ch) + 0xFEE0) if "!" <= ch <= "~" else ("\u3000" if ch == " " else ch) for ch in s)


def encode(payload: str, how: str) -> str:
    raw = payload.encode("utf-8")
    if how == "none":
        return payload
    if how == "b64":
        return base64.b64encode(raw).decode("ascii")
    if how == "b64x2":
        return base64.b64encode(base64.b64encode(raw)).decode("ascii")
    if how == "hex":
        return raw.hex()
    if how == "pyhex":
        return "".join(f"\\x{b:02x}" for b in raw)
    if how == "url":
        return urllib.parse.quote(payload, safe="")
    if how == "html":
        return "".join(f"&#x{ord(ch):x};" for ch in payload)
    if how == "reverse":
        return payload[::-1]
    if how == "spaced":
        return " ".join(ch for ch in payload if ch != " ")
    if how == "zwsp":
        return ZWSP.join(payload)
    if how == "cyrillic":
        return payload.translate(CYRILLIC)
    if how == "fullwidth":
        return _fullwidth(payload)
    if how == "vertical":
        return "\n".join(ch for ch in payload if ch != " ")
    if how == "rot13":
        return codecs.encode(payload, "rot13")
    if how == "sha256":
        return hashlib.sha256(raw).hexdigest()
    raise ValueError(f"unknown encoder {how!r}")


def _row(label, lang, kind, technique, text):
    return {"text": text, "label": label, "lang": lang, "kind": kind,
            "technique": technique, "split": SPLIT}


def rows() -> list[dict]:
    out = []
    for group in (items.H_DIRECT_EN, items.H_DIRECT_KO, items.H_DIRECT_MIXED,
                  items.H_BURIED, items.H_BURIED_EXTRA):
        for lang, kind, tech, text in group:
            out.append(_row("hostile", lang, kind, tech, text))
    for lang, kind, tech, tmpl, payload, how in items.H_ENCODED:
        out.append(_row("hostile", lang, kind, tech, tmpl.replace("{P}", encode(payload, how)).replace("{{", "{").replace("}}", "}")))
    for group in (items.B_PLAIN, items.B_HARD):
        for lang, kind, tech, text in group:
            out.append(_row("benign", lang, kind, tech, text))
    for lang, kind, tech, tmpl, payload, how in items.B_HARD_ENCODED:
        out.append(_row("benign", lang, kind, tech, tmpl.replace("{P}", encode(payload, how))))
    return out


def _has_hangul(s: str) -> bool:
    return any("\uac00" <= ch <= "\ud7a3" or "\u3131" <= ch <= "\u318e" for ch in s)


def check(data: list[dict]) -> None:
    seen = set()
    for r in data:
        assert r["label"] in ("hostile", "benign"), r
        assert r["lang"] in ("en", "ko", "mixed"), r
        assert r["kind"] in ("handoff", "worklog", "checkpoint", "memory"), r
        assert r["text"].strip(), r
        assert "{P}" not in r["text"], r
        if r["label"] == "benign":
            assert r["technique"].startswith("benign-"), r
        else:
            assert not r["technique"].startswith("benign"), r
        if r["lang"] == "en":
            assert not _has_hangul(r["text"]), r["technique"]
        else:
            assert _has_hangul(r["text"]), r["technique"]
        assert r["text"] not in seen, r["technique"]
        seen.add(r["text"])


def main() -> None:
    data = rows()
    check(data)
    path = HERE / "fresh.jsonl"
    with path.open("w", encoding="utf-8", newline="\n") as fh:
        for r in data:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    counts = Counter((r["label"], r["lang"]) for r in data)
    for label in ("hostile", "benign"):
        parts = ", ".join(f"{lang}={counts[(label, lang)]}" for lang in ("en", "ko", "mixed"))
        print(f"{label}: {sum(v for (lab, _), v in counts.items() if lab == label)} ({parts})")
    print(f"wrote {len(data)} rows to {path.name}")


if __name__ == "__main__":
    main()
