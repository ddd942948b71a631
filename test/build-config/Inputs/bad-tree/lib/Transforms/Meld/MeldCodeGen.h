// Private to lib/Transforms/Meld.
