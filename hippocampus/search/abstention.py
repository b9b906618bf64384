"""When the search answers nothing (ADR 0004, ADR 0006, ADR 0019, ADR 0033): the abstention rule.

Evidence (:class:`Evidence`) is taken from the hits the search *returns* and from the store
itself, never from constants alone:

* ``answer_cosine`` — the best cosine among the returned hits (a cosine of a section that is
  not shown justifies nothing);
* ``coverage`` — the idf-weighted share of the query's words that the best of the top three
  returned hits holds *as the user's words* (search/coverage.py: the analyser's postings, not a
  substring; for an English stem the query's word or an inflection of it, not a derivation or a
  stem collision), the same floor whether or not a cosine exists;
* ``null_level`` / ``null_ceiling`` — what off-topic probe questions in the query's language
  reach in the query's scope (search/nullfloor.py): the median and the best of them;
* ``background`` — the store's background level for this query (mean cosine of the sections
  ranked ``background_from``..``background_depth``; reported, and used only by the margin rule,
  which is off).

**The rule (ADR 0033).** With a cosine and the probe levels, the cosine is read on the probes'
own scale: ``lift = (cosine − null_level) / spread`` with ``spread = null_ceiling − null_level``
(lift 1 is "as high as the best probe"). The search answers when

    cosine ≥ abstain_sim and lift + abstain_cov_weight · coverage ≥ abstain_evidence   (joint evidence)
    or coverage ≥ abstain_cov_alone                                                   (the query's words)

and a question with no query word in its hits (coverage 0) must also beat every probe
(``null_ceiling``, ADR 0019 addendum), by ``abstain_unanchored_margin`` of the probes' spread when
the hit carrying its cosine is in its own language (:func:`unanchored_floor`, ADR 0033 addendum
2026-12-07). The spread is at least ``abstain_min_spread``, and beside a
cosine that clears ``abstain_sim`` a query word no note of the store uses weighs
``1 + abstain_absent_weight`` in the coverage share (ADR 0033 addendum 2026-12-06); when the note
carrying the answer cosine is not among the lexical leg's first ``abstain_agree_rank`` notes, the
coverage counts ``abstain_disagree_share`` of itself (:func:`legs_disagree`, addendum abst35d). A question whose answering hit is written in the other
language (``cross_lingual``: a Korean question, an English note) cannot have its words there, so
coverage says nothing: beating every probe of its language is enough. So a cosine barely over the probes' median carries a result
only with enough of the query's own words beside it, and a handful of common or colliding words
carries one only with a cosine well above what off-topic questions reach here. Without probe
levels (no vectors in scope, the rule switched off with ``abstain_evidence`` < 0) the rule of
ADR 0019 applies: the cosine clears ``abstain_sim`` (raised to ``null_level``), or coverage
reaches ``abstain_lex``. Without a cosine (lexical mode, embedder down): coverage ≥ ``abstain_lex``.

The search's last stage is here: :func:`evidence` gathers the evidence of the returned hits
(and reads the store's probe null levels, search/nullfloor.py), :func:`decide` turns it into a
:class:`Verdict`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from hippocampus.search.coverage import held_coverage
from hippocampus.search.nullfloor import is_korean, null_floor, written_in_korean
from hippocampus.search.params import RankingParams
from hippocampus.store.tokenize import term_words

if TYPE_CHECKING:
    from collections.abc import Mapping

    from hippocampus.search.legs import SemanticLeg
    from hippocampus.search.lexical import LexicalPlan
    from hippocampus.search.protocols import QueryEmbedder, SearchStore
    from hippocampus.search.types import Hit
    from hippocampus.store.queries import Filters

@dataclass(frozen=True)
class Evidence:
    answer_cosine: float | None  # best cosine of a returned hit; None without a semantic leg
    coverage: float  # query-term coverage of the returned hits
    background: float | None = None  # the store's background cosine for this query
    null_level: float | None = None  # what the off-topic probes reach in this scope (nullfloor.py)
    null_ceiling: float | None = None  # the best probe level in scope (the top of the probes' scale)
    # the hit carrying the answer cosine is written in the other language (a Korean question, an
    # English note, or the reverse): the query's words cannot be there, their absence says nothing
    cross_lingual: bool = False
    # the note carrying the answer cosine is not among the lexical leg's first abstain_agree_rank
    # notes: the legs disagree, and ``coverage`` is already the discounted share (abst35d)
    disagree: bool = False
    # the query has no index term at all: every word of it is a function word ("how", "the",
    # "그리고", "how to"; a query of punctuation alone is a usage error before this)
    wordless: bool = False


@dataclass(frozen=True)
class Verdict:
    abstained: bool
    reason: str | None


def background_level(depth: Sequence[float], p: RankingParams) -> float | None:
    """Mean cosine of the sections ranked ``background_from``..``background_depth`` (1-based
    ranks after the first ``background_from - 1``); a small scope uses what it has beyond the
    head, a scope with no more sections than the head has no background (None)."""
    tail = list(depth[p.background_from - 1 : p.background_depth])
    if not tail:
        return None
    return sum(tail) / len(tail)


def sim_floor(p: RankingParams, null_level: float | None) -> float:
    """The cosine the best returned hit must reach: ``abstain_sim``, raised to the scope's
    null level when one was measured."""
    return p.abstain_sim if null_level is None else max(p.abstain_sim, null_level)


def unanchored(ev: Evidence) -> bool:
    """No query word in the returned hits, and the scope's strictest probe level is known."""
    return ev.coverage <= 0.0 and ev.null_ceiling is not None


