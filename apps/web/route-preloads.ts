import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { APP_ENTRY_ID } from './src/features/live/player/page-ids';

/** The live room page's first script (features/live/player/room-boot.ts), an entry of the build. */
export const ROOM_BOOT_ENTRY = 'src/features/live/player/room-boot.ts';

/** A route whose page gets its own copy of index.html that preloads the route's screen. */
interface RoutePage {
  /** Paths in React Router's form, without /m: literal segments and `:param` segments. */
  paths: readonly string[];
  /** The HTML file written beside index.html. */
  html: string;
  /** Source modules (relative to apps/web) the route loads before it renders: its screen and its strings. */
  modules: readonly string[];
  /**
   * An entry of the build run before the app on this page (an async module script), and the modules it loads on
   * demand at once (preloaded too). It must not wait for the app's shell: the build fails if it imports it.
   */
  first?: { entry: string; soon: readonly RegExp[] };
}

/**
 * Strings chunks of the default language (zh-CN), in the folders of the namespaces the route loads: a feature's
 * folder, or `data/<area>` for a data area's namespace (i18n/resources.ts).
 */
const strings = (...folders: string[]) =>
  folders.map((f) => `src/${f.startsWith('data/') ? f : `features/${f}`}/locales/zh-CN.json`);

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
      ...strings('live', 'score', 'data/sports'),
    ],
    // The picture starts before the app has run when the API wrote the room's stream into the page.
    first: { entry: ROOM_BOOT_ENTRY, soon: [/\/node_modules\/mpegts\.js\//] },
  },
  {
    paths: ['/live'],
    html: 'live.html',
    modules: ['src/features/live/live-home-screen.tsx', ...strings('live', 'score', 'data/sports')],
  },
  {
    paths: ['/score'],
    html: 'score.html',
    modules: ['src/features/score/score-page.tsx', ...strings('score', 'data/sports')],
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

/**
 * The files of a page's first script: its entry chunk with its static imports, and the chunks it imports on demand
 * holding a module `soon` matches. Fails when that graph holds the app's shell (the `app` chunk or another entry):
 * the script would then wait for it, which is what it exists not to do.
 */
export function firstScriptFiles(
  chunks: readonly Chunk[],
  bundle: Rolldown.OutputBundle,
  entry: Chunk,
  soon: readonly RegExp[],
): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  staticGraph(bundle, entry, js, css);
  const shell = chunks.filter((c) => c.name === 'app' || (c.isEntry && c !== entry)).map((c) => c.fileName);
  const waits = shell.filter((f) => js.has(f));
  if (waits.length)
    throw new Error(`route-preloads: ${entry.fileName} imports the app's shell (${waits.join(', ')})`);
  const later = [...js].flatMap((f) => {
    const c = bundle[f];
    return c?.type === 'chunk' ? c.dynamicImports : [];
  });
  const wanted = later.filter((f) => {
    const c = bundle[f];
    return (
      c?.type === 'chunk' && c.moduleIds.some((id) => soon.some((re) => re.test(id.replace(/\\/g, '/'))))
    );
  });
  return {
    js: [entry.fileName, ...js, ...wanted].filter((f, i, all) => all.indexOf(f) === i),
    css: [...css],
  };
}

/**
 * The page with the first script (`files[0]`, then the files it loads at once, preloaded in that order) in place
 * of the app's entry script, which becomes a preload the first script imports once the picture is up
 * (room-boot.ts): the entry's files are fetched at once as before, but run after the first frame, since running
 * them holds the main thread for 200-300 ms on a cold visit here. The first script's files come first in the
 * page, so they are first on the browser's connections.
 */
export function withFirstScript(html: string, base: string, files: readonly string[]): string {
  const [first, ...soon] = files;
  const preload = (f: string) => `<link rel="modulepreload" crossorigin href="${base}${f}">`;
  // The entry's own preloads (its runtime) may be among the first script's files: once is enough.
  const page = soon.reduce((out, f) => out.split(preload(f)).join(''), html).replace(/\n\s*\n/g, '\n');
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(page);
  if (!entry || !first) throw new Error('route-preloads: index.html has no module entry script');
  const tags = [
    `<script type="module" crossorigin src="${base}${first}"></script>`,
    ...soon.map(preload),
    `<link rel="modulepreload" crossorigin id="${APP_ENTRY_ID}" href="${entry[1]}">`,
  ];
  return page.replace(entry[0], tags.join('\n    '));
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
        let html = indexHtml;
        // The first script's files go first: they are what the page waits for first.
        if (page.first) {
          const entryId = path.resolve(root, page.first.entry);
          const entry = chunks.find((c) => c.isEntry && c.facadeModuleId === entryId);
          if (!entry) throw new Error(`route-preloads: ${page.first.entry} is not an entry of the build`);
          const first = firstScriptFiles(chunks, bundle, entry, page.first.soon);
          html = withFirstScript(html, base, first.js);
          first.js.forEach((f) => js.add(f));
          first.css.forEach((f) => css.add(f));
        }
        for (const module of page.modules) {
          const chunk = chunkOf(chunks, path.resolve(root, module));
          if (!chunk) throw new Error(`route-preloads: ${module} (for ${page.html}) is not in the bundle`);
          staticGraph(bundle, chunk, js, css);
        }
        fs.writeFileSync(path.join(outDir, page.html), withPreloads(html, base, [...js], [...css]));
        for (const p of page.paths) routes.push({ path: p, html: page.html });
      }
      fs.writeFileSync(path.join(outDir, ROUTE_PAGES_FILE), `${JSON.stringify({ routes }, null, 2)}\n`);
      this.info(`route pages: ${ROUTE_PAGES.map((p) => p.html).join(', ')}`);
    },
  };
}
