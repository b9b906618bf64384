from hippocampus.cli import main

main()
