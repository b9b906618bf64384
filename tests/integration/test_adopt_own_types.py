"""An Obsidian vault that uses `type:` for its own Dataview values (lecture, tutorial), and leaves
`type:` empty as a placeholder (newuser20 D4). Real git vault, real `hippo` processes.

Before: `hippo validate` gave one `unknown-enum` error per such note (144 in the real vault), with
no fix but renaming the user's property, and HOME.md's review list was ten of them with the one
real problem buried; `hippo import` wrote `type: concept` over 13 empty `type:` values."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from vault_schema.frontmatter import split_frontmatter

LECTURE = "---\ncourse: CS3210\ntype: lecture\ntags: [cs3210]\n---\n# {n}\n\nSemaphores and monitors, part {n}.\n"
SOURCE: dict[str, str] = {
    "CS3210/CS3210 Lecture 1.md": LECTURE.format(n=1),
    "CS3210/CS3210 Lecture 2.md": LECTURE.format(n=2),
    "CS3210/CS3210 Tutorial 1.md": "---\ncourse: CS3210\ntype: tutorial\n---\n# Tutorial 1\n\nDining philosophers.\n",
    "CS3210/CS3210.md": ('---\ntype: course\n---\n# CS3210\n\n```dataview\nTABLE type FROM "CS3210"\n'
                         'WHERE course = "CS3210" AND type = "lecture"\n```\n'),
    "Control Structure in C.md": "---\ntype: \ntags: [toProcess]\n---\n# Control structures\n\nif, while, for.\n",
    "Empty quotes.md": "---\ntype: ''\ntitle:\n---\n# Empty quotes\n\nstill mine.\n",
    "Broken.md": "---\ntitle: [Part one, Part two]\n---\nthe one real problem\n",
}


def hippo(*args: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    exe = Path(sys.executable).with_name("hippo")
    return subprocess.run([str(exe), *args], capture_output=True, text=True, timeout=600,
                          env={**os.environ, "COLUMNS": "200", "HIPPO_EMBED_BASE_URL": "", **env})


def test_adopt_vault_with_its_own_type_vocabulary(tmp_path):
    home, vault, src = tmp_path / "home", tmp_path / "vault", tmp_path / "Uni"
    for rel, text in SOURCE.items():
        (src / rel).parent.mkdir(parents=True, exist_ok=True)
        (src / rel).write_text(text, encoding="utf-8")
    env = {"HIPPO_HOME": str(home), "HIPPO_VAULT": str(vault)}
    assert hippo("init", str(vault), env=env).returncode == 0
    imported = hippo("import", str(src), "--json", env=env)
    assert imported.returncode == 0, imported.stderr
    data = json.loads(imported.stdout)
    # only the broken note is listed; the vault's own type values are named once, not per note
    assert [i["path"] for i in data["listed"]] == ["Broken.md"], data["listed"]
    assert any("`type:` values of your own" in line and "lecture ×2" in line and "tutorial ×1" in line for line in data["layout"])

    # (b) an empty `type:` is the user's placeholder: kept, nothing written over it
    empty = (vault / "20-wiki/Control Structure in C.md").read_text(encoding="utf-8")
    assert empty.startswith("---\ntype: \ntags: [toProcess]\n") and "concept" not in empty
    assert split_frontmatter(empty).meta["trust"] == "human_edit"
    quoted = (vault / "20-wiki/Empty quotes.md").read_text(encoding="utf-8")
    assert quoted.startswith("---\ntype: ''\ntitle:\n") and "concept" not in quoted and "title: Empty" not in quoted
    # the user's own values and the Dataview query are untouched
    course = (vault / "20-wiki/CS3210/CS3210.md").read_text(encoding="utf-8")
    assert course.startswith("---\ntype: course\nstatus: canonical\n") and course.endswith(SOURCE["CS3210/CS3210.md"].split("---\n", 2)[2])

    # (a) validate: the real problem first; the own vocabulary is one info line per value
    checked = hippo("validate", "--json", env=env)
    report = json.loads(checked.stdout)
    codes = [f["code"] for f in report["findings"]]
    assert "unknown-enum" not in codes and "missing-key" not in codes, report["findings"]
    assert codes[0] == "frontmatter-invalid" and report["findings"][0]["path"] == "20-wiki/Broken.md"
    own = [f for f in report["findings"] if f["code"] == "own-type"]
    assert len(own) == 3 and all(f["severity"] == "info" for f in own)
    lecture = next(f for f in own if "`type: lecture`" in f["message"])
    assert "2 notes" in lecture["message"]
    errors = hippo("validate", "--severity", "warning", env=env)
    assert "own-type" not in errors.stdout and "frontmatter-invalid" in errors.stdout

    # HOME.md's review list names the real problem, not the user's vocabulary
    assert hippo("run", "index_home", "--no-reindex", env=env).returncode == 0
    home_md = (vault / "HOME.md").read_text(encoding="utf-8")
    review = home_md.split("## Review priority", 1)[1]
    assert "Broken" in review.splitlines()[2] and "own-type" not in review and "unknown-enum" not in review

    # search reads such notes and filters by the user's own type
    assert hippo("index", "--no-embed", env=env).returncode == 0
    found = hippo("search", "semaphores monitors", "--mode", "lexical", "--local", "--type", "lecture", "--json", env=env)
    hits = json.loads(found.stdout)["hits"]
    assert hits and {h["path"] for h in hits} <= {"20-wiki/CS3210/CS3210 Lecture 1.md", "20-wiki/CS3210/CS3210 Lecture 2.md"}
