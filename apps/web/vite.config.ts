import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { precompress } from './precompress';
import { fileURLToPath } from 'node:url';
import { ROOM_BOOT_ENTRY, routePreloads } from './route-preloads';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** A module id with plain separators, relative to the repository when it is inside it. */
const rel = (id: string) => id.replace(/\\/g, '/').replace(/^.*?\/(apps\/web|packages)\//, '$1/');

/** Whether `id` is one of `files` (repository paths without the extension; regular expressions allowed). */
const oneOf =
  (...files: string[]) =>
  (id: string) =>
    files.some((f) => new RegExp(`^${f}\\.(tsx?|module\\.css)$`).test(rel(id)));

/**
 * Fewer, larger chunks where a cold visit waits for them (bench README, "Time to first frame, cold: fewer
 * requests"). Left to itself the bundler cut a chunk per set of screens sharing a module: the entry came in 19
 * files and /live-detail/:id in 21 more, each a request queued on one of HTTP/1.1's 6 connections. A group
 * joins modules that their users load together anyway, or nearly (each group says who loads what it does not
 * use); none adds to what the score list loads before its first paint (the /m/score budget, bench README).
 * Groups do not take their modules' dependencies with them (that would pull React or antd-mobile in); a
 * screen's own module stays out of them (it keeps what only it uses), and the build fails on a chunk import
 * cycle (route-preloads.ts), which grouping without dependencies could otherwise create.
 */
const CHUNK_GROUPS = [
  // The shell: what index.html's entry imports statically, which every route loads before it renders (with
  // `lazyBarrel`, antd-mobile's index module counts only for the components the shell imports from it).
  { name: 'app', tags: ['$initial' as const], priority: 50 },
  // The score list's sports helpers (state views, names, crests, icons, paths, the login gate), which the live room,
  // the match pages and the databases share: the score list loads all of them.
  {
    name: 'sports-common',
    test: oneOf(
      'apps/web/src/components/(states|crest|icons)',
      'apps/web/src/data/sports/(names|paths)',
      'apps/web/src/features/score/use-login-gate',
    ),
    priority: 40,
  },
  // The back header and the tab switches of the match and live pages (0.9 KB together; the pages with a back
  // header and no tabs load the 0.4 KB of switches).
  {
    name: 'page-chrome',
    test: oneOf('apps/web/src/components/back-header', 'apps/web/src/features/match-detail/tab-visibility'),
    priority: 40,
  },
  // What the live room page's first script (room-boot.ts, an entry) imports, kept out of the shell's group
  // (which takes every entry's static imports) so that script never waits for the shell: the site code and
  // page query helpers the shell uses too (0.7 KB), and the player's engines and rules, which the room's loader
  // also imports as the navigation starts (early-room.ts) to fetch the player library and the stream early.
  // Vite's preload helper is here too: the engines' on-demand import of mpegts.js goes through it.
  {
    name: 'site-basics',
    test: (id: string) => oneOf('apps/web/src/lib/(site|page-query)')(id) || /vite\/preload-helper/.test(id),
    priority: 60,
  },
  {
    name: 'player-core',
    test: oneOf(
      'apps/web/src/features/live/player/(pick-engine|engines|early-stream|flv-loader|rendition)',
      'apps/web/src/features/live/player/(room-boot|boot-data|boot-player|live-video|page-ids)',
      'apps/web/src/features/live/(pre-roll-rule|watch-limit)',
    ),
    priority: 60,
  },
  // The room's loader's part (early-room.ts imports it as the navigation starts; it reads the store).
  { name: 'player-pick', test: oneOf('apps/web/src/features/live/player/preload'), priority: 30 },
  // The stage of a live room (player, pre-roll, watch limit, room info), shown by the room and the share page.
  {
    name: 'live-room',
    test: oneOf(
      'apps/web/src/features/live/(room-stage|room-info|pre-roll|watch-limit|use-watch-limit)',
      'apps/web/src/features/live/player/(live-player|use-live-playback|player)',
    ),
    priority: 20,
  },
  // What the live screens share: their style sheet, the room card, follow, copy, avatars and counts (the user
  // centre, which shows avatars and counts, loads the rest: about 2 KB).
  {
    name: 'live-common',
    test: oneOf(
      'apps/web/src/features/live/(live|room-card|follow-button|copy|lazy-toast)',
      'apps/web/src/components/avatar',
      'apps/web/src/lib/format',
      'packages/sports/src/number-display',
    ),
    priority: 10,
  },
];

// The app is served under /m/ by the API; in development Vite proxies the API paths to it.
const apiTarget = process.env.TIFO_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  base: '/m/',
  // routePreloads writes its pages in writeBundle, so precompress (closeBundle) compresses them too.
  plugins: [react(), routePreloads(), precompress()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  build: {
    rolldownOptions: {
      // The live room page runs room-boot.ts before the app (route-preloads.ts); index.html is the app.
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        'room-boot': fileURLToPath(new URL(`./${ROOM_BOOT_ENTRY}`, import.meta.url)),
      },
      // antd-mobile's index module re-exports every component: without this, each import from it counted as
      // an import of all of them, and the shell's group took components only lazy screens use.
      experimental: { lazyBarrel: true },
      output: {
        // Strings chunks are named after their namespace and language ("strings-score-zh-CN-<hash>.js") so a
        // reader of the build, and bench/src/score-route-js.mjs, can tell them apart.
        chunkFileNames: (chunk) => {
          const file = chunk.facadeModuleId ?? '';
          const strings = /features\/([^/]+)\/locales\/([^/]+)\.json$/.exec(file);
          if (strings) return `assets/strings-${strings[1]}-${strings[2]}-[hash].js`;
          // A data area's strings are named after its namespace, <area>Data: strings-sports-data-zh-CN.
          const data = /data\/([^/]+)\/locales\/([^/]+)\.json$/.exec(file);
          if (data) return `assets/strings-${data[1]}-data-${data[2]}-[hash].js`;
          if (/src\/i18n\/locales\/([^/]+)\.json$/.test(file))
            return 'assets/strings-common-[name]-[hash].js';
          return 'assets/[name]-[hash].js';
        },
        codeSplitting: { groups: CHUNK_GROUPS, includeDependenciesRecursively: false },
      },
    },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/webapi': apiTarget,
      '/im': { target: apiTarget, ws: true },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    // The build's own helpers (route-preloads.ts) are tested beside them too.
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
  },
});
