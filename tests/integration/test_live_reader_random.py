"""A seeded random campaign against the live reader's derived in-memory parts (Store.adopt,
ADR 0030; issue 36): after every random vault edit the new materialization is indexed, adopts
the previous one's parts, and must answer exactly as a fresh ``Store.open`` of the same
materialization — the comparisons of ``test_live_reader._same`` plus whole-note search (with
and without the file-name field), ``doc_sections``, ``section_terms`` and filters. The
thresholds of the segmented index are varied per seed (delta merged mid-sequence; too many
dead rows: built from the file) and the path adopt took is asserted, predicted from the two
materializations. Real DuckDB and LanceDB files, the sample vault plus a few Korean and English
notes, HashingEmbedder."""

from __future__ import annotations

import random
import re
import shutil
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import pytest

from hippocampus.config import Settings
from hippocampus.store.indexer import run_index
from hippocampus.store.lexindex import LexicalIndex
from hippocampus.store.notelex import NoteBM25Params, name_terms
from hippocampus.store.queries import BM25Params, Filters
from hippocampus.store.reader import Store
from hippocampus.store.tokenize import analyze_many
from hippocampus.vault.init import init_vault
from tests.integration.test_live_reader import EMB, _same, _same_notes, _warm
from tests.store_helpers import note, write

NAMED = NoteBM25Params(w_title=3.0, w_name=2.0)

OWN_NOTES = {
    "20-wiki/korean/해마와-기억.md": note("해마와 기억", "해마는 기억을 만든다. memory consolidation 수면.\n\n## 장기 기억\n\n반복과 복습.\n"),
    "20-wiki/korean/형태소-분석.md": note("형태소 분석", "키위 형태소 분석기는 한국어 문장을 나눈다.\n\n## 품사\n\n명사와 동사.\n"),
    "20-wiki/garden/tomato-pruning.md": note("Tomato pruning", "Remove suckers weekly; tomatoes want sun.\n\n## Tools\n\nSharp shears.\n"),
    "47-memory/misc/coffee-grinder.md": note("Coffee grinder", "Burr grinders keep the grind even. 커피 원두.\n"),
}

_EN = ["ka", "zo", "ru", "vex", "mil", "dra", "quo", "ni", "tes", "bor", "gul", "fen", "yap", "wid"]
_KO = "가나다라마바사아자차카타파하거너더러머버서어저처커터퍼허고노도로모보소오조초"


