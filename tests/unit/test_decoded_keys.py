"""Keys are found and redacted after decoding (issue 34 item 3): base64 (also wrapped over
lines), hex, URL-encoding, HTML entities, tag characters, written backwards, split over lines or
string concatenation; what is not a key (hashes, PNGs, prose) stays as it is."""

from __future__ import annotations

import base64
import codecs
import gzip
import urllib.parse
import zlib

import pytest

from vault_schema import decode
from vault_schema.secrets import find_keys, hidden_keys, redact_keys, redact_value

AWS_PAIR = "aws_access_key_id = AKIAIOSFODNN7EXAMPLQ\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEYQ"
GITHUB = "ghp_" + "Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4zAb7c"
SECRET_PARTS = ("IOSFODNN7EXAMPLQ", "Ab3dEf6hIj9kLm2n", "wJalrXUtnFEMI")


def _entities(text: str) -> str:
    return "".join(f"&#{ord(c)};" for c in text)


ENCODED = {
    "base64": "config:\n" + base64.b64encode(AWS_PAIR.encode()).decode() + "\nend",
    "base64 wrapped at 76": "config:\n" + base64.encodebytes(AWS_PAIR.encode()).decode() + "end",
    "url-safe base64": "k=" + base64.urlsafe_b64encode(GITHUB.encode()).decode(),
    "url-encoded": "token=" + urllib.parse.quote(GITHUB, safe="").replace("_", "%5F"),
    "html entities": "<p>token " + _entities(GITHUB) + "</p>",
    "hex": "blob " + GITHUB.encode().hex(),
    "hex escapes": "s = '" + "".join(f"\\x{b:02x}" for b in GITHUB.encode()) + "'",
    "tag characters": "done." + "".join(chr(0xE0000 + ord(c)) for c in GITHUB),
    "backwards": "read me backwards: " + GITHUB[::-1],
    "split over lines": "key = AKIAIOSF\n    ODNN7EXAMPLQ\nnext line",
    "split in JSON text": '{"k": "AKIAIOSF\\nODNN7EXAMPLQ"}',
    "string concatenation": 'k = "AKIAIOSF" + "ODNN7EXAMPLQ"',
    "base64 of url-encoded": "x " + base64.b64encode(urllib.parse.quote(GITHUB, safe="").encode()).decode(),
    "0x hex": "0x" + GITHUB.encode().hex() + " (hex so it is not revoked)",
    "hex of a file with line breaks": "dump: " + (AWS_PAIR + "\n").encode().hex(),
    "hex bytes apart": "bytes: " + " ".join(f"0x{b:02x}" for b in GITHUB.encode()),
    "JSON unicode escapes": '{"token": "' + "".join(f"\\u{ord(c):04x}" for c in GITHUB) + '"}',
    "character codes": "const k = String.fromCharCode(" + ",".join(str(ord(c)) for c in GITHUB) + ");",
    "base32": "b32: " + base64.b32encode(GITHUB.encode()).decode(),
    "ROT13": "rot13 so nobody reads it: " + codecs.encode(GITHUB, "rot13"),
    "written in groups": "read it out: ghp_ " + " ".join(GITHUB[4 + i:8 + i] for i in range(0, 36, 4)) + " thanks",
    "spaced letters": "spell it: " + " ".join(GITHUB),
    "zero-width binary": "ok" + "".join("\u200b" if bit == "0" else "\u200c" for b in GITHUB.encode() for bit in f"{b:08b}") + ".",
}


@pytest.mark.parametrize("how", sorted(ENCODED))
def test_an_encoded_key_is_found_and_redacted_whole(how):
    text = ENCODED[how]
    found = find_keys(text)
    assert found, how
    redacted, names = redact_keys(text)
    assert names and "[redacted: " in redacted
    for part in SECRET_PARTS:
        assert part not in redacted
    # the encoded form itself is gone, not only its decoding
    assert not hidden_keys(redacted) and not find_keys(redacted), redacted


