"""`hippo status`'s live-vault lines (hippocampus/live/status.py)."""

from __future__ import annotations

import os
from datetime import UTC, datetime

from hippocampus.live.status import lines


def test_the_served_materialization_is_the_current_one_when_another_index_run_published_later():
    """A `hippo index` beside `hippo up` published a newer materialization, which searches lease;
    status still said the service's own, "published 12 min ago" (helper-62)."""
    now = datetime(2026, 12, 7, 10, 0, tzinfo=UTC)
    state = {"alive": True, "state": "idle", "pid": os.getpid(), "watcher": {"state": "running", "mode": "events"},
             "materialization": {"id": "20261207T094800000000Z-aaaaaa"}}
    own = "\n".join(lines(state, now))
    assert "served materialization: 20261207T094800000000Z-aaaaaa, published 12 min ago" in own
    newer = "\n".join(lines(state, now, current="20261207T095930000000Z-bbbbbb"))
    assert "served materialization: 20261207T095930000000Z-bbbbbb, published 30.0 s ago by another index run" in newer
    assert "the service's last: 20261207T094800000000Z-aaaaaa" in newer
    assert "\n".join(lines(state, now, current="20261207T094800000000Z-aaaaaa")) == own
