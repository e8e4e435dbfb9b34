import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';

/** Owner read and write only: the databases hold private messages. */
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates the database file owner-only before SQLite opens it (SQLite creates its -wal and -shm files with the
 * database file's mode), and narrows an existing file. chmod makes the mode independent of the process umask.
 * A missing directory is created owner-only too.
 */
export function preparePrivateDatabase(file: string): void {
  const dir = dirname(file);
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true, mode: 0o700 });
  closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
  chmodSync(file, PRIVATE_FILE_MODE);
}

/** Narrows the database's -wal and -shm files, when present, to owner-only. */
export function privateSidecars(file: string): void {
  for (const suffix of ['-wal', '-shm', '-journal']) {
    const path = `${file}${suffix}`;
    try {
      chmodSync(path, PRIVATE_FILE_MODE);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    }
  }
}
