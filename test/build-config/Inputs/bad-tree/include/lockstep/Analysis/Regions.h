// Analysis API.
