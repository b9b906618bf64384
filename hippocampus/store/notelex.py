"""Note-level lexical evidence: BM25F over whole notes, from the section postings (issue 35).

A note is ranked on what the whole note says, not on its best single section: one short section
whose heading bears a query word must not outrank the note that is about the question. The
store keeps postings per section (``postings``: term, section, tf, field ``body`` | ``title``,
where a section's title field is the note title plus its heading chain). Per (term, note) this
module derives four fields:

- **body** — the sum of the body tf over the note's sections;
- **title** — the note title's tf: the title-field tf common to *every* section of the note (the
  title is in each section's title field, a heading only in its own sections); 0 when some
  section lacks the term;
- **headings** — the rest of the title fields (a heading term counts once per section under it);
- **name** — the names the note goes by (:func:`note_names`: its file name's stem, then the
  ``aliases`` and ``tags`` of its frontmatter that are not its title or file name again, by the
  store's analyser): the count of a term there
  beyond the title's tf of it. A wiki names a note's topic in its file name, and its links carry
  that name (``jargon/two-pizza-team.md`` for a note titled "피자 두 판 규모의 팀"): an English
  question's one lexical route to a Korean note; a note named after its title gains nothing. An
  Obsidian user gives a note aliases so that it is found by them ("argument from nagging" for
  "proof by assertion"), and tags so that it is found by its topic ("finance/personal").
  Only vocabulary terms (a word no section holds cannot match a query term anyway); weight 0
  (``w_name``) leaves the field and the notes only it ties to a term out, as before it existed;

and per note the matching lengths (body: the sum of the section lengths; title: the shortest
title field; headings: the rest; name: its terms beyond the title's, at least 1). The score is
BM25F (Robertson and Zaragoza, "The Probabilistic Relevance Framework: BM25 and Beyond", 2009,
§3.5): per field length-normalised tf, weighted and summed, then saturated once,

    tf~(t, d) = Σ_f w_f · tf_f(t, d) / (1 − b + b · len_f(d) / avglen_f)
    score(d)  = Σ_t w_t · idf(t) · tf~ · (k1 + 1) / (tf~ + k1)

with ``idf(t) = ln(1 + (N − df + 0.5) / (df + 0.5))`` over notes (N notes with a section, df the
notes holding the term in any field). A single-section note without a heading has an empty
heading field; its length is taken as 1 (a length of 0 would make that field's normaliser
``1 − b``, which is harmless, but 1 keeps the two engines' arithmetic identical).

:class:`NoteIndex` is the in-memory engine (built from a
:class:`~hippocampus.store.lexindex.LexicalIndex` with numpy, once per materialization);
:func:`hippocampus.store.queries.note_lexical_sql` is the SQL reference with the same scores.
"""

from __future__ import annotations

import math
import unicodedata
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import PurePosixPath
from typing import Any

import numpy as np

from hippocampus.store.queries import Filters
from hippocampus.store.segments import Segment, term_slices
from vault_schema.frontmatter import NoteMeta


@dataclass(frozen=True)
class NoteBM25Params:
    k1: float = 1.2
    b: float = 0.75
    w_title: float = 2.0
    w_headings: float = 1.0
    w_body: float = 1.0
    w_name: float = 0.0  # the note's names (file name, aliases, tags) beyond the title's words (0: the field is off)


#: At most this many frontmatter names per note, each cut to NAME_CHARS characters (a note with
#: ten thousand tags must not make the index build slow or one field of it huge).
NAME_VALUES = 64
NAME_CHARS = 200


def note_names(path: str, names: str | None) -> str:
    """The names a note goes by, one per line: its file name's stem, then ``names`` (the
    documents row's ``names``: the aliases and tags of its frontmatter that say more than its title
    or file name, :func:`frontmatter_names`, written by the index)."""
    stem = PurePosixPath(path).stem
    return f"{stem}\n{names}" if names else stem


def name_key(text: str) -> str:
    """A name as typed and as written compared: NFC, case-folded, ``-`` and ``_`` as spaces,
    whitespace collapsed (``learn-claude-code`` and "Learn  Claude Code" are one name)."""
    text = unicodedata.normalize("NFC", text)
    return " ".join(text.replace("-", " ").replace("_", " ").casefold().split())