def unanchored_floor(ev: Evidence, p: RankingParams) -> float:
    """The cosine a question with no query word in its returned hits must reach: the probes' best
    level in scope, and for a hit in the question's own language ``abstain_unanchored_margin``
    probe spreads above it (a cross-lingual hit cannot hold the question's words: the best itself)."""
    assert ev.null_ceiling is not None
    if ev.cross_lingual or ev.null_level is None:
        return ev.null_ceiling
    return ev.null_ceiling + p.abstain_unanchored_margin * max(ev.null_ceiling - ev.null_level, p.abstain_min_spread)


def evidence_floor(ev: Evidence, p: RankingParams) -> float:
    """The cosine floor for this evidence: :func:`sim_floor`, or for an unanchored question
    :func:`unanchored_floor` (whichever is higher)."""
    floor = sim_floor(p, ev.null_level)
    return max(floor, unanchored_floor(ev, p)) if unanchored(ev) else floor


def lex_floor(p: RankingParams) -> float:
    """The query-term coverage that is evidence enough, with or without a cosine beside it."""
    return p.abstain_lex


def margin_ok(ev: Evidence, p: RankingParams) -> bool:
    """The cosine stands ``abstain_margin`` above the store's background (off by default: 0)."""
    return ev.background is None or ev.answer_cosine is None or ev.answer_cosine - ev.background >= p.abstain_margin


def semantic_ok(ev: Evidence, p: RankingParams) -> bool:
    """ADR 0019's cosine half: the cosine clears its floor (and the margin)."""
    if ev.answer_cosine is None or ev.answer_cosine < evidence_floor(ev, p):
        return False
    return margin_ok(ev, p)


def joint_rule(ev: Evidence, p: RankingParams) -> bool:
    """Whether the joint rule of ADR 0033 applies: a cosine, both probe levels, the rule on."""
    return p.abstain_evidence >= 0 and ev.answer_cosine is not None and ev.null_level is not None and ev.null_ceiling is not None


