// Shared transform utility.
