import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

describe('browser bundle', () => {
  it('bundles for the browser without pulling ws or any Node built-in', async () => {
    const entry = fileURLToPath(new URL('../src/index.ts', import.meta.url));
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      platform: 'browser',
      format: 'esm',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.some((p) => p.includes('node_modules/ws/'))).toBe(false);
    expect(inputs.some((p) => p.startsWith('node:'))).toBe(false);
    const code = result.outputFiles[0]!.text;
    expect(code).not.toMatch(/from\s*["']ws["']|require\(["']ws["']\)/);
    expect(code).toContain('onMessageReceived');
  });
});
