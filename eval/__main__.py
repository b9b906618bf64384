"""``python -m eval …`` = ``hippo eval …``."""

from hippocampus.cli.eval_cmds import eval_app

if __name__ == "__main__":
    eval_app()
