"""The ledger: non-regenerable records (gaps, bundles, audit events; later checkpoints,
feedback). SQLite in WAL mode under ``$HIPPO_HOME``, never inside the store directory, so a
full reindex never touches it."""

from hippocampus.ledger.db import Ledger, open_ledger

__all__ = ["Ledger", "open_ledger"]
