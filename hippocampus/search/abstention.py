"""When the search answers nothing (ADR 0004, ADR 0006): the abstention floors.

Evidence is the best cosine of the semantic leg and the idf-weighted query-term coverage of
the top documents. The search abstains when neither clears its floor.
"""

from __future__ import annotations

from hippocampus.search.params import RankingParams


def sim_floor(p: RankingParams, null_level: float | None) -> float:
    """The cosine the best semantic match must reach: ``abstain_sim``, raised to the scope's
    null level when one was measured."""
    return p.abstain_sim if null_level is None else max(p.abstain_sim, null_level)


def lex_floor(p: RankingParams, best_cos: float | None) -> float:
    """The query-term coverage that is evidence enough: ``abstain_lex`` beside a cosine,
    ``abstain_lex_alone`` when there is no cosine (lexical mode, or no embedder)."""
    return p.abstain_lex_alone if best_cos is None else p.abstain_lex


def below_floor(best_cos: float | None, lex_cov: float, mode: str, p: RankingParams, null_level: float | None = None) -> bool:
    """True when the search would abstain: neither the cosine nor the lexical coverage clears its floor."""
    sem_ok = best_cos is not None and best_cos >= sim_floor(p, null_level)
    lex_ok = mode != "semantic" and lex_cov >= lex_floor(p, best_cos)
    return not (sem_ok or lex_ok)


def abstain_reason(best_cos: float | None, lex_cov: float, p: RankingParams, null_level: float | None) -> str:
    coverage = f"query-term coverage {lex_cov:.2f} < {lex_floor(p, best_cos):.2f}"
    if best_cos is None:
        return f"evidence below the calibrated floor: no cosine (lexical only) and {coverage}"
    floor = sim_floor(p, null_level)
    why = " (what off-topic questions reach in this scope)" if floor > p.abstain_sim else ""
    return f"evidence below the calibrated floor: best cosine {best_cos:.3f} < {floor:.3f}{why} and {coverage}"
