"""An Obsidian vault's templates folder, named by `.obsidian/templates.json` and by Templater
(newuser20 D3). Real git vault, real `hippo` processes.

Before: `hippo import` stamped `type/status/trust/title/sector` into every template, so each note
later made from one was titled "Daily Temp", `sector: Templates`, `status: canonical`; validate
reported the placeholders as broken links; the daily flow wrote a hub `20-wiki/Templates/Templates.md`
into the folder (it then shows in Obsidian's template picker); search found the templates."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

TEMPLATES: dict[str, str] = {
    "Templates/Calendar/Daily Temp.md": "Week: [[{{date:YYYY}}-W{{date:WW}}]]\n\n## Tasks\n\n- [ ] \n",
    "Templates/University/Class Note Temp.md": ('---\ntype: \ncourse: \ntags: [class]\n---\n# <% tp.file.title %>\n\n'
                                                'Back to [[<% tp.date.now("YYYY-[W]ww") %>]] · [[{{title}} summary]]\n'),
    "Templates/Leet Temp.md": "---\ntags: [leetcode]\n---\n# {{title}}\n\n## Approach quillsprocket\n",
}
NOTES: dict[str, str] = {
    "Daily/2022-07-15 Friday.md": "# Friday\n\nFlying today, buying sim cards at the airport.\n",
    "Algorithms/Kadane.md": "# Kadane\n\nLargest sum of a contiguous subarray in linear time. See [[Leet Temp]].\n",
}


def hippo(*args: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    exe = Path(sys.executable).with_name("hippo")
    return subprocess.run([str(exe), *args], capture_output=True, text=True, timeout=600,
                          env={**os.environ, "COLUMNS": "200", "HIPPO_EMBED_BASE_URL": "", **env})


def _source(root: Path) -> Path:
    for rel, text in {**TEMPLATES, **NOTES}.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text, encoding="utf-8")
    (root / ".obsidian/plugins/templater-obsidian").mkdir(parents=True)
    (root / ".obsidian/templates.json").write_text('{\n  "folder": "Templates",\n  "dateFormat": "YYYY-MM-DD dddd"\n}')
    (root / ".obsidian/plugins/templater-obsidian/data.json").write_text('{"templates_folder": "Templates/", "trigger_on_file_creation": true}')
    return root


def test_adopt_obsidian_templates_folder(tmp_path):
    home, vault, src = tmp_path / "home", tmp_path / "vault", _source(tmp_path / "MyVault")
    env = {"HIPPO_HOME": str(home), "HIPPO_VAULT": str(vault)}
    assert hippo("init", str(vault), env=env).returncode == 0
    done = hippo("import", str(src), "--json", env=env)
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)

    # copied byte for byte, never edited, and not counted as notes with problems or as a sector
    for rel, text in TEMPLATES.items():
        assert (vault / "20-wiki" / rel).read_bytes() == text.encode("utf-8"), rel
    assert not [i for i in data["listed"] if i["path"].startswith("Templates/")]
    assert data["counts"]["templates"] == 3 and data["counts"]["notes"] == 2 and data["counts"]["sectors"] == 2
    said = " ".join(data["layout"])
    assert "templates folder `20-wiki/Templates/`" in said and ".obsidian/templates.json" in said and "templater" in said.lower()
    # the vault's own Obsidian Templates setting now names the folder where the templates are
    setting = json.loads((vault / ".obsidian/templates.json").read_text())
    assert setting == {"folder": "20-wiki/Templates", "dateFormat": "YYYY-MM-DD dddd"}
    report = next((vault / "90-system/reports").glob("import-*.md")).read_text(encoding="utf-8")
    assert "templates folder `20-wiki/Templates/`" in report

    # validate does not read them: no placeholder is a "broken link", no missing key
    checked = json.loads(hippo("validate", "--json", env=env).stdout)
    assert not [f for f in checked["findings"] if "/Templates/" in f["path"]], checked["findings"]
    assert checked["clean"], checked["findings"]  # [[Leet Temp]] from a note still resolves to the file

    # no hub is written into the templates folder; index.md and HOME.md do not list templates
    flow = hippo("run", "index_home", "--no-reindex", env=env)
    assert flow.returncode == 0, flow.stderr
    assert not (vault / "20-wiki/Templates/Templates.md").exists()
    assert sorted(p.relative_to(vault / "20-wiki/Templates").as_posix() for p in (vault / "20-wiki/Templates").rglob("*")) == [
        "Calendar", "Calendar/Daily Temp.md", "Leet Temp.md", "University", "University/Class Note Temp.md"]
    assert "Temp" not in (vault / "index.md").read_text(encoding="utf-8") + (vault / "HOME.md").read_text(encoding="utf-8")
    for rel, text in TEMPLATES.items():
        assert (vault / "20-wiki" / rel).read_bytes() == text.encode("utf-8"), rel

    # not indexed, not searched; the knowledge notes are
    built = hippo("index", "--no-embed", "--json", env=env)
    assert built.returncode == 0, built.stderr
    added = json.loads(built.stdout)["added"]
    assert "20-wiki/Daily/2022-07-15 Friday.md" in added and not [p for p in added if "/Templates/" in p], added
    hits = json.loads(hippo("search", "quillsprocket approach", "--mode", "lexical", "--local", "--json", env=env).stdout)["hits"]
    assert not [h for h in hits if "/Templates/" in h["path"]]
    found = json.loads(hippo("search", "buying sim cards", "--mode", "lexical", "--local", "--json", env=env).stdout)["hits"]
    assert found and found[0]["path"] == "20-wiki/Daily/2022-07-15 Friday.md"


def test_templates_folder_is_no_note_for_a_full_scan_nor_for_the_live_vaults_changed_paths(tmp_path):
    """The indexer's two ways in (a full scan, and the paths a file-system event names, as the live
    vault passes them) agree: a file of the templates folder is listed as a file (links to it
    resolve) and never as a note; naming the folder later drops the templates already indexed."""
    from hippocampus.store.indexer import run_index
    from hippocampus.store.reader import Store
    from tests.store_helpers import HashingEmbedder, git_init, note, settings_for, write

    vault = tmp_path / "vault"
    write(vault, "20-wiki/dev/duckdb.md", note("DuckDB", "Columnar engine. [[Daily Temp]]\n"))
    write(vault, "20-wiki/Templates/Daily Temp.md", "Week: [[{{date:YYYY}}-W{{date:WW}}]]\n")
    git_init(vault)
    s = settings_for(tmp_path, vault)
    first = run_index(s, embedder=HashingEmbedder())
    assert "20-wiki/Templates/Daily Temp.md" in first.added  # no setting names the folder yet
    write(vault, ".obsidian/templates.json", '{"folder": "20-wiki/Templates"}')
    second = run_index(s, embedder=HashingEmbedder())
    assert second.removed == ["20-wiki/Templates/Daily Temp.md"]
    write(vault, "20-wiki/Templates/Weekly Temp.md", "# {{date}}\n")
    write(vault, "20-wiki/Templates/Daily Temp.md", "Week: [[{{date:YYYY}}-W{{date:WW}}]] changed\n")
    live = run_index(s, embedder=HashingEmbedder(), changed=["20-wiki/Templates/Weekly Temp.md", "20-wiki/Templates/Daily Temp.md"])
    assert not live.added and not live.changed
    with Store.open_latest(s.store_dir) as st:
        paths = {r[0] for r in st._cur().execute("SELECT path FROM documents").fetchall()}
        assert not [p for p in paths if "/Templates/" in p]
        assert [link.resolved_path for link in st.links_from("20-wiki/dev/duckdb.md")] == ["20-wiki/Templates/Daily Temp.md"]
