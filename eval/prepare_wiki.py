"""Lay out a real wiki for the ranking benchmarks: its notes at one commit, selected, then indexed.

    python eval/prepare_wiki.py GIT_DIR --commit 936783bc --out /work/wiki2      # wally-wally/TIL (wiki2)
    python eval/prepare_wiki.py GIT_DIR --commit 9adfa481 --out /work/wiki3      # nmin11/TIL (wiki3)
    python eval/prepare_wiki.py GIT_DIR --commit HEAD --out /work/obsidian-help --subdir en --min-hangul 0 --no-index

``GIT_DIR`` is a clone or a bare snapshot of the wiki's repository (the corpora have no licence
file, so they are never copied into this repository). The selection is the one
eval/data/heldout-search/README.md describes: the ``.md`` files at ``--commit`` (under
``--subdir``), less every file whose bytes occur in another file (framework scaffold READMEs copied
dozens of times) and every file with fewer than ``--min-hangul`` Hangul syllables (code-project
READMEs in a Korean wiki). Writes ``OUT/vault`` (the notes, paths kept), ``OUT/selection.json`` (the
paths kept and why the others were dropped) and, unless ``--no-index``, the store under
``OUT/home`` (full index with embeddings, the default engine), which eval/bench_ranking.py reads.
Refuses to overwrite an existing ``OUT/vault``.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path, PurePosixPath

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

HANGUL = re.compile(r"[\uac00-\ud7a3]")


def markdown_at(git_dir: Path, commit: str, subdir: str) -> tuple[dict[str, bytes], list[str]]:
    """Every ``.md`` file of ``commit`` (under ``subdir``): path (relative to ``subdir``) → bytes;
    and the paths whose blobs the repository lacks (a snapshot may leave large files out)."""
    git = ["git", "--git-dir", str(git_dir)] if (git_dir / "HEAD").exists() else ["git", "-C", str(git_dir)]
    listing = subprocess.run([*git, "ls-tree", "-r", "-z", commit, *([subdir] if subdir else [])],
                             check=True, capture_output=True).stdout.decode("utf-8")
    out: dict[str, bytes] = {}
    missing: list[str] = []
    for entry in filter(None, listing.split("\0")):
        meta, name = entry.split("\t", 1)
        _mode, kind, sha = meta.split()
        rel = PurePosixPath(name)
        if subdir:
            rel = rel.relative_to(subdir)
        if kind != "blob" or rel.suffix != ".md" or any(part.startswith(".") for part in rel.parts):
            continue
        blob = subprocess.run([*git, "cat-file", "blob", sha], capture_output=True)
        if blob.returncode:
            missing.append(rel.as_posix())
        else:
            out[rel.as_posix()] = blob.stdout
    return out, missing


def select(files: dict[str, bytes], min_hangul: int) -> tuple[list[str], dict[str, list[str]]]:
    """The paths kept, and the dropped ones by reason."""
    copies = Counter(files.values())
    dropped: dict[str, list[str]] = {"duplicate bytes": [], f"fewer than {min_hangul} Hangul": []}
    kept = []
    for path, data in sorted(files.items()):
        if copies[data] > 1:
            dropped["duplicate bytes"].append(path)
        elif len(HANGUL.findall(data.decode("utf-8", errors="replace"))) < min_hangul:
            dropped[f"fewer than {min_hangul} Hangul"].append(path)
        else:
            kept.append(path)
    return kept, {k: v for k, v in dropped.items() if v}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("git_dir", type=Path, help="a clone or bare snapshot of the wiki's repository")
    ap.add_argument("--commit", required=True, help="the commit whose notes are taken")
    ap.add_argument("--out", type=Path, required=True, help="writes OUT/vault, OUT/selection.json and OUT/home")
    ap.add_argument("--subdir", default="", help="take only this folder of the repository (its path is stripped)")
    ap.add_argument("--min-hangul", type=int, default=20, help="drop notes with fewer Hangul syllables (0: keep all)")
    ap.add_argument("--no-index", action="store_true", help="lay out the notes only")
    a = ap.parse_args()
    vault = a.out / "vault"
    if vault.exists():
        raise SystemExit(f"{vault} exists: remove it first (or use the store it holds)")
    files, missing = markdown_at(a.git_dir, a.commit, a.subdir.strip("/"))
    kept, dropped = select(files, a.min_hangul)
    if missing:
        dropped["blob not in the snapshot"] = missing
    for rel in kept:
        dest = vault / rel
        dest.parent.mkdir(parents=True, exist_ok=True)
        dest.write_bytes(files[rel])
    (a.out / "selection.json").write_text(json.dumps({"source": str(a.git_dir), "commit": a.commit, "subdir": a.subdir,
                                                      "markdown_files": len(files), "kept": kept, "dropped": dropped},
                                                     ensure_ascii=False, indent=1), encoding="utf-8")
    print(f"{len(files) + len(missing)} .md files: kept {len(kept)}; dropped "
          + (", ".join(f"{len(v)} ({k})" for k, v in dropped.items()) or "none"),
          file=sys.stderr)
    if a.no_index:
        return
    from hippocampus.config import Settings
    from hippocampus.store.indexer import run_index

    t0 = time.perf_counter()
    report = run_index(Settings(vault=vault, home=a.out / "home"), full=True, embed=True)
    print(f"indexed in {time.perf_counter() - t0:.0f} s: {report.counts}, coverage {report.embedding_coverage}", file=sys.stderr)


if __name__ == "__main__":
    main()
