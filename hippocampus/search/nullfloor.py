"""The store's null level: how close an *unrelated* question gets to this vault (ADR 0004).

A cosine means different things in different vaults and languages. With multilingual-e5-small
an everyday Korean question reaches 0.84-0.87 against a vault of Korean PDFs, more than the
fixed abstention floor (``abstain_sim`` 0.83), while in an English chat log the same kind of
question stays near 0.80. So, besides the fixed floor, the semantic half of the abstention
test must beat what off-topic probe questions *in the query's language* score within the
query's scope: ``floor = max(abstain_sim, quantile(probe best cosines, abstain_null_quantile))``.

The probes are embedded once per embedder and process; their best cosines are computed once
per opened materialization and filter (the store caches them), so a warm search pays nothing.
They were written apart from the unrelated questions of the eval sets (``hippocampus/evaluation/datasets.py``),
which measure this rule, and are not topics a knowledge vault is about.
"""

from __future__ import annotations

import re
import threading
from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:
    from hippocampus.search.protocols import QueryEmbedder, SearchStore
    from hippocampus.store.queries import Filters

PROBES_EN: tuple[str, ...] = (
    "how many stitches should I cast on for a wool scarf",
    "when is the deadline for filing my income tax return",
    "why are the leaves of my monstera turning yellow",
    "explain the offside rule in football",
    "my sourdough bread did not rise overnight",
    "tips for writing a short wedding speech",
    "how to patch a punctured bicycle inner tube",
    "a birthday present idea for a ten year old",
    "how much sleep does a teenager need",
    "what to pack for a weekend camping trip in autumn",
    "which paint finish is best for a bathroom wall",
    "should I buy running shoes half a size larger",
)
PROBES_KO: tuple[str, ...] = (
    "주말에 가기 좋은 서울 근교 등산 코스",
    "아이 생일 선물로 뭐가 좋을까",
    "운동화 세탁기에 돌려도 되나요",
    "고양이가 사료를 잘 안 먹어요",
    "중고차 살 때 꼭 확인해야 할 것",
    "겨울철 실내 적정 습도는 얼마인가요",
    "결혼식 축사 짧게 쓰는 요령",
    "수영 처음 배울 때 호흡하는 법",
    "부모님 환갑 여행지 추천",
    "집에서 식물 키울 때 물 주는 횟수",
)

_HANGUL = re.compile("[\uac00-\ud7a3\u3131-\u318e]")
_lock = threading.Lock()
_computing: dict[str, threading.Lock] = {}  # one lock per embedder key: who embeds the probes
_vectors: dict[str, np.ndarray] = {}  # embedder model id → probe matrix (EN rows, then KO rows)


def is_korean(text: str) -> bool:
    """A query with any Hangul is compared with the Korean probes, any other with the English."""
    return bool(_HANGUL.search(text))


_HANGUL_WORD = re.compile("[\uac00-\ud7a3]+")
_LATIN_WORD = re.compile("[a-zA-Z]{2,}")


def written_in_korean(text: str) -> bool:
    """Whether a passage is mostly Korean: at least as many Hangul words as Latin ones (code and
    English terms in a Korean note do not make it English; a Korean word in an English note does
    not make it Korean)."""
    return len(_HANGUL_WORD.findall(text)) >= max(1, len(_LATIN_WORD.findall(text)))


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
    n_en = len(PROBES_EN)
    same = levels[n_en:] if is_korean(query) else levels[:n_en]
    return float(np.quantile(same, min(quantile, 1.0)))
