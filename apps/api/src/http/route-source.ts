import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/api/src, which route sources are written relative to. */
const SRC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The files between a route's own file and the stack read here. */
const REGISTRY_FILES = new Set(['http/route.ts', 'http/route-source.ts']);

/**
 * The file (relative to src, e.g. `modules/live/public-routes.ts`) that called defineRoute, read from the call
 * stack: the route index (ROUTES.md) says which file serves a path without every route naming its own file.
 * '' when no frame names a file under src.
 */
export function routeSourceFile(): string {
  for (const line of (new Error().stack ?? '').split('\n').slice(1)) {
    const match = /(\/[^\s():?]+\.ts)\b/.exec(line);
    if (!match?.[1]) continue;
    const file = path.relative(SRC_DIR, match[1]).split(path.sep).join('/');
    if (file.startsWith('..') || REGISTRY_FILES.has(file)) continue;
    return file;
  }
  return '';
}
