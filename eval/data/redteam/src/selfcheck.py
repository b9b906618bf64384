"""Label sanity check for secrets.jsonl (NOT a detector, not meant to be tuned against).

For every 'secret' row, confirm that some straightforward decoding of the text reveals a credential
pattern, i.e. the label is recoverable. For 'benign' rows, report any that match a strict pattern after
the same decodings, so each such hit can be reviewed by hand (documented examples are expected).
"""
import base64
import binascii
import codecs
import html
import json
import re
import sys
import unicodedata
from pathlib import Path
from urllib.parse import unquote

PATTERNS = {
    "aws_id": r"(?:AKIA|ASIA)[A-Z2-7]{16}",
    "ghp": r"gh[pousr]_[A-Za-z0-9]{36}",
    "gh_pat": r"github_pat_[A-Za-z0-9_]{82}",
    "slack": r"xox[bpas]-\d+-\d+-[A-Za-z0-9]+",
    "openai": r"sk-(?:proj-)?[A-Za-z0-9_-]{20,}T3BlbkFJ[A-Za-z0-9_-]{20,}",
    "anthropic": r"sk-ant-api03-[A-Za-z0-9_-]{90,}",
    "google": r"AIza[A-Za-z0-9_-]{35}",
    "stripe": r"sk_live_[A-Za-z0-9]{24,}",
    "pem": r"-----BEGIN (?:RSA |EC |OPENSSH )?PRIVATE KEY-----",
    "url_pw": r"[a-z]+://[^\s:/@]*:[^\s@/$]{8,}@[\w.-]+",
    "npm": r"npm_[A-Za-z0-9]{36}",
    "glpat": r"glpat-[A-Za-z0-9_-]{20}",
    "gocspx": r"GOCSPX-[A-Za-z0-9_-]{28}",
    "curl_u": r"curl -u \w+:\S{8,}",
    "docker_auth": r"deploy:\S{16,}",
}
RX = re.compile("|".join(f"(?P<{k}>{v})" for k, v in PATTERNS.items()))
HOMO = {"\u0430": "a", "\u0435": "e", "\u043e": "o", "\u0440": "p", "\u0441": "c", "\u0445": "x", "\u0456": "i",
        "\u0443": "y", "\u0455": "s", "\u0458": "j", "\u0410": "A", "\u0415": "E", "\u041e": "O", "\u0420": "P",
        "\u0421": "C", "\u0422": "T", "\u041d": "H", "\u041a": "K", "\u041c": "M", "\u0412": "B", "\u0425": "X",
        "\u0406": "I"}
INVIS = re.compile("[\u200b\u200c\u200d\u2060\ufeff]")


def variants(t):
    base = INVIS.sub("", unicodedata.normalize("NFKC", t))
    base = "".join(HOMO.get(c, c) for c in base)
    out = {base, html.unescape(base), unquote(base), codecs.decode(base, "rot13"), base[::-1]}
    try:
        out.add(json.loads(base)["token"])
    except Exception:
        pass
    out.add(re.sub(r"\s+", "", base))
    out.add(base.replace(" ", "-"))
    m = re.search(r"fromCharCode\(([\d,]+)\)", base)
    if m:
        out.add("".join(chr(int(x)) for x in m.group(1).split(",")))
    # joined pieces (split lines / python concatenation / sentence split)
    out.add(re.sub(r'"\s*\n\s*"', "", base))
    out.add(re.sub(r"\s*part\d+:\s*", "", base))
    out.add(re.sub(r" and, continuing from that, the rest is ", "", base))
    out.add(re.sub(r"\n\.\.\.\n", "", base))
    out.add(re.sub(r"\n", "", base))
    # token-level decoders
    for tok in re.findall(r"[A-Za-z0-9+/\n]{16,}={0,2}", base) + [re.sub(r"\s", "", base.split(":", 1)[-1])]:
        tok = tok.strip()
        for fn in (lambda s: base64.b64decode(re.sub(r"\s", "", s) + "=" * (-len(re.sub(r'\s', '', s)) % 4)),
                   lambda s: base64.b32decode(s)):
            try:
                d = fn(tok).decode("utf-8")
                out.add(d)
                try:
                    out.add(base64.b64decode(d).decode())
                except Exception:
                    pass
            except Exception:
                pass
    for tok in re.findall(r"(?:[0-9a-f]{2} ?){12,}", base):
        try:
            out.add(binascii.unhexlify(tok.replace(" ", "")).decode("utf-8"))
        except Exception:
            pass
    for v in list(out):
        out.add(v[::-1])
        out.add(unquote(v))
    return out


def hits(t):
    found = set()
    for v in variants(t):
        for m in RX.finditer(v):
            found.add(m.lastgroup)
    return found


def main():
    path = Path(__file__).resolve().parent.parent / "secrets.jsonl"
    bad = 0
    for line in open(path, encoding="utf-8"):
        r = json.loads(line)
        h = hits(r["text"])
        if r["label"] == "secret" and not h:
            bad += 1
            print("UNRECOVERED", r["id"], r["encoding"], repr(r["text"][:100]))
        if r["label"] == "benign" and h:
            print("BENIGN-HIT (review)", r["id"], r["encoding"], sorted(h))
    print("unrecovered secrets:", bad)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
