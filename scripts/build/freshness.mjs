// Whether a build output is older than what it was built from. A build records the files it read (esbuild's
// metafile, or a list of folders) in `<dist>/.build-inputs.json`; the output is stale when it or that record is
// missing, or when one of those files, or the build scripts themselves, changed since the build began.
// Plain JavaScript with only Node's own modules: `npm start` asks before it knows whether the build tools exist.
import fs from 'node:fs';
import path from 'node:path';

/** The record's name inside an output folder. */
export const INPUTS_FILE = '.build-inputs.json';

/** The build scripts: a change to them makes every output stale. */
const BUILD_SCRIPTS = ['scripts/build'];

/**
 * The newest modification time under `target` (a file or a folder; node_modules and dist folders skipped),
 * 0 when it does not exist.
 * @param {string} target
 * @returns {number}
 */
export function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/**
 * Writes the record of a build that began at `startedAt` and read `inputs` (paths relative to `root`).
 * @param {string} root
 * @param {string} outDir
 * @param {number} startedAt
 * @param {string[]} inputs
 */
export function recordInputs(root, outDir, startedAt, inputs) {
  const record = { startedAt, inputs: [...new Set([...inputs, ...BUILD_SCRIPTS])].sort() };
  writeAtomically(path.join(outDir, INPUTS_FILE), `${JSON.stringify(record, null, 1)}\n`);
}

/**
 * Why `outDir` must be built again (a sentence), or null when it is up to date.
 * @param {string} root
 * @param {string} outDir
 * @param {string[]} outputs files inside outDir that must exist
 * @returns {string | null}
 */
export function staleReason(root, outDir, outputs) {
  const missing = outputs.find((file) => !fs.existsSync(path.join(outDir, file)));
  if (missing) return `${path.relative(root, path.join(outDir, missing))} is missing`;
  const recordFile = path.join(outDir, INPUTS_FILE);
  if (!fs.existsSync(recordFile)) return `${path.relative(root, recordFile)} is missing`;
  /** @type {{ startedAt: number, inputs: string[] }} */
  const record = JSON.parse(fs.readFileSync(recordFile, 'utf8'));
  for (const input of record.inputs) {
    const file = path.join(root, input);
    if (!fs.existsSync(file)) return `${input} is gone`;
    if (newestMtime(file) > record.startedAt) return `${input} changed`;
  }
  return null;
}

/**
 * Writes a file through a temporary name and a rename, so a process starting meanwhile, or a second build
 * running at the same time (two `npm start` in one checkout), never reads half a file.
 * @param {string} file
 * @param {string | Uint8Array} contents
 */
export function writeAtomically(file, contents) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(temporary, contents);
  fs.renameSync(temporary, file);
}
