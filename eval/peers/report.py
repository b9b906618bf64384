"""Scoring, ratios, the Markdown table and the charts of the peer benchmark (pure but the PNGs).

Quality uses the eval harness' metrics (``hippocampus/evaluation/metrics.py``) over the answerable queries of
the golden set: Recall@k is the share of a query's relevant notes in the top k, MRR@10 and
nDCG@10 as usual (binary relevance). Abstention only for systems that have it: the share of
the golden set's ``abstain`` queries (topics no note covers) on which the system would return
nothing, and the share of answerable queries it would wrongly abstain on. ``empty`` is the
share of answerable queries that got no result at all (a system without abstention can still
return nothing, e.g. an all-terms-must-match keyword search).
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from hippocampus.evaluation.metrics import mean, percentile, summarize

REFERENCE = "hippo-hybrid"
RATIO_KEYS = ("build_s", "update_s", "p50_ms", "p95_ms", "index_mb", "rss_mb")


def score(result: dict[str, Any], golden: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """One system on one dataset: the worker's raw result + the golden rows → one table row."""
    row: dict[str, Any] = {"system": result.get("system"), "status": result.get("status", "error"),
                           "version": result.get("version")}
    if row["status"] != "ok":
        row["reason"] = result.get("reason", "")
        return row
    rel = {g["id"]: {e["path"] for e in g.get("expected", [])} for g in golden}
    cat = {g["id"]: g.get("category") for g in golden}
    answerable = [q for q in result["queries"] if cat.get(q["id"]) != "abstain" and rel.get(q["id"])]
    rows = [{"ranked": q["ranked"], "relevant": rel[q["id"]]} for q in answerable]
    m = summarize(rows, ks=(1, 5, 10))
    row |= {"n": len(rows), "recall@5": m["recall@5"], "recall@10": m["recall@10"], "hit@1": m["hit@1"],
            "mrr@10": m["mrr@10"], "ndcg@10": m["ndcg@10"],
            "empty": mean(1.0 if not q["ranked"] else 0.0 for q in answerable) if answerable else None}
    if result.get("abstains"):
        abst = [q for q in result["queries"] if cat.get(q["id"]) == "abstain"]
        row["abstain_rate"] = mean(1.0 if q.get("abstained") else 0.0 for q in abst) if abst else None
        row["false_abstain_rate"] = mean(1.0 if q.get("abstained") else 0.0 for q in answerable) if answerable else None
    lat = [q["latency_ms"] for q in result["queries"]]
    build, upd = result.get("build", {}), result.get("update", {})
    row |= {
        "p50_ms": percentile(lat, 50), "p95_ms": percentile(lat, 95), "latencies_ms": lat,
        "build_s": build.get("seconds"), "build_cpu_s": build.get("cpu_seconds"),
        "update_s": upd.get("seconds"), "update_cpu_s": upd.get("cpu_seconds"), "update_visible": upd.get("visible"),
        "index_mb": (result.get("index_bytes") or 0) / 1e6, "rss_mb": (result.get("peak_rss_kb") or 0) / 1024,
        "files_modified": result.get("files_modified_by_indexing"), "files": result.get("files"),
        "settings": result.get("settings", {}),
    }
    return row


def add_ratios(rows: dict[str, dict[str, Any]], reference: str = REFERENCE) -> str | None:
    """``<key>_x`` = value / reference's value, for the cost columns (same run, same data).

    The reference is Hippocampus hybrid; when it has no result on this dataset, Hippocampus
    lexical. Returns the reference used (None when neither ran)."""
    ref = rows.get(reference)
    if not ref or ref.get("status") != "ok":
        reference = "hippo-lexical"
        ref = rows.get(reference)
    used = reference if ref and ref.get("status") == "ok" else None
    for r in rows.values():
        for key in RATIO_KEYS:
            a = r.get(key)
            b = ref.get(key) if ref and ref.get("status") == "ok" else None
            r[f"{key}_x"] = (a / b) if (a is not None and b) else None
    return used


def _f(v: Any, fmt: str = "{:.3f}") -> str:
    if v is None or (isinstance(v, float) and math.isnan(v)):
        return "–"
    return fmt.format(v)


def _x(v: Any) -> str:
    return "" if v is None else f" ({v:.2g}×)" if v < 10 else f" ({v:.0f}×)"


def _secs(v: Any) -> str:
    if v is None:
        return "–"
    return f"{v:.2f}" if v < 10 else f"{v:.0f}"


