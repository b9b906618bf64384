from __future__ import annotations

from pathlib import Path

import pytest

from tests.pipeline_helpers import make_vault


@pytest.fixture
def vault(tmp_path: Path) -> Path:
    return make_vault(tmp_path / "vault")
