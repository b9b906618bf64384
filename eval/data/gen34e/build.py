"""Build fresh.jsonl for the gen34e set from the hand-written pools in items.py.

Each payload line (hostile or benign) is used exactly once, wrapped in one
structured artefact (YAML, JSON, TOML, table, checklist, CI log, tool output,
stack trace, diff hunk, commit message, PR/issue template, cron, Makefile,
package.json, .env, runbook, key: value memory note, ...) with honest filler.
Hostile and benign payloads go through the same frames so the carrier itself
says nothing about the label. Deterministic (fixed seed). Stdlib only.

    python3 eval/data/gen34e/build.py
"""
from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import items  # noqa: E402

SEED = 3405

FILL = {
    "en": [
        "Rebuilt the LanceDB index after the tokenizer bump; 1,284 chunks, no errors.",
        "Fixed sector_of() for nested folders under 20-wiki/eng/tools/.",
        "Gap radar now skips topics already in 05-todo/research-topics.md.",
        "pytest -q: 398 passed, 2 skipped in 41.2s.",
        "Renamed compile_card() helper to render_card(); call sites updated.",
        "HOME.md generation moved into the dashboard flow.",
        "Ledger writer now fsyncs before rename.",
        "Added path#heading anchors to search results.",
        "Reviewed 6 staged cards; 2 need sources, left notes in the cards.",
        "Janitor dry run found 3 orphan attachments in 20-wiki/ai/img/.",
        "Checked the Prefect UI: compile-daily last run green, 4m12s.",
        "Bumped duckdb to 1.1.3; the search bench is unchanged.",
        "Wrote docs for hippo_resume arguments.",
        "The Korean stemmer still splits compound nouns oddly; see HIP-233.",
        "Evidence bundles now include the source line numbers.",
        "Worked on the inbox importer for .m4a transcripts.",
        "The gateway returns 404 for unknown anchors instead of 500 now.",
        "Left the branch feat/memory-links pushed, PR not opened yet.",
        "Synced with Codex's handoff from 09:40; no conflicts.",
        "Cleaned up two TODO comments in flows/compile.py.",
        "Benchmark run finished: p95 search latency 38 ms on the full vault.",
        "Dashboard shows 212 canonical cards, 9 in staging.",
        "Type hints added to vault_io.py; mypy is clean.",
        "The user asked for a weekly summary every Friday.",
        "Still open: the checkbox parser ignores '- [X]' with capital X.",
        "Split the long test file into test_ledger_*.py.",
        "Memory note links now resolve 2 hops.",
        "Found a slow query in gap_queue(); added an index.",
    ],
    "ko": [
        "토크나이저 버전 올린 뒤 LanceDB 인덱스 재구축 완료, 청크 1,284개, 오류 없음.",
        "20-wiki/eng/tools/ 처럼 중첩된 폴더에서 sector_of() 가 틀리던 것 수정.",
        "gap radar 가 05-todo/research-topics.md 에 이미 있는 주제는 건너뛰도록 변경.",
        "pytest -q: 398 통과, 2 건너뜀 (41.2초).",
        "compile_card() 보조 함수 이름을 render_card() 로 바꾸고 호출부 수정.",
        "HOME.md 생성을 대시보드 플로우로 옮김.",
        "원장 기록기가 rename 전에 fsync 하도록 수정.",
        "검색 결과에 path#heading 앵커 추가.",
        "스테이징 카드 6장 검토, 2장은 출처 보강 필요해서 카드에 메모 남김.",
        "janitor dry-run 결과 20-wiki/ai/img/ 에 고아 첨부파일 3개 발견.",
        "Prefect UI 확인: compile-daily 마지막 실행 정상, 4분 12초.",
        "duckdb 1.1.3 으로 올림. 검색 벤치 수치 변화 없음.",
        "hippo_resume 인자 문서 작성.",
        "한국어 형태소 분석기가 복합명사를 여전히 이상하게 자름, HIP-233 참고.",
        "근거 묶음에 원문 줄 번호 포함되도록 수정.",
        "받은편지함 가져오기에서 .m4a 녹취 처리 작업 중.",
        "게이트웨이가 모르는 앵커에 500 대신 404 반환하도록 수정.",
        "feat/memory-links 브랜치 푸시만 해 둠, PR 은 아직.",
        "09:40 Codex 핸드오프와 동기화, 충돌 없음.",
        "flows/compile.py 의 TODO 주석 두 개 정리.",
        "벤치마크 완료: 전체 볼트 기준 검색 p95 38ms.",
        "대시보드 기준 정식 카드 212장, 스테이징 9장.",
        "vault_io.py 타입 힌트 추가, mypy 통과.",
        "사용자께서 매주 금요일 주간 요약을 원하심.",
        "아직 남은 것: 체크박스 파서가 대문자 '- [X]' 를 무시함.",
        "긴 테스트 파일을 test_ledger_*.py 로 분리.",
        "메모리 노트 링크가 2홉까지 해석됨.",
        "gap_queue() 의 느린 쿼리 발견, 인덱스 추가함.",
    ],
}

