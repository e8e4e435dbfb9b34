import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const chatRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Builds the package into a fresh folder (build/build.mjs); resolves the folder. */
export async function buildPackage(): Promise<string> {
  const out = mkdtempSync(join(tmpdir(), 'tifo-chat-dist-'));
  await run(process.execPath, [join(chatRoot, 'build/build.mjs'), '--out', out], { cwd: chatRoot });
  return out;
}

/** Builds the bundles only (index.js, index.cjs, tifo-chat.min.js: no declarations); resolves the folder. */
export async function buildBundles(): Promise<string> {
  const out = mkdtempSync(join(tmpdir(), 'tifo-chat-bundles-'));
  const args = [join(chatRoot, 'build/build.mjs'), '--out', out, '--skip-types'];
  await run(process.execPath, args, { cwd: chatRoot });
  return out;
}

/** Builds and packs; resolves the tarball's path. */
export async function packPackage(): Promise<string> {
  const dest = mkdtempSync(join(tmpdir(), 'tifo-chat-pack-'));
  const { stdout } = await run(
    process.execPath,
    [join(chatRoot, 'build/build.mjs'), '--out', join(dest, 'dist'), '--pack', dest],
    {
      cwd: chatRoot,
    },
  );
  return stdout.trim().split('\n').pop() ?? '';
}

/**
 * Installs the tarball into an empty folder without the network. `ws` comes from npm's cache when it is
 * there; on a machine whose cache lacks it, from a tarball of the monorepo's own copy (still offline).
 * Resolves the folder and which way ws came.
 */
export async function installOffline(
  tarball: string,
): Promise<{ dir: string; ws: 'cache' | 'local tarball' }> {
  const dir = mkdtempSync(join(tmpdir(), 'tifo-chat-host-'));
  await run('npm', ['init', '-y'], { cwd: dir });
  const npmInstall = (specs: string[]) =>
    run('npm', ['install', ...specs, '--offline', '--no-audit', '--no-fund', '--no-package-lock'], {
      cwd: dir,
    });
  try {
    await npmInstall([tarball]);
    return { dir, ws: 'cache' };
  } catch {
    const wsDir = fileURLToPath(new URL('../../../../node_modules/ws', import.meta.url));
    await run('npm', ['pack', wsDir, '--pack-destination', dir], { cwd: dir });
    const wsTarball = readdirSync(dir).find((f) => /^ws-.*\.tgz$/.test(f));
    if (!wsTarball) throw new Error('could not pack the local ws');
    await npmInstall([join(dir, wsTarball), tarball]);
    return { dir, ws: 'local tarball' };
  }
}
