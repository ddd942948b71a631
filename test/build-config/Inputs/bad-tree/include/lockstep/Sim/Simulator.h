// Simulator API.
