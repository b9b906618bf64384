"""`hippo init` / `hippo validate` / `hippo config` through the real CLI, on real files and git."""

from __future__ import annotations

import json
import os
import re

import git
import pytest
from typer.testing import CliRunner

from hippocampus.cli import app
from vault_schema.layout import FOLDERS, ROOT_FILES

runner = CliRunner()


def invoke(*args):
    return runner.invoke(app, list(args), catch_exceptions=False)


def test_init_creates_layout_and_commit(tmp_path):
    vault = tmp_path / "v"
    result = invoke("init", str(vault))
    assert result.exit_code == 0, result.output
    for folder in FOLDERS:
        assert (vault / folder).is_dir(), folder
    for name in ROOT_FILES:
        assert (vault / name).is_file(), name
    assert (vault / "05-todo/research-topics.md").is_file()
    repo = git.Repo(vault)
    assert repo.head.commit.message.startswith("hippo: init")
    assert not repo.is_dirty(untracked_files=True)
    # empty folders survive a clone
    clone = tmp_path / "clone"
    git.Repo.clone_from(vault, clone)
    assert all((clone / folder).is_dir() for folder in FOLDERS)
    assert invoke("validate", "--vault", str(vault)).exit_code == 0


def test_init_refuses_foreign_folder(tmp_path):
    target = tmp_path / "notes"
    target.mkdir()
    (target / "mine.txt").write_text("keep me")
    result = runner.invoke(app, ["init", str(target)])
    assert result.exit_code == 2
    assert "not a Hippocampus vault" in result.output
    assert sorted(p.name for p in target.iterdir()) == ["mine.txt"]


def test_init_on_existing_vault_adds_missing_only(tmp_path):
    vault = tmp_path / "v"
    invoke("init", str(vault))
    (vault / "AGENTS.md").write_text("my own rules\n")
    (vault / "15-graph-imports" / ".gitkeep").unlink()
    (vault / "15-graph-imports").rmdir()
    assert invoke("init", str(vault)).exit_code == 0
    assert (vault / "AGENTS.md").read_text() == "my own rules\n"
    assert (vault / "15-graph-imports").is_dir()
    result = runner.invoke(app, ["init", str(vault), "--sample"])
    assert result.exit_code == 2 and "overwrite" in result.output


def test_validate_missing_vault_exit_2(tmp_path):
    result = runner.invoke(app, ["validate", "--vault", str(tmp_path / "nope"), "--json"])
    assert result.exit_code == 2 and "vault not found" in result.output and "set HIPPO_VAULT" in result.output


