"""The scripted LLM server fixtures (shared with tests/flows through tests.support.llm_fixtures)."""

from tests.support.llm_fixtures import llm_server, no_llm  # noqa: F401