def lift(ev: Evidence, p: RankingParams) -> float:
    """The cosine on the probes' scale: 0 at their median (``null_level``), 1 per probe spread
    (``null_ceiling − null_level``, at least ``abstain_min_spread``) above it. The floor on the
    spread: where every probe lands within a hair of the median (the wiki's Korean probes: 0.867
    to 0.876) a raw cosine difference of 0.01 would otherwise count as more than one spread."""
    assert ev.answer_cosine is not None and ev.null_level is not None and ev.null_ceiling is not None
    return (ev.answer_cosine - ev.null_level) / max(ev.null_ceiling - ev.null_level, p.abstain_min_spread)


def joint_evidence(ev: Evidence, p: RankingParams) -> float:
    """``lift + abstain_cov_weight · coverage``: the quantity the joint rule compares with ``abstain_evidence``."""
    return lift(ev, p) + p.abstain_cov_weight * ev.coverage


def joint_ok(ev: Evidence, p: RankingParams) -> bool:
    if ev.coverage >= p.abstain_cov_alone:
        return True
    assert ev.answer_cosine is not None and ev.null_ceiling is not None
    if ev.answer_cosine < p.abstain_sim or not margin_ok(ev, p):
        return False
    if ev.cross_lingual and ev.answer_cosine >= ev.null_ceiling:
        # Trigger: the answering hit is in the other language. Why: no query word can occur in it,
        # so coverage is no evidence either way (a Korean question about an English help vault had
        # 13 of 20 abstained under the joint rule). Outcome: the rule for a question with no word
        # in its hits: beat every off-topic probe of its language (ADR 0019 addendum).
        return True
    if joint_evidence(ev, p) < p.abstain_evidence:
        return False
    # a question with no query word in its hits must also beat every probe (ADR 0019 addendum),
    # in its own language by a margin (abstain_unanchored_margin, ADR 0033 addendum 2026-12-07)
    return ev.coverage > 0.0 or ev.answer_cosine >= unanchored_floor(ev, p)


def below_floor(ev: Evidence, mode: str, p: RankingParams) -> bool:
    """True when the search would abstain (see the module docstring for the rule)."""
    # Trigger: a hybrid query with no index term (only function words: "how", "그리고"). Why: its
    # vector is that of a short common word, close to every note (cosine 0.880 for "how" on a real
    # vault of clipped pages, above that vault's probes), and nothing in it names a topic; not one
    # of the ~4,600 benchmark questions is wordless. Outcome: "nothing here", saying why (a note
    # the query names still answers: decide).
    if mode == "hybrid" and ev.wordless:
        return True
    if joint_rule(ev, p):
        return not joint_ok(ev, p)
    lex_ok = mode != "semantic" and ev.coverage >= lex_floor(p)
    return not (semantic_ok(ev, p) or lex_ok)


def abstain_reason(ev: Evidence, p: RankingParams, mode: str = "hybrid") -> str:
    if ev.wordless and mode == "hybrid":
        return "the query has only common words (such as how, the, 그리고): nothing in it names what to look for"
    why = _abstain_reason(ev, p)
    if ev.disagree:
        why += (f" (the note carrying the cosine is not among the lexical leg's first {p.abstain_agree_rank} notes: "
                f"the query's words in the hits count {p.abstain_disagree_share:g} of their share)")
    return why


