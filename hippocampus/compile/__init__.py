"""The LLM compiler: the compile graph, the LLM client, research and curate agents.

Importing this package never pulls in LangGraph or LangChain: callers import the submodule they
need (``hippocampus.compile.runner`` for ``compile_cards``/``resume``), and the heavy ones load
their libraries then.
"""
