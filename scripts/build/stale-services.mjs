// Which services must be built again before `npm start` runs them: plain Node, no build tool needed to ask.
import path from 'node:path';
import { staleReason } from './freshness.mjs';

/** The services `npm start` runs, by folder under apps/. */
export const SERVICE_APPS = ['im', 'api', 'media'];

/** What a service build leaves in apps/<app>/dist. */
export const SERVICE_OUTPUTS = ['main.js', 'main.js.map'];

/**
 * The services among `apps` whose bundle is missing or older than what it was built from, with the reason.
 * @param {string} root
 * @param {string[]} [apps]
 * @returns {{ app: string, reason: string }[]}
 */
export function staleServices(root, apps = SERVICE_APPS) {
  return apps.flatMap((app) => {
    const reason = staleReason(root, path.join(root, 'apps', app, 'dist'), SERVICE_OUTPUTS);
    return reason === null ? [] : [{ app, reason }];
  });
}
