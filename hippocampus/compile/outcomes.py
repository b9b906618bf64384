"""The compiler's reports as the pipeline's common :class:`~hippocampus.jobs.common.Outcome`
(so flows publish them like every other job: artifact, CLI output, counts)."""

from __future__ import annotations

from hippocampus.jobs.common import Outcome


def compile_outcome(report) -> Outcome:
    out = Outcome(notes=[f"status: {report.status}", *report.notes])
    for thread in report.threads:
        detail = thread.get("reason") or ""
        line = f"{detail} (thread {thread['thread']}, {thread.get('tokens') or 0} tokens)".strip()
        if thread.get("outcome") == "waiting":
            out.add("proposed", str(thread.get("proposal")), f"card {thread.get('card')} → {thread.get('target')}; {line}")
        else:
            out.skip(str(thread.get("card")), line, action=str(thread.get("outcome")))
        out.bump(str(thread.get("outcome")))
    for item in getattr(report, "skipped", []):
        out.skip(item["card"], item["reason"], action="not-compiled")
    out.counts["tokens"] = report.tokens
    return out


def research_outcome(report) -> Outcome:
    out = Outcome(notes=[f"status: {report.status}", *report.notes])
    if report.note:
        out.add("research-note", report.note, f"topic {report.topic!r}, trust {report.trust}, citations {report.citations}")
        out.add("staging-packet", report.card or "", f"cites {report.note}")
    elif report.topic:
        out.skip(report.topic, report.status, action="research")
    out.counts["tokens"] = report.tokens
    return out


def proposals_outcome(status: str, proposals: list[str], notes: list[str]) -> Outcome:
    out = Outcome(notes=[f"status: {status}", *notes])
    for path in proposals:
        out.add("proposed", path)
    out.counts["proposals"] = len(proposals)
    return out
