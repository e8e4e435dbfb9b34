import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Suites build the whole sports catalog (thousands of real matches) and run on two databases; on a busy
    // two-core machine that legitimately takes longer than Vitest's 5 s default. Speed is measured in bench/.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
