// Whether the web app (apps/web/dist) is older than its sources: the test `npm start` has always made, by
// modification times, kept in one place for it and for `npm run build`.
import fs from 'node:fs';
import path from 'node:path';
import { newestMtime } from './freshness.mjs';

/** What the web build reads: its own sources and configuration, and the packages it bundles. */
const WEB_SOURCES = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/precompress.ts',
  'apps/web/route-preloads.ts',
  'packages/api-contract/src',
  'packages/chat/src',
  'packages/sports/src',
  'packages/protocol/src',
];

/**
 * Why apps/web/dist must be built again, or null when it is up to date.
 * @param {string} root
 * @returns {string | null}
 */
export function webStaleReason(root) {
  const built = path.join(root, 'apps/web/dist/index.html');
  if (!fs.existsSync(built)) return 'apps/web/dist/index.html is missing';
  const newestSource = Math.max(...WEB_SOURCES.map((source) => newestMtime(path.join(root, source))));
  return newestMtime(built) >= newestSource ? null : 'its sources changed';
}
