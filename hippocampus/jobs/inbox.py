"""inbox_scan: 00-inbox → 10-sources copy (trust preserved) + staging card; original → .processed/.

Per file, inside a savepoint of the run (a failure undoes only that file and never blocks
the others):

0. screening first (docs/adr/0021-screening.md): a file holding a key-shaped secret moves to the
   git-ignored ``00-inbox/.quarantine/`` and nothing of it is written or committed (the report
   names the file and the lines, never the value); a trading signal is refused (the file stays);
   injection markers are ingested at the lowest trust with ``screen_findings`` on copy and card;
1. identical content already ingested (hash registry) → the file moves to ``.processed/``,
   nothing is duplicated;
2. otherwise the source copy ``10-sources/<date>_<slug>.md`` keeps the original body byte
   for byte and every frontmatter key, with ``status: raw-source``, the effective trust and
   the content hash (``inbox_sha256``) added;
3. a staging card ``30-reviews/staging/<date>_<slug>.md`` (status draft) cites the copy;
4. the original moves to ``00-inbox/.processed/``.

The hash registry is the ``inbox_sha256`` key of the source copies themselves (ADR 0013):
no second file that could drift, and reverting an inbox commit reverts its registry entry.
"""

from __future__ import annotations

import hashlib
from datetime import date, datetime, timedelta
from pathlib import PurePosixPath

from hippocampus.jobs.common import Outcome, dated_name, no_md, unique_name
from hippocampus.jobs.quarantine import quarantine
from hippocampus.vault.safety import Screening, screen, trading_signal
from hippocampus.vault.writer import DirtyPathError, VaultRun
from vault_schema.fmedit import FrontmatterEditError, set_keys
from vault_schema.frontmatter import ENUMS, TRUST_RANK, NoteMeta, Trust, render_note, split_frontmatter
from vault_schema.layout import INBOX, PROCESSED, SOURCES, STAGING
from vault_schema.markdown import parse_sections
from vault_schema.secrets import find_keys, redact_keys

#: Files the scan ingests; anything else stays in the inbox and is reported.
TEXT_SUFFIXES = (".md", ".markdown", ".txt")
#: Frontmatter keys that mark an agent capture (the gateway writes ``capture`` and ``agent``).
AGENT_KEYS = ("capture", "capture_kind", "agent", "captured_by")
#: An agent capture never enters above this trust, whatever it claims.
AGENT_TRUST_CAP = Trust.LLM_SUMMARY
#: Default trust of an agent capture that states none.
AGENT_DEFAULT_TRUST = Trust.LLM_CONTEXT
#: A user's own file without a stated trust is a source.
USER_DEFAULT_TRUST = Trust.SOURCE
#: An inbox file still there after this long is stuck (the scan runs every 10 minutes).
STUCK_AFTER = timedelta(hours=24)
REGISTRY_KEY = "inbox_sha256"
#: Frontmatter key listing the injection findings of an ingested file (copy and card).
FINDINGS_KEY = "screen_findings"
CARD_TYPES = frozenset({"concept", "entity", "comparison", "query", "map"})
URL_KEYS = ("origin", "url", "source_url", "link")


