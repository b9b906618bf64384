"""The lexical analyser: Korean morphemes through Kiwi, English words, numbers, trigrams."""

from __future__ import annotations

import threading

import pytest

from hippocampus.store import tokenize as tk


def test_version_names_kiwi_and_rules():
    assert tk.TOKENIZER_VERSION.startswith("kiwi0.")
    assert tk.TOKENIZER_VERSION.endswith(tk._ANALYSIS_REVISION)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("형태소를", ["형태소"]),
        ("형태소를 분석합니다", ["형태소", "분석"]),
        ("해마는 기억을 저장한다", ["해마", "기억", "저장"]),
        ("회의록을 검색했다", ["회의록", "검색"]),
        ("파이썬으로 데이터를 처리하는 방법", ["파이썬", "데이터", "처리", "방법"]),
    ],
)
def test_korean_particles_and_endings_are_stripped(text, expected):
    assert tk.analyze(text) == expected


def test_verb_and_adjective_stems_are_kept():
    assert tk.analyze("예쁜 꽃이 피었다") == ["예쁘", "꽃", "피"]


def test_compound_nouns_give_parts_and_join():
    assert tk.analyze("인공지능") == ["인공", "인공지능", "지능"]
    assert "인공지능" not in tk.analyze("인공 지능")  # written apart: no join


def test_multiword_dictionary_entry_becomes_words():
    terms = tk.analyze("자연어처리를 공부한다")
    assert "자연어" in terms and "처리" in terms
    assert all(" " not in t for t in terms)


def test_english_is_lowercased_split_stemmed_and_stopworded():
    assert tk.analyze("The Quick Brown FOX jumps over the lazy dogs") == ["quick", "brown", "fox", "jump", "lazi", "dog"]
    assert tk.analyze("snake_case foo.bar() C++") == ["snake", "case", "foo", "bar", "c"]
    assert tk.analyze("queries classes indexes status docs") == ["queri", "class", "index", "status", "doc"]


def test_english_inflections_share_one_stem():
    """Snowball (Porter2): tense and derivation meet, not only plurals."""
    assert len(set(tk.analyze("research researched researching researches"))) == 1
    assert tk.analyze("adopted adoption") == ["adopt", "adopt"]
    assert tk.analyze("memory memories") == ["memori", "memori"]


@pytest.mark.parametrize("word", ["memory", "memories", "query", "queries", "studying", "adopted", "researching"])
def test_surface_of_a_term_occurs_in_every_word_it_came_from(word):
    (term,) = tk.analyze(word)
    assert tk.surface(term) in word


def test_surface_leaves_korean_and_short_terms_alone():
    assert tk.surface("형태소") == "형태소"
    assert tk.surface("hi") == "hi"
    assert tk.surface("DuckDB") == "duckdb"


def test_term_words_map_stems_back_to_the_question_words():
    words = tk.term_words("What did Caroline research after the adoption meetings?")
    assert words == {"carolin": "caroline", "research": "research", "after": "after", "adopt": "adoption", "meet": "meetings"}
    for term, word in words.items():
        assert tk.analyze(word) == [term]


def test_real_terms_that_look_like_stopwords_survive():
    assert tk.analyze("IT US May CAN will") == ["it", "us", "may", "can", "will"]


def test_latin_diacritics_and_fullwidth_forms_fold():
    assert tk.analyze("Café NAÏVE") == ["cafe", "naiv"]  # folded, then stemmed
    assert tk.analyze("ＤｕｃｋＤＢ") == ["duckdb"]


def test_mixed_korean_and_english():
    terms = tk.analyze("DuckDB의 FTS는 한글을 무시한다")
    assert terms == ["duckdb", "fts", "한글", "무시"]
    terms = tk.analyze("Kiwi 형태소 분석기를 사용해서 BM25 검색")
    assert terms[:4] == ["kiwi", "형태소", "분석기", "사용"]
    assert "bm25" in terms and "검색" in terms


