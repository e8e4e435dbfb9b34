import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectRoutes, renderRouteIndex, ROUTE_INDEX_FILE } from '../src/cli/route-index';

describe('the route index (apps/api/ROUTES.md)', () => {
  it('lists every registered route with the file that defines it, and is up to date', async () => {
    const routes = await collectRoutes();
    // Every route knows its file: a path leads to the code that serves it.
    expect(routes.filter((r) => !r.source?.startsWith('modules/')).map((r) => r.path)).toEqual([]);
    const current = fs.existsSync(ROUTE_INDEX_FILE) ? fs.readFileSync(ROUTE_INDEX_FILE, 'utf8') : '';
    // Stale: run `npx tsx apps/api/src/cli/route-index.ts` and commit ROUTES.md.
    expect(current).toBe(renderRouteIndex(routes));
  }, 60_000);
});
