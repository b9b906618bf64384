"""`python -m hippocampus.cli` = `hippo` (used where the console script is not installed)."""

from hippocampus.cli import main

main()
