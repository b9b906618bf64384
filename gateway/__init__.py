"""The MCP gateway: a FastMCP server over the hippocampus services (SPEC §4).

Entry points wire things, services decide: every tool here is a short function that validates
its arguments, leases the current materialization, calls one service and returns its result.
"""