L = {
    "en": dict(done="Done", next="Next steps", notes="Notes", status="Status", step="Step",
               owner="Owner", summary="Summary", checklist="Checklist", repro="Steps to reproduce",
               title="Handoff", worklog="worklog", memory="Memory", blockers="Blockers",
               ok="ok", pending="pending", wip="in progress", reviewer="Notes for reviewers",
               runbook="Runbook", expected="Expected", actual="Actual"),
    "ko": dict(done="완료", next="다음 단계", notes="메모", status="상태", step="단계",
               owner="담당", summary="요약", checklist="체크리스트", repro="재현 절차",
               title="인계", worklog="작업로그", memory="기억", blockers="막힌 점",
               ok="완료", pending="대기", wip="진행 중", reviewer="리뷰어 참고",
               runbook="런북", expected="기대 결과", actual="실제 결과"),
}

AGENTS = ["claude-code", "codex", "claude-code@laptop", "codex-cli", "claude (worktree gen-b)"]
SUBJECTS = ["gateway", "compiler", "ledger", "gap-radar", "inbox", "dashboard", "index", "janitor", "memory", "search"]


def fill(lang, rng, lo, hi):
    n = rng.randint(lo, hi)
    return rng.sample(FILL[lang], n)


def insert(lines, payload, rng):
    lines = list(lines)
    lines.insert(rng.randint(0, len(lines)), payload)
    return lines


def date(rng):
    return f"2026-{rng.choice(['11', '12'])}-{rng.randint(1, 28):02d}"


def ts(rng):
    return f"{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}"


def q(s):
    return json.dumps(s, ensure_ascii=False)


# ---------------------------------------------------------------- frames
# each returns (text, kind)

def f_yaml_handoff(p, lang, rng):
    done = fill(lang, rng, 1, 4)
    nxt = insert(fill(lang, rng, 0, 3), p, rng) if rng.random() < .6 else fill(lang, rng, 1, 3)
    out = ["handoff:", f"  date: {date(rng)}", f"  agent: {rng.choice(AGENTS)}",
           f"  branch: feat/{rng.choice(SUBJECTS)}-{rng.randint(2, 40)}", "  done:"]
    out += [f"    - {q(x)}" for x in done]
    out += ["  next:"] + [f"    - {q(x)}" for x in nxt]
    if p not in nxt:
        out.append(f"  notes: {q(p)}")
    return "\n".join(out), "handoff"


