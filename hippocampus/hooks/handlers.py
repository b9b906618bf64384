"""What each hook event does, with the same core calls the MCP tools make (in process).

Each handler returns the text to inject as additional context (session start, prompt submit)
or ``None`` (nothing to print), and a one-line note for the hook log. A handler raises
:class:`HookUnavailable` when the vault, the home or the store is not there; the runner turns
that (and anything else) into a silent exit 0 and a log line.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path

from hippocampus.config import Settings
from hippocampus.hooks import render
from hippocampus.hooks.payload import Payload
from hippocampus.hooks.transcript import last_assistant_message
from hippocampus.ledger.db import Ledger
from hippocampus.screening.detector import flagged
from hippocampus.vault import safety
from vault_schema.secrets import redact_keys

AGENT = {"claude": "claude-code", "codex": "codex"}
WORK_CHARS = 4000
CONVERSATION_BYTES = 12_000
TURN_LINE_CHARS = 300


class HookUnavailable(RuntimeError):
    """A part the hook needs is missing (logged; the hook prints nothing)."""


@dataclass(frozen=True)
class Result:
    context: str | None
    note: str


def _ledger(settings: Settings) -> Ledger:
    if not settings.home.is_dir():
        raise HookUnavailable(f"no hippocampus home at {settings.home} (run `hippo init` or set HIPPO_HOME)")
    from hippocampus.ledger.shared import open_ledger_all

    return open_ledger_all(settings.ledger_path)


def _vault(settings: Settings) -> Path:
    vault = Path(settings.vault).expanduser()
    if not vault.is_dir():
        raise HookUnavailable(f"no vault at {vault} (set HIPPO_VAULT)")
    return vault


def session_start(settings: Settings, payload: Payload, project: str, partial: dict[str, object] | None = None) -> Result:
    """The resume bundle as context. ``partial`` receives the bundle as each part is finished
    (already screened), so a hook past its deadline can still print what it has."""
    from hippocampus.workspace.resume import resume_bundle

    vault = _vault(settings)
    ledger = _ledger(settings)

    def keep(bundle: dict[str, object]) -> None:
        if partial is not None:
            partial["bundle"], partial["parts"] = bundle, int(str(partial.get("parts") or 0)) + 1

    try:
        bundle = resume_bundle(vault, ledger, project, on_part=keep)
    finally:
        ledger.close()
    text = render.resume_context(bundle, settings.hook_context_bytes, redact=settings.redact_keys)
    return Result(text, f"resume bundle of {project}: {len(text.encode('utf-8'))} bytes")


def partial_context(settings: Settings, event: str, partial: dict[str, object]) -> str | None:
    """What a session-start hook past its deadline prints: the parts finished so far, saying
    which were left out, or, when none was finished, one line saying so (never nothing);
    nothing for the other events."""
    from hippocampus.workspace.resume import PARTS

    if event != "session-start":
        return None
    bundle = partial.get("bundle")
    done = int(str(partial.get("parts") or 0)) if isinstance(bundle, dict) else 0
    why = (f"the hook's {settings.hook_budget_s:g} s budget ran out (HIPPO_HOOK_BUDGET_S, counted from process start) before "
           f"{', '.join(PARTS[done:])}; call hippo_resume for all of it")
    if not isinstance(bundle, dict):
        # Trigger: no part was finished by the deadline (start-up alone can outlast a short
        # budget under load). Why: silence reads as "nothing recorded". Outcome: one line saying so.
        return f"# Hippocampus shared memory\nPARTIAL: {why}."
    return render.resume_context(bundle, settings.hook_context_bytes, redact=settings.redact_keys, partial=why)


def prompt_submit(settings: Settings, payload: Payload, project: str) -> Result:
    prompt = payload.text("prompt")
    if prompt is None:
        return Result(None, "no prompt in the payload")
    hints, how = _hints(settings, prompt[:4000])
    # a skill note is vault text like any other: a flagged one is not offered
    hints = [h for h in hints if not flagged(" ".join(str(h.get(k) or "") for k in ("name", "path", "line")))]
    text = render.skill_hints(hints)
    return Result(text, f"{len(hints)} skill hint(s) via {how}")


def _hints(settings: Settings, prompt: str) -> tuple[list[dict[str, str]], str]:
    # Trigger: a prompt needs hints within ~1.5 s. Why: a running gateway has the Korean
    # tokenizer loaded (seconds to load in a fresh process, ADR 0023). Outcome: ask it first
    # (its hippo_suggest keeps the same budget); else search the published store in process.
    from hippocampus.remote import GatewayUnavailable, find_gateway

    env_token = settings.mcp_token.get_secret_value() if settings.mcp_token else None
    gateway, _why = find_gateway(settings.home, settings.vault, env_token)
    if gateway is not None:
        try:
            return list(gateway.call_tool("hippo_suggest", {"prompt": prompt}).get("candidates") or []), "the gateway"
        except (GatewayUnavailable, OSError, ValueError):
            pass
    from hippocampus.assist import suggest
    from hippocampus.store.reader import Store

    store = Store.open_latest(settings.store_dir, engine="sql")  # one query: no in-memory index to build
    try:
        return list(suggest.for_prompt(store, prompt)["candidates"]), "the local store"
    finally:
        store.close()


def post_tool_use(settings: Settings, payload: Payload, project: str) -> Result:
    from hippocampus.memory.lessons import api

    session = payload.session_id
    if session is None or "tool_response" not in payload.raw:
        return Result(None, "no session_id or tool_response: nothing to verify")
    if not settings.home.is_dir():
        raise HookUnavailable(f"no hippocampus home at {settings.home}")
    data: dict[str, object] = {"tool_result": payload.raw["tool_response"]}
    command = _command(payload.raw.get("tool_input"))
    if command:
        data["command"] = command
    use_id = payload.text("tool_use_id") or _digest(session, json.dumps(payload.raw["tool_response"], sort_keys=True, default=str))
    out = api.record(settings, "verification", project, task_id=session, data=data, event_id=f"hook:{_digest(session, use_id)}")
    verdict = out.get("verification") or {}
    return Result(None, f"verification {verdict.get('outcome')} ({verdict.get('reason')}), recorded={out['recorded']}")


def _command(tool_input: object) -> str | None:
    raw = tool_input.get("command") if isinstance(tool_input, dict) else None
    if isinstance(raw, list):
        raw = " ".join(str(part) for part in raw)
    if not isinstance(raw, str) or not raw.strip():
        return None
    text = redact_keys(raw.strip()[:1200])[0][:200]  # redacted, then cut: a key across the cut is not left half shown
    return None if safety.problems(text, max_bytes=safety.MAX_LINE_BYTES) else text


def _digest(*parts: str) -> str:
    return hashlib.sha256("\x1f".join(parts).encode("utf-8")).hexdigest()[:16]


def stop(settings: Settings, payload: Payload, project: str, client: str) -> Result:
    session = payload.session_id
    message = payload.text("last_assistant_message") or last_assistant_message(payload.text("transcript_path"))
    if session is None or message is None:
        return Result(None, f"{'; '.join(_missing(payload, message))}: nothing to checkpoint")
    summary = _screened(message[:WORK_CHARS + 1000], cut=WORK_CHARS)
    if summary is None:
        return Result(None, "the turn's summary was refused by the write screening (secret or injection): not stored")
    turn = payload.turn_id or _digest(session, message)
    ledger = _ledger(settings)
    try:
        work = _checkpoint(ledger, project, "work", session, f"hook:{_digest(session, turn)}:work", summary, client)
        conversation = _conversation(ledger, project, session, _digest(session, turn), summary, client)
    finally:
        ledger.close()
    return Result(None, f"work checkpoint {work}, conversation checkpoint {conversation}")


def _missing(payload: Payload, message: str | None) -> list[str]:
    """What a Stop checkpoint lacks, each said apart, for the hook log.

    Trigger: a Stop payload with a ``session_id`` whose ``transcript_path`` names no file.
    Why: the log said "no session_id or assistant message", and the session id was there.
    Outcome: "no session_id", and for the message whether the payload named no transcript,
    named one that is not there, or one without an assistant message.
    """
    missing = [] if payload.session_id is not None else ["no session_id"]
    if message is None:
        path = payload.text("transcript_path")
        if path is None:
            missing.append("no assistant message (neither last_assistant_message nor transcript_path)")
        elif not Path(path).expanduser().is_file():
            missing.append(f"no assistant message (the transcript {path} is not there)")
        else:
            missing.append(f"no assistant message in the transcript {path}")
    return missing


def _screened(text: str, cut: int | None = None) -> str | None:
    """``text`` with key-shaped strings redacted (then cut to ``cut`` characters: a key across the
    cut is redacted whole, not left half shown), or None when it still fails the screening."""
    redacted = redact_keys(text)[0][:cut]
    return None if safety.problems(redacted, max_bytes=safety.MAX_SUMMARY_BYTES) else redacted


def _checkpoint(ledger: Ledger, project: str, kind: str, session: str, event_id: str, summary: str, client: str) -> str:
    from hippocampus.ledger import checkpoints

    out = checkpoints.record(ledger, project=project, kind=kind, session_id=session, event_id=event_id,
                             summary=summary, agent=AGENT.get(client, client), details={"source": "hook"})
    return str(out["status"])


def _conversation(ledger: Ledger, project: str, session: str, turn: str, summary: str, client: str) -> str:
    """The session's cumulative summary: the previous one plus this turn's line (oldest lines
    dropped past :data:`CONVERSATION_BYTES`). A re-delivered turn is found by its event id
    first, so the summary is never rebuilt on top of itself."""
    event_id = f"hook:{turn}:conversation"
    if ledger.query("SELECT 1 FROM checkpoints WHERE event_id = ?", (event_id,)):
        return "duplicate"
    rows = ledger.query("SELECT summary FROM checkpoints WHERE project = ? AND session_id = ? AND kind = 'conversation' "
                        "ORDER BY pseq DESC LIMIT 1", (project, session))
    lines = (str(rows[0]["summary"]).split("\n") if rows else []) + ["- " + " ".join(summary.split())[:TURN_LINE_CHARS]]
    while len(lines) > 1 and len("\n".join(lines).encode("utf-8")) > CONVERSATION_BYTES:
        lines.pop(0)
    return _checkpoint(ledger, project, "conversation", session, event_id, "\n".join(lines), client)
