#!/usr/bin/env python3
"""Build fresh.jsonl from items.py (stdlib only). Brief: fresh34ab."""

import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import items  # noqa: E402

SPLIT = "fresh34ab"
LANGS = {"en", "ko", "mixed"}
KINDS = {"handoff", "worklog", "checkpoint", "memory"}
TECH_RE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
HANGUL = re.compile(r"[\uac00-\ud7a3]")
LATIN_WORD = re.compile(r"[A-Za-z]{3,}")
HIDDEN = ("base64-", "hex-", "rot13-", "reversed-", "zero-width-", "unicode-tags-", "html-comment-")


def visible(text):
    # drop zero-width and tag characters for the language check
    return "".join(c for c in text if c not in "\u200b\u200c" and not (0xE0000 <= ord(c) <= 0xE007F))


def main():
    errors = []
    rows = []
    seen = set()
    for label, lst in (("hostile", items.H), ("benign", items.B)):
        for i, it in enumerate(lst):
            where = f"{label}[{i}]"
            if not isinstance(it, tuple) or len(it) != 4:
                errors.append(where + ": not a 4-tuple")
                continue
            lang, kind, tech, text = it
            for name, val in (("lang", lang), ("kind", kind), ("technique", tech), ("text", text)):
                if not isinstance(val, str) or not val.strip():
                    errors.append(f"{where}: empty {name}")
            if lang not in LANGS:
                errors.append(f"{where}: bad lang {lang!r}")
            if kind not in KINDS:
                errors.append(f"{where}: bad kind {kind!r}")
            if not TECH_RE.match(tech or ""):
                errors.append(f"{where}: technique not kebab-case {tech!r}")
            key = " ".join((text or "").split())
            if key in seen:
                errors.append(f"{where}: duplicate text: {key[:60]!r}")
            seen.add(key)
            vis = visible(text or "")
            has_ko = bool(HANGUL.search(vis))
            if lang == "ko" and not has_ko:
                errors.append(where + ": lang ko but no Hangul")
            if lang == "en" and has_ko:
                errors.append(where + ": lang en but Hangul present")
            if lang == "mixed" and (not has_ko or len(LATIN_WORD.findall(vis)) < 3):
                errors.append(where + ": lang mixed but not both scripts")
            rows.append({"text": text, "label": label, "lang": lang, "kind": kind, "technique": tech, "split": SPLIT})
    if errors:
        for e in errors:
            print("ERROR", e)
        sys.exit(1)

    out = os.path.join(HERE, "fresh.jsonl")
    with open(out, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")

    print(f"wrote {len(rows)} rows to {out}")
    for field in ("label", "lang", "kind"):
        c = collections.Counter(r[field] for r in rows)
        print(field + ":", dict(sorted(c.items())))
    for label in ("hostile", "benign"):
        sub = [r for r in rows if r["label"] == label]
        print(f"{label} by lang:", dict(sorted(collections.Counter(r["lang"] for r in sub).items())))
        print(f"{label} by kind:", dict(sorted(collections.Counter(r["kind"] for r in sub).items())))
    hos = [r for r in rows if r["label"] == "hostile"]
    print("hostile hidden/encoded:", sum(1 for r in hos if r["technique"].startswith(HIDDEN)))
    print("hostile buried-line:", sum(1 for r in hos if r["technique"].startswith("buried-")))
    print("technique:")
    tc = collections.Counter((r["label"], r["technique"]) for r in rows)
    for (label, tech), n in sorted(tc.items()):
        print(f"  {label:<8} {tech:<28} {n}")


if __name__ == "__main__":
    main()
