"""The semantic index of a snapshot: embeddings of every lesson text, from the configured embedder.

Used only when the sparse cue match is uncertain (seed 003: "조건부 의미 검색"). Vectors are
content-addressed by ``embed_hash`` (model id + the exact passage text), so rebuilding the
index for a new snapshot re-embeds only the lessons whose text changed; everything else is
copied from the previous index. The matrix is stored as float16 ``.npy`` next to a JSON
header (model, dim, ordinals, hashes, hubness).

**Hubness.** Each lesson also carries ``hub``: the mean cosine of its main text (context +
rule) to its :data:`HUB_K` nearest other lessons. A lesson in a crowd of near-identical ones
(templated, generic lessons) is close to *every* query of its topic and wins semantic ties it
should not; recall ranks semantic candidates by ``cos - hub_beta * hub`` (CSLS, Conneau et
al. 2018), so a lesson has to stand out from its own neighbourhood. Computed once per index
build, against at most :data:`HUB_REFERENCE` lessons (evenly spaced) so the cost stays bounded
at 50k lessons.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

import numpy as np

from hippocampus.memory.lessons.model import Lesson, Snapshot, Status
from hippocampus.search.nullfloor import PROBES_EN, PROBES_KO


@runtime_checkable
class LessonEmbedder(Protocol):
    """What the lesson store needs from an embedder (the store's embedders satisfy it via an adapter)."""

    @property
    def model_id(self) -> str: ...

    def embed_passages(self, texts: Sequence[str]) -> np.ndarray: ...

    def embed_query(self, text: str) -> np.ndarray: ...


def passage_inputs(embedder: object, texts: Sequence[str]) -> list[str]:
    """The strings to send: the project's embedders (``hippocampus.store.embed``) take passages
    already wrapped by their ``passage_input`` (the e5 ``passage:`` prefix, exactly once)."""
    wrap = getattr(embedder, "passage_input", None)
    return [wrap(t) for t in texts] if callable(wrap) else list(texts)


def passage_text(lesson: Lesson) -> str:
    return f"{lesson.context_sentence} {lesson.rule}".strip()


def lesson_texts(lesson: Lesson) -> list[str]:
    """What is embedded for a lesson: context + rule, then each registered phrasing (multi-vector:
    a lesson's semantic score is its best row, so every known wording of the situation counts)."""
    return list(dict.fromkeys([passage_text(lesson), *(p.strip() for p in lesson.phrases if p.strip())]))


HUB_K = 10
HUB_REFERENCE = 4096

#: Off-topic probe queries (everyday life, English and Korean). At every index build they are
#: embedded as queries and compared with the store's lessons; the best cosine each one reaches
#: is what an unrelated question scores *in this store with this model*. Recall admits a
#: semantic hit only above that null level (``RecallParams.null_quantile`` + ``null_margin``),
#: so the floor follows the store's size and the embedder instead of being one absolute number.
#: Written apart from the benchmark's unrelated queries (eval/lessons_families.py) and from every
#: search evaluation set; rewritten on 2026-12-06 (issue 35, abst35c) with nullfloor.py's lists,
#: whose old versions and old extras (a wedding speech, a yellowing houseplant, oiling a bicycle
#: chain, coffee, chess and baduk, year-end tax papers, learning a language) were near-copies or
#: same-topic twins of evaluation questions (provenance: nullfloor.py's docstring).
#: The search's null level (hippocampus/search/nullfloor.py) uses PROBES_EN/PROBES_KO only (the
#: extras were left out there to keep the two languages near balance).
NULL_PROBES: tuple[str, ...] = (
    *PROBES_EN,
    "how to wrap a gift box neatly with paper",
    "how to pick a frame for a large poster",
    "how to get a ring off a swollen finger",
    *PROBES_KO,
    "선물 상자 포장지로 깔끔하게 싸는 법",
    "큰 포스터에 맞는 액자 고르는 법",
    "손가락에 낀 반지 빼는 방법",
    "노래방에서 고음 편하게 내는 요령",
    "양말 짝 잃어버리지 않게 빨래하는 법",
)


#: Generic developer questions (English and Korean), the *same domain* as a coding agent's
#: lessons but about no lesson in particular. An everyday off-topic probe sets a floor that any
#: programming question clears (issue 26: a PostgreSQL question got a git-bisect lesson); these
#: measure what an unrelated question *from the lessons' own domain* reaches in this store.
#: Deliberately broad (concepts, practices, tools in general) and written on 2026-12-03 apart
#: from the benchmark's same-domain probes (eval/data/lessons_same_domain.json), which share no
#: topic with them; chosen without looking at any ranking. See ADR 0024.
DOMAIN_PROBES: tuple[str, ...] = (
    "what is the difference between a process and a thread",
    "how to profile a slow Python function",
    "best way to version a REST API",
    "how to debug a memory leak in a long running service",
    "how do I put a reverse proxy in front of a web app",
    "explain database transactions and isolation levels",
    "how to write a good commit message",
    "which log level should I use for recoverable errors",
    "how to cache HTTP responses in a web service",
    "how to deploy a container to a cloud VM",
    "how to parse command line arguments in a script",
    "what does a message queue give me over direct HTTP calls",
    "함수형 프로그래밍과 객체지향의 차이",
    "코드 리뷰에서 무엇을 봐야 하나",
    "마이크로서비스로 나눌 때 기준",
    "데이터베이스 스키마 마이그레이션 전략",
    "리눅스 서버에 처음 접속했을 때 해야 할 보안 설정",
    "정규화와 비정규화는 언제 쓰나",
    "API 인증 방식 비교 OAuth JWT 세션",
    "단위 테스트와 통합 테스트의 차이",
    "컨테이너 오케스트레이션이 필요한 이유",
    "웹 애플리케이션 성능 병목 찾는 방법",
    "비동기 프로그래밍에서 이벤트 루프란",
    "깃 브랜치 전략 추천",
)


def hub_scores(ordinals: np.ndarray, vectors: np.ndarray, k: int = HUB_K, reference: int = HUB_REFERENCE, chunk: int = 2048) -> np.ndarray:
    """Per row: the mean cosine of its lesson's main row to the ``k`` nearest *other* lessons'
    main rows (the first row of each lesson). float32, aligned with ``ordinals``."""
    out = np.zeros(len(ordinals), dtype=np.float32)
    if len(ordinals) == 0:
        return out
    ords = np.asarray(ordinals)
    first = np.ones(len(ords), dtype=bool)
    first[1:] = ords[1:] != ords[:-1]
    main_rows = np.nonzero(first)[0]
    if len(main_rows) < 2:
        return out
    ref_rows = main_rows if len(main_rows) <= reference else main_rows[np.linspace(0, len(main_rows) - 1, reference).astype(int)]
    ref = vectors[ref_rows].astype(np.float32)
    ref_ords = ords[ref_rows]
    kk = min(k, len(ref_rows) - 1)
    per_lesson: dict[int, float] = {}
    for start in range(0, len(main_rows), chunk):
        rows = main_rows[start : start + chunk]
        sims = vectors[rows].astype(np.float32) @ ref.T
        sims[ords[rows][:, None] == ref_ords[None, :]] = -1.0  # not its own neighbour
        top = np.partition(sims, sims.shape[1] - kk, axis=1)[:, -kk:]
        for o, v in zip(ords[rows], top.mean(axis=1), strict=True):
            per_lesson[int(o)] = float(v)
    return np.asarray([per_lesson[int(o)] for o in ords], dtype=np.float32)


def probe_cosines(vectors: np.ndarray, probe_vectors: np.ndarray) -> np.ndarray:
    """``(rows, probes)`` cosines of the (normalised) probe queries to every row."""
    p = np.asarray(probe_vectors, dtype=np.float32)
    p = p / np.maximum(np.linalg.norm(p, axis=1, keepdims=True), 1e-12)
    return vectors.astype(np.float32) @ p.T


def null_levels(vectors: np.ndarray, probe_vectors: np.ndarray) -> np.ndarray:
    """Best cosine of each probe query over all rows."""
    if len(vectors) == 0 or len(probe_vectors) == 0:
        return np.zeros(0, dtype=np.float32)
    return probe_cosines(vectors, probe_vectors).max(axis=0).astype(np.float32)


#: The query's background: the mean cosine of the lessons ranked BACKGROUND[0]+1 .. BACKGROUND[1]
#: for it (ranks 2-11: the best lesson is the candidate answer, the next ten are what the query is
#: close to anyway).
BACKGROUND = (1, 11)


def background_of(per_lesson: np.ndarray) -> float:
    """Mean of the per-lesson cosines ranked 2..11 (fewer when the store is smaller); needs >= 2."""
    ranked = np.sort(np.asarray(per_lesson, dtype=np.float32))[::-1]
    return float(ranked[BACKGROUND[0] : BACKGROUND[1]].mean())


def lead_over_background(ordinals: np.ndarray, vectors: np.ndarray, probe_vectors: np.ndarray) -> np.ndarray | None:
    """Per probe: its best lesson's cosine minus its background (:func:`background_of`), each lesson
    scored by its best row. A question from the lessons' domain that no lesson answers is close to
    many of them at once; one that a lesson answers stands out from the rest. None with < 2 lessons."""
    if len(probe_vectors) == 0 or len(ordinals) == 0:
        return None
    lessons, row_lesson = np.unique(np.asarray(ordinals), return_inverse=True)
    if len(lessons) < 2:
        return None
    rows = probe_cosines(vectors, probe_vectors)
    best = np.full((len(lessons), rows.shape[1]), -1.0, dtype=np.float32)
    np.maximum.at(best, row_lesson, rows)
    return np.asarray([best[:, j].max() - background_of(best[:, j]) for j in range(best.shape[1])], dtype=np.float32)


def embed_hash(model_id: str, text: str) -> str:
    return hashlib.sha256(f"{model_id}\n{text}".encode()).hexdigest()[:32]


def embeddable(lesson: Lesson) -> bool:
    """Retired lessons are never served, so they carry no vector."""
    return lesson.status != Status.RETIRED


@dataclass(frozen=True)
class SemanticIndex:
    snapshot_seq: int
    model_id: str
    ordinals: np.ndarray  # int32, per row: the lesson's ordinal in the snapshot (a lesson may have several rows)
    hashes: list[str]
    vectors: np.ndarray   # (n, dim) float16, L2-normalised rows
    hub: np.ndarray | None = None  # per row: its lesson's hubness (see module doc); None in indexes built before it existed
    null_top: np.ndarray | None = None  # per probe of NULL_PROBES: its best cosine over the lessons (None: not measured)
    domain_top: np.ndarray | None = None  # per probe of DOMAIN_PROBES: its best cosine over the lessons (None: not measured)
    domain_lead: np.ndarray | None = None  # per probe of DOMAIN_PROBES: its lead over its background (lead_over_background)

    def header(self) -> dict[str, Any]:
        head = {"format": 1, "kind": "semantic", "snapshot_seq": self.snapshot_seq, "model_id": self.model_id,
                "dim": int(self.vectors.shape[1]) if self.vectors.ndim == 2 else 0,
                "ordinals": self.ordinals.tolist(), "hashes": self.hashes}
        if self.hub is not None:
            head["hub"] = [round(float(x), 5) for x in self.hub]
        if self.null_top is not None:
            head["null_top"] = [round(float(x), 5) for x in self.null_top]
        if self.domain_top is not None:
            head["domain_top"] = [round(float(x), 5) for x in self.domain_top]
        if self.domain_lead is not None:
            head["domain_lead"] = [round(float(x), 5) for x in self.domain_lead]
        return head

    @classmethod
    def from_parts(cls, header: dict[str, Any], vectors: np.ndarray) -> SemanticIndex:
        hub = np.asarray(header["hub"], dtype=np.float32) if header.get("hub") is not None else None
        null = np.asarray(header["null_top"], dtype=np.float32) if header.get("null_top") is not None else None
        domain = np.asarray(header["domain_top"], dtype=np.float32) if header.get("domain_top") is not None else None
        lead = np.asarray(header["domain_lead"], dtype=np.float32) if header.get("domain_lead") is not None else None
        return cls(int(header["snapshot_seq"]), str(header["model_id"]), np.asarray(header["ordinals"], dtype=np.int32), list(header["hashes"]),
                   vectors, hub, null, domain, lead)

    def null_floor(self, quantile: float, margin: float) -> float | None:
        """The cosine an unrelated query reaches in this store (see NULL_PROBES), or None."""
        if self.null_top is None or self.null_top.size == 0:
            return None
        return float(np.quantile(self.null_top, quantile)) + margin

    def domain_floor(self, quantile: float, margin: float) -> float | None:
        """The cosine a generic developer question reaches in this store (see DOMAIN_PROBES), or None
        (an index published before it was measured)."""
        if self.domain_top is None or self.domain_top.size == 0:
            return None
        return float(np.quantile(self.domain_top, quantile)) + margin

    def lead_floor(self, quantile: float, margin: float) -> float | None:
        """The lead over its background a generic developer question's best lesson has in this store
        (see :func:`lead_over_background`), or None (not measured, or fewer than two lessons)."""
        if self.domain_lead is None or self.domain_lead.size == 0:
            return None
        return float(np.quantile(self.domain_lead, quantile)) + margin

    def hub_of(self, ordinals: np.ndarray) -> np.ndarray:
        """Hubness of the given lesson ordinals (0 for an index without it)."""
        if self.hub is None or len(self.ordinals) == 0:
            return np.zeros(len(ordinals), dtype=np.float32)
        table = np.zeros(int(self.ordinals.max()) + 1, dtype=np.float32)
        table[self.ordinals] = self.hub
        return table[np.asarray(ordinals)]

    def cache(self) -> dict[str, np.ndarray]:
        return {h: self.vectors[i] for i, h in enumerate(self.hashes)}

    def scores(self, query_vec: np.ndarray, allowed: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray]:
        """(ordinals, cosine) of the allowed lessons (a boolean mask over ordinals), one per lesson:
        the best of its rows."""
        rows = np.arange(len(self.ordinals)) if allowed is None else np.nonzero(allowed[self.ordinals])[0]
        if rows.size == 0:
            return np.empty(0, dtype=np.int32), np.empty(0, dtype=np.float32)
        sims = np.clip(self.vectors[rows].astype(np.float32) @ query_vec.astype(np.float32), -1.0, 1.0)
        ords = self.ordinals[rows]
        order = np.lexsort((-sims, ords))  # by ordinal, best row first
        ords, sims = ords[order], sims[order]
        first = np.ones(len(ords), dtype=bool)
        first[1:] = ords[1:] != ords[:-1]
        return ords[first], sims[first]


def build_semantic_index(
    snapshot: Snapshot,
    embedder: LessonEmbedder,
    previous: SemanticIndex | None = None,
    *,
    batch: int = 64,
) -> tuple[SemanticIndex, int]:
    """Vectors for every servable lesson; returns the index and how many texts were embedded."""
    model = embedder.model_id
    reuse = previous.cache() if previous is not None and previous.model_id == model else {}
    ordinals: list[int] = []
    hashes: list[str] = []
    texts: list[str] = []
    for i, lesson in enumerate(snapshot.lessons):
        if embeddable(lesson):
            for text in lesson_texts(lesson):
                ordinals.append(i)
                hashes.append(embed_hash(model, text))
                texts.append(text)
    todo: list[int] = []  # first row of every text not embedded before
    pending: set[str] = set()
    for k, h in enumerate(hashes):
        if h not in reuse and h not in pending:
            pending.add(h)
            todo.append(k)
    fresh: dict[str, np.ndarray] = {}
    for start in range(0, len(todo), batch):
        chunk = todo[start : start + batch]
        vecs = np.asarray(embedder.embed_passages(passage_inputs(embedder, [texts[k] for k in chunk])), dtype=np.float32)
        for k, vec in zip(chunk, vecs, strict=True):
            fresh[hashes[k]] = vec
    dim = next(iter(fresh.values())).shape[0] if fresh else (next(iter(reuse.values())).shape[0] if reuse else 0)
    matrix = np.zeros((len(hashes), dim), dtype=np.float16)
    for row, h in enumerate(hashes):
        vec = fresh[h] if h in fresh else reuse[h]
        norm = float(np.linalg.norm(vec)) or 1.0
        matrix[row] = (np.asarray(vec, dtype=np.float32) / norm).astype(np.float16)
    ords = np.asarray(ordinals, dtype=np.int32)
    probes, domain = probe_vectors(embedder, dim) if len(ords) else (np.zeros((0, dim), np.float32), np.zeros((0, dim), np.float32))
    return SemanticIndex(snapshot.seq, model, ords, hashes, matrix, hub_scores(ords, matrix), null_levels(matrix, probes),
                         null_levels(matrix, domain), lead_over_background(ords, matrix, domain)), len(todo)


def probe_vectors(embedder: LessonEmbedder, dim: int) -> tuple[np.ndarray, np.ndarray]:
    """Query vectors of the off-topic probes (NULL_PROBES) and of the same-domain ones (DOMAIN_PROBES)."""
    def embed(texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, dim), np.float32)
        return np.stack([np.asarray(embedder.embed_query(q), dtype=np.float32) for q in texts])

    return embed(NULL_PROBES), embed(DOMAIN_PROBES)