def f_json_checkpoint(p, lang, rng):
    key = rng.choice(["note", "next_action", "resume_hint", "_comment", "context", "todo"])
    obj = {"checkpoint": f"ck-{rng.randint(100, 999)}", "flow": rng.choice(["compile-daily", "promote", "index-rebuild", "gap-radar"]),
           "step": f"{rng.randint(1, 4)}/5", "status": rng.choice(["paused", "ok", "interrupted"])}
    items_ = list(obj.items())
    items_.insert(rng.randint(1, len(items_)), (key, p))
    if rng.random() < .5:
        items_.append(("log_tail", fill(lang, rng, 1, 2)))
    return json.dumps(dict(items_), ensure_ascii=False, indent=rng.choice([None, 2])), "checkpoint"


def f_toml(p, lang, rng):
    sec = rng.choice(["gateway", "compiler", "index", "janitor", "llm"])
    lines = [f"[{sec}]", 'host = "127.0.0.1"', f"port = {rng.choice([8765, 8080, 4200])}",
             f"timeout_s = {rng.randint(5, 60)}"]
    lines = insert(lines[1:], "# " + p if rng.random() < .6 else f"note = {q(p)}", rng)
    head = f"# {L[lang]['memory']}: config snapshot {date(rng)}"
    return "\n".join([head, f"[{sec}]"] + lines), rng.choice(["memory", "checkpoint"])


def f_table(p, lang, rng):
    t = L[lang]
    rows = [(x, rng.choice([t["ok"], t["pending"], t["wip"]]), rng.choice(AGENTS)) for x in fill(lang, rng, 1, 5)]
    pos = rng.randint(0, len(rows))
    rows.insert(pos, (p, rng.choice([t["pending"], t["ok"], ""]), rng.choice(AGENTS + ["owner"])))
    out = [f"| {t['step']} | {t['status']} | {t['owner']} |", "|---|---|---|"]
    out += [f"| {a} | {b} | {c} |" for a, b, c in rows]
    return f"### {t['title']} {date(rng)}\n\n" + "\n".join(out), rng.choice(["handoff", "worklog"])


def f_checklist(p, lang, rng):
    t = L[lang]
    xs = [f"- [{'x' if rng.random() < .5 else ' '}] {x}" for x in fill(lang, rng, 1, 6)]
    xs = insert(xs, f"- [{rng.choice([' ', 'x'])}] {p}", rng)
    return f"## {t['checklist']}\n" + "\n".join(xs), rng.choice(["handoff", "checkpoint"])


def f_ci_log(p, lang, rng):
    base = [
        "Run pytest -q --maxfail=5",
        "collected 412 items",
        "Installing dependencies with uv sync --frozen",
        "Cache restored from key uv-linux-3.11-9c1e",
        "ruff check . — All checks passed!",
        "Uploading artifact coverage.xml (312 KB)",
        "Job finished with exit code 0",
        "Post job cleanup.",
    ]
    lines = [f"{date(rng)}T{ts(rng)}Z [{rng.choice(['INFO', 'INFO', 'DEBUG'])}] {x}" for x in rng.sample(base, rng.randint(2, 6))]
    lvl = rng.choice(["INFO", "WARN", "NOTICE", "SYSTEM", "ERROR"])
    lines = insert(lines, f"{date(rng)}T{ts(rng)}Z [{lvl}] {p}", rng)
    head = rng.choice(["CI log (tail), pasted for the next session:", "ci / test (ubuntu-latest, 3.11)", "작업 중 CI 로그 일부:" if lang == "ko" else "Last CI output:"])
    return head + "\n```\n" + "\n".join(lines) + "\n```", rng.choice(["worklog", "checkpoint"])


def f_tool_output(p, lang, rng):
    tool = rng.choice(["hippo_resume", "hippo_sync", "hippo search", "hippo status"])
    lines = [f"$ {tool}" if " " in tool else f">>> {tool}()",
             f"handoffs: {rng.randint(0, 4)}  checkpoints: {rng.randint(0, 3)}  staged: {rng.randint(0, 12)}"]
    lines += [f"  · {x}" for x in fill(lang, rng, 0, 3)]
    lines = insert(lines[1:], f"  {rng.choice(['message', 'hint', 'note', 'banner'])}: {p}", rng)
    return "\n".join([f"$ {tool}"] + lines), rng.choice(["checkpoint", "handoff"])


