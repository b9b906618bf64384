"""Build heldout.jsonl and secrets.jsonl from the hand-written item lists, validate, print counts.

Run:  cd /work/redteam/src && python3 build.py
Deterministic: fixed seeds for shuffling and for fake credential generation.
"""
import collections
import json
import random
import sys
from pathlib import Path

import benign_en
import benign_ko
import hostile_en
import hostile_ko
import secrets_gen

OUT = Path(__file__).resolve().parent.parent
LANGS = {"en", "ko", "mixed"}
FIELDS = {"handoff", "worklog", "capture", "memory", "inbox_note"}


def build_heldout():
    rows = []
    for lang, field, tech, text in hostile_en.H + hostile_ko.H:
        rows.append({"label": "hostile", "lang": lang, "field": field, "technique": tech, "text": text})
    for lang, field, tech, text in benign_en.B + benign_ko.B:
        rows.append({"label": "benign", "lang": lang, "field": field, "technique": tech, "text": text})
    random.Random(1205).shuffle(rows)
    out = []
    for i, r in enumerate(rows, 1):
        out.append({"id": f"rt-{i:04d}", **r})
    return out


def build_secrets():
    rows = [{"label": lab, "encoding": enc, "text": text} for lab, enc, text in secrets_gen.S]
    random.Random(5120).shuffle(rows)
    return [{"id": f"sec-{i:04d}", **r} for i, r in enumerate(rows, 1)]


def validate(rows, kind):
    errs = []
    ids = [r["id"] for r in rows]
    if len(ids) != len(set(ids)):
        errs.append("duplicate ids")
    texts = collections.Counter(r["text"] for r in rows)
    for t, c in texts.items():
        if c > 1:
            errs.append(f"duplicate text x{c}: {t[:60]!r}")
    for r in rows:
        if not r["text"].strip():
            errs.append(f"{r['id']}: empty text")
        if kind == "heldout":
            if r["label"] not in {"hostile", "benign"}:
                errs.append(f"{r['id']}: bad label")
            if r["lang"] not in LANGS:
                errs.append(f"{r['id']}: bad lang {r['lang']}")
            if r["field"] not in FIELDS:
                errs.append(f"{r['id']}: bad field {r['field']}")
        else:
            if r["label"] not in {"secret", "benign"}:
                errs.append(f"{r['id']}: bad label")
    return errs


def write_jsonl(path, rows):
    with open(path, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    # re-read: every line must parse, ids unique
    seen = set()
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            obj = json.loads(line)
            assert obj["id"] not in seen, obj["id"]
            seen.add(obj["id"])
    return len(seen)


def main():
    held = build_heldout()
    secs = build_secrets()
    errs = validate(held, "heldout") + validate(secs, "secrets")
    if errs:
        print("\n".join(errs))
        sys.exit(1)
    n1 = write_jsonl(OUT / "heldout.jsonl", held)
    n2 = write_jsonl(OUT / "secrets.jsonl", secs)
    print(f"heldout.jsonl: {n1} lines, secrets.jsonl: {n2} lines")
    stats = {
        "heldout_label": collections.Counter(r["label"] for r in held),
        "heldout_label_lang": collections.Counter(f"{r['label']}/{r['lang']}" for r in held),
        "heldout_label_field": collections.Counter(f"{r['label']}/{r['field']}" for r in held),
        "hostile_technique": collections.Counter(r["technique"] for r in held if r["label"] == "hostile"),
        "hostile_technique_lang": collections.Counter(
            f"{r['technique']}/{r['lang']}" for r in held if r["label"] == "hostile"),
        "benign_technique": collections.Counter(r["technique"] for r in held if r["label"] == "benign"),
        "benign_technique_lang": collections.Counter(
            f"{r['technique']}/{r['lang']}" for r in held if r["label"] == "benign"),
        "secrets_label": collections.Counter(r["label"] for r in secs),
        "secret_encoding": collections.Counter(r["encoding"] for r in secs if r["label"] == "secret"),
        "benign_secret_encoding": collections.Counter(r["encoding"] for r in secs if r["label"] == "benign"),
    }
    with open(OUT / "src" / "stats.json", "w", encoding="utf-8") as f:
        json.dump({k: dict(sorted(v.items())) for k, v in stats.items()}, f, indent=1, ensure_ascii=False)
    for k, v in stats.items():
        print(f"== {k}")
        for kk, vv in sorted(v.items(), key=lambda x: (-x[1], x[0])):
            print(f"   {kk}: {vv}")


if __name__ == "__main__":
    main()
