"""Real damage to a real file, for the heal tests of both stores."""

from __future__ import annotations

from pathlib import Path


def damage(path: Path, how: str) -> None:
    """Damage a real file in place: ``flip@<offset>`` (negative = from the end), ``truncate``,
    ``zero`` or ``missing``."""
    if how == "missing":
        path.unlink()
        return
    data = path.read_bytes()
    if how == "zero":
        path.write_bytes(b"")
    elif how == "truncate":
        path.write_bytes(data[: len(data) // 2])
    else:
        offset = int(how.split("@", 1)[1]) % len(data)
        path.write_bytes(data[:offset] + bytes([data[offset] ^ 0x5A]) + data[offset + 1 :])
