"""Each stage of the search pipeline on its own, from plain values: no store, no request, no
embedder (ADR 0026). The pipeline as a whole is tests/integration/test_search_service.py."""

from __future__ import annotations

from datetime import date

import numpy as np
import pytest

from hippocampus.search import lexical as lex
from hippocampus.search.abstention import Evidence, decide
from hippocampus.search.candidates import Candidates, boost_ids, note_scores, substring_grades
from hippocampus.search.fusion import Doc, Fused, documents, fuse, leg_list, lexical_by_document, rank
from hippocampus.search.hits import attach_sections, body, make_hit, rerank, section_ids, with_snippet
from hippocampus.search.legs import LexicalLeg, SemanticLeg, candidate_cosines, title_leg
from hippocampus.search.params import RankingParams
from hippocampus.search.types import Degraded, Hit
from hippocampus.store.reader import SectionRow

P = RankingParams()
TODAY = date(2026, 12, 5)
# section → (doc, status, trust, updated, lane)
META = {
    1: (10, "canonical", "human_edit", TODAY, "wiki"),
    2: (10, "canonical", "human_edit", TODAY, "wiki"),
    3: (20, "draft", "llm_summary", TODAY, "wiki"),
    4: (30, "draft", "llm_summary", TODAY, "wiki"),
    5: (40, "draft", "llm_summary", date(2024, 12, 5), "wiki"),
    6: (50, "canonical", "human_edit", TODAY, "wiki"),
}


def row(sid: int, title: str, heading: str, text: str) -> SectionRow:
    doc, status, trust, updated, lane = META.get(sid, (sid * 10, None, None, None, "wiki"))
    path = f"20-wiki/d{doc}.md"
    return SectionRow(sid, doc, path, title, lane, None, None, status, trust, updated, f"{path}#{heading}", 0, 2, heading,
                      (heading,), text, len(text), None)


def cands(**kw) -> Candidates:
    base = {"ids": (1, 2, 3, 4), "meta": {s: META[s] for s in (1, 2, 3, 4)}, "boosted": ((1, 6.0), (3, 3.0), (2, 2.0)),
            "title_ranked": (3,)}
    return Candidates(**(base | kw))


def test_the_title_leg_reads_only_rows_and_ranks_by_terms_in_title_and_heading():
    rows = {1: row(1, "Garbage", "intro", "gc latency"), 2: row(2, "Garbage collector", "latency", "x"), 3: row(3, "Other", "x", "garbage")}
    leg = LexicalLeg(lex.LexicalPlan((), (), (), {}), ((1, 3.0), (2, 2.0), (3, 1.0), (9, 0.5)))
    assert title_leg(rows, ("garbag", "latenc"), leg) == (2, 1)  # two terms before one; 3 has them in its text only; 9 unread
    assert title_leg(rows, (), leg) == ()


def test_candidate_stage_helpers_group_by_document_and_grade_substrings():
    c = cands(ids=(3, 1, 9, 2, 4))  # 9 has no metadata (filtered): left out
    assert c.by_document() == {20: [3], 10: [1, 2], 30: [4]}
    leg = LexicalLeg(lex.LexicalPlan((), (), (), {}), tuple((s, 1.0) for s in range(1, 40)), (50,))
    assert boost_ids(leg, P) == list(range(1, P.boost_top + 1)) + [50]
    rows = {50: row(50, "마을", "", "x"), 1: row(1, "a", "b", "마을 사람"), 2: row(2, "a", "b", "other")}
    grades = substring_grades("마을", P, LexicalLeg(leg.plan, ((1, 1.0), (2, 1.0)), (50,)), rows)
    assert set(grades) == {50, 1} and grades[50] > grades[1]  # the titled note first; 2 lacks the word


def test_lexical_cosines_come_from_the_leg_without_a_query_vector():
    sem = SemanticLeg(Degraded(), ((4, 0.8),))
    assert candidate_cosines(None, sem, [1, 2, 4]) == {4: 0.8}  # type: ignore[arg-type]  # no vector: the store is not asked


