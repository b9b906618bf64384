"""A large vault with real text and cheap embeddings: a vault's notes replicated into folders.

    python eval/replicate_vault.py --src <vault or Markdown folder> --out <new vault> [--copies 10]

Each copy is a folder ``rNN/`` holding every ``*.md`` of ``--src`` at the same relative path; one
line is added to each note's YAML frontmatter (``replica: rNN <path>``, a frontmatter is created
when the note has none), so every file differs (its own sha256, its own store rows) while every
section's text, heading path and the note's title stay exactly as in the source. The store
content-addresses vectors by the exact string the embedder reads (title, heading path, level,
text: :func:`hippocampus.store.embed.embed_hash`), so copying ``--src``'s built
``$HIPPO_HOME`` next to the new vault and running ``hippo index`` embeds nothing that the source
store already has a vector for: the build costs the lexical analysis of every copy (Kiwi), not
the embedding. An empty ``20-wiki/`` makes a plain Markdown folder a vault that ``hippo serve``
accepts (no note added).

Used for the 10k-note save → searchable run of docs/benchmarks/live.md (the johngrib wiki's
974 notes × 10 = 9,740 notes, ~100k sections).
"""

from __future__ import annotations

import argparse
import re
import shutil
from pathlib import Path

_FRONT = re.compile(r"\A---[ \t]*\r?\n")


def with_line(text: str, line: str) -> str:
    """``text`` with ``line`` added as the frontmatter's first key (a frontmatter made when absent)."""
    m = _FRONT.match(text)
    if m:
        return text[: m.end()] + line + "\n" + text[m.end():]
    return f"---\n{line}\n---\n{text}"


def replicate(src: Path, out: Path, copies: int) -> int:
    notes = sorted(p for p in src.rglob("*.md") if not any(part.startswith(".") for part in p.relative_to(src).parts))
    out.mkdir(parents=True, exist_ok=False)
    (out / "20-wiki").mkdir(exist_ok=True)
    n = 0
    for c in range(copies):
        folder = out / f"r{c:02d}"
        for p in notes:
            rel = p.relative_to(src)
            dest = folder / rel
            dest.parent.mkdir(parents=True, exist_ok=True)
            text = p.read_text(encoding="utf-8")
            dest.write_text(with_line(text, f"replica: r{c:02d} {rel.as_posix()}"), encoding="utf-8")
            n += 1
    return n


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--src", type=Path, required=True)
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--copies", type=int, default=10)
    ap.add_argument("--force", action="store_true", help="remove --out first")
    args = ap.parse_args()
    if args.force and args.out.exists():
        shutil.rmtree(args.out)
    n = replicate(args.src, args.out, args.copies)
    print(f"{n} notes in {args.copies} copies under {args.out}")


if __name__ == "__main__":
    main()