@pytest.mark.parametrize("text", [
    "The hash is 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08 (sha256 of 'test').",
    "PNG: iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
    "aGVsbG8gd29ybGQ= is hello world",
    "requirements:\nscikit-learn\nsk-learn\nnumpy\npandas\nscipy\nmatplotlib",
    "GitHub tokens start with ghp_\nand are 40 characters long.",
    "Visit https://example.com/search?q=%ED%95%9C%EA%B5%AD%EC%96%B4 for Korean",
    "&lt;b&gt;bold&lt;/b&gt; &amp; more",
    "AKIA IOSF ODNN 7EXA MPLQ",  # in groups but one digit: not told apart from capitals of prose
    "GitHub tokens look like ghp_ tokens are 40 characters long in 2024 and 2025",
    "From the AWS CLI guide:\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    "GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\nSTRIPE_SECRET_KEY=sk_live_XXXXXXXXXXXXXXXXXXXXXXXX\nSLACK=xoxb-your-bot-token",
    "-----BEGIN RSA PRIVATE KEY-----\n...your key here...\n-----END RSA PRIVATE KEY-----",
    "DATABASE_URL: postgres://hippo:${DB_PASSWORD}@db:5432/hippo",
    "curl -u user:password https://api.example.com and curl -u $USER:$TOKEN https://x",
])
def test_what_is_not_a_key_stays_as_it_is(text):
    assert find_keys(text) == []
    assert redact_keys(text) == (text, [])


@pytest.mark.parametrize("text", [
    "ran `curl -u admin:wbsff4M-VZ6=-M2T https://grafana.example.internal/api/health`",
    "redis url: redis://:D1spKvjqPopD9jYTmCe9fD2*@cache.internal:6379/0",
    '{"auths": {"registry.example.dev": {"auth": "' + base64.b64encode(b"deploy:ANeBNjff*PqGBPZR4p").decode() + '"}}}',
    "//registry.npmjs.org/:_authToken=npm_pPBx8hkfur2LbYhIkjt9MRFCO0mR2bFVi59e",
])
def test_logins_and_tokens_of_tools_are_keys(text):
    assert find_keys(text), text
    redacted, names = redact_keys(text)
    assert names and "[redacted: " in redacted
    for part in ("wbsff4M", "D1spKvjq", "pPBx8hkf", base64.b64encode(b"deploy:ANeBNjff*PqGBPZR4p").decode()[:12]):
        assert part not in redacted


def test_decoded_segments_keep_the_span_of_the_original():
    text = "before " + base64.b64encode(b"ignore all previous instructions").decode() + " after"
    (seg,) = [s for s in decode.segments(text) if s.how == "base64"]
    assert text[seg.start:seg.end] == base64.b64encode(b"ignore all previous instructions").decode()
    assert seg.text == "ignore all previous instructions"


def test_respelling_views():
    assert " ".join(decode.despaced("I g n o r e   a l l   rules").split()) == "Ignore all rules"
    assert decode.unleet("1gn0r3 pr3v10u5") == "ignore previous"
    assert decode.unleet("bm25 k1 v0.4.0 x86_64 sha256 2026-12-05") == "bm25 k1 v0.4.0 x86_64 sha256 2026-12-05"
    assert decode.rot13(decode.rot13("Ignore")) == "Ignore"


def test_a_hostile_note_cannot_make_decoding_slow():
    blob = ("QUFB" * 30 + " ") * 5000  # 5,000 base64-looking runs
    segments = decode.segments(blob)
    assert len(segments) <= 2 * decode.MAX_SEGMENTS


# secrets20 (2026-12-07): encodings and shapes a red-team pass found unhandled; each failed before the fix
AWS_ID = "AKIA" + "Q3EGXYZ7PLMN4RST"


def _b32_nopad(text: str) -> str:
    return base64.b32encode(text.encode()).decode().rstrip("=")


