import { describe, expect, it } from 'vitest';
import { loggablePath } from './guards';

describe('loggablePath', () => {
  it('masks WHIP keys and session ids and drops the query', () => {
    expect(loggablePath('/whip/sk_live_123?x=1')).toBe('/whip/***');
    expect(loggablePath('/WHIP/sk_live_123')).toBe('/WHIP/***');
    expect(loggablePath('/whip/session/abc')).toBe('/whip/session/***');
    expect(loggablePath('/whip')).toBe('/whip');
    expect(loggablePath('/live/room-1.flv?t=1')).toBe('/live/room-1.flv');
  });
});
