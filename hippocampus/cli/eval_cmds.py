"""``hippo eval validate|run|calibrate|sweep|compare|prepare`` (SPEC §8). Also ``python -m eval``."""

from __future__ import annotations

import json
from pathlib import Path

import typer
from rich.markup import escape
from rich.table import Table

from hippocampus.cli.common import JsonOption, VaultOption, console, emit_json, err_console, settings_for

eval_app = typer.Typer(help="Evaluation harness: golden sets, metrics, calibration, sweeps.", no_args_is_help=True)

GoldenArg = typer.Argument(..., exists=True, dir_okay=False, help="Golden set (JSONL).")
ModeOption = typer.Option("hybrid", "--mode", "-m", help="hybrid | lexical | semantic.")
ParamsOption = typer.Option(None, "--params", help="RankingParams JSON (default: calibration file or defaults).")


def _load_valid(golden: Path, vault: Path):
    """Golden set + vault index, or exit 3 with every problem and no figures."""
    from hippocampus.evaluation.golden import GoldenFormatError, VaultIndex, load_golden, validate

    try:
        queries = load_golden(golden)
    except GoldenFormatError as exc:
        err_console.print(f"[bold red]invalid golden set:[/] {escape(str(exc))}")
        raise typer.Exit(3) from None
    index = VaultIndex(vault)
    problems = validate(queries, index)
    if problems:
        for p in problems:
            err_console.print(f"[red]✗[/] {escape(p)}")
        err_console.print(f"[bold red]{len(problems)} problem(s): not measurable, no figures produced[/]")
        raise typer.Exit(3)
    return queries, index


def _params(settings, params_file: Path | None, embedder):
    from hippocampus.search.params import RankingParams, load_params

    if params_file:
        return RankingParams.load(params_file)
    return load_params(settings.home, getattr(embedder, "model_id", None))


def _embedder(settings, mode: str):
    if mode == "lexical":
        return None
    from hippocampus.store.embedders import make_embedder

    return make_embedder(settings)


@eval_app.command("validate")
def validate_cmd(golden: Path = GoldenArg, vault: Path | None = VaultOption, json_out: bool = JsonOption) -> None:
    """Check ids, categories, expected paths, anchors, scopes and filters. Exit 3 on any problem."""
    queries, _ = _load_valid(golden, settings_for(vault).vault)
    if json_out:
        emit_json({"valid": True, "queries": len(queries)})
    else:
        console.print(f"[green]✓[/] {len(queries)} queries, all paths/anchors/filters resolve")


@eval_app.command("run")
def run_cmd(
    golden: Path = GoldenArg,
    mode: str = ModeOption,
    k: int = typer.Option(10, "--k"),
    out: Path = typer.Option(None, "--out", "-o", help="Write the result JSON here."),
    params_file: Path | None = ParamsOption,
    baseline: Path | None = typer.Option(None, "--baseline", help="Earlier result to compare with (same fingerprint only)."),
    vault: Path | None = VaultOption,
    json_out: bool = JsonOption,
) -> None:
    """Hit@k, Recall@k (any/all), MRR@10, nDCG@10 and abstention on a throw-away store copy.

    The metrics score what `hippo search` returns in this mode (an abstention on an answerable
    query is a miss); the ranking with abstention off is reported beside them, labelled."""
    from hippocampus.evaluation.harness import IncomparableRuns, compare, load_result, run, throwaway_store

    settings = settings_for(vault)
    queries, index = _load_valid(golden, settings.vault)
    embedder = _embedder(settings, mode)
    params = _params(settings, params_file, embedder)
    with throwaway_store(settings.store_dir) as store:
        result = run(store, embedder, queries, index, params, mode, k)
    if out:
        out.write_text(json.dumps(result, indent=2, ensure_ascii=False), encoding="utf-8")
    if baseline:
        try:
            result["delta_vs_baseline"] = compare(load_result(baseline), result)
        except IncomparableRuns as exc:
            err_console.print(f"[bold red]refused:[/] {escape(str(exc))}")
            raise typer.Exit(3) from None
    if json_out:
        emit_json({k_: v for k_, v in result.items() if k_ != "per_query"})
        return
    _print_metrics(result)


def _print_metrics(result) -> None:
    m = result["metrics"]
    t = Table("metric", "value", title=f"fingerprint {result['dataset_fingerprint'][:12]} · {result['run_signature']}")
    for key, v in m["overall"].items():  # what `hippo search` returns: an abstention is a miss
        t.add_row(key, f"{v:.4f}" if isinstance(v, float) else str(v))
    for key, v in m.get("ranking", {}).items():
        if key != "n":
            t.add_row(f"{key} (ranking, abstention off)", f"{v:.4f}" if isinstance(v, float) else str(v))
    for key, v in m["abstention"].items():
        t.add_row(key, "-" if v is None else f"{v:.4f}" if isinstance(v, float) else str(v))
    for key, v in m["latency_ms"].items():
        t.add_row(f"latency {key}", f"{v:.1f}")
    for key, v in result.get("delta_vs_baseline", {}).items():
        t.add_row(f"Δ {key}", f"{v:+.4f}")
    console.print(t)


@eval_app.command("compare")
def compare_cmd(a: Path = typer.Argument(..., exists=True), b: Path = typer.Argument(..., exists=True)) -> None:
    """Metric deltas b − a. Exit 3 when the two results measured different data."""
    from hippocampus.evaluation.harness import IncomparableRuns, compare, load_result

    try:
        emit_json(compare(load_result(a), load_result(b)))
    except IncomparableRuns as exc:
        err_console.print(f"[bold red]refused:[/] {escape(str(exc))}")
        raise typer.Exit(3) from None