def _same_name(text: str) -> str:
    """A name as compared for sameness: :func:`name_key` of its last path segment
    (``getting-started/sync-your-notes`` is "Sync your notes")."""
    return name_key(unicodedata.normalize("NFC", text).rsplit("/", 1)[-1])


def frontmatter_names(meta: NoteMeta, stem: str, title: str) -> list[str]:
    """The aliases and tags a note's frontmatter gives it (``NoteMeta.names``) that are not its
    title or file name again, nor each other (Obsidian vaults keep a note's old paths as aliases
    after a move: "How to/Sync your notes", "getting-started/sync-your-notes-across-devices"; a
    name counted three times would weigh three names), at most NAME_VALUES of them, each at most
    NAME_CHARS long. The store indexes them as text of the note's first section too
    (store/extract.py): a word only an alias holds must be in the vocabulary for a query to
    reach it."""
    seen = {_same_name(stem), _same_name(title)}
    out: list[str] = []
    for name in meta.names:
        key = _same_name(name)
        if key and key not in seen:
            seen.add(key)
            out.append(name[:NAME_CHARS])
            if len(out) == NAME_VALUES:
                break
    return out


def name_terms(names: Sequence[str]) -> list[list[str]]:
    """Index terms of each note's names (:func:`note_names`; ``jargon/two-pizza-team.md`` → two,
    pizza, team), by the store's analyser."""
    from hippocampus.store.tokenize import analyze_many

    return analyze_many(list(names))


def name_postings(li: Any, n_sec: np.ndarray) -> tuple[np.ndarray, np.ndarray, Counter[str]]:
    """(term id, note row) per occurrence of a vocabulary term in the names of a note with a
    section (``li.doc_names``: :func:`note_names` of each note, ``li.term_id``: the vocabulary),
    and the count of every word of those names, in the vocabulary or not (a live edit that brings one of them into
    the vocabulary rebuilds the note postings instead of deriving them, lexindex._derive_notes)."""
    rows = np.flatnonzero(n_sec > 0)
    words = name_terms([li.doc_names[r] for r in rows.tolist()])
    tids, docs = [], []
    for r, ws in zip(rows.tolist(), words, strict=True):
        for w in ws:
            t = li.term_id.get(w)
            if t is not None:
                tids.append(t)
                docs.append(r)
    return np.asarray(tids, dtype=np.int64), np.asarray(docs, dtype=np.int64), Counter(w for ws in words for w in ws)


