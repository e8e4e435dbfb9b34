/** Builds apps/<app>/src/main.ts into apps/<app>/dist/main.js (or into outDir); resolves the bundle's path. */
export function buildService(root: string, app: string, options?: { outDir?: string }): Promise<string>;