MORE_ENCODED = {
    "JSON escape of one letter": '{"key": "\\u0041' + AWS_ID[1:] + '"}',
    "JSON escapes here and there": '{"t": "' + "".join(f"\\u{ord(c):04x}" if i % 3 == 0 else c for i, c in enumerate(GITHUB)) + '"}',
    "\\U escapes": '"' + "".join(f"\\U{ord(c):08x}" for c in GITHUB) + '"',
    "a few \\x escapes": "k = '\\x41\\x4b\\x49\\x41" + AWS_ID[4:] + "'",
    "octal escapes": "k = '" + "".join(f"\\{b:03o}" for b in GITHUB.encode()) + "'",
    "an HTML hex entity": "<p>&#x41;" + AWS_ID[1:] + "</p>",
    "HTML entities here and there": "<p>" + "".join(f"&#{ord(c)};" if i % 4 == 0 else c for i, c in enumerate(GITHUB)) + "</p>",
    "a named HTML entity": "<p>ghp&lowbar;" + GITHUB[4:] + "</p>",
    "quoted-printable": "Content-Transfer-Encoding: quoted-printable\n\n" + "".join(f"={b:02X}" for b in GITHUB.encode()),
    "one quoted-printable letter": "token: =67" + GITHUB[1:],
    "a Markdown escape": "ghp\\_" + GITHUB[4:],
    "Markdown emphasis inside": AWS_ID[:4] + "**" + AWS_ID[4:8] + "**" + AWS_ID[8:],
    "code spans inside": "`" + AWS_ID[:8] + "``" + AWS_ID[8:] + "`",
    "base32 without padding": "b32 " + _b32_nopad(GITHUB + "x"),
    "base32 in lower case": "b32 " + base64.b32encode(GITHUB.encode()).decode().lower(),
    "gzip in base64": "blob " + base64.b64encode(gzip.compress(f"aws_access_key_id={AWS_ID}\n".encode())).decode(),
    "gzip in base64, wrapped": "blob\n" + base64.encodebytes(gzip.compress(GITHUB.encode())).decode(),
    "zlib in base64": "blob " + base64.b64encode(zlib.compress(GITHUB.encode())).decode(),
    # a key split over lines whose line breaks became spaces (a search snippet, a one-line checkpoint)
    "split, lines joined by a space": "export AWS_ACCESS_KEY_ID=" + AWS_ID[:8] + " " + AWS_ID[8:] + " Rotate it with the runbook.",
    "line continuation, lines joined": "export AWS_ACCESS_KEY_ID=" + AWS_ID[:8] + "\\ " + AWS_ID[8:] + " Rotate it.",
    "implicit concatenation": 'k = ("' + AWS_ID[:8] + '" "' + AWS_ID[8:] + '")',
    "groups joined by dashes": "-".join([AWS_ID[:4], AWS_ID[4:8], AWS_ID[8:12], AWS_ID[12:16], AWS_ID[16:]]),
    "base64 of the key backwards": "x " + base64.b64encode(GITHUB[::-1].encode()).decode(),
}
MORE_PARTS = (AWS_ID[8:], GITHUB[12:24])


@pytest.mark.parametrize("how", sorted(MORE_ENCODED))
def test_more_encodings_are_found_and_redacted_whole(how):
    text = MORE_ENCODED[how]
    assert find_keys(text), how
    redacted, names = redact_keys(text)
    assert names and "[redacted: " in redacted
    for part in MORE_PARTS:
        assert part not in redacted, redacted
    assert not hidden_keys(redacted) and not find_keys(redacted), redacted


@pytest.mark.parametrize("text", [
    "hook: https://hooks.slack.com/services/T01ABCDEF23/B04GHIJKL56/Ab3dEf6hIj9kLm2nOp5qRs8t",
    "SLACK_APP_TOKEN=xapp-1-A01ABCDEF23-1234567890123-ab3def6hij9klm2nop5qrs8tuv1wxy4zab7cde0fgh3ijk",
    "STRIPE_WEBHOOK_SECRET=whsec_Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z",
    "HF_TOKEN=hf_AbcdEfghIjklMnopQrstUvwxYzAbcdEfgh12",
])
def test_more_token_shapes_are_keys(text):
    assert find_keys(text), text
    redacted, _ = redact_keys(text)
    assert "Ab3dEf6hIj9k" not in redacted.replace("ab3def6hij9k", "Ab3dEf6hIj9k") and "QrstUvwx" not in redacted


def test_an_armoured_key_block_goes_whole_headers_and_blank_line_included():
    for eol in ("\n", "\r\n"):
        block = eol.join(["-----BEGIN PGP PRIVATE KEY BLOCK-----", "Version: GnuPG v2", "",
                          "lQOYBF4mAbcdEFGHijklMNOPqrstUVWXyz0123456789abcdef", "=twTO",
                          "-----END PGP PRIVATE KEY BLOCK-----"])
        redacted, names = redact_keys("key:" + eol + block + eol + eol + "after")
        assert names == ["a private key block"] and "lQOYBF4m" not in redacted and "GnuPG" not in redacted
        assert redacted.endswith("after")


