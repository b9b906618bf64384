"""Hook-time skill suggestions (``hippo_suggest``): three skill candidates from the skills lane
(``40-skills/``), each name + path + one line, in at most 600 bytes of JSON, within a time
budget — or an empty list. A hook must never block or fail a prompt, so every failure,
timeout or empty search answers an empty list.

Sub-documents of a skill (``40-skills/<skill>/references/…``) and skill cards
(``40-skills/cards/<skill>.md``) are folded into the skill's ``SKILL.md``; index, list and
survey documents are not candidates.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any

from vault_schema.layout import SKILLS

MAX_BYTES = 600
COUNT = 3
_NOT_CANDIDATES = {"index", "readme", "list", "skills", "catalog", "catalogue", "survey", "overview"}


def skill_of(path: str, exists: Callable[[str], bool]) -> tuple[str, str] | None:
    """(skill name, canonical path) of a skills-lane document, or None for non-candidates."""
    parts = path.split("/")
    if not parts or parts[0] != SKILLS or len(parts) < 2:
        return None
    stem = parts[-1].rsplit(".", 1)[0]
    if len(parts) == 2:  # 40-skills/<name>.md
        return None if stem.lower() in _NOT_CANDIDATES else (stem, path)
    if parts[1] == "cards" and len(parts) == 3:
        if stem.lower() in _NOT_CANDIDATES:
            return None
        skill_md = f"{SKILLS}/{stem}/SKILL.md"
        return stem, (skill_md if exists(skill_md) else path)
    name = parts[1]
    if name.lower() in _NOT_CANDIDATES:
        return None
    skill_md = f"{SKILLS}/{name}/SKILL.md"
    if len(parts) == 3 and stem.lower() in _NOT_CANDIDATES:
        return None
    return name, (skill_md if exists(skill_md) else path)


def one_line(text: str | None, limit: int = 120) -> str:
    for line in (text or "").splitlines():
        line = line.strip().lstrip("#>-* ").strip()
        if line and not line.startswith("---"):
            return line if len(line) <= limit else line[: limit - 1].rstrip() + "…"
    return ""


def pick(hits: Sequence[Any], exists: Callable[[str], bool], describe: Callable[[str, Any], str]) -> list[dict[str, str]]:
    """Fold hits into distinct skills, best first, at most :data:`COUNT`."""
    out: list[dict[str, str]] = []
    seen: set[str] = set()
    for h in hits:
        path = h["path"] if isinstance(h, dict) else h.path
        found = skill_of(path, exists)
        if not found or found[0] in seen:
            continue
        name, canonical = found
        seen.add(name)
        out.append({"name": name, "path": canonical, "line": describe(canonical, h)})
        if len(out) == COUNT:
            break
    return out


def fit(candidates: list[dict[str, str]], max_bytes: int = MAX_BYTES) -> dict[str, Any]:
    """The payload, shortened (lines first, then candidates) until it fits ``max_bytes``."""
    cands = [dict(c) for c in candidates]
    limit = 120
    while True:
        payload = {"candidates": cands}
        if len(json.dumps(payload, ensure_ascii=False).encode("utf-8")) <= max_bytes:
            return payload
        if limit > 20:
            limit -= 20
            for c in cands:
                c["line"] = one_line(c["line"], limit)
        elif cands:
            cands.pop()
        else:
            return {"candidates": []}


def for_prompt(store: Any, prompt: str) -> dict[str, Any]:
    """The hint payload for ``prompt`` from an open ``store`` (lexical search of the skills
    lane; the embedder is never loaded at hook time). Empty on any failure."""
    from hippocampus.search.params import RankingParams
    from hippocampus.search.service import search
    from hippocampus.search.types import MAX_QUERY_CHARS
    from hippocampus.store.queries import Filters

    try:
        if not store.has_notes(Filters(lanes=("skills",))):
            return fit([])  # no skill notes: nothing to hint, and no analyser to load for the prompt
        # A prompt may be longer than a query may be: its opening is what names the task.
        # BM25 order only: no abstention, so the coverage weights' language prior (0.2 CPU-s
        # to load per process, search/langprior.py) would buy this hook nothing
        # nor the note-level file-name field: its statistics are over every note's file name,
        # and analysing a Korean vault's names loads the Korean analyser (about 3 CPU-s) in a hook
        # process of its own (a skill note's name is in its title anyway)
        params = RankingParams(language_prior=False, note_w_name=0.0)
        result = search(store, None, prompt[:MAX_QUERY_CHARS], mode="lexical", k=25, filters=Filters(lanes=("skills",)), params=params, abstain=False)
        cache: dict[str, Any] = {}

        def doc(path: str) -> Any:
            if path not in cache:
                cache[path] = store.document(path)
            return cache[path]

        def describe(path: str, hit: Any) -> str:
            row = doc(path)
            fm = (getattr(row, "frontmatter", None) or {}) if row is not None else {}
            text = fm.get("description") or fm.get("summary") or (hit.snippet if path == hit.path else "") or (row.title if row else "")
            return one_line(str(text))

        picked = pick(result.hits, lambda p: doc(p) is not None, describe)
    except Exception:  # noqa: BLE001 - empty on failure (hook contract)
        picked = []
    return fit(picked)
