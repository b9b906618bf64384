"""``hippo lessons recall --allow restricted`` adds to the default permissions (issue 26)."""

from __future__ import annotations

from hippocampus.config import Settings
from hippocampus.memory.lessons import api
from hippocampus.memory.lessons.service import LessonStore
from tests.memory.test_lesson_store import learn


def test_allow_adds_to_the_default_permissions(tmp_path):
    settings = Settings(vault=tmp_path / "vault", home=tmp_path / "home")
    alpha = LessonStore(settings.home, "alpha")
    public = learn(alpha, "Restart the celery worker after config changes", "celery worker ignores new config")
    secret = learn(alpha, "Use the admin token to restart the celery worker", "celery worker ignores new config on prod",
                   permission="restricted")
    alpha.consolidate(embedder=None)
    q = "celery worker ignores new config"
    default = [x["lesson_id"] for x in api.recall(settings, q, "alpha", mode="cue")["lessons"]]
    assert public in default and secret not in default
    widened = [x["lesson_id"] for x in api.recall(settings, q, "alpha", permissions=["restricted"], mode="cue")["lessons"]]
    assert public in widened and secret in widened
