"""Approval cards written by the compiler and its agents, and the compile verdict ledger.

A compile proposal is an ordinary signed approval card (``vault_schema.approval``) that also
carries ``compile_thread``: the LangGraph thread waiting for the human's decision. The
approvals job applies the card deterministically and then resumes that thread.
"""

from __future__ import annotations

import difflib
import json
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

from hippocampus.compile.draft import CONTESTED, judge_line, slugify
from hippocampus.vault.writer import VaultRun
from vault_schema.approval import ProposalKind, card_hash, render_proposal
from vault_schema.layout import APPROVALS, normalize

LEDGER_DIR = "90-system/gates"


def proposal_path(lib_exists: Any, kind: str, title: str, today: date) -> str:
    """A free ``30-reviews/approvals/<date>-<kind>-<slug>.md`` path."""
    stem = f"{today.isoformat()}-{kind}-{slugify(title)}"
    path = f"{APPROVALS}/{stem}.md"
    n = 2
    while lib_exists(path):
        path = f"{APPROVALS}/{stem}-{n}.md"
        n += 1
    return path


def _link(path: str) -> str:
    return f"[[{normalize(path).removesuffix('.md')}]]"


def _one_line(text: object) -> str:
    """Model-written text as one line: it can never add a line (a box, a heading) to the card."""
    return " ".join(str(text).split())


def _check_line(check: dict[str, Any]) -> str:
    mark = {"ok": "✅", "url-ok": "✅", "unverified-url": "⚠️ 미검증 (unverified)"}.get(check["status"], "❌")
    return f"- {mark} `{_one_line(check['anchor'])}` — {check['status']}: {_one_line(check['detail'])}"


#: Lines of the canonical page's diff shown in a merge proposal (the rest: counted, not shown).
DIFF_LINES = 400


def page_diff(current: str, replacement: str, path: str) -> list[str]:
    """The unified diff of a canonical page against what a merge writes over it, as an indented
    block (no line of it can read as a box or a heading of the approval card)."""
    lines = list(difflib.unified_diff(current.splitlines(), replacement.splitlines(), f"a/{path}", f"b/{path}", lineterm="", n=2))
    shown = [f"    {line}" for line in lines[:DIFF_LINES]]
    if len(lines) > DIFF_LINES:
        shown.append(f"    … {len(lines) - DIFF_LINES} more diff line(s): `git diff` after applying shows them all")
    return shown or ["    (no change to the page's text)"]


def compile_summary(state: dict[str, Any], *, model: str, tokens: int, replaced: str | None = None, replacement: str | None = None) -> str:
    draft = state["draft"]
    merge = state.get("merge")
    lines = [f"카드 (card): {_link(state['card'])} → 대상 (target): `{state['target']}`", ""]
    if merge:
        apply = "manual" if merge["human_edit"] else "replace"
        lines += [
            "## 병합 (merge)",
            "",
            f"- 같은 주제의 정본이 있습니다: {_link(merge['into'])} (trust {merge['trust']})",
            (
                "- 이 페이지는 `human_edit`입니다. 승인해도 자동으로 수정되지 않습니다: "
                "제안된 내용은 카드에 남고, 반영은 사람이 직접 합니다. (apply: manual)"
                if apply == "manual"
                else "- 승인하면 정본의 내용이 이 카드의 병합본으로 교체됩니다 (created 유지). 아래가 바뀌는 내용입니다; "
                "정본이 그 사이 바뀌면 이 제안은 적용되지 않습니다 (stale). (apply: replace)"
            ),
            "",
        ]
        if replaced is not None and replacement is not None:
            title = "### 정본 변경 (diff of the canonical page)" if apply == "replace" else "### 제안된 변경 (the change you would make by hand)"
            lines += [title, "", *page_diff(replaced, replacement, merge["into"]), ""]
    verdict = state.get("verdict") or {}
    lines += ["## 심판 (judge)", "", f"- {_one_line(judge_line(verdict))}", ""]
    lines += ["## 인용 검증 (web_verify)", ""] + [_check_line(c) for c in state.get("checks", [])] + [""]
    lines += ["## 게이트 (gates)", ""] + [f"- {_one_line(g)}" for g in state.get("gate_lines", [])] + [""]
    lines += [f"모델 (model): `{model}` · 토큰 (tokens): {tokens:,} · 신뢰도 (confidence): {draft.get('confidence')}"]
    return "\n".join(lines)


def render_compile_proposal(state: dict[str, Any], *, thread_id: str, model: str, tokens: int, today: date, card_text: str,
                            replaced: str | None = None, replacement: str | None = None) -> str:
    """The signed approval card. For a merge, ``replaced`` is the canonical page now and
    ``replacement`` what applying writes over it: the card shows their diff and pins the page
    (``target_sha256``), so a page changed since is never replaced by a diff nobody saw."""
    merge = state.get("merge")
    fields: dict[str, Any] = {
        "card": state["card"],
        "card_sha256": card_hash(card_text),
        "target": state["target"],
        "sector": state["sector"],
        "title": state["draft"]["title"],
        "compile_thread": thread_id,
        "model": model,
        "tokens": tokens,
    }
    if (state.get("verdict") or {}).get("decision") == CONTESTED:
        fields["judge"] = CONTESTED  # signed: approvals never auto-approves it
    kind = ProposalKind.PROMOTION
    if merge:
        kind = ProposalKind.MERGE
        fields["apply"] = "manual" if merge["human_edit"] else "replace"
        fields["target_trust"] = merge["trust"]
        if replaced is not None:
            fields["target_sha256"] = card_hash(replaced)
    summary = compile_summary(state, model=model, tokens=tokens, replaced=replaced, replacement=replacement)
    if fields.get("judge") == CONTESTED:
        summary = ("> ⚠️ **판정 모순 (contested judge)**: the judge answered `accept`, but its own reasons say "
                   f"`{_one_line(state['verdict'].get('against'))}`. This is not an accept: read the draft before ticking "
                   "(HIPPO_AUTO_APPROVE never applies it).\n\n") + summary
    return render_proposal(kind, state["draft"]["title"], fields, summary, today)


@contextmanager
def vault_run(root: Path, flow: str, run: VaultRun | None, *, dry_run: bool, today: date) -> Iterator[VaultRun]:
    """The caller's run (a flow's, the approvals job's), or an own one: committed once on
    success, rolled back on any exception (no partial writes, ever)."""
    if run is not None:
        yield run
        return
    own = VaultRun(root, flow, dry_run=dry_run, today=today)
    with own:
        yield own


def append_jsonl(run: VaultRun, rel: str, record: dict[str, Any]) -> None:
    """Append one JSON line to an append-only ledger."""
    run.append(rel, json.dumps(record, ensure_ascii=False, sort_keys=True, default=str) + "\n")


def ledger_record(run: VaultRun, today: date, **fields: Any) -> None:
    """One compile verdict line in ``90-system/gates/compile-YYYY-MM.jsonl`` (read by the eval)."""
    record = {"ts": datetime.now(UTC).isoformat(timespec="seconds"), "day": today.isoformat(), **fields}
    append_jsonl(run, f"{LEDGER_DIR}/compile-{today:%Y-%m}.jsonl", record)