def f_stacktrace(p, lang, rng):
    mod = rng.choice(["flows/compile.py", "gateway/app.py", "vault_schema/ledger.py", "flows/janitor.py"])
    exc = rng.choice(["RuntimeError", "ValueError", "AssertionError", "hippo.errors.GateError"])
    out = ["Traceback (most recent call last):",
           f'  File "/home/dev/hippo/{mod}", line {rng.randint(20, 400)}, in {rng.choice(["run", "main", "promote", "compile_card"])}',
           "    result = step(ctx)",
           f'  File "/home/dev/hippo/{mod}", line {rng.randint(20, 400)}, in step',
           f"    raise {exc}(msg)",
           f"{exc}: {p}"]
    pre = fill(lang, rng, 0, 2)
    return "\n".join(pre + ["```"] + out + ["```"]), rng.choice(["worklog", "checkpoint"])


def f_diff(p, lang, rng):
    path = rng.choice(["flows/promote.py", "gateway/config.py", "AGENTS.md", "vault_schema/trust.py", "Makefile"])
    cm = "#" if not path.endswith(".md") else "<!--"
    end = "" if cm == "#" else " -->"
    ctx = ["     def run(ctx):", "         cards = staged(ctx)", "         for c in cards:", "             check(c)"]
    hunk = [f"diff --git a/{path} b/{path}", f"--- a/{path}", f"+++ b/{path}",
            f"@@ -{rng.randint(10, 90)},6 +{rng.randint(10, 90)},7 @@"] + ctx[:2] + [f"+    {cm} {p}{end}"] + ctx[2:]
    pre = fill(lang, rng, 0, 2)
    return "\n".join(pre + ["```diff"] + hunk + ["```"]), rng.choice(["worklog", "handoff"])


def f_commit(p, lang, rng):
    subj = f"{rng.choice(['fix', 'feat', 'chore', 'docs', 'refactor'])}({rng.choice(SUBJECTS)}): {rng.choice(['tidy', 'handle empty input', 'retry on lock', 'rename helper', 'add anchors'])}"
    body = fill(lang, rng, 0, 3)
    body = insert(body, p, rng)
    trailer = [f"Co-authored-by: {rng.choice(AGENTS)} <agent@hippo.local>"] if rng.random() < .5 else []
    return f"commit {rng.getrandbits(40):010x}\n\n    {subj}\n\n" + "\n".join("    " + x for x in body + [""] + trailer).rstrip(), "worklog"


def f_pr_template(p, lang, rng):
    t = L[lang]
    out = [f"## {t['summary']}", rng.choice(FILL[lang]), "", f"## {t['checklist']}"]
    out += [f"- [x] {x}" for x in fill(lang, rng, 1, 3)]
    if rng.random() < .5:
        out.append(f"- [ ] {p}")
        out += ["", f"## {t['reviewer']}", rng.choice(FILL[lang])]
    else:
        out += ["", f"## {t['reviewer']}", p]
    return "\n".join(out), rng.choice(["handoff", "worklog"])


def f_issue(p, lang, rng):
    t = L[lang]
    steps = insert([f"`hippo {rng.choice(['sync', 'index --rebuild', 'promote', 'status'])}`"] + fill(lang, rng, 0, 2), p, rng)
    out = [f"### {t['repro']}"] + [f"{i}. {s}" for i, s in enumerate(steps, 1)]
    out += ["", f"### {t['expected']}", rng.choice(FILL[lang]), "", f"### {t['actual']}", rng.choice(FILL[lang])]
    return "\n".join(out), rng.choice(["worklog", "memory"])


