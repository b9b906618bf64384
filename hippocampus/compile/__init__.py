"""The LLM compiler: the compile graph, the LLM client, research and curate agents.

Entry points used by flows and the approvals job are re-exported lazily so importing this
package never pulls in LangGraph or LangChain.
"""

from __future__ import annotations

from typing import Any

__all__ = ["resume"]


def resume(thread_id: str, decision: dict[str, Any], **kwargs: Any) -> Any:
    """Resume a compile thread waiting for a human decision (see :mod:`hippocampus.compile.runner`)."""
    from hippocampus.compile.runner import resume as _resume

    return _resume(thread_id, decision, **kwargs)