def test_fusion_builds_documents_with_reasons_and_the_best_cosine_of_every_candidate():
    c = cands()
    legs = leg_list(c, (), ((4, 0.9), (1, 0.5)), P)
    docs = {d.doc_id: d for d in documents(c, legs, ((4, 0.9), (1, 0.5)))}
    assert list(docs) == [10, 20, 30]
    assert docs[10].candidates == (1, 2) and docs[10].reasons == {"fts", "semantic"} and docs[10].cosine == 0.5
    assert docs[20].reasons == {"fts", "title"} and docs[20].cosine is None
    assert docs[30].reasons == {"semantic"}
    assert {d.score for d in docs.values()} == {0.0}  # scored by fusion, not before
    fused = fuse(c, substring=(), semantic_ranked=((4, 0.9), (1, 0.5)), sem_cos={4: 0.9, 1: 0.5, 2: 0.7, 3: 0.3},
                 p=P.with_overrides(fusion="convex", convex_alpha=0.5, sim_solo=0.95, solo_floor=True), mode="hybrid")
    # 30 was found only by the semantic leg, below sim_solo: dropped in hybrid mode with solo_floor
    assert [d.doc_id for d in fused.docs] == [10, 20]
    unfloored = fuse(c, substring=(), semantic_ranked=((4, 0.9), (1, 0.5)), sem_cos={4: 0.9, 1: 0.5, 2: 0.7, 3: 0.3},
                     p=P.with_overrides(fusion="convex", convex_alpha=0.5, sim_solo=0.95), mode="hybrid")
    assert [d.doc_id for d in unfloored.docs] == [10, 20, 30]  # the default (ADR 0032): ranked, abstention decides
    assert fused.docs[0].cosine == 0.7  # best over its sections 1 (0.5) and 2 (0.7)
    assert fused.scores[10] == pytest.approx(0.5 * 6 / 6 + 0.5 * (0.7 - 0.3) / (0.9 - 0.3))
    assert fused.scores[20] == pytest.approx(0.5 * 3 / 6)
    kept = fuse(c, substring=(), semantic_ranked=((4, 0.9),), sem_cos={4: 0.9}, p=P.with_overrides(sim_solo=0.95, solo_floor=True),
                mode="semantic")
    assert [d.doc_id for d in kept.docs] == [10, 20, 30]  # the floor is for hybrid mode only
    at_floor = fuse(c, substring=(), semantic_ranked=((4, 0.9),), sem_cos={4: 0.9}, p=P.with_overrides(sim_solo=0.9, solo_floor=True),
                    mode="hybrid")
    assert [d.doc_id for d in at_floor.docs] == [10, 20, 30]  # a semantic-only document at sim_solo stays
    rrf = fuse(c, substring=(), semantic_ranked=((4, 0.9),), sem_cos={4: 0.9},
               p=P.with_overrides(fusion="rrf", rrf_k=10, w_lexical=1.0, w_title=0.0, w_semantic=1.0, sim_solo=0.5, solo_floor=True),
               mode="hybrid")
    assert rrf.scores == {10: pytest.approx(1 / 11), 20: pytest.approx(1 / 12), 30: pytest.approx(1 / 11)}


def test_a_substring_match_counts_as_the_top_lexical_score_times_its_grade():
    c = cands(boosted=((1, 8.0), (3, 2.0)), substring_grade={3: 0.5, 4: 1.0, 1: 0.75, 2: 0.25})
    assert lexical_by_document(c, ()) == {10: 8.0, 20: 2.0}  # no substring query: plain BM25
    # with one: 20 becomes 8 * 0.5, 30 8 * 1.0; 10 takes its strongest section's grade (1), not its BM25
    assert lexical_by_document(c, (3, 4, 1, 2)) == {10: 6.0, 20: 4.0, 30: 8.0}
    # BM25 below 1 stays itself; without any BM25 candidate the grade alone counts
    assert lexical_by_document(cands(boosted=((1, 0.5),)), ()) == {10: 0.5}
    assert lexical_by_document(cands(boosted=(), substring_grade={4: 0.5}), (4,)) == {30: 0.5}