class NoteIndex:
    """Per (term, note) postings of the four fields by term id (the LexicalIndex's term ids), in
    one or two :class:`~hippocampus.store.segments.Segment` s (columns ``doc``, ``body_tf``,
    ``title_tf``, ``head_tf``, ``name_tf``), and per note its field lengths. A note with no
    section (``n_sec`` 0: deleted since the base segment was built) has no live entries: a
    search skips them. Read-only after construction."""

    #: The per-note arrays (one value per note row of the LexicalIndex).
    NOTE_ARRAYS = ("n_sec", "body_len", "title_len", "head_len", "name_len")
    #: The per-entry columns of the segments.
    FIELDS = ("doc", "body_tf", "title_tf", "head_tf", "name_tf")

    def __init__(self, li: Any) -> None:
        """``li``: the materialization's :class:`~hippocampus.store.lexindex.LexicalIndex` (not
        imported here: lexindex imports this module)."""
        self.li = li
        n_docs = len(li.doc_ids)
        ok = li.sec_doc >= 0
        sec_doc = li.sec_doc[ok]
        self.n_sec = np.bincount(sec_doc, minlength=n_docs).astype(np.float64)
        self.body_len = np.bincount(sec_doc, weights=li.body_len[ok], minlength=n_docs)
        title_len = np.full(n_docs, np.inf)
        np.minimum.at(title_len, sec_doc, li.title_len[ok])
        self.title_len = np.where(np.isfinite(title_len), title_len, 0.0)
        self.head_len = np.maximum(np.bincount(sec_doc, weights=li.title_len[ok], minlength=n_docs) - self.n_sec * self.title_len, 1.0)

        n_terms = len(li.terms)
        post_ptr, post_sec, post_tf, post_title = li.flat_postings()
        tid = np.repeat(np.arange(n_terms, dtype=np.int64), np.diff(post_ptr))
        doc = li.sec_doc[post_sec]
        keep = doc >= 0
        tid, doc, tf, title = tid[keep], doc[keep].astype(np.int64), post_tf[keep], post_title[keep]
        # the file names' words as postings of their own (one per occurrence, tf 0 in the other fields)
        n_tid, n_doc, self.name_words = name_postings(li, self.n_sec)
        is_name = np.concatenate([np.zeros(len(tid)), np.ones(len(n_tid))])
        tid, doc = np.concatenate([tid, n_tid]), np.concatenate([doc, n_doc])
        tf, title = np.concatenate([tf, np.zeros(len(n_tid))]), np.concatenate([title, np.zeros(len(n_tid), dtype=bool)])
        key = tid * max(n_docs, 1) + doc
        uniq, inv = np.unique(key, return_inverse=True)
        t_sum = np.bincount(inv, weights=np.where(title, tf, 0.0), minlength=len(uniq))
        t_cnt = np.bincount(inv, weights=title.astype(np.float64), minlength=len(uniq))
        # the smallest title-field tf of each (term, note): sort the title postings by (note key, tf)
        # and take each key's first (np.minimum.at is ~10× slower at a million postings)
        t_inv, t_tf = inv[title], tf[title]
        order = np.lexsort((t_tf, t_inv))
        first_keys, first = np.unique(t_inv[order], return_index=True)
        t_min = np.zeros(len(uniq))
        t_min[first_keys] = t_tf[order][first]
        e_doc = (uniq % max(n_docs, 1)).astype(np.int32)
        in_every = t_cnt >= self.n_sec[e_doc]
        # float32 holds these small integer counts exactly, at half the memory
        body_tf = np.bincount(inv, weights=np.where(title, 0.0, tf), minlength=len(uniq)).astype(np.float32)
        title_tf = np.where(in_every, t_min, 0.0).astype(np.float32)
        head_tf = (t_sum - self.n_sec[e_doc] * np.where(in_every, t_min, 0.0)).astype(np.float32)
        # the file name's words beyond the title's own count of them (a note named after its title
        # gains nothing)
        name_tf = np.maximum(np.bincount(inv, weights=is_name, minlength=len(uniq)) - title_tf, 0.0).astype(np.float32)
        self.name_len = np.maximum(np.bincount(e_doc, weights=name_tf, minlength=n_docs), 1.0)
        ptr = np.zeros(n_terms + 1, dtype=np.int64)
        np.cumsum(np.bincount(uniq // max(n_docs, 1), minlength=n_terms), out=ptr[1:])
        self.segments: tuple[Segment, ...] = (
            Segment.csr(ptr, doc=e_doc, body_tf=body_tf, title_tf=title_tf, head_tf=head_tf, name_tf=name_tf),)
        self.figures()

    def figures(self) -> None:
        """The vault-wide figures from the per-note arrays: the number of notes with a section and
        each field's mean length over them."""
        has = self.n_sec > 0
        self.n_notes = int(has.sum())
        self.avg_body = max(float(self.body_len[has].mean()), 1e-9) if self.n_notes else 1e-9
        self.avg_title = max(float(self.title_len[has].mean()), 1e-9) if self.n_notes else 1e-9
        self.avg_head = max(float(self.head_len[has].mean()), 1e-9) if self.n_notes else 1e-9
        self.avg_name = max(float(self.name_len[has].mean()), 1e-9) if self.n_notes else 1e-9

    @property
    def nbytes(self) -> int:
        return sum(getattr(self, a).nbytes for a in self.NOTE_ARRAYS) + sum(seg.nbytes for seg in self.segments)

    def entries(self, tid: int) -> tuple[np.ndarray, ...]:
        """Term ``tid``'s live entries: (note row, body tf, title tf, headings tf, name tf)."""
        cols = term_slices(self.segments, tid, self.FIELDS)
        live = self.n_sec[cols[0]] > 0
        return tuple(cols) if live.all() else tuple(c[live] for c in cols)

    def doc_mask(self, filters: Filters) -> np.ndarray:
        """Notes (rows of the LexicalIndex's documents) with a section passing ``filters``."""
        sec = self.li.mask(filters)
        out = np.zeros(len(self.li.doc_ids), dtype=bool)
        out[self.li.sec_doc[sec & (self.li.sec_doc >= 0)]] = True
        return out

    def search(self, terms: Sequence[tuple[str, float]], filters: Filters, limit: int, params: NoteBM25Params) -> list[tuple[int, float]]:
        """BM25F of the weighted ``terms`` over whole notes passing ``filters`` (a term given twice
        keeps its largest weight; unseen terms are ignored); top ``limit`` as ``(doc_id, score)``,
        score descending then doc id ascending."""
        weights: dict[int, float] = {}
        for t, w in terms:
            tid = self.li.term_id.get(t)
            if tid is not None:
                weights[tid] = max(weights.get(tid, -math.inf), float(w))
        if not weights or limit < 1:
            return []
        k1, b = float(params.k1), float(params.b)
        named = params.w_name > 0
        rows, vals = [], []
        for tid, w in weights.items():
            d, *tfs = self.entries(tid)
            body, title, head, name = (x.astype(np.float64) for x in tfs)
            if not named:  # the entries only a file name made are not there
                text = (body + title + head) > 0
                d, body, title, head = d[text], body[text], title[text], head[text]
            tf = (params.w_body * body / (1 - b + b * self.body_len[d] / self.avg_body)
                  + params.w_title * title / (1 - b + b * self.title_len[d] / self.avg_title)
                  + params.w_headings * head / (1 - b + b * self.head_len[d] / self.avg_head))
            if named:
                tf = tf + params.w_name * name / (1 - b + b * self.name_len[d] / self.avg_name)
            nf = float(len(d))
            if not nf:
                continue
            idf = math.log(1 + (self.n_notes - nf + 0.5) / (nf + 0.5))
            rows.append(d)
            vals.append(w * idf * tf * (k1 + 1) / (tf + k1))
        if not rows:
            return []
        row = np.concatenate(rows)
        scores = np.bincount(row, weights=np.concatenate(vals), minlength=len(self.li.doc_ids))
        matched = np.zeros(len(self.li.doc_ids), dtype=bool)
        matched[row] = True
        cand = np.flatnonzero(matched & self.doc_mask(filters))
        if not len(cand):
            return []
        sub = scores[cand]
        order = np.lexsort((self.li.doc_ids[cand], -sub))[:limit]
        return [(int(self.li.doc_ids[cand[i]]), float(sub[i])) for i in order]

    def sections_of(self, doc_ids: Sequence[int]) -> dict[int, list[int]]:
        """Each note's section ids, in id order."""
        rows = self.li._rows_of(self.li.doc_ids, np.asarray([int(d) for d in doc_ids], dtype=np.int64))
        out: dict[int, list[int]] = {int(d): [] for d in doc_ids}
        if not np.any(rows >= 0):
            return out
        by_note, sorted_doc = self._by_note()
        lo = np.searchsorted(sorted_doc, rows, side="left").tolist()
        hi = np.searchsorted(sorted_doc, rows, side="right").tolist()
        for d, r, a, b in zip(doc_ids, rows.tolist(), lo, hi, strict=True):
            if r >= 0:
                out[int(d)] = self.li.section_ids[by_note[a:b]].tolist()
        return out

    def _by_note(self) -> tuple[np.ndarray, np.ndarray]:
        """Section rows grouped by note row (a stable sort, so in id order within a note) and the
        note row of each: :meth:`sections_of` takes a note's slice instead of scanning every
        section per call. Built on first use (two threads may both build it, with one result)."""
        got = getattr(self, "_note_rows", None)
        if got is None:
            order = np.argsort(self.li.sec_doc, kind="stable")
            got = self._note_rows = (order, self.li.sec_doc[order])
        return got