def _ms(v: Any) -> str:
    if v is None:
        return "–"
    return f"{v:.2f}" if v < 10 else f"{v:.0f}"


HEADER = ("| dataset | system | R@5 | R@10 | MRR@10 | nDCG@10 | abstain / false | empty | build s (×hippo) "
          "| build CPU s | update s (×) | p50 ms (×) | p95 ms | index MB (×) | peak RSS MB (×) | notes |")


def render_table(datasets: dict[str, dict[str, Any]]) -> str:
    """One Markdown table: every dataset × every system, in run order."""
    lines = [HEADER, "|" + "---|" * (HEADER.count("|") - 1)]
    for name, ds in datasets.items():
        label = name + (" †" if ds.get("synthetic_labels") else "") + (" ‡" if ds.get("ratio_reference") == "hippo-lexical" else "")
        for sysname, r in ds["systems"].items():
            if r.get("status") != "ok":
                word = {"not_runnable": "**not runnable**", "skipped": "skipped", "timeout": "**timed out**",
                        "incomplete": "not completed"}.get(
                    r.get("status"), "**error**")
                lines.append(f"| {label} | {sysname} | " + " | ".join(["–"] * 13) + f" | {word}: {r.get('reason', '')} |")
                continue
            ab = "n/a" if "abstain_rate" not in r else f"{_f(r['abstain_rate'], '{:.2f}')} / {_f(r['false_abstain_rate'], '{:.2f}')}"
            notes = []
            if r.get("files_modified"):
                notes.append(f"rewrote {r['files_modified']}/{r['files']} notes")
            if r.get("update_visible") is False:
                notes.append("update not visible")
            lines.append(
                f"| {label} | {sysname} | {_f(r['recall@5'])} | {_f(r['recall@10'])} | {_f(r['mrr@10'])} | {_f(r['ndcg@10'])} "
                f"| {ab} | {_f(r.get('empty'), '{:.2f}')} | {_secs(r['build_s'])}{_x(r.get('build_s_x'))} | {_secs(r.get('build_cpu_s'))} "
                f"| {_secs(r['update_s'])}{_x(r.get('update_s_x'))} | {_ms(r['p50_ms'])}{_x(r.get('p50_ms_x'))} | {_ms(r['p95_ms'])} "
                f"| {_f(r['index_mb'], '{:.1f}')}{_x(r.get('index_mb_x'))} | {r['rss_mb']:.0f}{_x(r.get('rss_mb_x'))} | {'; '.join(notes)} |")
    return "\n".join(lines)


def render_repro(a: dict[str, Any], b: dict[str, Any],
                 keys: Iterable[str] = ("ndcg@10", "recall@10", "build_cpu_s", "build_s", "p50_ms", "build_s_x", "p50_ms_x")) -> str:
    """Two runs side by side: quality must be identical, costs within noise (ratios steadier)."""
    keys = list(keys)
    lines = ["| dataset | system | " + " | ".join(f"{k} run1 → run2" for k in keys) + " |",
             "|---|---|" + "---|" * len(keys)]
    for ds, da in a["datasets"].items():
        db = b["datasets"].get(ds)
        if not db:
            continue
        for sysname, ra in da["systems"].items():
            rb = db["systems"].get(sysname, {})
            if ra.get("status") != "ok" or rb.get("status") != "ok":
                continue
            cells = []
            for k in keys:
                va, vb = ra.get(k), rb.get(k)
                cells.append("–" if va is None or vb is None else f"{va:.3g} → {vb:.3g}")
            lines.append(f"| {ds} | {sysname} | " + " | ".join(cells) + " |")
    return "\n".join(lines + ["", *repro_summary(a, b)])


QUALITY_KEYS = ("recall@5", "recall@10", "mrr@10", "ndcg@10", "abstain_rate", "false_abstain_rate")
#: cost key -> (the measurement it rests on, smallest value of it compared): below 5 s or 5 ms,
#: timer resolution and scheduling dominate and a 2× change means nothing
COST_FLOORS = {"build_cpu_s": ("build_cpu_s", 5.0), "build_s": ("build_s", 5.0), "p50_ms": ("p50_ms", 5.0),
               "build_s_x": ("build_s", 5.0), "p50_ms_x": ("p50_ms", 5.0)}


