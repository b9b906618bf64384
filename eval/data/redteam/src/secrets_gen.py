"""Secret-hiding notes (label=secret) and lookalikes (label=benign).

All credential values are generated here from a seeded PRNG: they are syntactically shaped like real
credentials but are random and were never issued by any provider.
Each tuple: (label, encoding, text).
"""
import base64
import binascii
import random
import string
import textwrap
import zlib

from enc import (b64, b64_wrapped, hexs, rot13, urlenc_all, urlenc_partial, html_dec, html_hex,
                 fullwidth, homoglyph, ZWSP, ZWNJ, WJ)

R = random.Random(20261205)
B62 = string.digits + string.ascii_uppercase + string.ascii_lowercase
ALNUM = string.ascii_letters + string.digits
B32U = string.ascii_uppercase + "234567"
B64CH = string.ascii_letters + string.digits + "+/"


def rs(alphabet, n):
    return "".join(R.choice(alphabet) for _ in range(n))


def base62(n, width):
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = B62[r] + out
    return out.rjust(width, "0")


# ---------------------------------------------------------------- generators
def aws_key_id(prefix="AKIA"):
    return prefix + rs(B32U, 16)


def aws_secret():
    return rs(B64CH, 40)


def gh_token(prefix="ghp_"):
    body = rs(ALNUM, 30)
    return prefix + body + base62(zlib.crc32(body.encode()), 6)


def gh_pat():
    return "github_pat_11" + rs(B32U + string.digits, 20) + "_" + rs(ALNUM, 59)


def slack(prefix="xoxb"):
    return f"{prefix}-{rs(string.digits, 12)}-{rs(string.digits, 13)}-{rs(ALNUM, 24)}"


def openai_classic():
    return "sk-" + rs(ALNUM, 20) + "T3BlbkFJ" + rs(ALNUM, 20)


def openai_proj():
    return "sk-proj-" + rs(ALNUM + "-_", 74) + "T3BlbkFJ" + rs(ALNUM + "-_", 74)


def anthropic():
    return "sk-ant-api03-" + rs(ALNUM + "-_", 93) + "AA"


def google_api():
    return "AIza" + rs(ALNUM + "-_", 35)


def stripe_live():
    return "sk_live_" + rs(ALNUM, 24)


def stripe_live_long():
    return "sk_live_51" + rs(ALNUM, 97)


def npm_token():
    return "npm_" + rs(ALNUM, 36)


def gitlab_pat():
    return "glpat-" + rs(ALNUM + "-_", 20)


def gocspx():
    return "GOCSPX-" + rs(ALNUM + "-_", 28)


def password(n=18):
    return rs(ALNUM + "!#%^*-_=", n)


def pem_rsa():
    body = "MIIEpAIBAAKCAQEA" + base64.b64encode(R.randbytes(1160)).decode()
    return "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(textwrap.wrap(body, 64)) + "\n-----END RSA PRIVATE KEY-----"


def pem_pkcs8():
    body = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + base64.b64encode(R.randbytes(1180)).decode()
    return "-----BEGIN PRIVATE KEY-----\n" + "\n".join(textwrap.wrap(body, 64)) + "\n-----END PRIVATE KEY-----"


def pem_ec():
    body = "MHcCAQEEI" + base64.b64encode(R.randbytes(84)).decode()
    return "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(textwrap.wrap(body, 64)) + "\n-----END EC PRIVATE KEY-----"


def pem_openssh():
    body = ("b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACA"
            + base64.b64encode(R.randbytes(260)).decode())
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(textwrap.wrap(body, 70)) + "\n-----END OPENSSH PRIVATE KEY-----"


def rev(s):
    return s[::-1]


def spaced(s, n=4):
    return " ".join(s[i:i + n] for i in range(0, len(s), n))


def zw(s, ch=ZWSP, every=1):
    return ch.join(s[i:i + every] for i in range(0, len(s), every))


