"""SIGTERM stops `hippo up` even when its interrupt lands where it is lost or changed (hippocampus.cli.flow_cmds).

Python discards an exception raised while a weakref callback or ``__del__`` runs ("Exception
ignored in …"). A SIGTERM that lands there raised its ``KeyboardInterrupt`` into the void, and
``hippo up`` served on (a fresh clone's test run, 2026-12-06). pydantic-core turns one raised while
it builds a model into a ``SchemaError``: a SIGTERM during the flows' first import ended ``hippo up``
with a traceback and exit 1 (CI, 2026-12-07). A real process with the real handler loses or wraps
its first interrupt on purpose. It must still leave its loop, run its clean-up and exit 0.
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
from hippocampus.cli.flow_cmds import stop_on_signal

lost, ready = 0, False
try:
    with stop_on_signal(after=0.5, every=0.5):
        while True:
            try:
                if not ready:  # inside the loop: a SIGTERM right after this line lands where the loop handles it
                    ready = True
                    print("ready", flush=True)
                time.sleep(0.05)
            except KeyboardInterrupt as exc:
                if {fate!r} == "lose" and lost == 0:  # what a weakref callback does to it: the interrupt is gone
                    lost += 1
                    print("lost one", flush=True)
                    continue
                if {fate!r} == "wrap":  # what pydantic-core does to it: another exception
                    raise RuntimeError("Error building `model` serializer") from exc
                raise
finally:
    time.sleep(0.3)  # a SIGTERM now must not cut the clean-up short
    print("stopped", flush=True)
"""


def _run(fate: str) -> tuple[str, float, int]:
    proc = subprocess.Popen([sys.executable, "-c", CHILD.format(root=str(ROOT), fate=fate)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    assert proc.stdout.readline().strip() == "ready"
    t0 = time.monotonic()
    proc.send_signal(signal.SIGTERM)
    try:
        out, err = proc.communicate(timeout=20)
    except subprocess.TimeoutExpired:
        proc.kill()
        raise AssertionError("SIGTERM did not stop the process") from None
    assert proc.returncode == 0, err
    return out, time.monotonic() - t0


def test_a_lost_interrupt_is_raised_again_and_the_clean_up_runs():
    out, _seconds = _run("lose")
    assert out.splitlines() == ["lost one", "stopped"]


def test_a_delivered_interrupt_stops_at_once():
    out, seconds = _run("deliver")
    assert out.splitlines() == ["stopped"] and seconds < 5


def test_an_interrupt_wrapped_in_another_exception_is_still_the_stop():
    out, seconds = _run("wrap")
    assert out.splitlines() == ["stopped"] and seconds < 5


def test_an_error_without_a_stop_asked_for_is_not_swallowed():
    child = f"import sys; sys.path.insert(0, {str(ROOT)!r})\nfrom hippocampus.cli.flow_cmds import stop_on_signal\nwith stop_on_signal():\n    raise RuntimeError('a real failure')"
    proc = subprocess.run([sys.executable, "-c", child], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 1 and "RuntimeError: a real failure" in proc.stderr
