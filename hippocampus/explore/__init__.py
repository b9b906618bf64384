"""Read-only exploration of the vault and its derived store: notes, the wikilink graph, the corpus map."""
