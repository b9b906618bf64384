#!/bin/bash
# The documented work-pool setup, end to end, on loopback: a Prefect server, the process pool
# from deployments/work-pool.json, `prefect deploy --all`, one worker; a long vault writer holds
# the vault lock (ADR 0027) while inbox_scan, janitor and approvals are triggered, then dies by
# SIGKILL holding it. They must wait (wait-for-vault logs in worker.log naming the holder), take
# the dead holder's lock over at once ("died holding it; reclaimed"), then run one after another,
# none failing.
#   REPO=$PWD WORK=/tmp/hippo-pool-drill bash eval/pool_drill.sh; cat /tmp/hippo-pool-drill/result.txt
set -x
REPO=${REPO:-$(cd "$(dirname "$0")/.." && pwd)}
W=${WORK:-/tmp/hippo-pool-drill}
export PREFECT_HOME=$W/ph PREFECT_SERVER_ANALYTICS_ENABLED=false
V=${REPO}/.venv/bin
mkdir -p $W; rm -rf $W/vault $W/home $W/ph
$V/python -c "from hippocampus.vault.init import init_vault; from pathlib import Path; init_vault(Path('$W/vault'), sample=True)"
$V/prefect server start --port 4410 > $W/server.log 2>&1 &
SERVER=$!
for i in $(seq 1 90); do curl -s http://127.0.0.1:4410/api/health >/dev/null && break; sleep 2; done
export PREFECT_API_URL=http://127.0.0.1:4410/api
$V/prefect work-pool create hippocampus --type process --base-job-template ${REPO}/deployments/work-pool.json
cd ${REPO} && HIPPO_REPO=${REPO} $V/prefect --no-prompt deploy --all > $W/deploy.log 2>&1; echo "deploy rc=$?"
export HIPPO_VAULT=$W/vault HIPPO_HOME=$W/home HIPPO_REPO=${REPO} PATH=$V:$PATH
$V/prefect worker start --pool hippocampus > $W/worker.log 2>&1 &
WORKER=$!
# a long vault writer holds the vault lock (compile through its LLM calls), then is killed holding it
$V/python -c "
import os, signal, time
from hippocampus.vault.writer import VaultRun
run = VaultRun('$W/vault', 'compile', run_id='drill-holder')
run.open()
print('holding the vault lock', flush=True); time.sleep(60)
print('dying with the lock held', flush=True); os.kill(os.getpid(), signal.SIGKILL)
" > $W/holder.log 2>&1 &
sleep 8
printf '# Pool drop\n\nA note for the work pool run.\n' > $W/vault/00-inbox/pool-drop.md
for d in inbox_scan/inbox_scan janitor/janitor approvals/approvals; do $V/prefect deployment run $d >> $W/trigger.log 2>&1; done
sleep 240
$V/python - <<'PY' > $W/result.txt 2>&1
from prefect.client.orchestration import get_client
with get_client(sync_client=True) as c:
    runs = c.read_flow_runs()
    for r in sorted(runs, key=lambda r: r.start_time or r.created):
        print(r.name, r.flow_id, r.state.type.value, r.start_time, r.end_time, r.parameters)
PY
kill $WORKER; kill $SERVER
