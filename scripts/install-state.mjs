// Whether `npm start` must install the dependencies: decided by the lock file's content, not its time.
// A checkout, a `git worktree` or a copy gives package-lock.json a new modification time without changing it;
// judged by time, `npm start` then ran `npm ci`, which empties node_modules under every process using it.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Where the hash of the lock file of the last install is kept (inside node_modules: it goes with them). */
export function installStampPath(root) {
  return path.join(root, 'node_modules', '.tifo-lock-sha256');
}

function lockHash(root) {
  return createHash('sha256')
    .update(fs.readFileSync(path.join(root, 'package-lock.json')))
    .digest('hex');
}

/**
 * True when node_modules is missing or was installed from another lock file. An install made without
 * `npm start` (a plain `npm ci`) has no stamp yet: npm's own record of it, written after the lock file, is
 * taken as the proof, and the stamp is written then, so from there on only the content counts.
 */
export function installNeeded(root) {
  const npmRecord = path.join(root, 'node_modules', '.package-lock.json');
  if (!fs.existsSync(npmRecord)) return true;
  const stamp = installStampPath(root);
  const hash = lockHash(root);
  if (fs.existsSync(stamp)) return fs.readFileSync(stamp, 'utf8').trim() !== hash;
  const lockTime = fs.statSync(path.join(root, 'package-lock.json')).mtimeMs;
  if (fs.statSync(npmRecord).mtimeMs < lockTime) return true;
  recordInstall(root);
  return false;
}

/** Writes the stamp after a successful install. */
export function recordInstall(root) {
  fs.writeFileSync(installStampPath(root), `${lockHash(root)}\n`);
}
