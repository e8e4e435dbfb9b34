// The HTTP API's contract: see README.md.
export {};
