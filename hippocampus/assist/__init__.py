"""Agent-facing selection helpers: LLM relevance routing (``hippo_route``) and hook-time skill
suggestions (``hippo_suggest``)."""
