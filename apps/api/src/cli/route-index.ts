import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createContext } from '../context';
import type { RouteSpec } from '../http/route';

// `npx tsx apps/api/src/cli/route-index.ts` writes apps/api/ROUTES.md: every route registered through defineRoute,
// grouped by its URL segment, with the file that defines it. A test fails when the file is stale; `--check` exits
// 1 instead of writing.

/** The generated index. */
export const ROUTE_INDEX_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../ROUTES.md');

/** The URL segment a path is grouped under: /api/race/getDateMatch -> race, /webapi/search/x -> search. */
function segmentOf(urlPath: string): string {
  const parts = urlPath.split('/').filter(Boolean);
  const start = parts[0] === 'api' || parts[0] === 'webapi' ? 1 : 0;
  return (parts[start] ?? '/').toLowerCase();
}

/** The module of a src-relative file (`modules/live/x.ts` -> live), else the file's folder. */
function moduleOf(source: string): string {
  const parts = source.split('/');
  return parts[0] === 'modules' && parts.length > 2 ? parts[1]! : parts.slice(0, -1).join('/') || source;
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();
}

interface Row {
  segment: string;
  path: string;
  method: string;
  source: string;
  auth: string;
  summary: string;
}

/** The index as Markdown: one table per URL segment, paths in order, each with its method, file, auth and summary. */
export function renderRouteIndex(routes: readonly RouteSpec[]): string {
  const rows: Row[] = routes.flatMap((spec) =>
    (Array.isArray(spec.path) ? spec.path : [spec.path]).map((p) => ({
      segment: segmentOf(p),
      path: p,
      method: (Array.isArray(spec.method) ? spec.method : [spec.method]).join(', '),
      source: spec.source ?? '',
      auth: spec.auth,
      summary: spec.summary,
    })),
  );
  const byText = (a: string, b: string) =>
    a.toLowerCase().localeCompare(b.toLowerCase()) || a.localeCompare(b);
  rows.sort((a, b) => byText(a.segment, b.segment) || byText(a.path, b.path) || byText(a.method, b.method));
  const segments = [...new Set(rows.map((r) => r.segment))];
  const lines = [
    '# API routes',
    '',
    'Generated from the route registry (`app.tifoRoutes`) by `npx tsx apps/api/src/cli/route-index.ts`; do not',
    'edit by hand (`test/route-index.test.ts` fails when this file is stale). Paths match case-insensitively.',
    'Routes Fastify serves outside `defineRoute` (health, metrics, docs, storage objects, the web app and the',
    '/im and /media proxies) are not listed.',
    '',
    `${rows.length} paths under ${segments.length} URL segments.`,
  ];
  for (const segment of segments) {
    const group = rows.filter((r) => r.segment === segment);
    const modules = [...new Set(group.map((r) => moduleOf(r.source)))].sort();
    lines.push('', `## ${segment}`, '', `Served from: ${modules.join(', ')}.`, '');
    lines.push('| Path | Method | File | Auth | Summary |', '| --- | --- | --- | --- | --- |');
    for (const r of group) {
      const file = r.source ? `[${r.source}](src/${r.source})` : '?';
      lines.push(`| ${cell(r.path)} | ${r.method} | ${file} | ${r.auth} | ${cell(r.summary)} |`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Builds the app on a throwaway database with the test defaults and reads its route registry. */
export async function collectRoutes(): Promise<RouteSpec[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tifo-routes-'));
  try {
    const config = loadConfig({
      DATA_DIR: dataDir,
      IM_SECRET: 'route-index',
      LOG_LEVEL: 'silent',
      VITEST: '1',
    });
    const ctx = await createContext(config);
    try {
      const app = await buildApp(ctx, { serveWeb: false, proxyIm: false, proxyMedia: false });
      const routes = [...app.tifoRoutes];
      await app.close();
      return routes;
    } finally {
      await ctx.db.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const text = renderRouteIndex(await collectRoutes());
  const current = fs.existsSync(ROUTE_INDEX_FILE) ? fs.readFileSync(ROUTE_INDEX_FILE, 'utf8') : '';
  if (process.argv.includes('--check')) {
    process.stdout.write(current === text ? 'ROUTES.md is up to date\n' : 'ROUTES.md is stale\n');
    process.exitCode = current === text ? 0 : 1;
  } else {
    fs.writeFileSync(ROUTE_INDEX_FILE, text);
    process.stdout.write(`wrote ${path.relative(process.cwd(), ROUTE_INDEX_FILE)}\n`);
  }
}