def test_numbers():
    assert tk.analyze("2024년 매출은 1,000억원, 성장률 3.5%") == ["2024", "년", "매출", "1000", "억", "원", "성장", "3.5"]
    assert tk.analyze("version 1.2.3 and 1,2,3") == ["version", "1.2.3", "1", "2", "3"]
    assert tk.analyze("GPT-4o e5-small v2") == ["gpt", "4o", "e5", "small", "v2"]
    assert tk.analyze("①②") == ["12"]


def test_hangul_is_never_dropped_by_character_filters():
    # whatever Kiwi does, every kept term made of Hangul came through, nothing was stripped as
    # "non-ASCII"; a long Korean-only passage yields Korean terms
    text = "한국어 문서는 형태소 분석을 거쳐 색인된다. 조사와 어미만 빠진다."
    terms = tk.analyze(text)
    assert terms and all(any("\uac00" <= ch <= "\ud7a3" for ch in t) for t in terms)
    assert {"한국어", "문서", "형태소", "분석", "색인", "조사", "어미"} <= set(terms)


def test_terms_keep_order_and_repeats():
    assert tk.analyze("검색 검색 search Search") == ["검색", "검색", "search", "search"]


def test_query_terms_are_distinct_in_order():
    assert tk.query_terms("검색 검색 search Search 형태소를") == ["검색", "search", "형태소"]
    assert tk.query_terms("") == []


def test_analyze_many_equals_analyze():
    texts = [
        "형태소를 분석합니다",
        "",
        "DuckDB의 FTS",
        "```python\nprint('hello')\n```\n본문 한국어 줄\ncode line only",
        "English only, no Hangul at all.",
        "가" * 5000,
        "\n".join(f"{i}번째 줄의 내용입니다" for i in range(400)),
    ]
    assert tk.analyze_many(texts) == [tk.analyze(t) for t in texts]
    assert tk.analyze_many([]) == []


@pytest.mark.parametrize(
    "text",
    ["", "   ", "\n\t \r\n", "😀🎉👍", "ㅋㅋㅋ ㅎㅎ", "\x00\x01", "가\ud800나", "\ufeff\u200b", "!!!???", "#"],
)
def test_degenerate_input_does_not_crash(text):
    result = tk.analyze(text)
    assert isinstance(result, list) and all(isinstance(t, str) and t for t in result)


def test_emoji_next_to_words():
    assert tk.analyze("😀검색🎉 search👍") == ["검색", "search"]


def test_very_long_input():
    # 44k chars of prose, a 100k-char "word", 3k chars of Hangul without a single space
    text = ("형태소 분석기는 한국어 문장을 나눈다. " * 2000) + ("x" * 100_000) + ("가" * 3000)
    terms = tk.analyze(text)
    assert terms.count("형태소") == 2000
    assert "x" * 100_000 in terms


def test_chunks_cover_only_hangul_lines_and_stay_bounded():
    text = "code()\n한국어 줄\n\nmore code\n" + "나" * (tk._CHUNK_CHARS * 2 + 10)
    pieces = list(tk._chunks(text))
    assert all(text[o : o + len(p)] == p for o, p in pieces)
    assert all(len(p) <= tk._CHUNK_CHARS for _, p in pieces)
    assert "code" not in "".join(p for _, p in pieces)


@pytest.mark.parametrize(
    ("term", "expected"),
    [
        ("abcd", ["^ab", "abc", "bcd", "cd$"]),
        ("abc", ["^ab", "abc", "bc$"]),
        ("ab", ["^ab", "ab$"]),
        ("a", ["^a$"]),
        ("", []),
        ("형태소", ["^형태", "형태소", "태소$"]),
        ("aaaa", ["^aa", "aaa", "aa$"]),  # distinct
    ],
)
def test_trigrams(term, expected):
    assert tk.trigrams(term) == expected


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("해마", True),
        (" 검색 ", True),
        ("해마?", True),
        ("해마는", False),
        ("해 마", False),
        ("해마 검색", False),
        ("가", False),
        ("AI", False),
        ("a해", False),
        ("", False),
        ("ㅋㅋ", False),
    ],
)
def test_is_short_korean(query, expected):
    assert tk.is_short_korean(query) is expected


