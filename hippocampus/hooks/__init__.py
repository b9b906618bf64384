"""Command hooks for coding agents (Claude Code, Codex): ``hippo hook EVENT --client NAME``.

The client runs the command with the event's JSON payload on stdin and reads its stdout
(docs/mcp.md, ADR 0018). Four events are served:

- ``session-start``: the project's resume bundle as ``additionalContext`` (budgeted);
- ``prompt-submit``: up to three skill hints (``hippo_suggest``, 600 bytes, its time budget);
- ``post-tool-use``: a verification receipt in the lesson store (seed-003 trust rule);
- ``stop`` / ``session-end``: a work checkpoint and the cumulative conversation checkpoint.

Every hook fails open: whatever goes wrong, it exits 0 within its hard time budget, prints
nothing (or only valid output) and writes why to the hook log (``$HIPPO_HOME/logs/hooks.log``).
"""
