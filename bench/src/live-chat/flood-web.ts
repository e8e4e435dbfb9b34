// The web builds room-flood.ts serves. It never builds into apps/web/dist (other work in this tree serves and
// tests that folder): given build folders (`npx vite build --outDir <dir>` in apps/web), it merges their hashed
// assets into one folder the API serves (WEB_DIST) and puts one build's pages in place before each visit, so
// several builds are compared in one running stack under the same machine load; given none, it builds the
// current sources into the run's own folder.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { root } from '../media/stack';

/** Top-level files of a build: its pages and what the API reads beside them. */
const pagesOf = (dir: string) => readdirSync(dir).filter((f) => f !== 'assets');

/** The builds to compare and the folder serving them. */
export interface FloodWeb {
  builds: string[];
  served: string;
  /** Puts build `dir`'s pages in place (the next page load gets that build). */
  use(dir: string): void;
}

function buildSources(outDir: string): void {
  console.log(`room-flood: building the web app into ${outDir}`);
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: path.join(root, 'apps/web'),
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error('web build failed');
}

/** Prepares `runDir`/web from `dirs` (or a fresh build of the sources) and points WEB_DIST at it. */
export function prepareWeb(dirs: string[], runDir: string): FloodWeb {
  const builds = dirs.map((d) => path.resolve(d));
  if (!builds.length) {
    const own = path.join(runDir, 'build');
    buildSources(own);
    builds.push(own);
  }
  for (const dir of builds)
    if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`${dir} is not a web build`);
  const served = path.join(runDir, 'web');
  mkdirSync(path.join(served, 'assets'), { recursive: true });
  for (const dir of builds)
    cpSync(path.join(dir, 'assets'), path.join(served, 'assets'), { recursive: true });
  const use = (dir: string) => {
    const keep = new Set(pagesOf(dir));
    for (const f of pagesOf(served)) if (!keep.has(f)) rmSync(path.join(served, f));
    for (const f of keep) cpSync(path.join(dir, f), path.join(served, f));
  };
  use(builds[0]!);
  process.env.WEB_DIST = served;
  process.env.TIFO_SKIP_WEB_BUILD = '1';
  return { builds, served, use };
}