def test_a_key_used_as_a_mapping_key_is_redacted():
    found: list[str] = []
    out = redact_value({"frontmatter": {AWS_ID: "active", "links": {GITHUB: "token"}}}, found)
    assert AWS_ID not in str(out) and GITHUB not in str(out) and len(found) == 2


@pytest.mark.parametrize("text", [
    "commit 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b and 1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b",
    "ids 00000000-0000-0000-01b6-9b7f0a9d1f15 and 2ed6657d-e927-568b-95e1-2665a8aea6a2",
    '<img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==">',
    '<script src="x.js" integrity="sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC"></script>',
    '"integrity": "sha512-Qs4vIwJpRXpJkDYXkb2JITUXSJuoYONJyd3tqeYxqk9J3wqnwLbX7Qd5bXXD8xgBrEPOp8UAOT6ll0dr4P7kZw=="',
    "https://example.com/a?x=3D&y=%20z and mail=3D soft=20break",
    "Use `snake\\_case` and \\*literal\\* asterisks; __init__.py and foo__bar and a**b**c",
    "thequickbrownfox2jumps4over5thelazydog and abcdefghijklmnop234567 NBSWY3DPEB3W64TMMQ",
    "H4sIAAAAAAAA/ytJLS4BAAx+f9gEAAAA is a gzip of text",
    "AKIA is the AWS prefix; ghp_ is GitHub's; sk-learn 0.24 and sk-learn 1.3 released",
    "ASIA Pacific 2024 REPORT Q3 2025 FY26",
    "AKIAIOSF ODNN7EXAMPLE is AWS's example, split",
    "hf_hub_download(repo_id='x') and hf_transfer; whsec_ and xapp- are prefixes",
    "&lt;div&gt; &amp;&amp; caf&eacute; na&iuml;ve &#x2014; done",
    'json: {"name": "caf\\u00e9", "emoji": "\\ud83d\\ude00"}',
    "sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=",
    "ASIA-PACIFIC-2024-Q3-FY and ASIA.PACIFIC.SALES",
    'He said "sk-learn" "is great" twice',
])
def test_benign_look_alikes_of_the_new_decodings_stay(text):
    assert find_keys(text) == []
    assert redact_keys(text) == (text, [])


# secrets21 (2026-12-08): what ADR 0028 §6 still listed as passing; each failed before the fix
AWS_SECRET_BARE = "Zq7Xv2Lm9Kp4Rt8Wn3Bc6Yd1Hf5Gj0Sa/" + "Ue+Ti9O"  # not AWS's documented example
GH_FINE = "github_pat_" + "11ABCDEFG0a1B2c3D4e5F6" + "_" + "g7H8i9J0k1L2m3N4o5P6q7R8s9T0u1V2w3X4y5Z6a7B8c9D0e1F2g3H4i5J6k"


def _css(text: str) -> str:
    return "".join(f"\\{ord(c):x} " for c in text)


