"""Same-domain unanswerable probes of the lesson benchmark (issue 26): developer questions on
topics no stored lesson covers (eval/data/lessons_same_domain.json, see its ``_about``).

Recall must return nothing for them. The list is split into two halves, fixed by position:
even positions of each language list are the development half (thresholds may be chosen on
it), odd positions the held-out half (reported only).
"""

from __future__ import annotations

import json
from pathlib import Path

from eval.lessons_corpus import Query

SAME_DOMAIN = "same_domain"
DATA = Path(__file__).resolve().parent / "data" / "lessons_same_domain.json"


def load() -> dict[str, list[str]]:
    data = json.loads(DATA.read_text(encoding="utf-8"))
    return {lang: list(data[lang]) for lang in ("en", "ko")}


def split() -> dict[str, list[str]]:
    """``{"dev": [...], "test": [...]}`` — even positions / odd positions of each language list."""
    out: dict[str, list[str]] = {"dev": [], "test": []}
    for texts in load().values():
        for i, text in enumerate(texts):
            out["dev" if i % 2 == 0 else "test"].append(text)
    return out


def same_domain_probes(which: str = "all") -> list[tuple[Query, str]]:
    """(query that must abstain, its half) for ``which`` in all | dev | test | none."""
    if which == "none":
        return []
    halves = split()
    return [(Query(SAME_DOMAIN, text, frozenset()), half) for half in ("dev", "test") if which in ("all", half) for text in halves[half]]
