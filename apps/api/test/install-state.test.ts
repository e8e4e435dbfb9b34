import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { installNeeded, installStampPath, recordInstall } from '../../../scripts/install-state.mjs';

// `npm start` installs by the lock file's content: a checkout that only renews the lock's time (a worktree
// sharing node_modules, a copy) must not run `npm ci`, which empties node_modules under running processes.

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

function project(lock: string) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tifo-install-'));
  roots.push(root);
  fs.writeFileSync(path.join(root, 'package-lock.json'), lock);
  return root;
}

function installed(root: string) {
  fs.mkdirSync(path.join(root, 'node_modules'), { recursive: true });
  fs.writeFileSync(path.join(root, 'node_modules', '.package-lock.json'), '{}');
}

function touchLock(root: string, secondsLater: number) {
  const when = new Date(Date.now() + secondsLater * 1000);
  fs.utimesSync(path.join(root, 'package-lock.json'), when, when);
}

describe('installNeeded', () => {
  it('is true without node_modules', () => {
    expect(installNeeded(project('{"a":1}'))).toBe(true);
  });

  it('is false when only the lock file is newer, not different, once an install was recorded', () => {
    const root = project('{"a":1}');
    installed(root);
    recordInstall(root);
    touchLock(root, 60);
    expect(installNeeded(root)).toBe(false);
  });

  it('is true when the lock file changed since the recorded install', () => {
    const root = project('{"a":1}');
    installed(root);
    recordInstall(root);
    fs.writeFileSync(path.join(root, 'package-lock.json'), '{"a":2}');
    expect(installNeeded(root)).toBe(true);
  });

  it('takes a plain npm ci made after the lock file as an install, and records it', () => {
    const root = project('{"a":1}');
    touchLock(root, -60);
    installed(root);
    expect(installNeeded(root)).toBe(false);
    expect(fs.existsSync(installStampPath(root))).toBe(true);
    // From then on the content decides, whatever the times.
    touchLock(root, 60);
    expect(installNeeded(root)).toBe(false);
  });

  it('is true for an unrecorded install older than the lock file', () => {
    const root = project('{"a":1}');
    installed(root);
    touchLock(root, 60);
    expect(installNeeded(root)).toBe(true);
  });
});
