"""Prefect flows: one per pipeline job, composition only (the logic is in hippocampus.jobs).

:mod:`flows.registry` lists them with their schedules; :mod:`flows.serve` serves them all.
"""