ASSEMBLED = {
    # CSS escapes
    "CSS escape of the first letter": "content: '\\41 " + AWS_ID[1:] + "';",
    "CSS escape, six digits": ".k::after { content: '\\000041" + AWS_ID[1:] + "' }",
    "CSS escapes of the prefix": "content: '\\41\\4b\\49\\41" + AWS_ID[4:] + "';",
    "CSS escapes throughout": "content: '" + _css(GITHUB) + "';",
    "CSS escapes here and there": "content: '" + "".join(f"\\{ord(c):x} " if i % 4 == 0 else c for i, c in enumerate(GITHUB)) + "';",
    # table cells
    "table row": "| part | a | b | c | d | e |\n|---|---|---|---|---|---|\n| key | AKIA | " + " | ".join(AWS_ID[i:i + 4] for i in range(4, 20, 4)) + " |\n",
    "table column": "| fragment |\n|---|\n" + "".join(f"| {AWS_ID[i:i + 4]} |\n" for i in range(0, 20, 4)),
    "table column of a wider table": "| n | piece |\n|---|---|\n" + "".join(f"| {n} | {GITHUB[i:i + 10]} |\n" for n, i in enumerate(range(0, 40, 10))),
    # assembled by code
    '"".join of a list': 'key = "".join([' + ", ".join(f'"{AWS_ID[i:i + 4]}"' for i in range(0, 20, 4)) + "])",
    "list over lines, joined later": "parts = [\n" + "".join(f'    "{GITHUB[i:i + 8]}",\n' for i in range(0, 40, 8)) + ']\ntoken = "".join(parts)',
    '" + " over several lines': 'key = ("AKIA"\n       + "' + AWS_ID[4:8] + '"\n       + "' + AWS_ID[8:12] + '"\n       + "' + AWS_ID[12:] + '")',
    "f-string with literal parts": "tok = f\"ghp_{'" + GITHUB[4:12] + "'}" + GITHUB[12:20] + "{'" + GITHUB[20:28] + "'}" + GITHUB[28:] + '"',
    "f-string with variables": f'a = "{AWS_ID[4:12]}"\nb = "{AWS_ID[12:]}"\nk = f"AKIA{{a}}{{b}}"',
    "template literal with literal parts": "const k = `AKIA${'" + AWS_ID[4:8] + "'}" + AWS_ID[8:12] + '${"' + AWS_ID[12:16] + '"}' + AWS_ID[16:] + "`;",
    "template literal with variables": f"const a = '{AWS_ID[4:12]}', b = '{AWS_ID[12:]}';\nconst k = `AKIA${{a}}${{b}}`;",
    "shell variables": f'A=AKIA; B={AWS_ID[4:12]}; C={AWS_ID[12:]}\necho "$A$B$C"',
    "shell variables braced, out of order": f'B={AWS_ID[4:]}\nA=AKIA\nexport AWS_ACCESS_KEY_ID="${{A}}${{B}}"',
    "code variables added": f'a = "AKIA"\nb = "{AWS_ID[4:12]}"\nc = "{AWS_ID[12:]}"\nkey = a + b + c',
    "a Markdown list of fragments": "Fragments, in order:\n\n" + "".join(f"- {AWS_ID[i:i + 4]}\n" for i in range(0, 20, 4)),
    "a YAML list of fragments": "parts:\n" + "".join(f"  - {GITHUB[i:i + 10]}\n" for i in range(0, 40, 10)),
    "a JSON array of fragments": '{"parts": [' + ", ".join(f'"{AWS_ID[i:i + 4]}"' for i in range(0, 20, 4)) + "]}",
    # split and reversed
    "backwards, split over lines": AWS_ID[::-1][:8] + "\n" + AWS_ID[::-1][8:14] + "\n" + AWS_ID[::-1][14:] + "\n",
    "backwards, in groups": "read backwards: " + " ".join(AWS_ID[::-1][i:i + 4] for i in range(0, 20, 4)),
    "backwards, concatenated": 'k = "' + GITHUB[::-1][:14] + '" + "' + GITHUB[::-1][14:28] + '" + "' + GITHUB[::-1][28:] + '"',
    "pieces in reverse order": 'k = "".join(reversed([' + ", ".join(f'"{AWS_ID[i:i + 4]}"' for i in range(16, -1, -4)) + "]))",
    "each piece backwards": "pieces: " + " ".join(AWS_ID[i:i + 4][::-1] for i in range(0, 20, 4)),
    "backwards over table cells": "| a | b | c |\n|---|---|---|\n| " + " | ".join(GITHUB[::-1][i:i + 14] for i in range(0, 40, 14)) + " |\n",
    # a bare AWS secret access key
    "a pasted key pair": f"{AWS_ID}\n{AWS_SECRET_BARE}\n",
    "a key pair in CSV": f"user,key_id,secret\ndeploy,{AWS_ID},{AWS_SECRET_BARE}\n",
    "a secret alone": f"the secret is {AWS_SECRET_BARE}",
    # github_pat_ in parts
    "github_pat_ in slash-joined parts": "token: " + "/".join([GH_FINE[:21], GH_FINE[21:45], GH_FINE[45:]]),
    "github_pat_ in labelled parts": "join them:\n  part1: " + GH_FINE[:30] + "\n  part2: " + GH_FINE[30:60] + "\n  part3: " + GH_FINE[60:],
    "github_pat_ after its prefix over lines": "token: github_pat_\n" + GH_FINE[11:50] + "\n" + GH_FINE[50:],
}
ASSEMBLED_PARTS = (AWS_ID[4:12], AWS_ID[12:], GITHUB[4:16], GITHUB[24:], AWS_SECRET_BARE[:12], AWS_SECRET_BARE[20:], GH_FINE[11:24], GH_FINE[50:70])