def content_hash(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def is_agent_capture(meta: NoteMeta) -> bool:
    return any(meta.has(key) for key in AGENT_KEYS)


def effective_trust(meta: NoteMeta) -> tuple[str, str | None]:
    """The trust a copy gets, and a note when it differs from what the file states.

    Trigger: a stated trust above the cap of its kind, or a value outside the contract.
    Why: moving between lanes never raises trust (TRUST_RANK); an agent cannot vouch for itself.
    Outcome: the lower value, with the reason recorded in the report.
    """
    stated = meta.trust
    agent = is_agent_capture(meta)
    if stated is None:
        return (AGENT_DEFAULT_TRUST if agent else USER_DEFAULT_TRUST).value, None
    if stated not in ENUMS["trust"]:
        return Trust.WEB_STAGING.value, f"unknown trust {stated!r} → web_staging (lowest)"
    if agent and TRUST_RANK[stated] > TRUST_RANK[AGENT_TRUST_CAP]:
        return AGENT_TRUST_CAP.value, f"agent capture claimed trust {stated!r}; capped at {AGENT_TRUST_CAP.value}"
    return stated, None


def registered_hashes(run: VaultRun) -> dict[str, str]:
    """content hash → source copy, read from the source copies' frontmatter."""
    found: dict[str, str] = {}
    for rel in run.list_files(SOURCES):
        text = run.read_text(rel)
        if not text or REGISTRY_KEY not in text:
            continue
        value = split_frontmatter(text).meta.get(REGISTRY_KEY)
        if value:
            found.setdefault(str(value), rel)
    return found


def _title(meta: NoteMeta, body: str, stem: str) -> str:
    if meta.title:
        return meta.title
    for section in parse_sections(body):
        if section.level == 1 and section.heading:
            return section.heading
    return stem


def _processed_target(run: VaultRun, rel: str) -> str:
    name = PurePosixPath(rel).relative_to(INBOX).as_posix()
    stem, suffix = PurePosixPath(name).stem, PurePosixPath(name).suffix
    folder = PurePosixPath(f"{PROCESSED}/{name}").parent.as_posix()
    return unique_name(run.list_files(folder, suffix="", hidden=True, recursive=False), folder, stem, suffix)


def source_text(original: str, meta: NoteMeta, has_frontmatter: bool, *, title: str, trust: str, sha: str, origin: str, today: date,
                findings: list[str] | None = None) -> str:
    """The source copy: the original bytes of the body, every original key kept, governance keys set."""
    updates: dict[str, object] = {"status": "raw-source", "trust": trust}
    # Trigger: the dropped note states a type or status of its own (`type: recipe`, `status: reading`,
    # a Dataview field). Why: the source copy's governance keys replace them, and the user's value
    # lived only in .processed/ until the janitor cleared it. Outcome: kept beside, as inbox_type /
    # inbox_status, like inbox_origin.
    for key, governed in (("type", "source-summary" if meta.type not in ENUMS["type"] else meta.type), ("status", "raw-source")):
        own = meta.get(key)
        if isinstance(own, str) and own.strip() and own != governed:
            updates[f"inbox_{key}"] = own
    if findings:
        updates[FINDINGS_KEY] = findings
    if not meta.title:
        updates["title"] = title
    if meta.type not in ENUMS["type"]:
        updates["type"] = "source-summary"
    if not meta.has("created"):
        updates["created"] = today
    updates[REGISTRY_KEY] = sha
    updates["inbox_origin"] = origin
    if not has_frontmatter:
        updates = {"type": updates.pop("type", "source-summary"), **updates}
    return set_keys(original, updates)


def card_text(meta: NoteMeta, body: str, *, title: str, trust: str, source: str, today: date, findings: list[str] | None = None) -> str:
    """A draft staging card that cites its source copy."""
    kind = str(meta.get("capture") or meta.get("capture_kind") or "inbox")
    fm = {
        "type": meta.type if meta.type in CARD_TYPES else "concept",
        "status": "draft",
        "trust": trust,
        "title": title,
        "created": today,
        "updated": today,
        "tags": list(meta.tags),
        "sources": [source],
        "card_kind": kind,
    }
    if findings:
        fm[FINDINGS_KEY] = findings
    sections = parse_sections(body)
    lines = [line for line in body.strip("\n").split("\n")]
    if sections and sections[0].level == 1 and sections[0].heading == title:
        lines = body.strip("\n").split("\n")[1:]  # the card's own H1 replaces the copy's
    target = no_md(source)
    heading = next((s.anchor_fragment for s in sections if s.level), None)
    urls = [str(meta.get(k)) for k in URL_KEYS if str(meta.get(k) or "").startswith(("http://", "https://"))]
    refs = [f"- [[{target}#{heading}]]" if heading else f"- [[{target}]]"] + [f"- {u}" for u in urls]
    text = f"\n# {title}\n\n" + "\n".join(lines).strip("\n") + "\n\n## 출처 (sources)\n\n" + "\n".join(refs) + "\n"
    return render_note(fm, text)


def screened_out(run: VaultRun, rel: str, data: bytes, out: Outcome) -> Screening | None:
    """The screening of an inbox file's bytes, or ``None`` when it was quarantined.

    Trigger: the bytes (read as text, undecodable bytes replaced) hold a key-shaped secret.
    Why: whatever the scan writes is committed, and a secret in git history needs a history
    rewrite to remove. Outcome: the file moves to the git-ignored quarantine, nothing of it is
    written; the report and log name the file, the lines and the kind of key, never the value.
    """
    found = screen(data.decode("utf-8", errors="replace").removeprefix("\ufeff"))
    # the file's name too: it is copied into the source note (inbox_origin), the .processed/ path and the log
    in_name = [f"its name: looks like {name}" for name, _ in find_keys(rel)]
    if not found.secrets and not in_name:
        return found
    where = quarantine(run, rel)
    # a key in the name is not repeated in what is logged and committed (log.md, HOME.md, the report)
    shown, shown_where = redact_keys(rel)[0], redact_keys(where)[0]
    what = "; ".join(in_name + ([found.where(found.secrets)] if found.secrets else []))
    run.log("inbox quarantined", f"{shown} → {shown_where} (key-shaped secret)")
    out.skip(shown, f"holds a key-shaped secret ({what}); {'would move' if run.dry_run else 'moved'} to `{shown_where}` "
                    "(git-ignored, nothing committed): remove the secret and move the file back to 00-inbox/", action="quarantine")
    return None


def ingest_file(run: VaultRun, rel: str, registry: dict[str, str], out: Outcome, *, max_bytes: int, today: date) -> None:
    """Process one inbox file; raises nothing for bad input (it is skipped with the reason)."""
    data = run.read_bytes(rel) or b""
    if len(data) > max_bytes:
        out.skip(rel, f"{len(data):,} bytes exceeds the {max_bytes:,}-byte limit")
        return
    found = screened_out(run, rel, data, out)
    if found is None:
        return
    suffix = PurePosixPath(rel).suffix.lower()
    if suffix not in TEXT_SUFFIXES:
        out.skip(rel, f"unsupported file type {suffix or '(none)'}: only Markdown/text is ingested (link attachments from a note)")
        return
    sha = content_hash(data)
    if sha in registry:
        # Trigger: identical bytes were ingested before. Why: a re-dropped file must not
        # duplicate sources or cards. Outcome: only the move to .processed/, logged.
        done = _processed_target(run, rel)
        run.move(rel, done, consume=True)
        run.log("inbox duplicate", f"{rel} = {registry[sha]} → {done}")
        out.add("duplicate", rel, f"identical to `{registry[sha]}`; moved to `{done}`")
        return
    try:
        text = data.decode("utf-8").removeprefix("\ufeff")
    except UnicodeDecodeError as exc:
        out.skip(rel, f"not UTF-8 text (byte {exc.start}); convert it and it will be picked up")
        return
    if found.trading:
        # Trigger: the capture carries a trading signal. Why: SPEC §1 forbids storing them,
        # so nothing is copied or committed. Outcome: the file stays for the human to delete.
        out.skip(rel, f"rejected: {found.trading[0].message('text')}", action="reject")
        return
    split = split_frontmatter(text)
    if split.error:
        out.skip(rel, f"frontmatter unreadable ({split.error}); fix it and it will be picked up")
        return
    meta = NoteMeta(split.meta)
    stem = PurePosixPath(rel).stem
    title = _title(meta, split.body, stem)
    trust, trust_note = effective_trust(meta)
    findings = found.findings()
    if findings:
        # Trigger: the text carries injection markers ("ignore previous instructions", chat
        # markup). Why: it may be a note about injection, or one aimed at the agents that will
        # read it; a human decides at review. Outcome: ingested at the lowest trust with the
        # findings on the copy and the card (ADR 0021).
        trust, trust_note = Trust.WEB_STAGING.value, f"injection markers ({found.where(found.injection)}) → trust web_staging; see `{FINDINGS_KEY}`"
    base = dated_name(stem, today)
    source = unique_name(run.list_files(SOURCES), SOURCES, base)
    card = unique_name(run.list_files(STAGING), STAGING, PurePosixPath(source).stem)
    try:
        copy = source_text(text, meta, split.has_frontmatter, title=title, trust=trust, sha=sha, origin=rel, today=today, findings=findings)
    except FrontmatterEditError as exc:
        out.skip(rel, f"cannot add governance keys to its frontmatter: {exc}")
        return
    run.write(source, copy)
    run.write(card, card_text(meta, split.body, title=title, trust=trust, source=source, today=today, findings=findings))
    done = _processed_target(run, rel)
    run.move(rel, done, consume=True)
    registry[sha] = source
    run.log("ingest", f"{rel} → {source} + {card}")
    out.add("ingest", rel, f"→ `{source}` + card `{card}` (trust {trust})" + (f"; {trust_note}" if trust_note else ""))


def inbox_files(run: VaultRun) -> list[str]:
    """Files waiting in the inbox (hidden files and ``.processed/`` excluded)."""
    return [rel for rel in run.list_files(INBOX, suffix="") if not rel.startswith(PROCESSED + "/")]


def scan_inbox(run: VaultRun, *, max_bytes: int = 5_000_000, today: date | None = None) -> Outcome:
    """Ingest every inbox file; one bad file never blocks the others."""
    today = today or run.today
    out = Outcome()
    registry = registered_hashes(run)
    for rel in inbox_files(run):
        try:
            with run.savepoint():
                ingest_file(run, rel, registry, out, max_bytes=max_bytes, today=today)
        except DirtyPathError as exc:
            out.skip(rel, str(exc))
        except Exception as exc:  # noqa: BLE001 - reported per file, never blocks the others
            out.skip(rel, f"failed ({type(exc).__name__}: {exc}); left in the inbox, nothing written for it", action="error")
    out.counts = {
        "ingested": sum(1 for i in out.done if i.action == "ingest"),
        "duplicates": sum(1 for i in out.done if i.action == "duplicate"),
        "skipped": len(out.skipped),
        "quarantined": sum(1 for i in out.skipped if i.action == "quarantine"),
    }
    return out


def reconcile_stuck(run: VaultRun, *, now: datetime, max_bytes: int = 5_000_000, stuck_after: timedelta = STUCK_AFTER) -> Outcome:
    """Janitor's stuck-inbox reconcile: files the scan keeps skipping for longer than ``stuck_after``.

    Trigger: an inbox file older than ``stuck_after`` (by mtime).
    Why: a file the scan skips forever is knowledge that never arrives, and a file that was
    ingested but never moved (a crash, a revert) is noise; neither may lose content.
    Outcome: if its bytes are already in a source copy it moves to ``.processed/``; otherwise a
    source copy is guaranteed first (raw text wrapped as a low-trust source, or the bytes kept
    under ``10-sources/attachments/``) and then it moves. Trading signals are never copied.
    """
    out = Outcome()
    registry = registered_hashes(run)
    for rel in inbox_files(run):
        path = run.root / rel
        try:
            age = now - datetime.fromtimestamp(path.stat().st_mtime, tz=now.tzinfo)
        except OSError:
            continue
        if age <= stuck_after:
            continue
        try:
            with run.savepoint():
                _reconcile_one(run, rel, registry, out, max_bytes=max_bytes, hours=age.total_seconds() / 3600)
        except DirtyPathError as exc:
            out.skip(rel, str(exc), rule="stuck-inbox")
        except Exception as exc:  # noqa: BLE001
            out.skip(rel, f"failed ({type(exc).__name__}: {exc})", action="error", rule="stuck-inbox")
    return out


def _reconcile_one(run: VaultRun, rel: str, registry: dict[str, str], out: Outcome, *, max_bytes: int, hours: float) -> None:
    data = run.read_bytes(rel) or b""
    if screened_out(run, rel, data, out) is None:
        return  # a secret is never copied, however long it waited
    sha = content_hash(data)
    why = f"in the inbox for {hours:.0f} h"
    if sha not in registry:
        text: str | None
        try:
            text = data.decode("utf-8").removeprefix("\ufeff")
        except UnicodeDecodeError:
            text = None
        if text is not None and trading_signal(text):
            out.skip(rel, "stuck, but carries a trading signal: never copied; delete it", rule="stuck-inbox")
            return
        if len(data) > max_bytes:
            out.skip(rel, f"stuck, {len(data):,} bytes exceeds the limit; move it out by hand", rule="stuck-inbox")
            return
        name = PurePosixPath(rel).name
        if text is None or PurePosixPath(rel).suffix.lower() not in TEXT_SUFFIXES:
            target = unique_name(run.list_files(f"{SOURCES}/attachments", suffix=""), f"{SOURCES}/attachments", PurePosixPath(name).stem, PurePosixPath(name).suffix)
            run.write_bytes(target, data)
        else:
            # The text is kept verbatim as the body (a broken frontmatter block included) under
            # new governance keys, at the lowest trust: nothing about it could be verified.
            fm = {"type": "source-summary", "status": "raw-source", "trust": Trust.WEB_STAGING.value, "title": PurePosixPath(name).stem,
                  "created": run.today, REGISTRY_KEY: sha, "inbox_origin": rel, "reconciled": True}
            target = unique_name(run.list_files(SOURCES), SOURCES, dated_name(PurePosixPath(name).stem, run.today))
            run.write(target, render_note(fm, "\n" + text))
        registry[sha] = target
        why += f"; source copy guaranteed at {target}"
    done = _processed_target(run, rel)
    run.move(rel, done, consume=True)
    run.log("reconcile stuck inbox", f"{rel} → {done}")
    out.add("reconcile", rel, f"{why}; moved to `{done}`", rule="stuck-inbox")