@eval_app.command("calibrate")
def calibrate_cmd(
    golden: Path = GoldenArg,
    max_false_abstain: float = typer.Option(0.05, help="Largest share of answerable queries allowed to abstain."),
    write: bool = typer.Option(True, "--write/--dry-run", help="Write $HIPPO_HOME/calibration.json."),
    vault: Path | None = VaultOption,
    json_out: bool = JsonOption,
) -> None:
    """Derive sim_solo and the abstention floors for the configured embedder from the golden set."""
    from hippocampus.evaluation.harness import calibrate, run_queries, throwaway_store
    from hippocampus.search.params import CALIBRATION_FILE

    settings = settings_for(vault)
    queries, _ = _load_valid(golden, settings.vault)
    embedder = _embedder(settings, "hybrid")
    base = _params(settings, None, embedder)
    with throwaway_store(settings.store_dir) as store:
        outcomes = run_queries(store, embedder, queries, base, "hybrid", 10, expected_cosine=True)
    params, report = calibrate(outcomes, base, max_false_abstain)
    report["embed_model"] = getattr(embedder, "model_id", None)
    if write:
        params.dump(settings.home / CALIBRATION_FILE, embed_model=report["embed_model"], golden=str(golden))
        report["written"] = str(settings.home / CALIBRATION_FILE)
    emit_json(report) if json_out else console.print_json(json.dumps(report))


@eval_app.command("sweep")
def sweep_cmd(
    golden: Path = GoldenArg,
    field: str = typer.Argument(..., help="RankingParams field, e.g. rrf_k, w_semantic, sem_candidates."),
    values: list[str] = typer.Argument(..., help="Values to try."),
    mode: str = ModeOption,
    params_file: Path | None = ParamsOption,
    vault: Path | None = VaultOption,
    json_out: bool = JsonOption,
) -> None:
    """Vary one ranking parameter over values on the same store (no reindex, embeddings memoised)."""
    from hippocampus.evaluation.harness import sweep, throwaway_store

    settings = settings_for(vault)
    queries, _ = _load_valid(golden, settings.vault)
    embedder = _embedder(settings, mode)
    base = _params(settings, params_file, embedder)
    with throwaway_store(settings.store_dir) as store:
        rows = sweep(store, embedder, queries, base, field, values, mode)
    if json_out:
        emit_json(rows)
        return
    t = Table(*rows[0].keys())
    for r in rows:
        t.add_row(*("-" if v is None else f"{v:.4f}" if isinstance(v, float) else str(v) for v in r.values()))
    console.print(t)


@eval_app.command("prepare")
def prepare_cmd(
    dataset: str = typer.Argument(..., help="autorag-ko | longmemeval | locomo | cranfield | msmarco-kor | msmarco-eng"),
    out: Path = typer.Argument(..., help="Output folder: <out>/vault and <out>/golden.jsonl."),
) -> None:
    """Turn a ../shared/bench set into a vault folder and a golden set (outside the repo)."""
    from hippocampus.evaluation.datasets import ADAPTERS

    if dataset not in ADAPTERS:
        raise typer.BadParameter(f"unknown dataset; choose from {', '.join(ADAPTERS)}")
    emit_json(ADAPTERS[dataset](out))


@eval_app.command("lodo")
def lodo_cmd(
    work: Path = typer.Argument(..., exists=True, file_okay=False, help="The --work folder of eval/bench_search.py (one sub-folder per set)."),
    sets: str = typer.Option("autorag-ko,longmemeval,locomo", "--sets",
                             help="Comma-separated sets; each is left out of calibration in turn: a benchmark set "
                                  "(eval/bench_search.py), johngrib (the real wiki, eval/bench_wiki_kinds.py --work "
                                  "<work>/johngrib) or a vault folder with vault/, home/ and a questions.json in the blind "
                                  "question format (e.g. the Obsidian Help vault)."),
    modes: str = typer.Option("hybrid,lexical", "--modes", help="hybrid and/or lexical."),
    collect: bool = typer.Option(False, "--collect", help="Re-run the searches (else reuse <work>/<set>/lodo-<mode>.json)."),
    json_path: Path | None = typer.Option(None, "--json", help="Write the full report here."),
) -> None:
    """Leave-one-dataset-out abstention: choose the floors on all sets but one, measure the one
    left out (answerable, unrelated, blind everyday and same-domain questions), for every set
    (ADR 0019, ADR 0033)."""
    from hippocampus.evaluation.lodo import BENCH_SETS, VAULT_QUESTIONS, WIKI_SET, main

    names = [s for s in sets.split(",") if s]

    def kind(s: str) -> str | None:
        if s == WIKI_SET:
            return "home"
        if (work / s / VAULT_QUESTIONS).exists():
            return VAULT_QUESTIONS
        return "golden.jsonl" if s in BENCH_SETS else None

    unknown = [s for s in names if kind(s) is None]
    if unknown:
        raise typer.BadParameter(f"unknown set(s) {', '.join(unknown)}; choose from {', '.join((*BENCH_SETS, WIKI_SET))} "
                                 f"or a folder of {work} holding {VAULT_QUESTIONS}")
    missing = [s for s in names if not (work / s / str(kind(s))).exists() or not (work / s / "home").exists()]
    if missing:
        how = "eval/bench_search.py <set> --work WORK, eval/bench_wiki_kinds.py --work WORK/johngrib"
        err_console.print(f"[bold red]not built:[/] {', '.join(missing)} under {work} (run {how} first)")
        raise typer.Exit(3)
    argv = ["--work", str(work), "--sets", ",".join(names), "--modes", modes] + (["--collect"] if collect else [])
    main(argv + (["--json", str(json_path)] if json_path else []))


def register(app: typer.Typer) -> None:
    app.add_typer(eval_app, name="eval")