@dataclass
class Campaign:
    """The vault and what the random steps need to remember."""

    vault: Path
    rng: random.Random
    n: int = 0
    newest: Path | None = None
    kinds: list[str] = field(default_factory=list)
    vocab: set[str] = field(default_factory=set)  # the vocabulary of the store the readers serve

    def word(self) -> str:
        """A word this campaign never wrote before (English-like or Korean)."""
        self.n += 1
        if self.rng.random() < 0.3:
            return "".join(self.rng.choice(_KO) for _ in range(3)) + _KO[self.n % len(_KO)] + _KO[(self.n // len(_KO)) % len(_KO)]
        letters = "".join(self.rng.choice(_EN) for _ in range(3))
        return letters + "".join("bcdfghjklm"[int(c)] for c in str(self.n)) + "x"

    def words(self, k: int) -> str:
        return " ".join(self.word() for _ in range(k))

    def notes(self) -> list[Path]:
        return sorted(p for p in self.vault.rglob("*.md") if ".hippo" not in p.parts and not p.name.isupper() and p.parent != self.vault)

    def pick(self) -> Path | None:
        notes = self.notes()
        return self.rng.choice(notes) if notes else None

    def text(self, title: str, sections: int) -> str:
        body = f"{self.words(4)} 해마 memory.\n"
        for _ in range(sections):
            body += f"\n## {self.words(2).title()}\n\n{self.words(self.rng.randint(2, 8))}.\n"
        return note(title, body)

    # the steps --------------------------------------------------------------------------------
    def append_section(self) -> None:
        p = self.pick()
        if p is not None:
            p.write_bytes(p.read_bytes() + f"\n## {self.words(2)}\n\n{self.words(5)} 추가.\n".encode())

    def rewrite(self) -> None:
        """New headings, new words; the note's old words leave (unless another note holds them)."""
        p = self.pick()
        if p is not None:
            p.write_text(self.text(self.words(2).title(), self.rng.randint(0, 3)), encoding="utf-8")

    def add(self) -> None:
        folder = self.rng.choice(["20-wiki/new", "20-wiki/korean", "47-memory/misc", "00-inbox", "20-wiki"])
        stem = "-".join(self.word() for _ in range(2)) if self.rng.random() < 0.5 else f"note-{self.n}"
        p = self.vault / folder / f"{stem}.md"
        write(self.vault, str(p.relative_to(self.vault)), self.text(self.words(2).title(), self.rng.randint(0, 2)))
        self.newest = p

    def delete(self) -> None:
        p = self.newest if self.newest is not None and self.newest.exists() and self.rng.random() < 0.5 else self.pick()
        if p is not None:
            p.unlink()

    def rename(self) -> None:
        p = self.pick()
        if p is None:
            return
        folder = self.vault / self.rng.choice(["20-wiki/moved", "47-memory/misc", str(p.parent.relative_to(self.vault))])
        folder.mkdir(parents=True, exist_ok=True)
        stem = f"{self.word()}-{p.stem}" if self.rng.random() < 0.5 else f"renamed-{self.n}"
        self.n += 1
        target = folder / f"{stem}.md"
        if not target.exists():
            shutil.move(p, target)

    def empty(self) -> None:
        p = self.pick()
        if p is not None:
            p.write_text(self.rng.choice(["", "---\ntitle: Only frontmatter\n---\n", "   \n\n"]), encoding="utf-8")

    def unreadable(self) -> None:
        data = self.rng.choice([b"\x00\x01\x02binary\x00", b"\xff\xfe\xfa not utf-8 \xc3\x28"])
        p = self.pick() if self.rng.random() < 0.5 else self.vault / "20-wiki/new" / f"blob-{self.n}.md"
        self.n += 1
        if p is not None:
            p.parent.mkdir(parents=True, exist_ok=True)
            p.write_bytes(data)

    def name_word_enters(self) -> None:
        """A word of another note's file name, not in the vocabulary (``self.vocab``, the last
        store's), written into a note (sometimes into a third note beside)."""
        pieces = sorted({w for p in self.notes() for w in re.split(r"[-_ .]", p.stem) if w.isalpha()})
        terms = analyze_many(pieces)
        new = [w for w, ts in zip(pieces, terms, strict=True) if ts and not set(ts) <= self.vocab] or pieces
        target = self.pick()
        if new and target is not None:
            target.write_bytes(target.read_bytes() + f"\n\n{self.rng.choice(new)} mentioned.\n".encode())

    def archive(self) -> None:
        """The status in the frontmatter changes (archived, or back): same sections, other filters."""
        p = self.pick()
        if p is None:
            return
        text = p.read_text(encoding="utf-8", errors="replace")
        head, sep, rest = text[4:].partition("\n---\n") if text.startswith("---\n") else ("", "", "")
        if not sep:
            return
        lines = [x for x in head.splitlines() if not x.startswith("status:")]
        status = self.rng.choice(["archived", "active", "draft"])
        p.write_text("---\n" + "\n".join([*lines, f"status: {status}"]) + "\n---\n" + rest, encoding="utf-8")

    def several(self) -> None:
        for _ in range(self.rng.randint(2, 4)):
            self.step(nested=True)

    def step(self, nested: bool = False) -> str:
        steps: list[tuple[Callable[[], None], float]] = [
            (self.append_section, 3), (self.rewrite, 3), (self.add, 3), (self.delete, 2), (self.rename, 2),
            (self.empty, 1), (self.archive, 1), (self.unreadable, 1), (self.name_word_enters, 1), (self.several, 0 if nested else 2),
        ]
        fn = self.rng.choices([f for f, _ in steps], weights=[w for _, w in steps])[0]
        fn()
        self.kinds.append(fn.__name__)
        return fn.__name__


def _vault(tmp_path: Path) -> tuple[Settings, Path]:
    vault = tmp_path / "vault"
    init_vault(vault, sample=True)
    for rel, text in OWN_NOTES.items():
        write(vault, rel, text)
    s = Settings(vault=vault, home=tmp_path / "home")
    run_index(s, embedder=EMB)
    return s, vault


def _expected_lexindex(old: Store, fresh: Store) -> str:
    """What adopt should do with the lexical index, from the two materializations: derived,
    unless the rows the derive would keep (old's, then the added ones) are too many dead."""
    o, f = old.lexindex(), fresh.lexindex()
    n_added = int(np.count_nonzero(~np.isin(f.section_ids, o.section_ids)))
    rows = len(o.section_ids) + n_added
    dead = rows - f.n_sections
    return "built" if dead > LexicalIndex.DEAD_SHARE * max(rows, 1) else "derived"


def _kept_name_words(old: Store, new: Store) -> list[set[str]]:
    """The name-field words (file name, aliases, tags) of each note live in both stores with the
    same id and path (kept)."""
    o, n = old.lexindex(), new.lexindex()

    def live(li: LexicalIndex) -> set[tuple[int, str]]:
        rows = np.unique(li.sec_doc[li.sec_doc >= 0]).tolist()
        return {(int(li.doc_ids[r]), li.doc_paths[r], li.doc_names[r]) for r in rows}

    return [set(ws) for ws in name_terms(sorted(names for *_, names in live(o) & live(n)))]


def _name_word_entered(old: Store, new: Store) -> bool:
    """A word new to the vocabulary is in the file name of a kept note (then the note-level
    postings are built on first use instead of derived)."""
    fresh_terms = set(new.lexindex().terms) - set(old.lexindex().terms)
    return any(fresh_terms & ws for ws in _kept_name_words(old, new))


def _name_word_left(old: Store, new: Store) -> bool:
    """A word of a kept note's file name left the vocabulary (its name length changes: the note
    postings are built on first use instead of derived, as when one enters)."""
    gone_terms = set(old.lexindex().terms) - set(new.lexindex().terms)
    return any(gone_terms & ws for ws in _kept_name_words(old, new))


def _compare_more(derived: Store, fresh: Store, rng: random.Random, old: Store) -> None:
    """Beyond ``_same``: whole-note search, doc_sections, section_terms, more filters."""
    a, b = derived.lexindex(), fresh.lexindex()
    live_docs = b.doc_ids[np.unique(b.sec_doc[b.sec_doc >= 0])].tolist()
    paths = sorted({b.doc_paths[d] for d in np.unique(b.sec_doc[b.sec_doc >= 0]).tolist()})
    lanes = sorted({x for x in b.doc_lane if x})
    prefixes = sorted({p.rsplit("/", 1)[0] + "/" for p in paths if "/" in p})
    filters = [Filters(), Filters(include_archived=True), Filters(statuses=("archived",)), Filters(statuses=("draft", "active"))]
    for _ in range(4):
        filters.append(Filters(lanes=tuple(rng.sample(lanes, min(len(lanes), rng.randint(1, 2))))))
        filters.append(Filters(path_prefix=rng.choice(prefixes)) if prefixes else Filters())
        filters.append(Filters(exclude_paths=tuple(rng.sample(paths, min(len(paths), 3)))))
        filters.append(Filters(exclude_lanes=(rng.choice(lanes),), path_prefix=rng.choice(prefixes) if prefixes else None))
    terms = rng.sample(b.terms, min(24, len(b.terms))) + rng.sample(old.lexindex().terms, min(4, len(old.lexindex().terms)))
    for i in range(0, len(terms), 2):
        query = [(t, 1.0 + j) for j, t in enumerate(terms[i : i + 2])]
        flt = filters[(i // 2) % len(filters)]
        for params in (None, NAMED):
            got, want = derived.note_lexical(query, flt, 10, params), fresh.note_lexical(query, flt, 10, params)
            assert [d for d, _ in got] == [d for d, _ in want], (query, flt, params)
            assert np.allclose([x for _, x in got], [x for _, x in want], rtol=1e-12), (query, flt, params)
        got_s, want_s = derived.lexical(query, flt, 10, BM25Params()), fresh.lexical(query, flt, 10, BM25Params())
        assert [s for s, _ in got_s] == [s for s, _ in want_s], (query, flt)
        assert np.allclose([x for _, x in got_s], [x for _, x in want_s], rtol=1e-12), (query, flt)
    # file-name words as queries: the name field is the one a derive keeps per note
    live_rows = np.unique(b.sec_doc[b.sec_doc >= 0]).tolist()
    names = [w for ws in name_terms([b.doc_names[r] for r in live_rows]) for w in ws if w in b.term_id]
    for w in rng.sample(names, min(8, len(names))):
        assert derived.note_lexical([(w, 1.0)], Filters(), 10, NAMED) == fresh.note_lexical([(w, 1.0)], Filters(), 10, NAMED), w
    # doc_sections: live notes, notes gone since (dead rows in the derived index), an unknown id
    gone_docs = [int(d) for d in a.doc_ids.tolist() if d not in set(live_docs)]
    asked = rng.sample(live_docs, min(12, len(live_docs))) + gone_docs[:6] + [10**9]
    assert derived.doc_sections(asked) == fresh.doc_sections(asked)
    # section_terms and section_meta: live sections, an unknown id and sections gone since (dead
    # rows in the derived index: unknown, as in the fresh store)
    dead_secs = a.section_ids[a.sec_doc < 0].tolist()
    ids = rng.sample(b.section_ids.tolist(), min(20, len(b.section_ids))) + [10**9] + dead_secs[:8]
    words = rng.sample(b.terms, min(30, len(b.terms))) + ["never-a-term"]
    assert derived.section_terms(ids, words) == fresh.section_terms(ids, words)
    assert derived.section_meta(ids) == fresh.section_meta(ids)
    assert (derived.section_count(), derived.mean_section_length()) == (fresh.section_count(), fresh.mean_section_length())


@dataclass
class Tally:
    paths: dict[str, int] = field(default_factory=dict)
    merges: int = 0  # derives whose delta was merged into the base though the older index had one
    deltas: int = 0  # derives left with a base and a delta
    notes_rebuilt: int = 0  # derives whose note-level postings were left to be built (a name word entered)
    name_word_left: int = 0  # of those, steps where a kept note's file-name word left the vocabulary


def _swap(s: Settings, old: Store, rng: random.Random, tally: Tally, where: str) -> Store:
    """Index, open the new materialization, adopt ``old``, compare with a fresh open."""
    run_index(s, embedder=EMB)
    new = Store.open_latest(s.store_dir)
    if new.id == old.id:  # nothing indexed changed: nothing published
        new.close()
        return old
    with Store.open(s.store_dir, new.id) as fresh:
        expected = _expected_lexindex(old, fresh)
        had_delta = len(old.lexindex().segments) == 2
        old.korean_share()  # the language counts a hybrid search made (legs.hub_weight)
        parts = new.adopt(old)
        # read again at the swap (one small column): what a fresh store reads
        fresh.korean_share()
        assert new._korean == fresh._korean, where
        assert parts["section_table"] == "derived" and parts["vectors"] == "derived", (where, parts)
        lex = parts["lexindex"]
        if expected == "built":
            assert lex.startswith("built (DeriveError: too many dead rows"), (where, parts)
            assert not np.any(new.lexindex().sec_doc < 0), where
        else:
            assert lex == "derived", (where, parts)
            li = new.lexindex()
            if li._notes is None:
                assert _name_word_entered(old, new) or _name_word_left(old, new), (
                    where, "note postings not derived, yet no file-name word entered or left the vocabulary")
                tally.notes_rebuilt += 1
                tally.name_word_left += _name_word_left(old, new)
                li.notes()
            else:
                assert len(li.notes().segments) <= len(li.segments), where  # an empty note delta is left out
            tally.merges += had_delta and len(li.segments) == 1
            tally.deltas += len(li.segments) == 2
        tally.paths[expected] = tally.paths.get(expected, 0) + 1
        _same(new, fresh, rng)
        _compare_more(new, fresh, rng, old)
    old.close()
    return new


SEEDS = {
    # seed: (DELTA_MIN, DELTA_SHARE, DEAD_SHARE)
    1: (50_000, 0.05, 0.25),  # the defaults: the delta is never merged on a vault this small
    2: (0, 0.0, 0.25),  # merged on every derive
    3: (40, 0.02, 0.25),  # merged once the delta passes 40 postings: mid-sequence
    4: (20, 0.01, 0.04),  # few dead rows allowed: the build-from-file fallback, then derives from it
}


@pytest.mark.parametrize("seed", sorted(SEEDS))
def test_random_edits_derive_what_a_fresh_store_builds(tmp_path, monkeypatch, seed):
    delta_min, delta_share, dead_share = SEEDS[seed]
    monkeypatch.setattr(LexicalIndex, "DELTA_MIN", delta_min)
    monkeypatch.setattr(LexicalIndex, "DELTA_SHARE", delta_share)
    monkeypatch.setattr(LexicalIndex, "DEAD_SHARE", dead_share)
    s, vault = _vault(tmp_path)
    rng = random.Random(seed)
    camp = Campaign(vault, random.Random(1000 + seed))
    old = _warm(Store.open_latest(s.store_dir))
    tally = Tally()
    for n in range(18):
        camp.vocab = set(old.lexindex().terms)
        kind = camp.step()
        old = _swap(s, old, rng, tally, f"seed {seed} step {n} ({kind}; steps so far {camp.kinds})")
    old.close()
    print(f"seed {seed}: {tally}; steps {camp.kinds}")  # shown with -s: what the campaign covered
    assert tally.paths.get("derived", 0) >= 10, tally
    if seed == 4:
        assert tally.paths.get("built", 0) >= 1, tally
    if seed == 2:
        assert tally.deltas == 0, tally  # merged every time
    if seed == 3:
        assert tally.merges >= 1 and tally.deltas >= 1, tally  # a delta, merged mid-sequence
    if seed == 1:
        assert tally.deltas >= 10 and tally.merges == 0, tally


def test_a_reader_that_skipped_a_materialization_derives_from_two_publishes_back(tmp_path, monkeypatch):
    """Two readers: one swaps at every publish, the other only at every second or third (its
    old store is two or three publishes behind: the notes that differ add up)."""
    monkeypatch.setattr(LexicalIndex, "DELTA_MIN", 30)
    monkeypatch.setattr(LexicalIndex, "DELTA_SHARE", 0.02)
    s, vault = _vault(tmp_path)
    rng = random.Random(7)
    camp = Campaign(vault, random.Random(77))
    every = _warm(Store.open_latest(s.store_dir))
    lagging = _warm(Store.open_latest(s.store_dir))
    tally = Tally()
    skipped = 0
    for n in range(9):
        camp.vocab = set(every.lexindex().terms)
        kind = camp.step()
        every = _swap(s, every, rng, tally, f"every: step {n} ({kind})")
        if n % 3 == 2 or (n % 3 == 1 and n > 6):
            skipped += 1
            lagging = _swap(s, lagging, rng, tally, f"lagging: step {n} ({kind}; steps so far {camp.kinds})")
    print(f"two readers: {tally}; steps {camp.kinds}")
    assert skipped >= 4 and tally.paths.get("derived", 0) >= 10, tally
    every.close()
    lagging.close()


def test_a_file_name_word_leaving_the_vocabulary_changes_the_kept_note_name_length(tmp_path):
    """The reverse of test_live_reader's 'file-name word new to the vocabulary': a kept note named
    zebrafish-husbandry (neither word in its title) has name length 2 while both words are in the
    vocabulary; the only other note holding 'zebrafish' is deleted, the word leaves, and a fresh
    build gives the kept note name length 1. The derive (which would keep 2, and the mean name
    length) leaves the note postings to be built instead, as when such a word enters."""
    vault = tmp_path / "vault"
    init_vault(vault, sample=True)
    write(vault, "20-wiki/zebrafish-husbandry.md", note("물고기 사육", "husbandry 수조 온도.\n"))
    write(vault, "20-wiki/lab.md", note("Lab", "The zebrafish tanks.\n"))
    s = Settings(vault=vault, home=tmp_path / "home")
    run_index(s, embedder=EMB)
    old = _warm(Store.open_latest(s.store_dir))
    (vault / "20-wiki/lab.md").unlink()
    run_index(s, embedder=EMB)
    new = Store.open_latest(s.store_dir)
    assert new.adopt(old)["lexindex"] == "derived"
    assert new.lexindex()._notes is None, "a kept note's name words changed: built on first use, not derived"
    with Store.open(s.store_dir, new.id) as fresh:
        assert "zebrafish" not in fresh.lexindex().term_id
        _same_notes(new.lexindex().notes(), fresh.lexindex().notes())
        assert new.note_lexical([("husbandri", 1.0)], Filters(), 10, NAMED) == fresh.note_lexical([("husbandri", 1.0)], Filters(), 10, NAMED)


def test_section_terms_of_a_section_gone_since_holds_none(tmp_path):
    """A note deleted: its sections stay as dead rows of the derived index (sec_doc -1); for
    ``section_terms`` they are unknown ids, which hold none, as in the fresh store (and the SQL
    engine), not the gone section's words still in its postings."""
    vault = tmp_path / "vault"
    init_vault(vault, sample=True)
    write(vault, "20-wiki/gone.md", note("Gone", "zwiebelkuchen 양파 words.\n"))
    s = Settings(vault=vault, home=tmp_path / "home")
    run_index(s, embedder=EMB)
    old = _warm(Store.open_latest(s.store_dir))
    (gone,) = old.doc_sections([d for d, p in zip(old.lexindex().doc_ids.tolist(), old.lexindex().doc_paths, strict=True) if p == "20-wiki/gone.md"]).values()
    assert old.section_terms(gone, ["gone", "word"]) == {gone[0]: frozenset({"gone", "word"})}
    (vault / "20-wiki/gone.md").unlink()
    run_index(s, embedder=EMB)
    new = Store.open_latest(s.store_dir)
    assert new.adopt(old)["lexindex"] == "derived"
    with Store.open(s.store_dir, new.id) as fresh:
        assert fresh.section_terms(gone, ["gone", "word"]) == {gone[0]: frozenset()}
        assert new.section_terms(gone, ["gone", "word"]) == fresh.section_terms(gone, ["gone", "word"])
