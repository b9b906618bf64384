"""Which language a passage or a note is written in, as the search tells Korean from the rest.

A passage is Korean when it holds at least as many Hangul words as Latin ones (code and English
terms in a Korean note do not make it English; a Korean word in an English note does not make it
Korean). A note is read by the first :data:`NOTE_PREFIX` characters of each of its sections: the
language shows in the first lines, and a section of logs or code costs no more than that. The
indexer stores each note's verdict (``documents.korean``, schema 6), so a search reads the vault's
share of Korean notes (Store.korean_share) from one small column instead of every note's text.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

#: a Hangul word and a Latin word, as patterns both Python and DuckDB (queries.korean_notes_sql) read
HANGUL_PATTERN = "[\uac00-\ud7a3]+"
LATIN_PATTERN = "[a-zA-Z]{2,}"
HANGUL_WORD = re.compile(HANGUL_PATTERN)
LATIN_WORD = re.compile(LATIN_PATTERN)
#: characters of each section a note's language is read from (queries.korean_notes_sql reads the same)
NOTE_PREFIX = 1000


def written_in_korean(text: str) -> bool:
    """Whether a passage is mostly Korean: at least as many Hangul words as Latin ones."""
    return len(HANGUL_WORD.findall(text)) >= max(1, len(LATIN_WORD.findall(text)))


def note_in_korean(section_texts: Iterable[str]) -> bool:
    """Whether a note is mostly Korean, read from the first :data:`NOTE_PREFIX` characters of each
    section (the same words the SQL fallback for an older store counts)."""
    hangul = latin = 0
    for text in section_texts:
        head = text[:NOTE_PREFIX]
        hangul += len(HANGUL_WORD.findall(head))
        latin += len(LATIN_WORD.findall(head))
    return hangul >= max(1, latin)
