"""Cost of the one normalisation (vault_schema.secrets.fold) and of redaction on read, over a
216 KB note (English, Korean, Korean holding one zero-width-split key); best of 15 runs.

    .venv/bin/python -m eval.bench_redact
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from vault_schema.secrets import fold, redact_keys

SIZE = 216_000
KOREAN = ("한국어 형태소 분석기 키위는 사용자 사전을 지원한다. DuckDB 검색 " * 4000)[:SIZE]
ENGLISH = ("The quick brown fox jumps over the lazy dog; BM25 and vectors. " * 4000)[:SIZE]


def best_ms(fn: Callable[..., Any], *args: Any, n: int = 15) -> float:
    runs = []
    for _ in range(n):
        start = time.perf_counter()
        fn(*args)
        runs.append(time.perf_counter() - start)
    return min(runs) * 1000


def main() -> None:
    for label, text in (("English", ENGLISH), ("Korean", KOREAN)):
        print(f"216 KB {label}: fold {best_ms(fold, text):.2f} ms, redact_keys (no key) {best_ms(redact_keys, text):.1f} ms")
    keyed = KOREAN + " AKIA\u200bIOSFODNN7EXAMPLQ "
    print(f"216 KB Korean + one zero-width-split key: redact_keys {best_ms(redact_keys, keyed, n=5):.1f} ms")


if __name__ == "__main__":
    main()