def test_whole_note_evidence_mixes_the_best_section_and_the_whole_note():
    """note_evidence (ADR 0032): a note's lexical score is note_mix × its best boosted section
    BM25 + (1 − note_mix) × its whole-note BM25F times the phrase/AND boost its sections earned,
    each over its best value; a note without a candidate section is not scored."""
    doc_of = {1: 10, 2: 10, 3: 20, 4: 30}
    boosted = ((1, 6.0), (3, 3.0), (2, 2.0))
    plain = ((1, 4.0), (3, 3.0), (2, 2.0))  # section 1 earned ×1.5, 3 nothing
    notes = {20: 9.0, 10: 4.0, 99: 50.0, 30: 1.8}
    got = note_scores(boosted, plain, notes, doc_of, 0.7)
    whole = {20: 9.0, 10: 4.0 * 1.5, 30: 1.8}  # 99 has no section: not scored; 30 no section score
    assert got == pytest.approx({20: 0.7 * 3 / 6 + 0.3 * 9 / 9, 10: 0.7 * 6 / 6 + 0.3 * whole[10] / 9, 30: 0.3 * 1.8 / 9})
    assert note_scores(boosted, plain, notes, doc_of, 1.0) == pytest.approx({10: 1.0, 20: 0.5, 30: 0.0})
    assert note_scores(boosted, (), {}, doc_of, 0.0) == pytest.approx({10: 0.0, 20: 0.0})
    assert note_scores((), (), {30: 2.0}, doc_of, 0.5) == pytest.approx({30: 0.5})
    # the candidate stage's note scores are what fusion takes, substring grading aside
    c = cands(boosted=boosted, notes=notes, note_lexical=got)
    assert lexical_by_document(c, ()) == got
    # the lexical leg ranks notes by whole-note BM25F: the fts leg carries document ids
    legs = leg_list(c, (), ((4, 0.9),), P)
    assert legs[0].name == "fts" and list(legs[0].ranked_docs) == [99, 20, 10, 30] and list(legs[0].ranked_sections) == []
    assert legs[0].ranks(c.doc_of, c.doc_of.values()) == {20: 1, 10: 2, 30: 3}  # 99 has no section: not ranked
    assert legs[0].ranks(c.doc_of) == {99: 1, 20: 2, 10: 3, 30: 4}
    docs = {d.doc_id: d for d in documents(c, legs, ((4, 0.9),))}
    assert docs[20].reasons == {"fts", "title"} and docs[10].reasons == {"fts"} and docs[30].reasons == {"fts", "semantic"}
    fused = fuse(c, substring=(), semantic_ranked=((4, 0.9),), sem_cos={4: 0.9}, p=P.with_overrides(fusion="rrf", rrf_k=10, w_title=0.0),
                 mode="hybrid")
    assert fused.scores == {20: pytest.approx(1 / 11), 10: pytest.approx(1 / 12), 30: pytest.approx(1 / 13 + 1 / 11)}
    assert fused.tie_rank == {}  # plain RRF (the default): ties go by document id (ADR 0032)
    by_lexical = fuse(c, substring=(), semantic_ranked=((4, 0.9),), sem_cos={4: 0.9},
                      p=P.with_overrides(fusion="rrf", rrf_k=10, w_title=0.0, rrf_ties="lexical"), mode="hybrid")
    assert by_lexical.tie_rank == {99: 1, 20: 2, 10: 3, 30: 4} and by_lexical.scores == fused.scores
    cvx = fuse(c, substring=(), semantic_ranked=((4, 0.9),), sem_cos={1: 0.5, 2: 0.7, 3: 0.3, 4: 0.9},
               p=P.with_overrides(fusion="convex", convex_alpha=0.5), mode="hybrid")
    top = max(got.values())
    assert cvx.scores[20] == pytest.approx(0.5 * got[20] / top)  # cosine 0.3 is the minimum
    assert cvx.scores[10] == pytest.approx(0.5 * got[10] / top + 0.5 * (0.7 - 0.3) / 0.6)


def test_ranking_multiplies_governance_and_freshness_and_keeps_two_k():
    docs = tuple(Doc(d, META[s], (s,)) for d, s in ((10, 1), (20, 3), (30, 4), (40, 5), (50, 6)))
    fused = Fused(docs, {10: 1.0, 20: 1.0, 30: 2.0, 40: 1.0}, {})  # 50 has no fused score
    ranked = rank(fused, k=1, today=TODAY, p=P)
    assert [d.doc_id for d in ranked] == [30, 10]  # 2k = 2; canonical 10 beats the draft 20 at the same score
    everything = rank(fused, k=5, today=TODAY, p=P)
    assert [d.doc_id for d in everything] == [30, 10, 20, 40, 50]  # 40, two years old, decays below 20
    assert ranked[1].score > 1.0 > everything[2].score > everything[3].score > everything[4].score == 0.0


