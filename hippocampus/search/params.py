"""Every ranking constant in one frozen dataclass (SPEC §3, seed 000 §4.1 and §8).

Nothing in ``hippocampus/search`` hard-codes a weight: the service, the evidence bundle and
the eval sweeps all take a :class:`RankingParams`. Params round-trip through JSON so that
``hippo eval sweep`` can vary them and ``hippo eval calibrate`` can write the semantic floors
for the configured embedder to ``$HIPPO_HOME/calibration.json``, which search then loads.
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

CALIBRATION_FILE = "calibration.json"
FUSIONS = ("rrf", "convex")


@dataclass(frozen=True)
class RankingParams:
    # Fusion of the legs: "rrf" (reciprocal rank, k = rrf_k) or "convex" (normalised scores),
    # fusion.py. Plain RRF of the two whole-note legs since ADR 0032: convex fusion beat it in
    # sample on every set, but chosen leave one dataset out it lost to RRF on one left-out set
    # (Cranfield R@1), and the rule of issue 35 is that the default never loses to plain RRF there.
    fusion: str = "rrf"
    # Convex fusion: share of the (min-max normalised) cosine; 1 - alpha goes to BM25 / max BM25.
    convex_alpha: float = 0.4
    # Convex fusion with a cosine beside it: the lexical share is also scaled by the lexical
    # coverage of the best lexical match (the idf-weighted share of the query's terms it holds),
    # so a partial match no longer gets the whole share by being the best one (ADR 0025). False
    # is the plain form of ADR 0006. No constant: the coverage is the one abstention uses.
    convex_coverage: bool = True
    # Reciprocal-rank fusion (fusion="rrf"): score = sum over legs of weight / (rrf_k + rank).
    # w_title only acts under RRF (the title leg is a rank list without a score).
    rrf_k: float = 60.0
    # An exact tie of fused scores (common under RRF of two legs: ranks 1 + 2 against 2 + 1):
    # "id" gives it to the lower document id (plain RRF), "lexical" to the better rank in the
    # whole-note lexical leg. "lexical" beat plain RRF on seven sets but lost on English questions
    # over Korean passages (R@1 0.574 -> 0.503: there the lexical leg matches numbers and names
    # only), so plain RRF stays the default (ADR 0032).
    rrf_ties: str = "id"
    w_lexical: float = 1.0
    w_semantic: float = 1.0
    # RRF with a vector beside it: the lexical leg's weight for this query is scaled by
    # min(1, c / rrf_lex_cover), c being the credited coverage of the query's own words in the best
    # lexical note (lexical.credited_coverage over the whole note). A leg that found only a
    # number or a name of an English question among Korean notes then cannot outvote the
    # semantic leg with its rank alone (issue 35). 0 turns it off (plain RRF). 0.25 was chosen
    # leave one dataset out on ten sets (each left-out set's choice on the other nine is 0.25
    # and is >= plain RRF there on R@1, R@5, MRR@10; English over Korean passages R@1 0.574 ->
    # 0.621): ADR 0032, addendum 2026-12-06; docs/benchmarks/search.md.
    rrf_lex_cover: float = 0.25
    # ... and the lexical legs count for nothing when at least this share of the query's terms,
    # each weighed by its specificity in the language, occurs nowhere in the store (a misspelling
    # with a neighbour in the vocabulary counts as held) and no held term is written in another
    # script than most of the query (lexical.unheld_share; fusion.evidence_weighted): an English
    # question over Korean passages whose only held words are English words some passages quote.
    # 0 turns it off. 0.5 from the grid 0.5 / 0.6 / 0.75 on ten sets: every set's choice on the
    # other nine is 0.5, whether it must beat plain RRF or the default before it, and is >= both on
    # the set left out (R@1, R@5, MRR@10); no set of sixteen drops (English over Korean passages
    # R@1 0.621 -> 0.703, MRR 0.718 -> 0.763; ADR 0032 addendum 2026-12-06 c; docs/benchmarks/search.md).
    rrf_lex_unheld: float = 0.5
    # ... and, after the fused order, the notes are ordered by the smaller of their fused position
    # and ``rrf_leg_floor`` × their best rank in a full-weight leg (hybrid mode; 0 turns it off;
    # fusion.leg_floors). Under RRF a note one leg puts first and the other leg does not hold (1/61)
    # fell behind notes both legs hold around 10th (2/70): paraphrases of the wiki and the help
    # vault that one leg found came 12th-17th. The fused first never moves (its position, 1, is
    # below any floor), so R@1 is the fusion's; a leg the evidence weighting scaled down
    # (rrf_lex_cover, rrf_lex_unheld) sets no floor. 1.5 from the grid 1 / 1.5 / 2 / 3 on the ten
    # sets: the choice on the other nine in nine folds (LongMemEval's fold chose 1, MRR -0.0003
    # there), >= plain RRF and >= the default before on every set; R@5 the wiki 0.867 -> 0.911,
    # LoCoMo 0.656 -> 0.701, autorag-ko 0.947 -> 0.982, Cranfield 0.804 -> 0.836; out of sample
    # wiki2 0.900 -> 1.000, wiki3 0.900 -> 0.950, the help vault's dev set 0.850 -> 0.875
    # (ADR 0032 addendum 2026-12-06 d; docs/benchmarks/search.md).
    rrf_leg_floor: float = 1.5
    # Only a leg's first ``rrf_leg_floor_depth`` notes set a floor (0: every rank does). Measured,
    # not adopted (2026-12-07): depth 1 costs R@5 on autorag-ko, Cranfield, LoCoMo, wiki2 and wiki3 and
    # gains nowhere; left one set out every fold keeps 0 (docs/benchmarks/search.md).
    rrf_leg_floor_depth: int = 0
    # Two notes the floor lifts to the same place (the two legs' firsts, both at 1.5, behind the
    # fused first) keep their fused order ("fused"), which governance boosts decide (a new user's
    # exact tag match came 3rd behind a note holding none of the query's words, 0.0169 vs 0.0168),
    # or go by the whole-note lexical rank ("lexical"). Measured, not adopted (2026-12-07): left one
    # set out on the ten sets nine folds choose "lexical" over plain RRF, but against the default it
    # loses MRR 0.001 on Cranfield, the wiki and MS MARCO Korean (so no fold keeps it when it must
    # not drop below the default), and on the held-out help vault MRR 0.862 -> 0.854; out of sample
    # it gained (help vault dev R@5 0.875 -> 0.900, wiki2 MRR 0.906 -> 0.921). docs/benchmarks/search.md.
    rrf_floor_ties: str = "fused"
    # A note the whole query names (title, file name, alias or tag, case and -/_ aside; at most
    # fusion.NAMED_MAX notes by that name) ranks first, in hybrid and lexical mode
    # (fusion.named_first): someone who types a note's name means that note. A rule, not a weight:
    # nothing was chosen on a benchmark (docs/benchmarks/search.md measures where it changes a ranking).
    name_first: bool = True
    # Extra leg: candidates whose title/heading contains query terms. Off by default: the title
    # is already a BM25 field, and as a separate leg it hurt autorag-ko (R@5 0.98 → 0.66).
    w_title: float = 0.0

    # Whole-note evidence (issue 35, ADR 0032): the lexical leg ranks *notes* by BM25F over the
    # whole note (title, headings and body as fields; store/notelex.py), so one section whose
    # heading bears a query word cannot outrank the note about the question. Sections stay the
    # unit of the hit's anchor and snippet. False: a note's lexical score is its best section's.
    note_evidence: bool = True
    note_w_title: float = 3.0  # BM25F field weights (body 1.0)
    note_w_headings: float = 0.5
    # BM25F field weight of the note's file name: its words beyond the title's own count of them
    # (store/notelex.py). A wiki names a note's topic in its file name and its links carry that
    # name ("jargon/two-pizza-team.md" for a note titled "피자 두 판 규모의 팀"), which gives an
    # English question a lexical route to a Korean note; a note named after its title (an Obsidian
    # vault's) gains nothing. 0 turns it off. 6 was chosen leave one dataset out on ten sets
    # (grid 3 / 6; only the real wiki's two question sets have names that are not ids or titles):
    # English questions over the wiki R@5 0.700 -> 0.800, the wiki's own MRR 0.763 -> 0.781, every
    # other set equal (ADR 0032, addendum 2026-12-06 b; docs/benchmarks/search.md). So in effect
    # chosen on that one wiki (in-sample); checked on two Korean wikis not in the choice
    # (wiki2 / wiki3 in eval/bench_ranking.py): neutral, and +1 of 10 English questions.
    note_w_name: float = 6.0
    # A note's lexical score: note_mix × its best boosted section BM25 + (1 − note_mix) × its
    # whole-note BM25F (times the phrase/AND boost its sections earned), each over its best value
    # among the query's candidates. Whole-note BM25F alone lost to the best section on the real
    # wiki (long notes dilute it); together they beat both (docs/benchmarks/search.md).
    note_mix: float = 0.7

    # Coverage weights (abstention and the convex coverage above): each term's store idf is
    # capped at the idf its frequency in general English/Korean implies for a section of the
    # store's mean length (search/langprior.py, ADR 0019 decision 9). No constant: the
    # frequencies come from wordfreq, the length from the store. False: store idf only.
    language_prior: bool = True
    # The same cap on the lexical legs' BM25 term weights: each query term's weight times its
    # capped idf over its store idf (at most 1). False: BM25 weighs by the store alone. Off: it
    # helped English questions over the Korean wiki but lost Cranfield R@1 (0.351 -> 0.342) and
    # LoCoMo R@1 (0.416 -> 0.414) against plain RRF (docs/benchmarks/search.md, 2026-12-06 b).
    lex_language_prior: bool = False

    # Lexical leg (BM25 lives in the store; these are passed to it or used on its output).
    bm25_k1: float = 1.2
    bm25_b: float = 0.75
    title_weight: float = 0.5  # BM25 field weight of the title field relative to body
    lex_candidates: int = 100
    fuzzy_max_df: int = 0  # terms with df <= this are expanded through trigrams
    fuzzy_weight: float = 0.5  # query weight of a fuzzy vocabulary term (× its similarity)
    fuzzy_min_sim: float = 0.45
    fuzzy_per_term: int = 3
    phrase_boost: float = 1.5  # multiplies BM25 when the query words appear in order
    and_boost: float = 1.25  # multiplies BM25 when every query term occurs in the section
    substring_candidates: int = 200  # title/heading matches come first; 50 missed the note titled "메모" among 974
    boost_top: int = 30  # phrase/AND boosts are computed on this many top lexical candidates
    # A note whose title holds every term of the query (two terms or more; a number as a whole
    # number) has its whole-note lexical score multiplied by this, among the whole-note leg's first
    # boost_top notes (candidates.title_all): "CS3230 lecture 4" means the note titled "CS3230
    # Lecture 4 - Greedy Algorithms", not the weekly reviews that mention the course and a lecture
    # (a new user's vault, session 20; ADR 0032 addendum 2026-12-07 c). 1 turns it off.
    note_title_all: float = 2.0
    # ... and such notes (at most fusion.NAMED_MAX) come first, like a note the query names, when
    # no note is named (fusion.fuse). Only a title at most twice as long as the query's terms counts
    # (candidates.name_like). Neither changes a question of the sixteen benchmark sets. False: off.
    title_all_first: bool = True

    # Semantic leg.
    sem_candidates: int = 30  # HIPPO_SEM_CANDIDATES
    # Vector pseudo-relevance feedback (legs.feedback_ranked): the leg ranks by the query vector
    # plus sem_prf_weight times the mean vector of the first pass's sem_prf_depth best sections
    # (cosines reported stay the query's). 0 turns it off.
    sem_prf_weight: float = 0.0
    sem_prf_depth: int = 3
    # Hubness correction (legs.hub_ranked, CSLS-style): the leg ranks its sem_hub_depth best
    # sections by cosine minus sem_hub_weight times each section's mean cosine to the off-topic
    # probes of the query's language (nullfloor.py): a passage close to every question of that
    # language (an English clipping in a Korean wiki, for English questions) loses its pull.
    # Cosines reported stay the query's. 0 turns it off.
    sem_hub_weight: float = 0.0
    sem_hub_depth: int = 60
    # The same correction for a question in the vault's minor language only (legs.hub_weight):
    # fewer than half of the vault's notes are written in the question's language (an English
    # question over a Korean wiki, a Korean one over the English help vault). There the passages
    # in the question's language pull every question of it (e5's language bias); in a one-language
    # vault the correction only reshuffles (it cost R@1 on autorag-ko, Cranfield, LoCoMo). 0: off.
    # 0.5 chosen leave one dataset out on the ten development sets (ADR 0032 addendum 2026-12-07 b).
    sem_hub_foreign: float = 0.5
    # The lexical legs' weight for a question in the vault's minor language (legs.minor_language;
    # fusion.evidence_weighted multiplies their weight by it): 1 leaves them as they are.
    rrf_lex_foreign: float = 1.0
    sim_solo: float = 0.80  # a semantic-only match must reach this cosine (calibrated per model) ...
    # ... when solo_floor is on. Off since ADR 0032: e5's cross-lingual cosines sit below it (an
    # English question over Korean notes: the answer's cosine was < 0.80 for 24 % of msmarco's
    # questions, 46 % the other way round), so the floor dropped those answers from the ranking;
    # whether to answer at all is abstention's verdict on the returned hits (abstention.py).
    solo_floor: bool = False

    # Governance (multipliers on the fused document score) and freshness. RRF scores are flat
    # (rank 1 vs rank 3 at k=60 is only 3 %), so these must stay within a few percent or they
    # override relevance instead of breaking near-ties.
    boost_canonical: float = 1.02
    boost_human_edit: float = 1.02
    boost_source: float = 1.01
    damp_draft: float = 0.98
    damp_llm: float = 0.99  # llm_summary / llm_context / web_staging
    # 30-reviews/ (staging and approval cards): proposals *about* pages, which repeat their
    # text; they rank below the pages themselves (the demo's query found the approval card of a
    # page second, above another canonical page).
    damp_reviews: float = 0.9
    freshness_half_life_days: float = 365.0
    freshness_floor: float = 0.97  # decay never takes more than 3 % off

    # Abstention (search/abstention.py, ADR 0019): the best cosine among the *returned* hits must
    # clear abstain_sim (raised to the probe null level) and stand abstain_margin above the
    # store's background level for the query, or the coverage of the returned hits must reach
    # abstain_lex (one floor with or without a cosine). abstain_lex 0.4 is the former floor
    # without a cosine, now used beside one too; the margin is measured by hippocampus/evaluation/lodo.py but off
    # (0.0): chosen on the other sets it did not hold on the left-out one (docs/BENCHMARKS.md,
    # "Leave-one-dataset-out abstention"; ADR 0019).
    abstain_sim: float = 0.83
    abstain_lex: float = 0.4
    abstain_margin: float = 0.0
    # The background: mean cosine of the sections ranked background_from..background_depth in
    # the query's scope (the semantic leg fetches background_depth cosines).
    background_from: int = 11
    background_depth: int = 60
    # Not used since ADR 0019 (one coverage floor); kept so older calibration files still load.
    abstain_lex_alone: float = 0.4
    # The cosine floor is also at least this quantile of what off-topic probe questions in the
    # query's language reach within the query's scope (search/nullfloor.py); < 0 turns it off.
    abstain_null_quantile: float = 0.5
    # The top of the probes' scale: this quantile of the probes (1.0: the best of them). A question
    # with no query word in the returned hits (coverage 0) must reach it (abstention.py); < 0 turns
    # it and the joint rule below off.
    abstain_null_unanchored: float = 1.0
    # The joint rule (ADR 0033): answer when the best returned cosine clears abstain_sim and
    # lift + abstain_cov_weight * coverage >= abstain_evidence, lift being that cosine on the
    # probes' scale (0 at their median, 1 per spread: best probe - median) and coverage the share
    # of the query's own words in the top hits; or when coverage >= abstain_cov_alone. Chosen by
    # `hippo eval lodo` on eight sets (in-sample) after the probes were rewritten (they set the
    # lift's scale; ADR 0033 addendum 2026-12-06, abst35c) and again with the legs' agreement below
    # (abst35d), and measured leave one dataset out (docs/benchmarks/abstention.md; before the
    # agreement: 0.7 / 2.0 / 0.5; on the old probes: 1.0 / 3.0 / 0.5, before that 1.9 / 5.5 / 0.4).
    # abstain_evidence < 0: ADR 0019's rule.
    abstain_evidence: float = 0.8
    abstain_cov_weight: float = 2.5
    abstain_cov_alone: float = 0.4
    # Issue 35, the wiki's unrelated questions (ADR 0033 addendum 2026-12-06): a query word no
    # section of the store holds weighs 1 + abstain_absent_weight times in the coverage share
    # (beside a cosine >= abstain_sim; search/coverage.py), and the lift's probe spread is at least
    # abstain_min_spread (a scope whose probes all land within a hair of their median no longer
    # turns a 0.01 cosine difference into a lift of 1). 0 and 0.001: the rule before. Both picked
    # from a small grid looking at all seven sets' leave-one-out figures (not nested).
    abstain_absent_weight: float = 3.0
    abstain_min_spread: float = 0.03
    # A question none of whose words is in its returned hits, answered by a hit in its own language
    # (not cross-lingual), must beat the probes' best by this many probe spreads, not merely reach
    # it (abstention.unanchored_floor; ADR 0033 addendum 2026-12-07). In its own language a passage
    # that answers nearly always shares a word with the question; an English everyday question over
    # a Korean wiki lands on its English notes at 0.845-0.847 against a best probe of 0.840. A
    # cross-lingual hit cannot hold the question's words, so it keeps the ceiling itself. 0: the
    # rule before.
    abstain_unanchored_margin: float = 0.5
    # The two legs' agreement (issue 35, abst35d; ADR 0033 addendum 2026-12-06, abst35d): when the
    # note carrying the answer cosine is not among the lexical leg's first abstain_agree_rank notes,
    # the query's words in the hits count abstain_disagree_share of their share (coverage × share):
    # the words are scattered over a note the lexical leg itself does not rank for the query (a diary
    # page that mentions a word), not a note about them. 1.0 turns it off. 10 / 0.5 picked from a
    # grid (rank 3-20 × share 0-0.75) on eight sets' leave-one-out figures, and chosen nested with the
    # floors on the other seven (docs/benchmarks/abstention.md).
    abstain_agree_rank: int = 10
    abstain_disagree_share: float = 0.5
    # Evidence bundle sufficiency: verdict "sufficient" needs this evidence score or more.
    sufficient_lex: float = 0.75
    sufficient_sim: float = 0.86
    # Answer cache: Dice overlap of content terms between question and query-page title.
    cache_min_dice: float = 0.8

    # Presentation.
    snippet_chars: int = 240
    section_pool: int = 3  # sections kept per document for best-section choice

    def __post_init__(self) -> None:
        if self.fusion not in FUSIONS:
            raise ValueError(f"fusion must be one of {', '.join(FUSIONS)}, not {self.fusion!r}")
        if not 0.0 <= self.convex_alpha <= 1.0:
            raise ValueError(f"convex_alpha must be within [0, 1], not {self.convex_alpha}")
        if self.rrf_leg_floor != 0 and self.rrf_leg_floor < 1:
            raise ValueError(f"rrf_leg_floor must be 0 (off) or at least 1, not {self.rrf_leg_floor!r}")
        if self.rrf_leg_floor_depth < 0:
            raise ValueError(f"rrf_leg_floor_depth must be 0 (every rank) or more, not {self.rrf_leg_floor_depth!r}")
        if self.rrf_floor_ties not in ("fused", "lexical"):
            raise ValueError(f"rrf_floor_ties must be fused or lexical, not {self.rrf_floor_ties!r}")
        if self.rrf_ties not in ("lexical", "id"):
            raise ValueError(f"rrf_ties must be lexical or id, not {self.rrf_ties!r}")
        if not 0.0 <= self.note_mix <= 1.0:
            raise ValueError(f"note_mix must be within [0, 1], not {self.note_mix}")
        for name in ("sem_hub_weight", "sem_hub_foreign", "rrf_lex_foreign"):
            if getattr(self, name) < 0:  # a negative weight would invert the leg it scales
                raise ValueError(f"{name} must be 0 or more, not {getattr(self, name)!r}")

    def with_overrides(self, **changes: Any) -> RankingParams:
        known = {f.name: f.type for f in fields(self)}
        unknown = set(changes) - set(known)
        if unknown:
            raise ValueError(f"unknown ranking parameter(s): {', '.join(sorted(unknown))}")
        return replace(self, **{k: _coerce(getattr(self, k), v) for k, v in changes.items()})

    def plain_rrf(self) -> RankingParams:
        """These parameters as plain RRF (k = ``rrf_k``) of the two whole-note legs, the baseline every
        ranking benchmark prints beside the default (issue 35, ADR 0032): ties by document id, both
        legs at full weight whatever they rest on (``rrf_lex_cover`` 0, which also turns off
        ``rrf_lex_unheld``), no file-name field, no leg floor, no name first, no hubness correction. A new ranking feature is turned off here too."""
        return self.with_overrides(fusion="rrf", rrf_ties="id", rrf_lex_cover=0.0, note_w_name=0.0, rrf_leg_floor=0.0,
                                   name_first=False, sem_hub_weight=0.0, sem_hub_foreign=0.0, rrf_lex_foreign=1.0,
                                   note_title_all=1.0, title_all_first=False)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), sort_keys=True)

    @property
    def digest(self) -> str:
        """Short hash of every value: part of an eval ``run_signature``."""
        return hashlib.sha256(self.to_json().encode()).hexdigest()[:12]

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> RankingParams:
        return cls().with_overrides(**{k: v for k, v in data.items() if not k.startswith("_")})

    @classmethod
    def load(cls, path: Path) -> RankingParams:
        return cls.from_dict(json.loads(path.read_text(encoding="utf-8")))

    def dump(self, path: Path, **meta: Any) -> None:
        payload = {f"_{k}": v for k, v in meta.items()} | self.to_dict()
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".tmp")
        tmp.write_text(json.dumps(payload, indent=2, sort_keys=True, ensure_ascii=False), encoding="utf-8")
        tmp.replace(path)


def _coerce(current: Any, value: Any) -> Any:
    if isinstance(current, bool):
        return value if isinstance(value, bool) else str(value).lower() in ("1", "true", "yes")
    if isinstance(current, int):
        return int(value)
    if isinstance(current, float):
        return float(value)
    return value


def load_params(home: Path | None, embed_model: str | None = None) -> RankingParams:
    """Defaults, then the calibration file under ``home`` (when it matches the embedder),
    then ``HIPPO_SEM_CANDIDATES`` from the environment."""
    params = RankingParams()
    if home is not None:
        path = home / CALIBRATION_FILE
        if path.is_file():
            data = json.loads(path.read_text(encoding="utf-8"))
            model = data.get("_embed_model")
            # Trigger: calibration written for another model. Why: floors are model-specific.
            # Outcome: ignore it and keep defaults rather than apply wrong thresholds.
            if embed_model is None or model in (None, embed_model):
                params = RankingParams.from_dict(data)
    env = os.environ.get("HIPPO_SEM_CANDIDATES")
    if env:
        params = params.with_overrides(sem_candidates=int(env))
    return params
