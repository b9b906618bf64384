"""What every benchmark records about the machine it ran on (docs/BENCHMARKS.md quotes it)."""

from __future__ import annotations

import os
import platform
import subprocess
from pathlib import Path
from typing import Any


def cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine() or "unknown"


def mem_mb() -> int | None:
    try:
        return int(Path("/proc/meminfo").read_text().split()[1]) // 1024
    except (OSError, IndexError, ValueError):
        return None


def loadavg() -> list[float] | None:
    try:
        return [round(x, 2) for x in os.getloadavg()]
    except OSError:
        return None


def git_commit() -> str:
    try:
        return subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True,
                              cwd=Path(__file__).parent, timeout=10).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return ""


def machine_info(**extra: Any) -> dict[str, Any]:
    """nproc, CPU model, memory, Python, platform, load average now, commit; plus ``extra``."""
    return {"nproc": os.cpu_count(), "cpu": cpu_model(), "mem_mb": mem_mb(), "python": platform.python_version(),
            "platform": platform.platform(), "loadavg_start": loadavg(), "commit": git_commit(), **extra}