def test_an_exact_tie_goes_to_the_better_whole_note_lexical_rank_then_to_the_document_id():
    """RRF of two legs ties 1st + 2nd against 2nd + 1st: the note the lexical leg ranked higher
    (as a whole) wins, not the lower document id; a note the lexical leg did not rank comes after
    those it did; without lexical ranks (``rrf_ties="id"``) the document id decides."""
    docs = tuple(Doc(d, META[s], (s,)) for d, s in ((10, 1), (20, 2), (50, 6), (30, 4)))
    scores = {10: 1.0, 20: 1.0, 50: 1.0, 30: 2.0}
    by_lexical = rank(Fused(docs, scores, {}, {20: 1, 10: 2}), k=5, today=TODAY, p=P)
    assert [d.doc_id for d in by_lexical] == [30, 20, 10, 50]
    by_id = rank(Fused(docs, scores, {}), k=5, today=TODAY, p=P)
    assert [d.doc_id for d in by_id] == [30, 10, 20, 50]
    with pytest.raises(ValueError, match="rrf_ties"):
        RankingParams(rrf_ties="coin")


def test_hits_take_the_best_covering_section_its_anchor_and_a_snippet_from_its_body():
    plan = lex.plan_terms(("latenc",), {"latenc": 1}, {}, 10, P)
    rows = {1: row(1, "GC", "intro", "# intro\nnothing here"), 2: row(2, "GC", "tuning", "# tuning\nlatency budget " + "x " * 200)}
    low = {s: lex.normalise_text(f"{r.title} {r.heading} {r.text}") for s, r in rows.items()}
    doc = Doc(10, META[1], (1, 2, 7), frozenset({"fts", "semantic"}), 0.6, 1.5)
    assert section_ids([doc], P) == [1, 2, 7]
    many = Doc(10, META[1], tuple(range(100, 140)))
    assert len(section_ids([many], P)) == P.section_pool * 4  # the legs' first sections
    assert len(section_ids([many], P, expanded={10})) == 40  # every section of a note added whole
    (attached,) = attach_sections([doc], plan, ("latenc",), rows, low)
    assert set(attached.sections) == {1, 2}  # 7 has no row
    hit = make_hit(attached, plan, low, {1: 0.9})
    assert (hit.section_id, hit.anchor, hit.reasons, hit.snippet) == (2, "20-wiki/d10.md#tuning", ("fts", "semantic"), "")
    shown = with_snippet(hit, rows, plan, P)
    assert shown.snippet.startswith("latency budget") and "# tuning" not in shown.snippet
    assert body(row(3, "t", "h", "# only a heading\n  ")) == "# only a heading\n  "


def test_a_failing_reranker_keeps_the_fused_order_and_says_so():
    hit = Hit("p.md", "t", "p.md", "", 1, "", 1.0, ("fts",))

    def broken(_q: str, _h: list[Hit]) -> list[Hit]:
        raise RuntimeError("model gone")

    assert rerank(None, "q", [hit], Degraded()) == ([hit], Degraded())
    kept, degraded = rerank(broken, "q", [hit], Degraded())
    assert kept == [hit] and degraded.rerank_failed == "RuntimeError: model gone"


def test_the_verdict_separates_nothing_found_from_abstaining():
    hit = Hit("p.md", "t", "p.md", "", 1, "", 1.0, ("fts",), coverage=0.1)
    weak = Evidence(None, 0.1)
    assert decide(weak, [], False, mode="hybrid", abstain=True, p=P).reason == "no candidate matched the query"
    assert decide(weak, [], True, mode="hybrid", abstain=True, p=P).abstained
    assert decide(weak, [hit], True, mode="lexical", abstain=True, p=P).abstained
    assert not decide(weak, [hit], True, mode="lexical", abstain=False, p=P).abstained
    assert not decide(Evidence(None, 1.0), [hit], True, mode="lexical", abstain=True, p=P).abstained


def test_stage_values_are_frozen():
    with pytest.raises(AttributeError):
        cands().top_coverage = 0.0  # type: ignore[misc]
    with pytest.raises(AttributeError):
        SemanticLeg(Degraded(), (), np.zeros(2)).ranked = ()  # type: ignore[misc]


def test_the_folder_a_path_filter_meant_ends_with_it_at_a_folder_boundary():
    from hippocampus.search.scope import meant_folder

    paths = ["20-wiki/Concepts/habit.md", "20-wiki/Personal/Concepts/x.md", "20-wiki/MyConcepts/y.md"]
    assert meant_folder("Concepts/", paths) == "20-wiki/Concepts/"  # the shortest
    assert meant_folder("concepts/", paths) == "20-wiki/Concepts/"  # any case, spelled as the vault does
    assert meant_folder("/Personal/Concepts", paths) == "20-wiki/Personal/Concepts"
    assert meant_folder("epts/", paths) is None and meant_folder("/", paths) is None