@pytest.mark.parametrize("command", [["search", "hi", "--local"], ["bundle", "hi", "--local"], ["read", "a.md", "--local"]])
def test_reading_a_missing_vault_names_the_vault_not_a_fix_that_cannot_help(tmp_path, monkeypatch, command):
    """Trigger: HIPPO_VAULT names no folder (a typo) and nothing is indexed. Before: search said
    "not indexed yet: run hippo index" (which then failed on the vault), read "no such note"."""
    monkeypatch.setenv("HIPPO_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("HIPPO_VAULT", str(tmp_path / "nope"))
    from hippocampus.config import get_settings

    get_settings.cache_clear()
    result = runner.invoke(app, command)
    get_settings.cache_clear()
    assert result.exit_code == 2 and "vault not found" in result.output, result.output
    assert "hippo index" not in result.output and "no such note" not in result.output


@pytest.fixture
def bad_vault(tmp_path):
    vault = tmp_path / "bad"
    invoke("init", str(vault))
    wiki = vault / "20-wiki" / "dev"
    wiki.mkdir(parents=True)
    (wiki / "broken-yaml.md").write_text("---\ntitle: [unclosed\ntype: concept\n---\n# x\n", encoding="utf-8")
    (wiki / "latin1.md").write_bytes("---\ntitle: caf\xe9\n---\n".encode("latin-1"))
    (wiki / "binary.md").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00binary")
    big = wiki / "huge.md"
    with big.open("wb") as fh:
        fh.write(b"# huge\n")
        fh.write(b"x" * (20 * 1024 * 1024))
    outside = tmp_path / "secret.md"
    outside.write_text("---\ntitle: outside\n---\n")
    os.symlink(outside, wiki / "escape.md")
    (wiki / "good.md").write_text(
        "---\ntype: concept\nstatus: draft\ntrust: human_edit\ntitle: Good\n---\n# Good\n", encoding="utf-8"
    )
    return vault


def test_validate_bad_input_gives_findings_not_tracebacks(bad_vault):
    result = runner.invoke(app, ["validate", "--vault", str(bad_vault), "--json"])
    assert result.exit_code == 1, result.output
    data = json.loads(result.stdout)
    by_path = {}
    for f in data["findings"]:
        by_path.setdefault(f["path"], []).append((f["code"], f["message"]))
    assert by_path["20-wiki/dev/broken-yaml.md"][0][0] == "frontmatter-invalid"
    assert by_path["20-wiki/dev/latin1.md"] == [("unreadable", "invalid-utf8: invalid UTF-8 at byte 14")]
    assert by_path["20-wiki/dev/binary.md"][0][1].startswith("binary")
    assert by_path["20-wiki/dev/huge.md"][0][1].startswith("too-large")
    assert by_path["20-wiki/dev/escape.md"][0][1].startswith("symlink-escape")
    assert "20-wiki/dev/good.md" not in by_path  # the rest of the lint still ran
    assert data["counts"]["unreadable"] == 4


def test_validate_human_output(bad_vault):
    result = runner.invoke(app, ["validate", "--vault", str(bad_vault)])
    assert result.exit_code == 1
    assert "findings" in result.output and "Traceback" not in result.output


def test_config_masks_secrets(monkeypatch):
    from hippocampus.config import get_settings

    monkeypatch.setenv("HIPPO_MCP_TOKEN", "supersecret-token-value")
    monkeypatch.setenv("HIPPO_LLM_API_KEY", "sk-abcdefghijklmnop")
    get_settings.cache_clear()
    result = invoke("config", "--json")
    data = json.loads(result.stdout)
    assert "supersecret" not in result.stdout and "abcdefghijklmnop" not in result.stdout
    assert data["mcp_token"].startswith("su") and "*" in data["mcp_token"]
    assert data["home"].endswith("hippo-home")


def test_every_command_has_help():
    import typer.main

    group = typer.main.get_command(app)
    for name, command in group.commands.items():
        assert command.help and command.help.strip(), f"`hippo {name}` has no help text"
        result = runner.invoke(app, [name, "--help"])
        assert result.exit_code == 0 and "Usage" in result.output
        # the help is for users: no references to internal design documents
        for sub in [command, *getattr(command, "commands", {}).values()]:
            texts = [sub.help or ""] + [getattr(p, "help", None) or "" for p in sub.params]
            assert not any(re.search(r"SPEC §|seeds? 00\d", t) for t in texts), f"`hippo {name} {sub.name}` cites a design doc"


def test_help_text_keeps_its_square_brackets():
    """Typer renders help with rich markup, which took "[redacted: …]" for a style tag and printed
    "shown as  unless --show-keys": a bracket in a help text must be escaped (``\\[``)."""
    import typer.main

    def walk(command, path):
        for text in [command.help or ""] + [getattr(p, "help", None) or "" for p in command.params]:
            unescaped = re.findall(r"(?<!\\)\[[^\]]*\]", text)
            assert not unescaped, f"`{' '.join(path)}`: {unescaped} is eaten as markup"
        for name, sub in getattr(command, "commands", {}).items():
            walk(sub, [*path, name])

    walk(typer.main.get_command(app), ["hippo"])
    shown = " ".join(hippo("search", "--help", env={"COLUMNS": "200"}).stdout.split())
    assert "shown as [redacted: …] unless --show-keys" in shown


def test_help_lists_each_command_as_one_flowing_line():
    """`hippo --help` kept the docstrings' hard line breaks, so descriptions looked cut off
    mid-sentence ("… unless" / "PREFECT_API_URL …"): each is its first paragraph, one line."""
    import typer.main

    group = typer.main.get_command(app)
    for command in [group, *(c for c in group.commands.values() if hasattr(c, "commands"))]:
        for name, sub in getattr(command, "commands", {}).items():
            if hasattr(sub, "commands"):
                continue  # a group: its one-line help= is shown as it is
            first = " ".join((sub.help or "").split("\n\n")[0].split())
            assert sub.short_help == first and "\n" not in sub.short_help, name
    listed = " ".join(hippo("--help", env={"COLUMNS": "200"}).stdout.split())
    assert "(http://127.0.0.1:4200, unless PREFECT_API_URL points at one)" in listed


def test_import_and_propose_check_the_vault_first(tmp_path):
    """Both write the vault in-process: on a folder that is not a vault they stop before writing anything."""
    plain = tmp_path / "plain"
    plain.mkdir()
    notes = tmp_path / "notes"
    notes.mkdir()
    (notes / "idea.md").write_text("# Idea\n\nKeep the vault the source of truth.\n", encoding="utf-8")
    for args in (["import", str(notes)], ["propose", "30-reviews/staging/x.md"]):
        result = runner.invoke(app, [*args, "--vault", str(plain)])
        assert result.exit_code == 2, result.output  # unusable input, as the README says
        # the line `hippo serve` gives (adopt20): an empty folder is one `hippo init` can make a vault of
        assert "is an empty folder, not a vault" in " ".join(result.output.split()) and "init" in result.output
        assert list(plain.iterdir()) == []


def test_import_through_the_cli(tmp_path):
    vault = tmp_path / "v"
    assert invoke("init", str(vault)).exit_code == 0
    notes = tmp_path / "notes"
    (notes / "ops").mkdir(parents=True)
    (notes / "ops" / "backup.md").write_text("# Backup\n\nRestic every night.\n", encoding="utf-8")
    result = invoke("import", str(notes), "--vault", str(vault), "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["counts"]["notes"] == 1 and data["commit"]
    assert git.Repo(vault).head.commit.hexsha == data["commit"]
    assert list((vault / "20-wiki").rglob("backup.md"))


def hippo(*args: str, env: dict | None = None):
    """The installed ``hippo`` in a child process, as a user runs it (output piped, not a terminal)."""
    import subprocess
    import sys
    from pathlib import Path

    exe = Path(sys.executable).with_name("hippo")
    return subprocess.run([str(exe), *args], capture_output=True, text=True, env={**os.environ, "COLUMNS": "60", **(env or {})}, timeout=300)


def test_plain_import_of_an_obsidian_vault_breaks_no_link(tmp_path):
    """Folders with spaces and capitals, path links, embeds, same-named notes: `hippo import SRC`
    then `hippo validate --json` reports only the link that was broken in the source."""
    from tests.support import obsidian_vault

    vault = tmp_path / "v"
    assert invoke("init", str(vault)).exit_code == 0
    src = obsidian_vault.build(tmp_path / "en")
    dry = hippo("import", str(src), "--vault", str(vault), "--dry-run")
    assert dry.returncode == 0, dry.stderr
    assert "would import 10 notes and 2 attachments" in dry.stdout and "✓ imported" not in dry.stdout
    done = hippo("import", str(src), "--vault", str(vault))
    assert done.returncode == 0, done.stderr
    assert "imported 10 notes" in done.stdout and "attachment folders (no notes, so no sector): `20-wiki/Attachments/`" in done.stdout
    result = hippo("validate", "--vault", str(vault), "--json")
    data = json.loads(result.stdout)
    assert data["counts"] == {"broken-wikilink": 1}  # no canonical-no-sources/anchor for the user's own pages
    assert [f["path"] for f in data["findings"]] == ["20-wiki/Home.md"] and "Does not exist" in data["findings"][0]["message"]
    assert obsidian_vault.broken_in_source(src) == {("Home.md", "[[Does not exist]] points at no file in the vault")}


def test_validate_counts_first_filters_and_never_cuts_a_path(tmp_path):
    vault = tmp_path / "v"
    invoke("init", str(vault), "--sample")
    long_dir = vault / "20-wiki" / "ops" / ("a-very-long-folder-name-" * 3)
    long_dir.mkdir(parents=True)
    (long_dir / "kubernetes-probes-and-more.md").write_text(
        "---\ntype: concept\nstatus: draft\ntrust: llm_summary\ntitle: K\n---\n# K\n\n[[nowhere-at-all]]\n", encoding="utf-8")
    text = hippo("validate", "--vault", str(vault))
    assert text.returncode == 1
    lines = text.stdout.splitlines()
    assert lines[0].startswith("8 findings in")
    assert lines[1].split()[:3] == ["1", "error", "unknown-enum"]  # per-rule counts first, most urgent first
    assert any(line.split()[:3] == ["2", "warning", "broken-wikilink"] for line in lines[1:9])
    rel = (long_dir / "kubernetes-probes-and-more.md").relative_to(vault).as_posix()
    assert any(rel + ":9  [[nowhere-at-all]]" in line for line in lines)  # whole path on one line at 60 columns, piped
    only = json.loads(hippo("validate", "--vault", str(vault), "--json", "--rule", "broken-wikilink", "--path", "20-wiki/ops/a-").stdout)
    assert only["counts"] == {"broken-wikilink": 1} and only["total"] == 8
    errors = json.loads(hippo("validate", "--vault", str(vault), "--json", "--severity", "error").stdout)
    assert set(errors["counts"]) == {"unknown-enum", "missing-key"} and {f["severity"] for f in errors["findings"]} == {"error"}
    bad = hippo("validate", "--vault", str(vault), "--rule", "nope")
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1 and "unknown rule nope" in bad.stderr


def test_config_lists_the_variables_read_outside_settings(monkeypatch):
    monkeypatch.setenv("HIPPO_SEM_CANDIDATES", "55")
    monkeypatch.setenv("HIPPO_DEBUG", "1")
    data = json.loads(invoke("config", "--json").stdout)
    assert data["sem_candidates"] == 55 and data["debug"] is True
    text = hippo("config", env={"HIPPO_DEBUG": "0"}).stdout
    assert "HIPPO_DEBUG" in text and "HIPPO_SEM_CANDIDATES" in text and "…" not in text


@pytest.mark.parametrize("command", [("up",), ("serve",), ("serve", "--stdio"), ("schedule",)])
def test_long_running_commands_refuse_a_missing_or_foreign_vault_and_create_nothing(tmp_path, command):
    """`hippo up` in a shell without HIPPO_VAULT used to serve schedules for a ./vault that does
    not exist, silently, creating ~/.hippocampus: now one line naming the folder and the fix."""
    home = tmp_path / "home"
    foreign = tmp_path / "notes"
    (foreign / "sub").mkdir(parents=True)
    (foreign / "sub" / "a.md").write_text("# a\n", encoding="utf-8")
    env = {"HIPPO_HOME": str(home), "HOME": str(tmp_path), "HIPPO_VAULT": ""}
    missing = hippo(*command, env={k: v for k, v in env.items() if k != "HIPPO_VAULT"} | {"PWD": str(tmp_path)})
    assert missing.returncode == 2 and "Traceback" not in missing.stderr, missing.stderr
    text = " ".join(missing.stderr.split())
    assert "no vault at" in text and "hippo init" in text and "HIPPO_VAULT" in text
    foreign_run = hippo(*command, env=env | {"HIPPO_VAULT": str(foreign)})
    text = " ".join(foreign_run.stderr.split())
    assert foreign_run.returncode == 2 and f"{foreign} (from HIPPO_VAULT) is not a Hippocampus vault" in text
    assert "import" in text
    (tmp_path / "empty").mkdir()
    empty = hippo(*command, env=env | {"HIPPO_VAULT": str(tmp_path / "empty")})
    assert empty.returncode == 2 and "is an empty folder, not a vault" in " ".join(empty.stderr.split())
    assert not home.exists() and not (tmp_path / ".hippocampus").exists()


def test_output_into_a_reader_that_stops_ends_quietly_like_standard_tools(tmp_path):
    """`hippo validate | head -1`: before, rich printed nothing but exited 1 (a failure under
    `set -o pipefail` that cat or grep would not report the same way); now exit 141 (128 +
    SIGPIPE) and nothing on stderr."""
    import subprocess
    import sys
    from pathlib import Path

    vault = tmp_path / "v"
    assert invoke("init", str(vault)).exit_code == 0
    for n in range(400):  # 400 findings, one line each
        (vault / "20-wiki" / f"n{n}.md").write_text(f"# N{n}\n\nSee [[missing-{n}]].\n", encoding="utf-8")
    hippo = str(Path(sys.executable).with_name("hippo"))
    env = {k: v for k, v in os.environ.items() if not k.startswith("HIPPO_")} | {"HIPPO_HOME": str(tmp_path / "home")}
    proc = subprocess.Popen([hippo, "validate", "--vault", str(vault)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    assert proc.stdout is not None and proc.stdout.readline()
    proc.stdout.close()  # the reader stops, as head does
    _, err = proc.communicate(timeout=120)
    assert proc.returncode == 141 and err == b"", (proc.returncode, err[-500:])