def _abstain_reason(ev: Evidence, p: RankingParams) -> str:
    coverage = f"query-term coverage {ev.coverage:.2f} < {lex_floor(p):.2f}"
    if ev.answer_cosine is None:
        return f"evidence below the floor: no cosine (lexical only) and {coverage}"
    if joint_rule(ev, p):
        assert ev.null_level is not None and ev.null_ceiling is not None
        if ev.coverage <= 0.0 and ev.answer_cosine < unanchored_floor(ev, p):
            beyond = "" if unanchored_floor(ev, p) <= ev.null_ceiling else (
                f" by {p.abstain_unanchored_margin:g} of their spread (the best probe reaches {ev.null_ceiling:.3f}; "
                f"the hit is in the question's language)")
            return (f"evidence below the floor: no query word occurs in the returned hits, so the cosine must beat every "
                    f"off-topic probe in this scope{beyond}: best returned cosine {ev.answer_cosine:.3f} < "
                    f"{unanchored_floor(ev, p):.3f}")
        if not margin_ok(ev, p):
            assert ev.background is not None
            return (f"evidence below the floor: best returned cosine {ev.answer_cosine:.3f} stands only "
                    f"{ev.answer_cosine - ev.background:.3f} above this store's background {ev.background:.3f} "
                    f"(needs {p.abstain_margin:.3f})")
        if ev.answer_cosine < p.abstain_sim:
            return (f"evidence below the floor: best returned cosine {ev.answer_cosine:.3f} < {p.abstain_sim:.3f} and "
                    f"{ev.coverage:.2f} of the query's words in the hits < {p.abstain_cov_alone:.2f}")
        return (f"evidence below the floor: best returned cosine {ev.answer_cosine:.3f} against off-topic questions' "
                f"{ev.null_level:.3f} (median) to {ev.null_ceiling:.3f} (best) here, lift {lift(ev, p):.2f}, and "
                f"{ev.coverage:.2f} of the query's words in the hits: {lift(ev, p):.2f} + {p.abstain_cov_weight:g} × "
                f"{ev.coverage:.2f} < {p.abstain_evidence:g}")
    floor = evidence_floor(ev, p)
    if ev.answer_cosine < floor:
        if unanchored(ev) and floor > sim_floor(p, ev.null_level):
            why = " (no query word occurs in the returned hits: the cosine must beat every off-topic probe in this scope)"
        else:
            why = " (what off-topic questions reach in this scope)" if floor > p.abstain_sim else ""
        return f"evidence below the floor: best returned cosine {ev.answer_cosine:.3f} < {floor:.3f}{why} and {coverage}"
    assert ev.background is not None
    return (f"evidence below the floor: best returned cosine {ev.answer_cosine:.3f} stands only "
            f"{ev.answer_cosine - ev.background:.3f} above this store's background {ev.background:.3f} "
            f"(needs {p.abstain_margin:.3f}) and {coverage}")


# ---------------------------------------------------------------------------- the search's last stage


def hits_coverage(store: SearchStore, query: str, plan: LexicalPlan, hits: Sequence[Hit], texts: Mapping[int, str],
                  absent_weight: float = 0.0) -> float:
    """The best coverage of the top three returned hits, counting only the query's own words
    (search/coverage.py); ``texts``: section → its lower-cased title, heading and text;
    ``absent_weight``: the extra weight of a query word the store never uses (held_coverage)."""
    top = [h for h in hits[:3] if h.section_id in texts]
    if not top or not plan.terms:
        return 0.0
    held = store.section_terms([h.section_id for h in top], [*plan.terms, *plan.fuzzy])
    words = term_words(query)
    return max(held_coverage(texts[h.section_id], plan, held.get(h.section_id, frozenset()), words, absent_weight) for h in top)


def legs_disagree(answering: Hit | None, lexical_docs: Sequence[int], doc_of: Mapping[int, int], p: RankingParams) -> bool:
    """Whether the note carrying the answer cosine is missing from the lexical leg's first
    ``abstain_agree_rank`` notes (``lexical_docs``: its document ids, best first). No answering hit,
    a document not known, or the rule off (``abstain_disagree_share`` ≥ 1): not a disagreement."""
    if answering is None or p.abstain_disagree_share >= 1.0:
        return False
    doc = doc_of.get(answering.section_id)
    return doc is not None and doc not in lexical_docs[: p.abstain_agree_rank]


