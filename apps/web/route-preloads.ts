import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/** A route whose page gets its own copy of index.html that preloads the route's screen. */
interface RoutePage {
  /** Paths in React Router's form, without /m: literal segments and `:param` segments. */
  paths: readonly string[];
  /** The HTML file written beside index.html. */
  html: string;
  /** Source modules (relative to apps/web) the route loads before it renders: its screen and its strings. */
  modules: readonly string[];
}

/** Strings chunks of the default language (zh-CN), in the folders of the namespaces the route loads. */
const strings = (...features: string[]) => features.map((f) => `src/features/${f}/locales/zh-CN.json`);

/**
 * The routes worth it, and what they load: keep in step with the routes' `lazyScreen(..., { strings })`
 * (the build fails if a module here is not in the bundle). bench:media measured the live room's time to first
 * frame with the screen's ~28 chunks asked only once the entry had run and the router had matched the route.
 */
export const ROUTE_PAGES: readonly RoutePage[] = [
  {
    paths: ['/live-detail/:id'],
    html: 'live-detail.html',
    modules: [
      'src/features/live/live-detail-screen.tsx',
      'src/features/live/player/preload.ts',
      ...strings('live', 'score', 'sports-data'),
    ],
  },
  {
    paths: ['/live'],
    html: 'live.html',
    modules: ['src/features/live/live-home-screen.tsx', ...strings('live', 'score', 'sports-data')],
  },
  {
    paths: ['/score'],
    html: 'score.html',
    modules: ['src/features/score/score-page.tsx', ...strings('score', 'sports-data')],
  },
];

/** Where the API reads which HTML file answers which path (apps/api/src/http/web-app.ts). */
export const ROUTE_PAGES_FILE = 'route-pages.json';

type Chunk = Rolldown.OutputChunk;

/** The chunk holding `moduleId` (its facade, else the chunk it was merged into). */
function chunkOf(chunks: Chunk[], moduleId: string): Chunk | undefined {
  return (
    chunks.find((c) => c.facadeModuleId === moduleId) ?? chunks.find((c) => c.moduleIds.includes(moduleId))
  );
}

/** The files `start` needs before it runs: itself and its static imports, recursively, with their CSS. */
function staticGraph(bundle: Rolldown.OutputBundle, start: Chunk, js: Set<string>, css: Set<string>): void {
  if (js.has(start.fileName)) return;
  js.add(start.fileName);
  for (const file of start.viteMetadata?.importedCss ?? []) css.add(file);
  for (const file of start.imports) {
    const next = bundle[file];
    if (next?.type === 'chunk') staticGraph(bundle, next, js, css);
  }
}

/**
 * The chunks' static imports that form a cycle, as "a.js -> b.js -> a.js" (none: []). The chunk groups of
 * vite.config.ts do not take their modules' dependencies with them, so a grouped module whose dependency
 * stays in a chunk that imports the group makes a cycle, where a chunk may run before the one it reads from.
 */
export function chunkCycles(chunks: ReadonlyArray<Pick<Chunk, 'fileName' | 'imports'>>): string[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const state = new Map<string, 'open' | 'done'>();
  const cycles: string[] = [];
  const visit = (file: string, trail: string[]) => {
    state.set(file, 'open');
    trail.push(file);
    for (const next of byName.get(file)?.imports ?? []) {
      if (!byName.has(next)) continue;
      if (state.get(next) === 'open') cycles.push([...trail.slice(trail.indexOf(next)), next].join(' -> '));
      else if (!state.has(next)) visit(next, trail);
    }
    trail.pop();
    state.set(file, 'done');
  };
  for (const c of chunks) if (!state.has(c.fileName)) visit(c.fileName, []);
  return cycles;
}

/** index.html with preloads for `js` and `css` that it does not load already, before its </head>. */
export function withPreloads(indexHtml: string, base: string, js: string[], css: string[]): string {
  const missing = (file: string) => !indexHtml.includes(`"${base}${file}"`);
  // crossorigin as on Vite's own tags and its preload helper, so the preloaded responses are the ones reused.
  const links = [
    ...css.filter(missing).map((f) => `<link rel="preload" as="style" crossorigin href="${base}${f}">`),
    ...js.filter(missing).map((f) => `<link rel="modulepreload" crossorigin href="${base}${f}">`),
  ];
  if (!indexHtml.includes('</head>')) throw new Error('route-preloads: index.html has no </head>');
  return indexHtml.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}

/**
 * Writes, for each route of ROUTE_PAGES, a copy of index.html that also preloads the route's screen chunks,
 * their CSS and its strings, so the browser fetches them while the entry scripts arrive and run instead of
 * after (the router asks for a lazy route's code only once it runs). The API serves the copy for the route's
 * paths (route-pages.json); no inline script is added, so the strict CSP holds. Runs before precompress.
 */
export function routePreloads(): Plugin {
  let root = '';
  let outDir = '';
  let base = '/';
  return {
    name: 'tifo-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      base = config.base;
    },
    writeBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o): o is Chunk => o.type === 'chunk');
      const cycles = chunkCycles(chunks);
      if (cycles.length)
        throw new Error(
          `route-preloads: chunks import each other (adjust CHUNK_GROUPS in vite.config.ts): ${cycles.join('; ')}`,
        );
      const indexHtml = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const routes: Array<{ path: string; html: string }> = [];
      for (const page of ROUTE_PAGES) {
        const js = new Set<string>();
        const css = new Set<string>();
        for (const module of page.modules) {
          const chunk = chunkOf(chunks, path.resolve(root, module));
          if (!chunk) throw new Error(`route-preloads: ${module} (for ${page.html}) is not in the bundle`);
          staticGraph(bundle, chunk, js, css);
        }
        fs.writeFileSync(path.join(outDir, page.html), withPreloads(indexHtml, base, [...js], [...css]));
        for (const p of page.paths) routes.push({ path: p, html: page.html });
      }
      fs.writeFileSync(path.join(outDir, ROUTE_PAGES_FILE), `${JSON.stringify({ routes }, null, 2)}\n`);
      this.info(`route pages: ${ROUTE_PAGES.map((p) => p.html).join(', ')}`);
    },
  };
}
