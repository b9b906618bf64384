"""The language prior on coverage weights (search/langprior.py, ADR 0019 decision 9), on
wordfreq's real frequency lists."""

from __future__ import annotations

import math

import pytest

from hippocampus.search import langprior


def test_common_words_are_frequent_and_made_up_ones_unknown():
    assert langprior.frequency("make") > 1e-4
    assert langprior.frequency("하") > 1e-4  # a Korean verb stem, as Kiwi gives it
    assert langprior.frequency("soup") < langprior.frequency("make")
    assert langprior.frequency("zzqxv") == 0.0
    assert langprior.frequency("") == 0.0


def test_a_stem_is_looked_up_through_the_word_it_came_from():
    # Porter2 turns "memory" into "memori", which is no word; the query's word is
    assert langprior.frequency("memori") == 0.0
    assert langprior.frequency("memori", "memory") == langprior.frequency("memory") > 0.0


def test_language_idf_is_the_poisson_document_idf():
    p = 1e-4
    assert langprior.language_idf(p, 100) == pytest.approx(-math.log(100 * p))
    # longer sections hold a word more often: a smaller idf
    assert langprior.language_idf(p, 1000) < langprior.language_idf(p, 100)
    # a word in (nearly) every section carries nothing; an unknown word is never capped
    assert langprior.language_idf(0.5, 100) == 0.0
    assert langprior.language_idf(0.0, 100) == math.inf
    # an empty store's mean length (0) counts as one word, not as a division by zero
    assert langprior.language_idf(p, 0.0) == pytest.approx(-math.log(p))


def test_capped_idf_lowers_only_words_common_in_the_language():
    store_idf = {"make": 3.3, "soup": 4.4, "kubernet": 2.0, "zzqxv": 4.4}
    out = langprior.capped_idf(store_idf, list(store_idf), {"kubernet": "kubernetes"}, mean_length=100.0)
    assert out["make"] < 3.0  # "make" is in about one section of ten of general text
    assert out["soup"] == 4.4  # rarer in the language than in this store: the store's idf stays
    assert out["kubernet"] == 2.0  # common in this store: the store's idf stays
    assert out["zzqxv"] == 4.4  # no word: never capped
    assert store_idf["make"] == 3.3  # the input is not changed
