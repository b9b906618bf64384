"""SIGTERM stops `hippo up` even when Python drops the first interrupt (hippocampus.cli.flow_cmds).

Python discards an exception raised while a weakref callback or ``__del__`` runs ("Exception
ignored in …"). A SIGTERM that lands there raised its ``KeyboardInterrupt`` into the void, and
``hippo up`` served on (a fresh clone's test run, 2026-12-06). A real process with the real handler
loses its first interrupt on purpose. It must still leave its loop and run its clean-up.
"""

from __future__ import annotations

import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CHILD = r"""
import sys, time
sys.path.insert(0, {root!r})
from hippocampus.cli.flow_cmds import sigterm_as_interrupt

left = sigterm_as_interrupt(after=0.5, every=0.5)
lost, ready = 0, False
try:
    while True:
        try:
            if not ready:  # inside the loop: a SIGTERM right after this line lands where the loop handles it
                ready = True
                print("ready", flush=True)
            time.sleep(0.05)
        except KeyboardInterrupt:
            if {lose} and lost == 0:  # what a weakref callback does to it: the interrupt is gone
                lost += 1
                print("lost one", flush=True)
                continue
            raise
except KeyboardInterrupt:
    pass
finally:
    left.set()
    time.sleep(0.3)  # a SIGTERM now must not cut the clean-up short
    print("stopped", flush=True)
"""


def _run(lose: bool) -> tuple[str, float]:
    proc = subprocess.Popen([sys.executable, "-c", CHILD.format(root=str(ROOT), lose=lose)], stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    assert proc.stdout.readline().strip() == "ready"
    t0 = time.monotonic()
    proc.send_signal(signal.SIGTERM)
    try:
        out, _ = proc.communicate(timeout=20)
    except subprocess.TimeoutExpired:
        proc.kill()
        raise AssertionError("SIGTERM did not stop the process") from None
    return out, time.monotonic() - t0


def test_a_lost_interrupt_is_raised_again_and_the_clean_up_runs():
    out, _seconds = _run(lose=True)
    assert out.splitlines() == ["lost one", "stopped"]


def test_a_delivered_interrupt_stops_at_once():
    out, seconds = _run(lose=False)
    assert out.splitlines() == ["stopped"] and seconds < 5
