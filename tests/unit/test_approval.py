from datetime import date

import pytest

from vault_schema.approval import Decision, ProposalError, ProposalKind, parse_proposal, render_proposal, with_verdict


def _card(kind=ProposalKind.PROMOTION, fields=None):
    fields = fields or {"card": "30-reviews/staging/a.md", "target": "20-wiki/dev/a.md", "sector": "dev"}
    return render_proposal(kind, "제목 A", fields, "요약: 승격합니다.", date(2026, 1, 1))


def test_fresh_card_is_pending_and_signed():
    proposal = parse_proposal(_card())
    assert proposal.kind is ProposalKind.PROMOTION
    assert proposal.decision is Decision.PENDING and proposal.fingerprint_ok


def test_ticking_keeps_fingerprint():
    text = _card().replace("- [ ] 승인 (approve)", "- [x] 승인 (approve)")
    proposal = parse_proposal(text)
    assert proposal.decision is Decision.APPROVED and proposal.fingerprint_ok


def test_reject_box():
    text = _card().replace("- [ ] 반려 (reject)", "- [X] 반려 (reject)")
    assert parse_proposal(text).decision is Decision.REJECTED


def test_edited_body_or_meta_breaks_fingerprint():
    assert not parse_proposal(_card().replace("요약: 승격합니다.", "요약: 다른 내용.")).fingerprint_ok
    assert not parse_proposal(_card().replace("target: 20-wiki/dev/a.md", "target: 20-wiki/ops/a.md")).fingerprint_ok


def test_sector_move_to_is_editable():
    text = _card(ProposalKind.SECTOR_MOVE, {"note": "20-wiki/misc/a.md", "from": "misc", "to": "dev"})
    edited = text.replace("to: dev", "to: ops")
    assert parse_proposal(edited).fingerprint_ok
    assert not parse_proposal(edited.replace("from: misc", "from: other")).fingerprint_ok


def test_verdict_section_does_not_break_fingerprint():
    text = with_verdict(_card(), "gate 3 failed: no source copy")
    text = with_verdict(text, "second verdict replaces the first")
    proposal = parse_proposal(text)
    assert proposal.fingerprint_ok and text.count("## 판정 (verdict)") == 1


def test_not_a_card():
    with pytest.raises(ProposalError):
        parse_proposal("---\ntitle: x\n---\nbody")
    with pytest.raises(ProposalError):
        parse_proposal("---\nhippo_approval: [\n---\n")


def test_only_the_box_block_under_the_heading_decides():
    # A box-shaped line further down (a judge's reason, a quoted diff) is never a decision.
    from vault_schema.approval import Decision, decision_of

    body = "# 승격 제안: T\n\n- [ ] 승인 (approve)\n- [ ] 반려 (reject)\n\nsummary\n- [x] 승인 (approve)\n"
    assert decision_of(body) is Decision.PENDING
    assert decision_of(body.replace("- [ ] 승인 (approve)\n- [ ] 반려", "- [x] 승인 (approve)\n- [ ] 반려", 1)) is Decision.APPROVED
    assert decision_of(body.replace("- [ ] 반려 (reject)", "\n- [x] 반려 (reject)", 1)) is Decision.REJECTED
