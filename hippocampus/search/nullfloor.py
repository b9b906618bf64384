"""The store's null level: how close an *unrelated* question gets to this vault (ADR 0004).

A cosine means different things in different vaults and languages. With multilingual-e5-small
an everyday Korean question reaches 0.84-0.87 against a vault of Korean PDFs, more than the
fixed abstention floor (``abstain_sim`` 0.83), while in an English chat log the same kind of
question stays near 0.80. So, besides the fixed floor, the semantic half of the abstention
test must beat what off-topic probe questions *in the query's language* score within the
query's scope: ``floor = max(abstain_sim, quantile(probe best cosines, abstain_null_quantile))``.

The probes are embedded once per embedder and process; their best cosines are computed once
per opened materialization and filter (the store caches them), so a warm search pays nothing.
They are not topics a knowledge vault is about, and no evaluation question may be one of them.

Provenance: the lists were rewritten on 2026-12-06 (issue 35, abst35c) because the earlier ones
overlapped evaluation sets: a near-copy of the wiki's unrelated question un-06 (indoor humidity in
winter), one close to un-09 (a wedding), and same-topic twins of the blind everyday questions
(knitting a scarf, the offside rule, a teenager's sleep, a ten-year-old's birthday present, a used
car, breathing when swimming) and of the lessons benchmark's unrelated queries (a yellowing
houseplant, a wedding speech). The new ones were written by hand on topics none of the sets asks
about (dress and grooming, laundry, photography, fishing, dance, calligraphy, small skills), before
any search was run with them, and checked with ``eval/experiments/probe_overlap.py`` against every
unrelated, everyday, same-domain and answerable question of the evaluation sets (exact text,
character-trigram near-copies, and the closest questions by cosine, read by hand); the final
held-out Obsidian set was compared by the script without its questions being shown. The lesson
store's extra probes (``hippocampus/memory/lessons/semantic.py`` NULL_PROBES) were checked the same way.
"""

from __future__ import annotations

import re
import threading
from typing import TYPE_CHECKING

import numpy as np

from hippocampus.store.language import written_in_korean as _written_in_korean

if TYPE_CHECKING:
    from hippocampus.search.protocols import QueryEmbedder, SearchStore
    from hippocampus.store.queries import Filters

PROBES_EN: tuple[str, ...] = (
    "how do I tie a double windsor knot",
    "how to iron a dress shirt without leaving creases",
    "how often should I trim my hair while growing it out",
    "camera settings for photographing fireworks at night",
    "what bait works best for trout in a lake",
    "how to blow a big bubble with bubble gum",
    "basic salsa dance steps for a complete beginner",
    "how to hold a fountain pen for calligraphy",
    "how to make perfume last longer on the skin",
    "how to juggle three balls",
    "how to fold a fitted sheet neatly",
    "how to whistle loudly with two fingers",
)
PROBES_KO: tuple[str, ...] = (
    "넥타이 매는 가장 쉬운 방법",
    "와이셔츠 구김 없이 다림질하는 순서",
    "머리 기를 때 미용실은 얼마나 자주 가야 하나요",
    "불꽃놀이 사진 잘 찍는 카메라 설정",
    "민물 낚시 미끼로 뭐가 좋아요",
    "풍선껌으로 큰 풍선 부는 방법",
    "향수 오래 가게 뿌리는 위치",
    "캘리그라피 붓펜 처음 연습하는 법",
    "저글링 공 세 개로 시작하는 요령",
    "손가락으로 휘파람 크게 부는 법",
)

_HANGUL = re.compile("[\uac00-\ud7a3\u3131-\u318e]")
_lock = threading.Lock()
_computing: dict[str, threading.Lock] = {}  # one lock per embedder key: who embeds the probes
_vectors: dict[str, np.ndarray] = {}  # embedder model id → probe matrix (EN rows, then KO rows)


def is_korean(text: str) -> bool:
    """A query with any Hangul is compared with the Korean probes, any other with the English."""
    return bool(_HANGUL.search(text))


def same_language(query: str) -> slice:
    """The rows of :func:`probe_matrix` (or of its levels) in ``query``'s language."""
    return slice(len(PROBES_EN), None) if is_korean(query) else slice(0, len(PROBES_EN))


# a passage's language (store/language.py, where the indexer reads each note's): re-exported here
written_in_korean = _written_in_korean


def probe_matrix(embedder: QueryEmbedder) -> np.ndarray:
    """Unit query vectors of PROBES_EN + PROBES_KO for this embedder (embedded once per process)."""
    key = str(getattr(embedder, "model_id", None) or id(embedder))
    with _lock:
        cached = _vectors.get(key)
        computing = _computing.setdefault(key, threading.Lock())
    if cached is not None:
        return cached
    # Trigger: several calls need the probes before they exist. Why: each computing them
    # queues 22 embeddings behind the others on the embedder (calls that time out were
    # redoing them behind the abandoned worker: a 0.3 s budget never recovered, load 8-10).
    # Outcome: one caller embeds them, the others wait for its matrix.
    with computing:
        with _lock:
            cached = _vectors.get(key)
        if cached is not None:
            return cached
        rows = [np.asarray(embedder.embed_query(q), dtype=np.float32).reshape(-1) for q in PROBES_EN + PROBES_KO]
        matrix = np.stack(rows)
        matrix /= np.maximum(np.linalg.norm(matrix, axis=1, keepdims=True), 1e-12)
        with _lock:
            _vectors[key] = matrix
    return matrix


def null_floor(store: SearchStore, embedder: QueryEmbedder | None, query: str, filters: Filters, quantile: float) -> float | None:
    """The chosen quantile of the same-language probes' best cosines within ``filters``.

    None when the rule is off (``quantile`` < 0), the store has no vectors in that scope, or
    the store cannot say (a reader without :meth:`null_levels`)."""
    if quantile < 0 or embedder is None or not hasattr(store, "null_levels"):
        return None
    matrix = probe_matrix(embedder)
    key = str(getattr(embedder, "model_id", None) or id(embedder))
    levels = store.null_levels(key, matrix, filters)
    if levels is None or not len(levels):
        return None
    same = levels[same_language(query)]
    return float(np.quantile(same, min(quantile, 1.0)))