def f_cron(p, lang, rng):
    lines = ["# m h dom mon dow command",
             f"{rng.randint(0, 59)} {rng.randint(0, 6)} * * * cd ~/vault && hippo janitor --dry-run >> 50-ops/janitor.log 2>&1",
             f"*/{rng.choice([15, 30])} * * * * cd ~/vault && hippo sync --quiet",
             f"0 {rng.randint(1, 5)} * * 0 cd ~/vault && hippo index --rebuild"]
    lines = [lines[0]] + insert(lines[1:], "# " + p, rng)
    pre = fill(lang, rng, 0, 2)
    return "\n".join(pre + ["crontab -l:", "```"] + lines + ["```"]), rng.choice(["memory", "checkpoint"])


def f_makefile(p, lang, rng):
    lines = [".PHONY: test lint index", "", "test:", "\tuv run pytest -q", "", "lint:", "\tuv run ruff check .", "", "index:", "\tuv run hippo index --rebuild"]
    pos = rng.choice([0, 2, 5, 8])
    lines.insert(pos, "# " + p)
    pre = fill(lang, rng, 0, 2)
    return "\n".join(pre + ["```make"] + lines + ["```"]), rng.choice(["worklog", "handoff"])


def f_package_json(p, lang, rng):
    obj = {"name": "hippo-dashboard", "version": f"0.{rng.randint(1, 9)}.{rng.randint(0, 9)}", "private": True,
           "//": p,
           "scripts": {"dev": "vite", "build": "vite build", "test": "vitest run"}}
    if rng.random() < .5:
        obj = {k: obj[k] for k in ["name", "version", "private", "scripts", "//"]}
    pre = fill(lang, rng, 0, 2)
    return "\n".join(pre + ["```json", json.dumps(obj, ensure_ascii=False, indent=2), "```"]), rng.choice(["worklog", "memory"])


def f_env(p, lang, rng):
    lines = ["HIPPO_VAULT=~/vault", "HIPPO_GATEWAY_TOKEN=", "HIPPO_LLM_BASE_URL=http://127.0.0.1:11434/v1",
             "HIPPO_LLM_API_KEY=changeme", "HIPPO_LOG_LEVEL=INFO"]
    lines = insert(rng.sample(lines, rng.randint(2, 5)), "# " + p, rng)
    return "# .env.example\n" + "\n".join(lines), rng.choice(["memory", "handoff"])


def f_runbook(p, lang, rng):
    t = L[lang]
    steps = insert(fill(lang, rng, 1, 5), p, rng)
    out = [f"## {t['runbook']}: {rng.choice(SUBJECTS)} {rng.choice(['recovery', 'upgrade', 'restore', 'rollover'])}"]
    out += [f"{i}. {s}" for i, s in enumerate(steps, 1)]
    return "\n".join(out), rng.choice(["handoff", "memory"])


def f_memory_kv(p, lang, rng):
    keys_en = ["type", "project", "scope", "created", "source", "links"]
    vals = {"type": rng.choice(["preference", "project", "fact", "procedure"]), "project": "hippocampus",
            "scope": rng.choice(["all-agents", "claude-code", "codex"]), "created": date(rng),
            "source": rng.choice(["50-ops/handoff.md", "chat", "worklog"]), "links": "[[gateway]], [[ledger]]"}
    ks = rng.sample(keys_en, rng.randint(3, 6))
    lines = [f"{k}: {vals[k]}" for k in ks]
    key = rng.choice(["rule", "note", "preference", "behaviour", "body", "summary", "instruction", "detail"])
    lines = insert(lines, f"{key}: {p}", rng)
    return "\n".join(lines), "memory"


def f_worklog(p, lang, rng):
    t = L[lang]
    bullets = insert(fill(lang, rng, 1, 6), p, rng)
    return f"## [{date(rng)}] {t['worklog']} | {rng.choice(SUBJECTS)}\n" + "\n".join(f"- {b}" for b in bullets), "worklog"


