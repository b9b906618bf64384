"""The verification trust boundary (seed 003, P0 fix): what counts as a verified outcome.

A shell tool's result is trusted only through a **top-level integer** ``exit_code`` or
``exitCode``. Everything a program can print is under the control of the program being
verified, so it is never evidence:

* ``"Exit code: 0"`` (or any text) in stdout/stderr/output → ``unknown``
* an exit code nested inside another object (``{"result": {"exit_code": 0}}``) → ``unknown``
* a string or float or boolean code (``"0"``, ``0.0``, ``true``) → ``unknown``
* ``isError: false`` alone → ``unknown`` (it cannot make a success)
* no status at all → ``unknown``
* a top-level ``timed_out``/``interrupted``/``timeout`` flag set to ``true`` → ``timeout``
  (whatever the code says: a killed command proves nothing)
* **conflicting exit fields are a failure, never a success**: ``exit_code`` and ``exitCode``
  both present with different values (``{"exit_code": 0, "exitCode": 1}``, or ``0`` and ``"0"``);
  a code of 0 next to a top-level failure flag (``isError: true``, ``success: false``,
  ``ok: false``, ``status: "failed"|"error"``); a key the raw JSON gave twice with different
  values (``{"exit_code": 1, "exit_code": 0}``: the hook's parser records it, see
  :data:`DUPLICATES`) → ``failure``. A result that contradicts itself was shaped to pass.

Only ``success`` earns promotion credit; ``failure`` is negative evidence; ``timeout`` and
``unknown`` are recorded and earn nothing.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any


class Outcome(StrEnum):
    SUCCESS = "success"
    FAILURE = "failure"
    TIMEOUT = "timeout"
    UNKNOWN = "unknown"


CODE_KEYS = ("exit_code", "exitCode")
TIMEOUT_KEYS = ("timed_out", "timedOut", "interrupted", "timeout")
#: Top-level flags that say the command failed, whatever a code says.
FAILURE_FLAGS: tuple[tuple[str, object], ...] = (("isError", True), ("is_error", True), ("success", False), ("ok", False),
                                                 ("status", "failed"), ("status", "error"), ("status", "failure"))
#: The key under which a parser that keeps duplicates (hooks/payload.py) lists the keys the raw
#: JSON object gave more than once with different values.
DUPLICATES = "__duplicate_keys__"


@dataclass(frozen=True)
class Verdict:
    outcome: Outcome
    exit_code: int | None
    reason: str

    @property
    def earns_credit(self) -> bool:
        return self.outcome is Outcome.SUCCESS


def classify(result: Any) -> Verdict:
    """Classify a raw tool result (the hook's JSON object) by the structured fields only."""
    if not isinstance(result, Mapping):
        return Verdict(Outcome.UNKNOWN, None, "tool result is not an object; no structured status")
    conflict = _conflict(result)
    if conflict is not None:
        # Trigger: the result contradicts itself. Why: a real runner reports one status; two
        # that disagree were written to pass a check. Outcome: failure (negative evidence).
        return Verdict(Outcome.FAILURE, None, conflict)
    for key in TIMEOUT_KEYS:
        if result.get(key) is True:
            # Trigger: the runner reports the command was killed or timed out. Why: a partial run
            # verifies nothing, even with code 0. Outcome: timeout, no credit.
            return Verdict(Outcome.TIMEOUT, None, f"top-level {key}=true")
    for key in CODE_KEYS:
        if key not in result:
            continue
        code = result[key]
        if isinstance(code, bool) or not isinstance(code, int):
            return Verdict(Outcome.UNKNOWN, None, f"top-level {key} is {type(code).__name__}, not an integer")
        if code == 0:
            return Verdict(Outcome.SUCCESS, 0, f"top-level {key}=0")
        return Verdict(Outcome.FAILURE, code, f"top-level {key}={code}")
    # Trigger: no top-level integer code. Why: stdout text, nested codes and isError are all
    # producible by the program under test (the seed's forged "Exit code: 0"). Outcome: unknown.
    return Verdict(Outcome.UNKNOWN, None, "no top-level integer exit_code/exitCode")


def _conflict(result: Mapping[str, Any]) -> str | None:
    """Why the structured status contradicts itself, or None."""
    duplicated = result.get(DUPLICATES)
    if isinstance(duplicated, list):
        keys = [k for k in duplicated if k in CODE_KEYS or k in TIMEOUT_KEYS or any(k == f for f, _ in FAILURE_FLAGS)]
        if keys:
            return f"conflicting exit fields: {', '.join(map(str, keys))} given twice with different values"
    codes = [(key, result[key]) for key in CODE_KEYS if key in result]
    if len(codes) == 2 and (type(codes[0][1]) is not type(codes[1][1]) or codes[0][1] != codes[1][1]):
        return f"conflicting exit fields: {codes[0][0]}={codes[0][1]!r}, {codes[1][0]}={codes[1][1]!r}"
    if any(code == 0 and not isinstance(code, bool) for _, code in codes):
        for key, value in FAILURE_FLAGS:
            if key in result and result[key] == value and type(result[key]) is type(value):
                return f"conflicting exit fields: {codes[0][0]}=0 but {key}={value!r}"
    return None