def test_concurrent_use_is_safe_and_consistent():
    texts = [f"{i}번 문서: 형태소를 분석하고 search terms를 만든다" for i in range(40)]
    expected = [tk.analyze(t) for t in texts]
    results: dict[int, list[list[str]]] = {}
    errors: list[BaseException] = []

    def work(k: int) -> None:
        try:
            results[k] = tk.analyze_many(texts) if k % 2 else [tk.analyze(t) for t in texts]
        except BaseException as exc:  # noqa: BLE001 # pragma: no cover - reported below
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(k,)) for k in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    assert all(r == expected for r in results.values())


def test_kiwi_is_a_singleton():
    assert tk._get_kiwi() is tk._get_kiwi()


def test_import_has_no_side_effects():
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    code = "import hippocampus.store.tokenize as t, sys; print(t._kiwi is None, 'kiwipiepy' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=root)
    assert out.stdout.split() == ["True", "False"]


@pytest.mark.parametrize(
    ("term_of", "text", "present"),
    [
        ("containers", "the container holds it", True),  # same stem, other inflection
        ("containers", "it was uncontained", False),  # a stem inside another word
        ("pH", "the phone rang", False),  # a prefix of an unrelated word
        ("pH", "soil ph is 5.5", True),
        ("memory", "my memories of seoul", True),  # Porter2's y → i
        ("art", "start the job", False),
        ("형태소를", "형태소 분석기", True),  # Korean: substring of the text
        ("3.5", "python 3.5 release", True),
    ],
)
def test_occurs_in_needs_a_word_of_the_same_stem(term_of, text, present):
    (term,) = tk.analyze(term_of)
    assert tk.occurs_in(term, text) is present


def test_stemming_from_many_threads_agrees():
    """PyStemmer objects are not thread-safe: each thread gets its own."""
    words = ["researching", "memories", "adoption", "containers", "happily"] * 200
    expected = [tk._stem(w) for w in words]
    results: list[list[str]] = []

    def work():
        results.append([tk._stem(w) for w in words])

    threads = [threading.Thread(target=work) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(results) == 8 and all(r == expected for r in results)


def test_a_word_kiwi_reads_as_starting_with_a_particle_is_a_query_term_as_written():
    """helper-70's D8: 도커 (Docker) alone or before a space is read 도/JX + 크/VA + 어, so "도커 볼륨"
    searched 크 ("big"). The query searches the word instead; index terms do not change."""
    from hippocampus.store.tokenize import analyze, particle_led, query_terms

    assert analyze("도커 볼륨") == ["크", "볼륨"]  # the index side, unchanged
    assert query_terms("도커 볼륨") == ["볼륨", "도커"]
    assert query_terms("도커") == ["도커"]
    assert query_terms("도커 이미지가 너무 크다") == ["이미지", "크", "도커"]  # a real 크 stays
    assert "도커" in query_terms("도커는 좋다")  # read alone, 도커는 is 도커 + 는
    assert query_terms("도커를 설치") == ["도커", "설치"]  # read right: nothing added
    assert particle_led("크기가 큰 파일")[1] == [] and particle_led("김치찌개 끓이는 법")[1] == []
    assert particle_led("도 넘는 행동")[1] == []  # one syllable: a real particle-like word, left alone



def test_a_particle_typed_as_its_own_word_is_no_misreading():
    """helper-71's review: "서울 에서 부산 까지" (particles spaced off) is read as before."""
    from hippocampus.store.tokenize import analyze, query_terms

    for q in ("서울 에서 부산 까지", "첫차 부터 매진"):
        assert query_terms(q) == list(dict.fromkeys(analyze(q)))
