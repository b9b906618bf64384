"""Hybrid retrieval, fusion, ranking params, evidence bundles, answer cache and the gap radar."""
