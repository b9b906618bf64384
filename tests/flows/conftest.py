"""Flow tests share ONE Prefect test harness for the whole session (it takes ~20 s to start).

Only tests under tests/flows/ use it; the pure job tests never import Prefect. Prefect's own
state goes to a throw-away PREFECT_HOME, never ~/.prefect.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest

os.environ.setdefault("PREFECT_HOME", tempfile.mkdtemp(prefix="hippo-prefect-home-"))
os.environ.setdefault("PREFECT_SERVER_ANALYTICS_ENABLED", "false")

from tests.pipeline_helpers import make_vault


@pytest.fixture(scope="session", autouse=True)
def prefect_api():
    """The harness API for every flow test; yields its URL."""
    from prefect.settings import PREFECT_API_URL
    from prefect.testing.utilities import prefect_test_harness

    with prefect_test_harness(server_startup_timeout=240):
        yield PREFECT_API_URL.value()


@pytest.fixture
def vault(tmp_path: Path) -> Path:
    return make_vault(tmp_path / "vault")


def pytest_collection_modifyitems(config, items):
    """Everything under tests/flows/ needs the harness: `-m "not prefect"` skips it."""
    for item in items:
        if "/tests/flows/" in str(item.fspath):
            item.add_marker(pytest.mark.prefect)
