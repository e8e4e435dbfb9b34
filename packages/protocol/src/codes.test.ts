import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, errorMessage } from './codes';

describe('error table', () => {
  it('README table agrees with codes.ts row by row', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const rows = readme
      .split('\n')
      .map((line) => /^\| (\d+) \| ([A-Z0-9_]+) \| (.+) \|$/.exec(line))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[2], { code: Number(m[1]), message: m[3] }] as const);
    expect(Object.fromEntries(rows)).toEqual(ERROR_CODES);
  });

  it('one message per code', () => {
    const byCode = new Map<number, string>();
    for (const row of Object.values(ERROR_CODES)) {
      const seen = byCode.get(row.code);
      if (seen !== undefined) expect(seen).toBe(row.message);
      byCode.set(row.code, row.message);
    }
    expect(errorMessage(2996)).toBe('over frequency limit');
    expect(errorMessage(123456)).toBe('error 123456');
  });
});
