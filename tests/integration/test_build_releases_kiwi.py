"""A long embedding drops Kiwi first (issue 36 item 6: a full build's peak is not Kiwi + the
embedder); a server's pinned Kiwi stays. Each case runs in a fresh interpreter, because Kiwi is
a process-wide singleton: a real index run (real DuckDB and LanceDB files) of a Korean vault,
then a look at the process's Kiwi and its resident set."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = r"""
import json, sys
from pathlib import Path
from hippocampus.store import index_embed, tokenize
from hippocampus.store.indexer import run_index
from tests.store_helpers import HashingEmbedder, note, settings_for, write

def rss_kb():
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])

tmp = Path(sys.argv[1])
vault = tmp / "vault"
for i in range(6):
    write(vault, f"20-wiki/note{i}.md", note(f"해마 {i}", f"장기 기억을 형성하는 해마의 역할 {i}.\n\n## 형성\n\n기억 {i}.\n"))
terms = tokenize.analyze("해마의 역할")
steps = []
for name, threshold, pin in [("small embedding", 10_000, False), ("long embedding", 1, False), ("pinned", 1, True)]:
    index_embed.RELEASE_ANALYSER_AT = threshold
    if pin:
        tokenize.warm_up()
    tokenize.analyze("해마")  # Kiwi loaded (again) before the build
    loaded_rss = rss_kb()
    report = run_index(settings_for(tmp / name.replace(" ", "-"), vault), full=True, embedder=HashingEmbedder())
    steps.append({"step": name, "embedded": report.embedded, "kept": tokenize._kiwi is not None,
                  "freed_kb": loaded_rss - rss_kb(), "same_terms": tokenize.analyze("해마의 역할") == terms})
print(json.dumps(steps))
"""


def test_a_long_embedding_drops_an_unpinned_kiwi_and_a_pinned_one_stays(tmp_path):
    out = subprocess.run([sys.executable, "-c", SCRIPT, str(tmp_path)], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr[-2000:]
    small, long, pinned = json.loads(out.stdout.strip().splitlines()[-1])
    assert all(s["embedded"] > 0 for s in (small, long, pinned))
    assert small["kept"]  # a live one-note run does not reload Kiwi for every edit
    assert not long["kept"] and long["freed_kb"] > 100_000  # ~0.25 GB handed back to the OS
    assert pinned["kept"]  # a server's Kiwi (warm_up) stays
    assert all(s["same_terms"] for s in (small, long, pinned))  # analysis after a release: same terms