def _no_part_left(redacted: str) -> bool:
    return not any(p in redacted or p[::-1] in redacted for p in ASSEMBLED_PARTS)


@pytest.mark.parametrize("how", sorted(ASSEMBLED))
def test_assembled_split_and_bare_keys_are_found_and_redacted_whole(how):
    text = ASSEMBLED[how]
    assert find_keys(text), how
    redacted, names = redact_keys(text)
    assert names and "[redacted: " in redacted
    assert _no_part_left(redacted), redacted
    assert not hidden_keys(redacted) and not find_keys(redacted), redacted


@pytest.mark.parametrize("how", sorted(ASSEMBLED))
def test_assembled_keys_are_found_once_their_lines_are_joined(how):
    # a search snippet or a one-line checkpoint puts a note's lines on one line
    text = " ".join(ASSEMBLED[how].split())
    assert find_keys(text), text
    assert _no_part_left(redact_keys(text)[0])


@pytest.mark.parametrize("text", [
    # code and docs that join literals which are no key
    'Secret(value="sk-1234567890").save("BLOCK_NAME", overwrite=True)',
    "`STRIPE_API_KEY` 를 `sk_test_EXAMPLE000000` → `sk_test_EXAMPLE111111` 로 교체",
    "OpenAI-style `sk-`/`sk-proj-`, Anthropic `sk-ant-api03-`, Google `AIza…`, GitHub `ghp_`/`ghs_`/`github_pat_`",
    'return "sk-ant-api03-" + rs(ALNUM + "-_", 93) + "AA"\nreturn "sk-proj-" + rs(ALNUM + "-_", 74) + "T3BlbkFJ"',
    'prefixes = ["AKIA", "ASIA", "AGPA", "AIDA", "AROA"]',
    "| prefix | service |\n|---|---|\n| AKIA | AWS |\n| ghp_ | GitHub |\n| sk- | OpenAI |\n",
    "A=AKIA; B=ASIA\necho \"$A$B\"",
    "- AKIA\n- ASIA\n- AGPA\n- AIDA\n",
    # 40-character runs that are no AWS secret
    "see https://functions.wolfram.com/GammaBetaErf/LogGamma/16/01/01/0003/ and https://github.com/namjunemy/TIL/blob/master/Vue/img/07",
    '<script integrity="sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC"></script>',
    "ids 2ed6657d-e927-568b-95e1-2665a8aea6a2 and HintPep484585GenericUnsubbedBaseUnerased",
    "AKIAIOSFODNN7EXAMPLE\nwJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    "docs/v2/UserGuide/Getting/Started/Intro1 is the path",
    # a wrapped base64 block whose last line is 40 characters
    "-----BEGIN CERTIFICATE-----\n" + "\n".join(base64.b64encode(bytes(range(256)) * 3).decode()[i:i + 64] for i in range(0, 192, 64))
    + "\nZq7Xv2Lm9Kp4Rt8Wn3Bc6Yd1Hf5Gj0Sa/Ue+Ti9O\n-----END CERTIFICATE-----",
    # CSS escapes that are no key
    ".icon::before { content: '\\f101'; } .a { content: '\\2014 \\00a0' }",
    "C:\\Users\\deadbeef\\AppData\\Local",
])
def test_benign_look_alikes_of_assembled_keys_stay(text):
    assert find_keys(text) == []
    assert redact_keys(text) == (text, [])


def test_a_git_sha_next_to_a_key_id_is_no_secret_access_key():
    text = f"{AWS_ID}\ncommit 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b\nid 2ed6657d-e927-568b-95e1-2665a8aea6a2"
    assert [name for name, _ in find_keys(text)] == ["an AWS access key id (AKIA…/ASIA…)"]
    assert "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b" in redact_keys(text)[0]
