"""The sparse indexes of one snapshot: cue (words), phrase and metadata. Pure and regenerable.

* **cue index** — Kiwi morphemes / English terms → the lessons (by ordinal in the snapshot)
  whose rule, context sentence, cues or phrases contain them, with each term's IDF and each
  lesson's IDF mass. Words are keys, not storage: the index holds ordinals, never text.
* **phrase index** — word bigrams of each lesson's registered phrasings (known paraphrases,
  the context sentence, the rule) → (lesson, phrase); exact and near-exact phrasings of a
  known wording score high without any model.
* **metadata index** — per lesson: project scope, permission, status, version, supersession,
  flags. Recall filters candidates through it before scoring.

All three are a function of the snapshot (and the tokenizer version); a lost or damaged
index is rebuilt from the snapshot.
"""

from __future__ import annotations

import itertools
import math
from collections import Counter, defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from hippocampus.memory.lessons.model import Lesson, Snapshot, normalize_rule

INDEX_FORMAT = 1
CUE_WEIGHT = 2  # explicit cue words count twice in a lesson's term mass


def phrase_grams(text: str) -> list[str]:
    """Word bigrams of the normalised text (a one-word text is its own gram)."""
    words = normalize_rule(text).split()
    if len(words) < 2:
        return words
    return [f"{a} {b}" for a, b in itertools.pairwise(words)]


def lesson_phrases(lesson: Lesson) -> list[str]:
    seen: dict[str, None] = {}
    for text in (*lesson.phrases, lesson.context_sentence, lesson.rule):
        if text and text.strip():
            seen.setdefault(text.strip(), None)
    return list(seen)


@dataclass(frozen=True)
class CueIndex:
    snapshot_seq: int
    tokenizer: str
    size: int
    postings: dict[str, list[int]]
    idf: dict[str, float]
    mass: list[float]  # per ordinal: sum of idf of its distinct terms (cue terms weighted)

    def to_dict(self) -> dict[str, Any]:
        return {"format": INDEX_FORMAT, "kind": "cue", "snapshot_seq": self.snapshot_seq, "tokenizer": self.tokenizer,
                "size": self.size, "postings": self.postings, "idf": self.idf, "mass": self.mass}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> CueIndex:
        return cls(int(d["snapshot_seq"]), str(d["tokenizer"]), int(d["size"]), d["postings"], d["idf"], d["mass"])

    def unseen_idf(self) -> float:
        return math.log(1.0 + (self.size + 0.5) / 0.5)


@dataclass(frozen=True)
class PhraseIndex:
    snapshot_seq: int
    grams: dict[str, list[list[int]]]  # gram -> [[ordinal, phrase_no], ...]
    lengths: list[list[int]]           # per ordinal: gram count of each phrase
    exact: dict[str, list[int]]        # normalised full phrase -> ordinals

    def to_dict(self) -> dict[str, Any]:
        return {"format": INDEX_FORMAT, "kind": "phrase", "snapshot_seq": self.snapshot_seq,
                "grams": self.grams, "lengths": self.lengths, "exact": self.exact}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> PhraseIndex:
        return cls(int(d["snapshot_seq"]), d["grams"], d["lengths"], d["exact"])


@dataclass(frozen=True)
class MetadataIndex:
    snapshot_seq: int
    ids: list[str]
    project: list[str]
    permission: list[str]
    status: list[str]
    version: list[int]
    superseded: list[bool]
    flags: list[list[str]]

    def to_dict(self) -> dict[str, Any]:
        return {"format": INDEX_FORMAT, "kind": "metadata", "snapshot_seq": self.snapshot_seq, "ids": self.ids,
                "project": self.project, "permission": self.permission, "status": self.status,
                "version": self.version, "superseded": self.superseded, "flags": self.flags}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> MetadataIndex:
        return cls(int(d["snapshot_seq"]), d["ids"], d["project"], d["permission"], d["status"], d["version"], d["superseded"], d["flags"])


def build_cue_index(snapshot: Snapshot, analyze_many: Callable[[Sequence[str]], list[list[str]]], tokenizer: str) -> CueIndex:
    lessons = snapshot.lessons
    bodies = [" ".join((x.rule, x.context_sentence, *x.phrases)) for x in lessons]
    cues = [" ".join(x.cues) for x in lessons]
    analysed = analyze_many(bodies + cues)
    postings: dict[str, list[int]] = defaultdict(list)
    per_lesson: list[tuple[set[str], set[str]]] = []
    for i in range(len(lessons)):
        cue_terms = set(analysed[len(lessons) + i])
        terms = set(analysed[i]) | cue_terms
        per_lesson.append((terms, cue_terms))
        for term in sorted(terms):
            postings[term].append(i)
    n = len(lessons)
    idf = {t: math.log(1.0 + (n - len(p) + 0.5) / (len(p) + 0.5)) for t, p in postings.items()}
    mass = [sum(idf[t] * (CUE_WEIGHT if t in cue else 1) for t in terms) for terms, cue in per_lesson]
    return CueIndex(snapshot.seq, tokenizer, n, dict(postings), idf, mass)


def build_phrase_index(snapshot: Snapshot) -> PhraseIndex:
    grams: dict[str, list[list[int]]] = defaultdict(list)
    lengths: list[list[int]] = []
    exact: dict[str, list[int]] = defaultdict(list)
    for i, lesson in enumerate(snapshot.lessons):
        sizes = []
        for p, phrase in enumerate(lesson_phrases(lesson)):
            gs = list(dict.fromkeys(phrase_grams(phrase)))
            sizes.append(len(gs))
            for g in gs:
                grams[g].append([i, p])
            key = normalize_rule(phrase)
            if key and i not in exact[key]:
                exact[key].append(i)
        lengths.append(sizes)
    return PhraseIndex(snapshot.seq, dict(grams), lengths, dict(exact))


def build_metadata_index(snapshot: Snapshot) -> MetadataIndex:
    ls = snapshot.lessons
    return MetadataIndex(
        snapshot.seq,
        [x.lesson_id for x in ls],
        [x.project for x in ls],
        [x.permission for x in ls],
        [x.status for x in ls],
        [x.version for x in ls],
        [bool(x.superseded_by or x.merged_into) for x in ls],
        [list(x.flags) for x in ls],
    )


def phrase_scores(index: PhraseIndex, query: str) -> dict[int, float]:
    """Per ordinal, the best phrase match: 1.0 for an exact phrasing, else gram Dice overlap."""
    out: dict[int, float] = {}
    key = normalize_rule(query)
    for i in index.exact.get(key, []):
        out[i] = 1.0
    qgrams = list(dict.fromkeys(phrase_grams(query)))
    if not qgrams:
        return out
    hits: Counter[tuple[int, int]] = Counter()
    for g in qgrams:
        for i, p in index.grams.get(g, []):
            hits[(i, p)] += 1
    for (i, p), shared in hits.items():
        dice = 2.0 * shared / (len(qgrams) + index.lengths[i][p])
        if dice > out.get(i, 0.0):
            out[i] = dice
    return out
