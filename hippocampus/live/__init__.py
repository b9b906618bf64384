"""The live vault (ADR 0030): a file-system watcher feeding an incremental index in the warm
service process, and the triggers that let a ticked box start its flow at once.

* :mod:`hippocampus.live.paths` — which changed paths matter (and for what);
* :mod:`hippocampus.live.watch` — the watcher thread (file-system events, polling where events
  are missing), restarted when it dies;
* :mod:`hippocampus.live.service` — the coalescing worker that runs the index phases in the warm
  process and publishes, plus its visible state (``$HIPPO_HOME/live.json``);
* :mod:`hippocampus.live.triggers` — which changes call for the approvals or topic_bridge flow.

Nothing here imports Prefect: the service is given a listener (flows/live_events.py emits the
Prefect events) by the composition root.
"""
