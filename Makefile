# Hippocampus front door. Every target installs what it needs into .venv first.
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
DEMO   ?= .hippo-demo
TEST_WORKERS ?= 2

.PHONY: help setup run test test-fast lint mutate bench clean

help:            ## list targets
	@grep -E '^[a-z-]+:.*##' $(MAKEFILE_LIST) | sed 's/:.*##/\t/'

$(BIN)/hippo: pyproject.toml
	@command -v git >/dev/null || { echo "git is needed (the vault is a git repository): install it first" >&2; exit 1; }
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null || { echo "Python 3.11 or newer is needed as $(PYTHON) (or: make run PYTHON=python3.11)" >&2; exit 1; }
	@echo "installing hippocampus into $(VENV): about 2.2 GB, several minutes on a first install; pip lists each package as it goes"
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(if $(TORCH_INDEX),$(BIN)/pip install --progress-bar on torch==2.13.0 --index-url $(TORCH_INDEX))
	$(BIN)/pip install --progress-bar on -e '.[test,torch]'
	@touch $@
	@echo "installed: $(BIN)/hippo (not on PATH: run it by this path, or activate the venv)"

setup: $(BIN)/hippo  ## create .venv and install hippocampus with the test and torch extras (TORCH_INDEX=URL: torch from there first)

run: setup       ## the main job on the embedded defaults: sample vault, in-process Prefect and embedder
	$(BIN)/hippo demo --dir $(DEMO)

test: setup      ## the whole test suite, two workers (TEST_WORKERS=0: one process)
	$(BIN)/python -m pytest -n $(TEST_WORKERS) --dist loadfile

test-fast: setup ## tests not marked slow
	$(BIN)/python -m pytest -n $(TEST_WORKERS) --dist loadfile -m "not slow"

lint: setup      ## ruff and mypy (configured in pyproject.toml); fails on any finding
	$(BIN)/ruff check .
	$(BIN)/mypy

mutate: setup    ## mutation scores of the gated modules (eval/mutate.py; see docs/BENCHMARKS.md)
	$(BIN)/python eval/mutate.py --min-score 0.9 --json bench-results/mutation.json

bench: setup     ## benchmarks (see docs/BENCHMARKS.md)
	$(BIN)/pip install --quiet -e '.[bench]'
	$(BIN)/python eval/bench_index.py
	$(BIN)/python eval/bench_search.py
	$(BIN)/python eval/bench_gateway.py --notes 10000 --dir .hippo-bench/gateway --json .hippo-bench/gateway.json
	$(BIN)/python eval/lessons_prepare.py --upto 10000
	$(BIN)/python eval/bench_lessons.py all --out bench-results/lessons.json

clean:           ## remove the venv and demo state
	rm -rf $(VENV) $(DEMO)
