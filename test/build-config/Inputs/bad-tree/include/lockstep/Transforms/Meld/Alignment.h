// Meld internals.
