// The API <-> media service contract: see README.md.
export {};
