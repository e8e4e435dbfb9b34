import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseKey } from './kinds';
import type { ObjectStore } from './object-store';
import { signPut } from './signing';
import type { PutGrant } from './signing';

/** The route local objects are PUT to and read from. */
export const OBJECT_ROUTE = '/api/storage/object/';

/**
 * Objects as files under one folder. Keys are checked against the server's own key pattern before any path is
 * built, so `..`, absolute paths and encoded separators never reach the file system.
 */
export class LocalStore implements ObjectStore {
  readonly mode = 'local' as const;

  constructor(
    private readonly dir: string,
    private readonly secret: string,
    private readonly publicBase: string,
  ) {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  }

  /** The file of a key, or null for anything that is not a key this server makes. */
  fileOf(key: string): string | null {
    if (!parseKey(key)) return null;
    const file = path.join(this.dir, ...key.split('/'));
    // Belt and braces: the pattern already excludes every way out of the folder.
    return file.startsWith(this.dir + path.sep) ? file : null;
  }

  // The expiry is inside the grant (signed); the TTL that made it is not needed again.
  async presignPut(grant: PutGrant, _ttlSeconds?: number): Promise<string> {
    return `${this.publicUrl(grant.key)}?${signPut(this.secret, grant)}`;
  }

  publicUrl(key: string): string {
    return `${this.publicBase}${OBJECT_ROUTE}${key}`;
  }

  async size(key: string): Promise<number | null> {
    const file = this.fileOf(key);
    const stat = file ? await fs.promises.stat(file).catch(() => null) : null;
    return stat?.isFile() ? stat.size : null;
  }

  async head(key: string, length: number): Promise<Buffer | null> {
    const file = this.fileOf(key);
    if (!file) return null;
    const handle = await fs.promises.open(file, 'r').catch(() => null);
    if (!handle) return null;
    try {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  async withFile<T>(key: string, use: (file: string) => Promise<T>): Promise<T> {
    const file = this.fileOf(key);
    if (!file) throw new Error(`not a storage key: ${key}`);
    return use(file);
  }

  async read(key: string): Promise<Buffer | null> {
    const file = this.fileOf(key);
    if (!file) return null;
    return fs.promises.readFile(file).catch(() => null);
  }

  async write(key: string, body: Buffer): Promise<void> {
    const file = this.fileOf(key);
    if (!file) throw new Error(`not a storage key: ${key}`);
    await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    const temp = `${file}.${randomBytes(6).toString('hex')}.part`;
    await fs.promises.writeFile(temp, body, { mode: 0o600 });
    await fs.promises.rename(temp, file);
  }

  async remove(key: string): Promise<void> {
    const file = this.fileOf(key);
    if (file) await fs.promises.rm(file, { force: true });
  }
}
