"""Experiment (issue 35, session 19): score one real vault's question files in the blind format of
eval/data/heldout-search (id, question, kind, expected) with three rankings: the shipped default,
the default without the minor-language hubness correction (``sem_hub_foreign`` 0) and plain RRF.
Per kind: R@1 / R@5 / MRR@10 with abstention off, and with it on how many answerable questions are
answered with the right note in the first five and how many are abstained (a question abstained
with the right note first counts as abstained); then each question's rank under each ranking
("A": abstained with abstention on).

    python eval/experiments/vault_check.py WORK QUESTIONS.json [QUESTIONS.json ...]

``WORK`` holds ``vault/`` and ``home/`` (indexed with embeddings, e.g. by eval/prepare_wiki.py);
searched through a throwaway copy.
"""

from __future__ import annotations

import json
import sys
from collections import defaultdict
from pathlib import Path

from hippocampus.config import Settings
from hippocampus.evaluation.harness import MemoEmbedder, throwaway_store
from hippocampus.evaluation.lodo import vault_questions
from hippocampus.search.params import load_params
from hippocampus.search.service import search
from hippocampus.store.embedders import make_embedder

NOT_ANSWERABLE = ("unrelated", "unanswerable-in-domain")


def main() -> None:
    work, files = Path(sys.argv[1]), [Path(x) for x in sys.argv[2:]]
    settings = Settings(vault=work / "vault", home=work / "home")
    emb = MemoEmbedder(make_embedder(settings))
    base = load_params(settings.home, getattr(emb, "model_id", None))
    systems = {"default": base, "no-hub-foreign": base.with_overrides(sem_hub_foreign=0.0), "plain-rrf": base.plain_rrf()}
    kind_of = {row["id"]: row["kind"] for f in files for row in json.loads(f.read_text(encoding="utf-8"))}
    questions = [q for f in files for _, q in vault_questions(f)]
    results: dict[str, dict[str, list[tuple[int | None, bool]]]] = {name: defaultdict(list) for name in systems}
    per_question: dict[str, dict[str, str]] = defaultdict(dict)
    with throwaway_store(settings.store_dir) as store:
        print("korean share of the vault:", round(store.korean_share(), 3))
        for q in questions:
            relevant = set(q.relevant_paths)
            for name, params in systems.items():
                res = search(store, emb, q.query, mode="hybrid", k=10, params=params, abstain=False)
                rank = next((i + 1 for i, h in enumerate(res.hits) if h.path in relevant), None)
                results[name][kind_of[q.id]].append((rank, res.would_abstain))
                per_question[q.id][name] = f"{rank}{'A' if res.would_abstain else ''}"
    for name, by_kind in results.items():
        print(f"== {name}")
        for kind, xs in sorted(by_kind.items()):
            n, abstained = len(xs), sum(a for _, a in xs)
            if kind in NOT_ANSWERABLE:
                print(f"  {kind:24} n={n:3} abstained {abstained}/{n}")
                continue
            r1 = sum(r == 1 for r, _ in xs) / n
            r5 = sum(1 for r, _ in xs if r and r <= 5) / n
            mrr = sum(1 / r for r, _ in xs if r) / n
            answered5 = sum(1 for r, a in xs if r and r <= 5 and not a)
            print(f"  {kind:24} n={n:3} R@1 {r1:.3f} R@5 {r5:.3f} MRR@10 {mrr:.3f} | abstention on: "
                  f"answered in top 5 {answered5}/{n}, abstained {abstained}")
    for qid, ranks in per_question.items():
        print(qid, " ".join(f"{name}:{rank}" for name, rank in ranks.items()))


if __name__ == "__main__":
    main()
