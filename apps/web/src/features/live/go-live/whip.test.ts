import { describe, expect, it } from 'vitest';
import { failureOf } from './whip';

describe('failureOf', () => {
  it('tells a refused key, a busy key and an unsupported offer apart', () => {
    expect(failureOf(401)).toBe('key');
    expect(failureOf(403)).toBe('key');
    expect(failureOf(409)).toBe('busy');
    expect(failureOf(415)).toBe('codec');
    expect(failureOf(503)).toBe('server');
    expect(failureOf(404)).toBe('network');
  });
});
