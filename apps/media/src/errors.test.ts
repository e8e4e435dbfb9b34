import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEDIA_ERROR_CODES, MediaError } from './errors';

describe('media error codes', () => {
  it('are unique and every one is documented in the README table', () => {
    const codes = Object.values(MEDIA_ERROR_CODES).map((r) => r.code);
    expect(new Set(codes).size).toBe(codes.length);
    const readme = readFileSync(join(import.meta.dirname, '..', 'README.md'), 'utf8');
    for (const [name, row] of Object.entries(MEDIA_ERROR_CODES)) {
      expect(readme).toMatch(new RegExp(`\\| \`${row.code}\` \\| \`${name}\` \\| ${row.http} \\|`));
    }
  });

  it('carries the code and HTTP status of its row', () => {
    const e = new MediaError('STREAM_BUSY');
    expect([e.code, e.httpStatus, e.message]).toEqual([4090, 409, 'This stream key is already live']);
  });
});