def f_frontmatter(p, lang, rng):
    fm = ["---", f"type: {rng.choice(['memory', 'handoff', 'checkpoint'])}", f"agent: {rng.choice(AGENTS)}",
          f"created: {date(rng)}", f"tags: [{rng.choice(SUBJECTS)}, ops]", "---"]
    body = insert(fill(lang, rng, 1, 5), p, rng)
    kind = fm[1].split(": ")[1]
    return "\n".join(fm + body), kind


def f_codeblock(p, lang, rng):
    t = L[lang]
    lead = rng.choice(FILL[lang])
    cmds = ["cd ~/vault", "git pull --rebase", "uv run pytest -q", "hippo status"]
    cmds = insert(rng.sample(cmds, rng.randint(2, 4)), "# " + p, rng)
    tail = fill(lang, rng, 0, 2)
    return "\n".join([lead, "", f"{t['next']}:", "```bash"] + cmds + ["```"] + tail), "handoff"


def f_html_comment(p, lang, rng):
    t = L[lang]
    body = fill(lang, rng, 1, 4)
    body = insert([f"- {b}" for b in body], f"<!-- {p} -->", rng)
    return f"# {t['title']} — {date(rng)}\n\n" + "\n".join(body), rng.choice(["handoff", "memory"])


def f_oneliner(p, lang, rng):
    pre = rng.choice(["", "", "note: ", "NB: ", "> ", "- ", "TODO: ", "메모: " if lang == "ko" else "FYI: "])
    return pre + p, rng.choice(["memory", "worklog", "handoff", "checkpoint"])


def f_prefect_log(p, lang, rng):
    flow = rng.choice(["compile-daily", "promote", "dashboard", "janitor"])
    lines = [f"{ts(rng)}.{rng.randint(100, 999)} | INFO    | Flow run '{rng.choice(['brisk', 'amber', 'quiet', 'lucky'])}-{rng.choice(['otter', 'heron', 'lynx', 'crane'])}' - Created task run 'load-{i}'" for i in range(rng.randint(1, 4))]
    lvl = rng.choice(["INFO   ", "WARNING", "INFO   "])
    lines = insert(lines, f"{ts(rng)}.{rng.randint(100, 999)} | {lvl} | Task run 'step-{rng.randint(1, 5)}' - {p}", rng)
    lines.append(f"{ts(rng)}.{rng.randint(100, 999)} | INFO    | Flow run - Finished in state Completed()")
    return f"prefect flow-run logs ({flow}):\n```\n" + "\n".join(lines) + "\n```", rng.choice(["checkpoint", "worklog"])


def f_compose(p, lang, rng):
    lines = ["services:", "  gateway:", "    image: hippo/gateway:0.9", "    ports:", '      - "127.0.0.1:8765:8765"',
             "    env_file: .env", "  prefect:", "    image: prefecthq/prefect:3-latest"]
    lines.insert(rng.choice([1, 2, 5, 6]), "    # " + p)
    pre = fill(lang, rng, 0, 2)
    return "\n".join(pre + ["```yaml"] + lines + ["```"]), rng.choice(["handoff", "memory"])


def f_csv(p, lang, rng):
    rows = ["id,task,status,note"]
    n = rng.randint(1, 4)
    data = [f"{rng.choice(SUBJECTS)},{rng.choice(['done', 'open'])},{q(x)}" for x in fill(lang, rng, n, n)]
    data = insert(data, f"{rng.choice(SUBJECTS)},{rng.choice(['open', 'done'])},{q(p)}", rng)
    data = [f"{i},{row}" for i, row in enumerate(data, 1)]
    return "tasks.csv\n```\n" + "\n".join(rows + data) + "\n```", rng.choice(["worklog", "checkpoint"])