def evidence(
    store: SearchStore,
    embedder: QueryEmbedder | None,
    *,
    query: str,
    filters: Filters,
    p: RankingParams,
    semantic: SemanticLeg,
    hits: Sequence[Hit],
    plan: LexicalPlan,
    texts: Mapping[int, str],
    lexical_docs: Sequence[int] = (),
    doc_of: Mapping[int, int] | None = None,
) -> Evidence:
    """What the returned hits and the store say: the best cosine among the returned hits, the
    coverage of the top three (the query's own words), and, when a cosine was measured, the
    store's background level for the query and the probes' median and best levels.
    ``lexical_docs`` (the lexical leg's notes, best first) and ``doc_of`` (section → document)
    tell whether the two legs agree on the answering note (:func:`legs_disagree`); without
    ``doc_of`` they are taken to agree."""
    with_cosine = [h for h in hits if h.cosine is not None]
    answering = max(with_cosine, key=lambda h: h.cosine or 0.0) if with_cosine else None
    # Trigger: a query word no note uses. Why: it is the commonest sign of a question the vault
    # cannot answer (issue 35: 71-100 % of unrelated questions, 0-13 % of answerable ones), but it
    # was measured beside a cosine that counts (>= abstain_sim). Outcome: it weighs
    # 1 + abstain_absent_weight there; without such a cosine (lexical mode, an embedder whose
    # cosines stay low) coverage keeps ADR 0019's meaning ("known words + one unknown token" answers).
    beside = answering is not None and (answering.cosine or 0.0) >= p.abstain_sim
    coverage = hits_coverage(store, query, plan, hits, texts, p.abstain_absent_weight if beside else 0.0)
    # Trigger: the note the cosine comes from is not among the lexical leg's first notes. Why: the
    # query's words then sit scattered in a note the lexical leg does not rank for them (an RFC on
    # netiquette holding "difference" of "hurricane vs typhoon", a diary page holding two words of
    # "how were the pyramids built"), where an answer's note is
    # usually both legs' choice; measured leave one dataset out on eight sets
    # (docs/benchmarks/abstention.md, abst35d). Outcome: those words count abstain_disagree_share.
    disagree = doc_of is not None and legs_disagree(answering, lexical_docs, doc_of, p)
    if disagree:
        coverage *= p.abstain_disagree_share
    if semantic.query_vec is None:
        return Evidence(None, coverage, wordless=not plan.terms)
    return Evidence(
        answer_cosine=answering.cosine if answering is not None else None,
        coverage=coverage,
        background=background_level(semantic.depth, p),
        null_level=null_floor(store, embedder, query, filters, p.abstain_null_quantile),
        null_ceiling=null_floor(store, embedder, query, filters, p.abstain_null_unanchored),
        cross_lingual=answering is not None and answering.section_id in texts
        and is_korean(query) != written_in_korean(texts[answering.section_id]),
        disagree=disagree,
        wordless=not plan.terms,
    )


def decide(ev: Evidence, hits: Sequence[Hit], any_candidate: bool, *, mode: str, abstain: bool, p: RankingParams) -> Verdict:
    """Whether to answer: no candidate at all is an empty answer, not an abstention; with
    ``abstain`` off the hits are returned whatever the evidence."""
    if not hits and not any_candidate:
        return Verdict(False, "no candidate matched the query")
    if not hits:
        # Trigger: candidates existed but every one was a semantic-only match below sim_solo.
        # Why: those are nearest neighbours of nothing. Outcome: an abstention, said so.
        return Verdict(True, f"only semantic-only candidates below sim_solo {p.sim_solo:.3f}")
    # Trigger: a hit the whole query names (reason "name": its title, file name, alias or tag;
    # fusion.named_first). Why: a note's exact name is the most specific thing a user can type, even
    # when it is a common word ("Budget") whose vectors and coverage look like nothing in particular.
    # Outcome: an answer, never "nothing here".
    if abstain and not any("name" in h.reasons for h in hits) and below_floor(ev, mode, p):
        return Verdict(True, abstain_reason(ev, p, mode))
    return Verdict(False, None)
