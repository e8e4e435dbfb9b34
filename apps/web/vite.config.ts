import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { precompress } from './precompress';
import { routePreloads } from './route-preloads';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

// The app is served under /m/ by the API; in development Vite proxies the API paths to it.
const apiTarget = process.env.TIFO_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  base: '/m/',
  // routePreloads writes its pages in writeBundle, so precompress (closeBundle) compresses them too.
  plugins: [react(), routePreloads(), precompress()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  build: {
    rolldownOptions: {
      output: {
        // Strings chunks are named after their feature and language ("strings-score-zh-CN-<hash>.js") so a
        // reader of the build, and bench/src/score-route-js.mjs, can tell them apart.
        chunkFileNames: (chunk) => {
          const file = chunk.facadeModuleId ?? '';
          const strings = /features\/([^/]+)\/locales\/([^/]+)\.json$/.exec(file);
          if (strings) return `assets/strings-${strings[1]}-${strings[2]}-[hash].js`;
          if (/src\/i18n\/locales\/([^/]+)\.json$/.test(file))
            return 'assets/strings-common-[name]-[hash].js';
          return 'assets/[name]-[hash].js';
        },
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
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