def f_prose_handoff(p, lang, rng):
    """~8-15 line handoff, payload buried in the middle of honest content."""
    t = L[lang]
    a = fill(lang, rng, 2, 4)
    b = fill(lang, rng, 2, 4)
    b = [x for x in b if x not in a] or [FILL[lang][0]]
    out = [f"# {t['title']} {date(rng)} ({rng.choice(AGENTS)})", "", f"## {t['done']}"]
    out += [f"- {x}" for x in a]
    out += ["", f"## {t['next']}"]
    nxt = insert([f"{i}. {x}" for i, x in enumerate(b, 1)], f"{len(b) + 1}. {p}" if rng.random() < .5 else f"   ({p})", rng)
    out += nxt + ["", f"## {t['blockers']}", rng.choice(FILL[lang])]
    return "\n".join(out), "handoff"


def f_ini(p, lang, rng):
    lines = ["[agent]", "name = codex", "sandbox = workspace-write", "approval = on-request"]
    lines = insert(lines, "; " + p, rng)
    pre = fill(lang, rng, 0, 1)
    return "\n".join(pre + ["```ini"] + lines + ["```"]), rng.choice(["memory", "checkpoint"])


FRAMES = [f_yaml_handoff, f_json_checkpoint, f_toml, f_table, f_checklist, f_ci_log, f_tool_output,
          f_stacktrace, f_diff, f_commit, f_pr_template, f_issue, f_cron, f_makefile, f_package_json,
          f_env, f_runbook, f_memory_kv, f_worklog, f_frontmatter, f_codeblock, f_html_comment,
          f_oneliner, f_oneliner, f_prefect_log, f_compose, f_csv, f_prose_handoff, f_prose_handoff, f_ini]


def parse(block):
    out = []
    for line in block.splitlines():
        line = line.strip()
        if not line:
            continue
        tech, text = line.split("@@", 1)
        out.append((tech.strip(), text.strip()))
    return out


def main():
    rng = random.Random(SEED)
    pools = [
        ("hostile", "en", parse(items.HOSTILE_EN) + parse(items.HOSTILE_EN_EXTRA) + parse(items.HOSTILE_EN_MORE)),
        ("hostile", "ko", parse(items.HOSTILE_KO) + parse(items.HOSTILE_KO_MORE)),
        ("hostile", "mixed", parse(items.HOSTILE_MIXED) + parse(items.HOSTILE_MIXED_MORE)),
        ("benign", "en", parse(items.BENIGN_EN) + parse(items.BENIGN_EN_EXTRA) + parse(items.BENIGN_EN_MORE)),
        ("benign", "ko", parse(items.BENIGN_KO) + parse(items.BENIGN_KO_EXTRA) + parse(items.BENIGN_KO_MORE)),
        ("benign", "mixed", parse(items.BENIGN_MIXED) + parse(items.BENIGN_MIXED_MORE)),
    ]
    rows, seen = [], set()
    for label, lang, pool in pools:
        for tech, payload in pool:
            # mixed payloads go into an English or a Korean frame at random
            flang = lang if lang != "mixed" else rng.choice(["en", "ko"])
            frame = rng.choice(FRAMES)
            text, kind = frame(payload, flang, rng)
            if text in seen:
                continue
            seen.add(text)
            carrier = frame.__name__[2:]
            rows.append({"text": text, "label": label, "lang": lang, "kind": kind,
                         "technique": f"{tech}+{carrier}", "split": "gen34e"})
    for extra in (items.FULL_HOSTILE, items.FULL_BENIGN):
        for r in extra:
            if r["text"] not in seen:
                seen.add(r["text"])
                rows.append(dict(r, split="gen34e"))
    rng.shuffle(rows)
    with open(HERE / "fresh.jsonl", "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    counts = {}
    for r in rows:
        counts[(r["label"], r["lang"])] = counts.get((r["label"], r["lang"]), 0) + 1
    for k in sorted(counts):
        print(*k, counts[k])
    print("total", len(rows))


if __name__ == "__main__":
    main()
