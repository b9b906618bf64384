"""Agent work memory: session captures (00-inbox), worklog and handoff (50-ops), resume.

The only vault writes an agent can cause. Every one is confined to its folder, checked by
:mod:`hippocampus.vault.safety`, creates or appends only Hippocampus-owned files, and is one
git commit.
"""
