"""Cold start and throughput of the batched engine, each figure from fresh processes (ADR 0029).

    python eval/bench_embed_engine.py [--base DIR] [--rounds 3] [--sections 192] [--out FILE]

Per round, each in its own fresh interpreter (CPU seconds of that process, all threads):

* ``import torch``;
* engine build with an empty weight cache (``cold``: prepares and writes the cache) and with a
  filled one (``cached``), torch imported before the clock starts;
* embedding the first ``--sections`` sections of the johngrib wiki (2,000-character clip, the
  indexer's batches of 32) with this checkout's engine and, with ``--base DIR`` (an export of an
  older commit, e.g. ``git archive dd86942 | tar -x -C DIR``), with that code's engine:
  tokens per CPU-second, and the ratio new / base within the same round.

Rounds interleave the variants so that a noisy machine hits them alike; medians are reported.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from eval.machine import loadavg, machine_info  # noqa: E402 - after the sys.path line above

WIKI = ROOT.parent / "shared" / "bench" / "johngrib-wiki-ko" / "_wiki"

_CHILD = r"""
import json, os, re, sys, time
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
kind, arg = sys.argv[1], sys.argv[2]
P = time.process_time
if kind == "import":
    t = P(); import torch; print(json.dumps({"cpu_s": P() - t})); sys.exit()
import torch
from hippocampus.store.batched import bundled_weights
from hippocampus.store.e5torch import TorchE5
if kind == "build":
    t = P()
    try:
        e = TorchE5(bundled_weights(), "auto", cache_dir=arg, weights_sha256=None)
    except TypeError:  # code from before the weight cache
        e = TorchE5(bundled_weights(), "auto")
    print(json.dumps({"cpu_s": P() - t, "cache": getattr(e, "cache_status", "n/a")})); sys.exit()
texts = json.loads(open(arg, encoding="utf-8").read())
e = TorchE5(bundled_weights(), "auto")
e.encode(texts[:4])
tokens = sum(len(ids) + 2 for ids in (e.tokenizer.content_ids("passage: " + x) for x in texts))
t = P()
for i in range(0, len(texts), 32):
    e.encode(texts[i:i + 32])
cpu = P() - t
rss = [l for l in open("/proc/self/status") if l.startswith("VmHWM")][0].split()[1]
print(json.dumps({"cpu_s": cpu, "tokens": tokens, "tokens_per_cpu_s": tokens / cpu, "peak_rss_mb": int(rss) // 1024}))
"""


def _child(code_root: Path, kind: str, arg: str) -> dict[str, Any]:
    env = {**os.environ, "PYTHONPATH": str(code_root)}
    out = subprocess.run([sys.executable, "-c", _CHILD, kind, arg], env=env, capture_output=True, text=True, timeout=1800, cwd=code_root)
    if out.returncode:
        raise SystemExit(out.stderr[-2000:])
    return json.loads(out.stdout.strip().splitlines()[-1])


def sections(n: int) -> list[str]:
    import re

    out: list[str] = []
    for p in sorted(WIKI.rglob("*.md")):
        for part in re.split(r"\n#+ ", p.read_text(encoding="utf-8", errors="replace")):
            text = re.sub(r"\s+", " ", part).strip()[:2000]
            if text:
                out.append(text)
            if len(out) >= n:
                return out
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--base", type=Path, help="an export of the code to compare with (throughput ratio and its cold build)")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--sections", type=int, default=192)
    ap.add_argument("--out", type=Path)
    args = ap.parse_args()
    load0 = loadavg()
    runs: dict[str, list[dict[str, Any]]] = {}
    with tempfile.TemporaryDirectory(prefix="hippo-engine-bench-") as tmp:
        texts = Path(tmp) / "texts.json"
        texts.write_text(json.dumps(sections(args.sections), ensure_ascii=False), encoding="utf-8")
        for r in range(args.rounds):
            cache = Path(tmp) / f"cache-{r}"
            runs.setdefault("import_torch", []).append(_child(ROOT, "import", ""))
            runs.setdefault("build_cold", []).append(_child(ROOT, "build", str(cache)))
            runs.setdefault("build_cached", []).append(_child(ROOT, "build", str(cache)))
            if args.base:
                runs.setdefault("build_base", []).append(_child(args.base, "build", str(cache)))
                runs.setdefault("embed_base", []).append(_child(args.base, "embed", str(texts)))
            runs.setdefault("embed_new", []).append(_child(ROOT, "embed", str(texts)))
    summary: dict[str, Any] = {k: round(statistics.median(x["cpu_s"] for x in v), 3) for k, v in runs.items() if k.startswith(("import", "build"))}
    for k in ("embed_new", "embed_base"):
        if k in runs:
            summary[k + "_tokens_per_cpu_s"] = round(statistics.median(x["tokens_per_cpu_s"] for x in runs[k]))
    if "embed_base" in runs:
        ratios = [n["tokens_per_cpu_s"] / b["tokens_per_cpu_s"] for n, b in zip(runs["embed_new"], runs["embed_base"], strict=True)]
        summary["throughput_ratio_new_vs_base"] = round(statistics.median(ratios), 3)
        summary["throughput_ratios"] = [round(x, 3) for x in ratios]
    result = {"summary": summary, "runs": runs, "sections": args.sections, "rounds": args.rounds,
              "loadavg_start": load0, "loadavg_end": loadavg(), "machine": machine_info()}
    text = json.dumps(result, indent=1)
    print(text)
    if args.out:
        args.out.write_text(text + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
