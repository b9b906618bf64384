"""The pure logic of each pipeline job (no Prefect): inbox, topic bridge, janitor, gates,
approvals, propose, home/index rendering, preflight, backup, import, notify.

A job function takes a :class:`~hippocampus.vault.writer.VaultRun` (all vault I/O goes through
it: confined, atomic, one commit, dry-run aware) and returns an
:class:`~hippocampus.jobs.common.Outcome`; flows wrap these calls in Prefect tasks.
"""