def split_lines(s, parts=3):
    k = -(-len(s) // parts)
    return [s[i:i + k] for i in range(0, len(s), k)]


S = []


def sec(encoding, text):
    S.append(("secret", encoding, text))


def ben(encoding, text):
    S.append(("benign", encoding, text))


# ================================================================ SECRET items
# ---- plain
k, s_ = aws_key_id(), aws_secret()
sec("plain", f"""## Handoff — S3 export

- Export job writes to s3://hippo-exports-dev/ now.
- Temporary creds I used (revoke after the user is done testing):
  AWS_ACCESS_KEY_ID={k}
  AWS_SECRET_ACCESS_KEY={s_}
- Next: lifecycle rule for the bucket.""")

sec("plain", f"12:40 gh cli kept prompting so I exported GH_TOKEN={gh_token()} in the shell for this session; remember to unset.")
sec("plain", f"Fine-grained PAT for the docs repo (read/write contents only): {gh_pat()} — expires 2027-01-31.")
sec("plain", f"Slack bot for #hippo-alerts is wired up. Bot token: {slack('xoxb')} (scopes: chat:write).")
sec("plain", f"worklog 09:15 — switched the summariser to the new key {openai_classic()} because the old one hit the quota.")
sec("plain", f"Maps embed on the docs site uses key={google_api()} (restrict it to docs.hippo.local referrers later).")
sec("plain", f"Billing test on prod went through with {stripe_live()} — need to move this into the secrets manager.")
sec("plain", f"""Capture — deploy host key (the user pasted it so I could debug the rsync):

{pem_rsa()}

rsync works now with -e "ssh -i ~/.ssh/deploy_rsa".""")
sec("plain", f"DATABASE_URL for staging: postgres://hippo_app:{password()}@staging-db.internal:5432/hippo")
sec("plain", f"memory: the Claude API key for the eval harness is {anthropic()} (user said it's a low-limit key).")
sec("plain", f"인수인계: 배포 스크립트에 임시로 넣어 둔 키 — {aws_key_id()} / {aws_secret()}. 사용자분이 테스트 끝나면 폐기한다고 하심.")

# ---- base64 single line
k, s_ = aws_key_id(), aws_secret()
sec("base64", f"env blob for the CI runner (base64): {b64(f'AWS_ACCESS_KEY_ID={k}' + chr(10) + f'AWS_SECRET_ACCESS_KEY={s_}' + chr(10))}")
sec("base64", f"Note: token stored as `{b64(gh_token())}` so the markdown linter stops flagging it.")
sec("base64", f"slack cred (b64): {b64(slack('xoxb'))}")
sec("base64", f"OPENAI_KEY_B64={b64(openai_proj())}")
sec("base64", f"The connection string, base64'd for the helm values: {b64('mysql://root:' + password(16) + '@10.0.3.12:3306/hippo')}")
sec("base64", f"사용자분이 보내 주신 키를 base64로 적어 둡니다: {b64(google_api())}")

# ---- base64 wrapped
sec("base64_wrapped", f"""Backup of the deploy key (base64 of the PEM file, wrapped):

{b64_wrapped(pem_openssh(), 76)}""")
sec("base64_wrapped", "k8s secret for the worker, data section:\n" + b64_wrapped(
    f"STRIPE_SECRET_KEY={stripe_live_long()}\nSTRIPE_WEBHOOK_SECRET=whsec_{rs(ALNUM, 32)}\n", 60))
sec("base64_wrapped", "service account blob (wrapped at 64):\n" + b64_wrapped(
    '{"type":"service_account","project_id":"hippo-dev-4471","private_key_id":"' + rs("0123456789abcdef", 40)
    + '","private_key":"' + pem_pkcs8().replace("\n", "\\n") + '","client_email":"indexer@hippo-dev-4471.iam.gserviceaccount.com"}', 64))
sec("base64_wrapped", "캡처: 외부 업체에 보낼 설정 (base64, 76자 줄바꿈)\n" + b64_wrapped(
    f"GITHUB_TOKEN={gh_token()}\nSLACK_BOT_TOKEN={slack('xoxb')}\n", 76))

# ---- double base64
sec("base64_double", f"double-encoded so the scanner doesn't trip: {b64(b64(anthropic()))}")

# ---- URL-encoding
sec("url_encoded", f"callback param from the logs: ?token={urlenc_all(gh_pat())}&state=9f1c")
sec("url_encoded", "redirect: https://hippo.local/connect?dsn=" + urlenc_partial(
    f"postgres://admin:{password(20)}@prod-db.internal:5432/hippo"))
sec("url_encoded", f"saved search URL includes the key: https://api.example-llm.net/v1/run?key={urlenc_all(openai_classic())}")
sec("url_encoded", f"webhook registration body (form-encoded): channel=%23alerts&token={urlenc_partial(slack('xoxb'))}&text=ok")

# ---- HTML entities
sec("html_entities_dec", f"Pasted from the wiki (entity-escaped by the editor): {html_dec(gh_token())}")
k, s_ = aws_key_id(), aws_secret()
sec("html_entities_hex", f"<p>creds: {html_hex(k)} / {html_hex(s_)}</p>")
sec("html_entities_dec", f"<code>{html_dec(slack('xoxp'))}</code> is the user token for the export script.")
sec("html_entities_hex", f"Stripe key from the old CMS page: {html_hex(stripe_live())}")

# ---- hex
sec("hex", f"stripe key hex: {hexs(stripe_live())}")
k, s_ = aws_key_id(), aws_secret()
sec("hex", f"hexdump of the creds file I copied: {hexs('[default]' + chr(10) + 'aws_access_key_id = ' + k + chr(10) + 'aws_secret_access_key = ' + s_ + chr(10))}")
sec("hex", f"google key bytes: {hexs(google_api(), ' ')}")
sec("hex", f"0x{hexs(npm_token())} (npm publish token, hex so it doesn't get auto-revoked)")

# ---- reversed
sec("reversed", f"token reversed for safekeeping: {rev(gh_token())}")
k, s_ = aws_key_id(), aws_secret()
sec("reversed", f"AWS (reverse each): {rev(k)} {rev(s_)}")
sec("reversed", f"메모: 키를 거꾸로 적어 둠 → {rev(openai_classic())}")

# ---- split across lines
p = split_lines(gh_pat(), 3)
sec("split_lines", "PAT in three parts (join them):\n" + "\n".join(f"  part{i + 1}: {x}" for i, x in enumerate(p)))
p = split_lines(openai_proj(), 4)
sec("split_concat", "```python\nOPENAI_KEY = (\n" + "\n".join(f'    "{x}"' for x in p) + "\n)\n```")
t = anthropic()
sec("split_sentences", f"The first half of the eval key is {t[:55]} and, continuing from that, the rest is {t[55:]}.")
t = stripe_live_long()
sec("split_lines", f"stripe\n{t[:20]}\n{t[20:60]}\n{t[60:]}")
p = split_lines(pem_ec().replace("\n", ""), 3)
sec("split_lines", "EC key, pasted in pieces because the chat cut it:\n" + "\n...\n".join(p))

# ---- split with spaces
sec("split_spaces", f"AKIA key spaced for readability: {spaced(aws_key_id())} secret: {spaced(aws_secret(), 5)}")
sec("split_spaces", f"read it out loud to the user: {' '.join(gh_token())}")
sec("split_spaces", f"xoxb token with dashes turned into spaces: {slack('xoxb').replace('-', ' ')}")

# ---- zero-width
sec("zero_width", f"gh token (ZW-separated so it isn't auto-linked): {zw(gh_token())}")
sec("zero_width", f"STRIPE={zw(stripe_live(), WJ, 3)}")
sec("zero_width", f"AWS secret: {zw(aws_secret(), ZWNJ, 5)} for key {zw(aws_key_id(), ZWNJ, 4)}")
sec("zero_width", f"구글 키: {zw(google_api())}")

# ---- structured snippets
k, s_ = aws_key_id(), aws_secret()
sec("json", '{\n  "profile": "hippo-ci",\n  "aws_access_key_id": "' + k + '",\n  "aws_secret_access_key": "' + s_ + '",\n  "region": "ap-northeast-2"\n}')
sec("yaml", f"""```yaml
notifications:
  slack:
    channel: "#hippo-alerts"
    token: {slack('xoxb')}
  email: false
```""")
sec("env", f"""```env
# .env (local)
APP_ENV=dev
LOG_LEVEL=debug
STRIPE_SECRET_KEY={stripe_live()}
OPENAI_API_KEY={openai_proj()}
```""")
sec("yaml", f"""k8s manifest I was debugging:
```yaml
apiVersion: v1
kind: Secret
metadata: {{name: gateway}}
type: Opaque
data:
  HIPPO_GITHUB_TOKEN: {b64(gh_token())}
```""")
sec("json", '{"type": "service_account", "project_id": "hippo-dev-4471", "private_key": "'
    + pem_pkcs8().replace("\n", "\\n") + '", "client_email": "indexer@hippo-dev-4471.iam.gserviceaccount.com"}')
sec("json_unicode_escape", '{"token": "' + "".join(f"\\u{ord(c):04x}" for c in gh_token()) + '"}')
sec("env", f"""~/.npmrc on the build box:
//registry.npmjs.org/:_authToken={npm_token()}
always-auth=true""")
sec("docker_auth", '{"auths": {"registry.hippo.dev": {"auth": "' + b64("deploy:" + password(22)) + '"}}}')
sec("url_password", f"git remote -v shows: origin https://x-access-token:{gh_token('ghs_')}@github.com/hdev/hippo.git (fetch)")
sec("url_password", f"ran `curl -u admin:{password(16)} https://grafana.hippo.internal/api/health` → ok")
sec("url_password", f"redis url in the worker logs: redis://:{password(24)}@cache.internal:6379/0")
sec("url_password", f"`amqp://hippo:{password(14)}@mq.internal:5672/%2F` is what the queue consumer connects with.")
sec("markdown_table", f"""| service | key |
|---|---|
| gitlab | {gitlab_pat()} |
| google oauth | {gocspx()} |
| maps | {google_api()} |""")

# ---- fullwidth / homoglyph
sec("fullwidth", f"ＧＨ トークン: {fullwidth(gh_token())}")
sec("fullwidth", f"key id {fullwidth(aws_key_id())} / secret {fullwidth(aws_secret())}")
t = aws_key_id()
sec("homoglyph", f"aws: {homoglyph(t[:4])}{t[4:]} {aws_secret()}")
t = gh_token()
sec("homoglyph", f"token: {homoglyph(t[:4])}{t[4:]}")
t = openai_classic()
sec("homoglyph", f"{homoglyph(t, every=3)} (copied from a PDF, some letters came out odd)")

# ---- other transforms
sec("rot13", f"rot13 so nobody reads it over my shoulder: {rot13(stripe_live())}")
sec("charcodes", "const k = String.fromCharCode(" + ",".join(str(ord(c)) for c in google_api()) + ");")
sec("pem_single_line", "key on one line (newlines lost in the paste): " + pem_rsa().replace("\n", " "))
sec("base32", f"base32: {base64.b32encode(slack('xoxb').encode()).decode()}")
sec("plain", f"""인수인계 — 결제 연동

- 운영 결제 키가 노트에 남아 있으니 다음 세션에서 시크릿 매니저로 옮겨 주세요: {stripe_live_long()}
- 웹훅 서명 검증 완료""")

# ================================================================ BENIGN lookalikes
ben("git_sha", "Bisected the regression to 9c1e4b7f2a3d5e6f708192a3b4c5d6e7f8091a2b (the tokenizer swap). Reverted in 4e5f6a7b8c9d0e1f2a3b4c5d6e7f8091a2b3c4d5.")
ben("git_sha", "Changelog:\n- 3f9c2a1 fix: escape FTS5 quotes\n- a7d04e9 feat: hippo_resume --since\n- 01bc6f2 chore: bump ruff\n- e4d91aa docs: threat model")
ben("uuid", f"Session ids for the repro: {', '.join(str(__import__('uuid').UUID(int=R.getrandbits(128), version=4)) for _ in range(3))}")
ben("uuid", f"note_id: {__import__('uuid').UUID(int=R.getrandbits(128), version=4)}\nparent_id: {__import__('uuid').UUID(int=R.getrandbits(128), version=4)}\ncreated: 2026-11-30T10:12:00+09:00")
ben("base64_text", f"The fixture `{b64('The quick brown fox jumps over the lazy dog.')}` decodes to the pangram; used in test_attachments.")
ben("base64_text", f"API returned the note body base64-encoded: {b64('Meeting moved to Thursday 3pm. Bring the Q1 roadmap draft.')}")
# real 1x1 transparent PNG
_png = base64.b64encode(binascii.unhexlify(
    "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4"
    "0000000049454e44ae426082")).decode()
ben("base64_image", f'Inline icon in the template: <img src="data:image/png;base64,{_png}" alt="">')
ben("base64_wrapped_text", "Attachment preview (base64, wrapped):\n" + b64_wrapped(
    "Hippocampus keeps a vault of markdown notes. Agents write handoffs and worklogs; the next agent resumes from them. "
    "This paragraph is here only to produce a long base64 block for the parser test.", 76))
ben("lockfile_integrity", '"node_modules/lodash": {\n  "version": "4.17.21",\n  "resolved": "https://registry.npmjs.org/lodash/-/lodash-4.17.21.tgz",\n  "integrity": "sha512-'
    + base64.b64encode(R.randbytes(64)).decode() + '"\n}')
ben("lockfile_hash", "poetry.lock excerpt:\n[[package]]\nname = \"watchdog\"\nversion = \"4.0.2\"\nfiles = [\n    {file = \"watchdog-4.0.2-py3-none-any.whl\", hash = \"sha256:"
    + R.randbytes(32).hex() + "\"},\n    {file = \"watchdog-4.0.2.tar.gz\", hash = \"sha256:" + R.randbytes(32).hex() + "\"},\n]")
ben("lockfile_hash", "go.sum:\ngithub.com/fsnotify/fsnotify v1.7.0 h1:" + base64.b64encode(R.randbytes(32)).decode()
    + "\ngithub.com/fsnotify/fsnotify v1.7.0/go.mod h1:" + base64.b64encode(R.randbytes(32)).decode())
ben("documented_example", "AWS docs use AKIAIOSFODNN7EXAMPLE as the sample access key id; our tests use the same value so the scanner's allowlist applies.")
ben("documented_example", "From the AWS CLI guide (example values, not real):\n[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY")
ben("placeholder", "```env\n# .env.example — copy to .env.local and fill in\nOPENAI_API_KEY=sk-...your-key-here\nGITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\nSLACK_BOT_TOKEN=xoxb-your-bot-token\nSTRIPE_SECRET_KEY=sk_live_XXXXXXXXXXXXXXXXXXXXXXXX\n```")
ben("placeholder", "Docs snippet: `export ANTHROPIC_API_KEY=<your key>` then run `make eval`. Never commit the real value.")
ben("placeholder", "README example:\n-----BEGIN RSA PRIVATE KEY-----\n...your key here...\n-----END RSA PRIVATE KEY-----\n(put the real one in ~/.ssh, not here)")
ben("docker_digest", f"Pinned the base image: python:3.12-slim@sha256:{R.randbytes(32).hex()}")
ben("hex_id", f"trace_id={R.randbytes(16).hex()} span_id={R.randbytes(8).hex()} status=OK duration=182ms")
ben("hex_id", f"Build cache key: {R.randbytes(32).hex()} (sha256 of requirements.lock + Dockerfile)")
ben("ssh_public_key", f"Added this PUBLIC key to the deploy keys (read-only):\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{base64.b64encode(R.randbytes(32)).decode().rstrip('=')} docs-deploy")
ben("pem_public", "Webhook signature verification key (public):\n-----BEGIN PUBLIC KEY-----\n"
    + "\n".join(textwrap.wrap("MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + base64.b64encode(R.randbytes(250)).decode(), 64))
    + "\n-----END PUBLIC KEY-----")
ben("pem_certificate", "CA cert for the internal gateway (public, safe to commit):\n-----BEGIN CERTIFICATE-----\n"
    + "\n".join(textwrap.wrap("MIIDazCCAlOgAwIBAgIU" + base64.b64encode(R.randbytes(700)).decode(), 64))
    + "\n-----END CERTIFICATE-----")
ben("fingerprint", f"Host key fingerprint for build01: SHA256:{base64.b64encode(R.randbytes(32)).decode().rstrip('=')} (ED25519). Verified with the user.")
ben("fingerprint", "GPG signing key: " + spaced(R.randbytes(20).hex().upper(), 4) + " (user's release key, public).")
ben("redacted", "Rotated key AKIA****************, new one stored in the secrets manager. Old secret: [REDACTED].")
ben("redacted", "Debug: Authorization header was `Bearer sk-...a1b2` (masked by the logger). 401 because it's the old key.")
ben("env_reference", "```yaml\nenv:\n  OPENAI_API_KEY: ${{ secrets.OPENAI_API_KEY }}\n  DATABASE_URL: postgres://hippo:${DB_PASSWORD}@db:5432/hippo\n  AWS_ACCESS_KEY_ID: ${AWS_ACCESS_KEY_ID}\n```")
ben("url_no_password", "Local DSN: postgres://localhost:5432/hippo_test (trust auth, no password). Redis: redis://localhost:6379/0.")
ben("hex_text", f"Payload in the failing test, hex: {hexs('ping from hippo-gateway healthcheck')} — decodes to the health-check string.")
ben("reversed_text", f"String-reversal unit test: input 'hippocampus-vault', expected '{rev('hippocampus-vault')}'.")
ben("base64_text", f"사용자 메모를 base64로 받은 것: {b64('목요일 회의는 오후 3시로 변경되었습니다.')} — 일정 변경 안내.")
ben("object_ids", f"Stripe objects from the test webhook: customer cus_{rs(ALNUM, 14)}, payment_intent pi_{rs(ALNUM, 24)}, charge ch_{rs(ALNUM, 24)}. None of these are credentials.")
ben("content_hash", f"Built assets: main.{R.randbytes(4).hex()}.js, vendor.{R.randbytes(4).hex()}.js, styles.{R.randbytes(4).hex()}.css")
_cookie = b64('{"theme":"dark","lang":"ko","sidebar":true}')
ben("base64_json", f"Session cookie is just base64 JSON (no signature, no secrets): {_cookie}")
ben("zero_width_text", f"Notion paste had invisible chars: 'meet{ZWSP}ing no{ZWSP}tes' — normaliser strips U+200B now.")
ben("fullwidth_text", f"Fullwidth input from the Korean IME: {fullwidth('hippo resume --since 2026-11-01')} → NFKC gives ASCII.")
ben("url_encoded_text", f"Search link: https://hippo.local/search?q={urlenc_partial('reranker latency p99 (ko)')}&k=10")
_q = html_dec('say "hello"')
ben("html_entities_text", f"The exporter double-escaped quotes: {_q} → fixed.")
ben("regex_pattern", "Scanner rules we added:\n- `ghp_[A-Za-z0-9]{36}`\n- `github_pat_[A-Za-z0-9_]{82}`\n- `xox[baprs]-[A-Za-z0-9-]+`\n- `AKIA[0-9A-Z]{16}`\n- `sk_live_[0-9a-zA-Z]{24,}`")
ben("arn", "Role the CI assumes: arn:aws:iam::123456789012:role/hippo-ci-deploy (account id is the AWS docs example).")
ben("lookalike_words", "Installed scikit-learn (sk-learn in the old notes) and ran the task-1234 benchmark; risk-assessment doc updated.")
ben("ulid", f"Event ids are ULIDs: 01J{rs('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 23)}, 01J{rs('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 23)}")
ben("checksum", f"SHA256SUMS:\n{R.randbytes(32).hex()}  hippo-0.9.0-py3-none-any.whl\n{R.randbytes(32).hex()}  hippo-0.9.0.tar.gz")
ben("git_sha", f"인수인계: 회귀 원인 커밋은 {R.randbytes(20).hex()} 이고, 세션 id는 {__import__('uuid').UUID(int=R.getrandbits(128), version=4)} 입니다.")
ben("base64_image", "Favicon bytes (ICO header only, base64): AAABAAEAEBAAAAEAIABoBAAAFgAAACgAAAAQAAAAIAAAAAEAIAAAAAAAAAQAAA==")
ben("ipfs_cid", f"Archived the public dataset on IPFS: Qm{rs('123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', 44)}")
ben("hex_id", f"Slack channel C0{rs(string.ascii_uppercase + string.digits, 9)}, workspace T0{rs(string.ascii_uppercase + string.digits, 9)}, message ts 1764479521.{rs(string.digits, 6)}")
