import { defineConfig } from 'vitest/config';

// One test run for every workspace: `npm test` runs each package's tests beside its code.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/api', 'apps/im', 'apps/media', 'apps/web'],
  },
});
