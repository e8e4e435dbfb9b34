// The API <-> media service contract (README.md): request signing, and the paths and bodies of the calls.
export * from './signing';
export * from './calls';
