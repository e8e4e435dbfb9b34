import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'media',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // ffmpeg children make these tests slower than the other services' (a few seconds of video each).
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
