"""Text a person typed into an Excalidraw drawing that a first reader of drawings dropped, and scene
data it still indexed (helper-80's review of the drawings change, session 20): a text element that
looks like a heading or a shell comment, the Markdown "back of the card" above the drawing's data,
a drawing whose frontmatter does not parse and whose name lacks the suffix. Real DuckDB stores, both
engines (lexical mode)."""
from __future__ import annotations

import pytest

from hippocampus.search.params import RankingParams
from hippocampus.search.service import search
from tests.store_helpers import indexed_stores

BANNER = "==⚠  Switch to EXCALIDRAW VIEW in the MORE OPTIONS menu of this document. ⚠==\n\n"
SCENE = '%%\n## Drawing\n```json\n{\n\t"type": "excalidraw",\n\t"elements": [{"type": "freedraw", "pressures": [0.34, 0.39], "seed": 1192300560}]\n}\n```\n%%\n'
FM = "---\nexcalidraw-plugin: parsed\ntags: [excalidraw]\n---\n"

# 1. a text element typed as a Markdown heading (real drawings do this: "# Homework 2", "# Магическое число")
HEADING = FM + BANNER + ("# Excalidraw Data\n## Text Elements\n# Homework 2\n\n## ASR, utility tree\n\nWrite a capability map. ^k2DN7hgE\n\n"
                         "Quality attribute scenarios ^lwHLLHjT\n\n") + SCENE
# 2. a code snippet typed into a drawing, with a shell comment line
SHELL = FM + BANNER + ("# Excalidraw Data\n## Text Elements\nDeploy steps ^aaaaaaaa\n\n# create the namespace first\nkubectl create namespace "
                       "orchestrion ^bbbbbbbb\n\nRollback with helm history ^cccccccc\n\n") + SCENE
# 3. the Markdown "back of the card" the plugin keeps above the drawing's data (excalidraw-open-md)
BACK = FM + BANNER + ("# Bootloader\n\nThe BIOS looks for the magic number 0xAA55 at the end of the boot sector.\n\n"
                      "# Excalidraw Data\n## Text Elements\nBoot sector ^dddddddd\n\n") + SCENE
# 4. the newer layout whose frontmatter is broken and whose file name lacks .excalidraw
BROKEN = "---\nexcalidraw-plugin: parsed\ntags: [excalidraw\n---\n" + BANNER + "# Excalidraw Data\n## Text Elements\nRouting table ^eeeeeeee\n\n" + SCENE

FILES = {"d/Homework.excalidraw.md": HEADING, "d/Deploy.excalidraw.md": SHELL, "d/Boot.excalidraw.md": BACK,
         "d/Routing 2022-10-04.md": BROKEN, "d/other.md": "# Other\n\nNothing to see.\n"}


@pytest.fixture(scope="module")
def stores(tmp_path_factory):
    with indexed_stores(tmp_path_factory.mktemp("drawdefects"), FILES) as (mem, sql, _):
        yield mem, sql


def _paths(store, q):
    return [h.path for h in search(store, None, q, mode="lexical", params=RankingParams(), abstain=False).hits]


@pytest.mark.parametrize("engine", [0, 1])
@pytest.mark.parametrize(("query", "path"), [
    ("capability map", "d/Homework.excalidraw.md"),           # after a "# Homework 2" text element
    ("quality attribute scenarios", "d/Homework.excalidraw.md"),
    ("helm history rollback", "d/Deploy.excalidraw.md"),      # after a "# comment" line in a text element
    ("magic number 0xAA55", "d/Boot.excalidraw.md"),          # the back of the card
])
def test_typed_text_is_searchable(stores, engine, query, path):
    assert path in _paths(stores[engine], query)


@pytest.mark.parametrize("engine", [0, 1])
def test_scene_of_a_drawing_with_broken_frontmatter_is_not_indexed(stores, engine):
    assert "d/Routing 2022-10-04.md" not in _paths(stores[engine], "pressures")