def repro_summary(a: dict[str, Any], b: dict[str, Any]) -> list[str]:
    """What "reproduces within noise" means, in numbers: how many rows have identical quality,
    and per cost the median and largest relative change between the runs (rows above the
    floor; ratio columns without the reference system, whose ratio is 1 by definition)."""
    pairs = [(ra, db["systems"].get(name, {}), name == da.get("ratio_reference"))
             for ds, da in a["datasets"].items() if (db := b["datasets"].get(ds))
             for name, ra in da["systems"].items()]
    pairs = [(ra, rb, ref) for ra, rb, ref in pairs if ra.get("status") == "ok" and rb.get("status") == "ok"]
    same = sum(all(ra.get(k) == rb.get(k) for k in QUALITY_KEYS) for ra, rb, _ in pairs)
    out = [f"- quality identical in {same} of {len(pairs)} rows ({', '.join(QUALITY_KEYS)})"]
    for key, (base, floor) in COST_FLOORS.items():
        changes = sorted(abs(rb[key] / ra[key] - 1) for ra, rb, ref in pairs
                         if not (ref and key.endswith("_x")) and _positive(ra.get(key)) and _positive(rb.get(key))
                         and _positive(ra.get(base)) and ra[base] >= floor)
        if changes:
            out.append(f"- {key}: median change {statistics.median(changes):.0%}, largest {changes[-1]:.0%} "
                       f"({len(changes)} rows with run 1 {base} ≥ {floor:g})")
    return out


def _positive(v: Any) -> bool:
    return isinstance(v, (int, float)) and v > 0


def charts(datasets: dict[str, dict[str, Any]], out_dir: Path, systems_order: Sequence[str]) -> list[Path]:
    """quality per dataset per system (nDCG@10 and Recall@10), latency distributions (log scale)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    out_dir.mkdir(parents=True, exist_ok=True)
    names = [d for d, v in datasets.items() if not v.get("synthetic_labels")]
    systems = [s for s in systems_order if any(datasets[d]["systems"].get(s, {}).get("status") == "ok" for d in datasets)]
    paths = []
    fig, axes = plt.subplots(2, 1, figsize=(max(8, 1.6 * len(names) + 3), 8), sharex=True)
    width = 0.8 / max(len(systems), 1)
    for ax, key in zip(axes, ("ndcg@10", "recall@10"), strict=True):
        for i, s in enumerate(systems):
            vals = [datasets[d]["systems"].get(s, {}).get(key) or 0.0 for d in names]
            xs = [j + i * width for j in range(len(names))]
            ax.bar(xs, vals, width, label=s)
            for x, d in zip(xs, names, strict=True):  # no result ≠ a score of 0: mark it
                if datasets[d]["systems"].get(s, {}).get("status") != "ok":
                    ax.text(x, 0.01, "no run", rotation=90, fontsize=6, ha="center", va="bottom", color="grey")
        ax.set_ylabel(key)
        ax.set_ylim(0, 1)
        ax.grid(axis="y", alpha=0.3)
    axes[-1].set_xticks([j + width * (len(systems) - 1) / 2 for j in range(len(names))], names, rotation=15)
    handles, labels = axes[0].get_legend_handles_labels()
    fig.legend(handles, labels, ncol=min(len(systems), 4), fontsize=8, loc="lower center")
    axes[0].set_title("Retrieval quality per dataset (same documents, same queries); 'no run' = no result")
    fig.tight_layout(rect=(0, 0.07, 1, 1))
    p = out_dir / "peers-quality.png"
    fig.savefig(p, dpi=110)
    plt.close(fig)
    paths.append(p)

    all_names = list(datasets)
    fig, axes = plt.subplots(1, len(all_names), figsize=(3.2 * len(all_names), 4.5), sharey=True, squeeze=False)
    for ax, d in zip(axes[0], all_names, strict=True):
        data, labels = [], []
        for s in systems:
            r = datasets[d]["systems"].get(s, {})
            if r.get("status") == "ok" and r.get("latencies_ms"):
                data.append([max(x, 1e-3) for x in r["latencies_ms"]])
                labels.append(s)
        if data:
            ax.boxplot(data, showfliers=True, whis=(5, 95))
            ax.set_xticks(range(1, len(labels) + 1), labels, rotation=60, fontsize=7)
        ax.set_yscale("log")
        ax.set_title(d, fontsize=9)
        ax.grid(axis="y", alpha=0.3)
    axes[0][0].set_ylabel("query latency, ms (warm, log scale)")
    fig.tight_layout()
    p = out_dir / "peers-latency.png"
    fig.savefig(p, dpi=110)
    plt.close(fig)
    paths.append(p)
    return paths
