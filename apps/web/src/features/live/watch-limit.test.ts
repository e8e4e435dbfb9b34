import { describe, expect, it } from 'vitest';
import { readWatch, watchLimitSeconds, writeWatch } from './watch-limit';

const config = { room_video_play_sec: 300, room_video_play_flogin_sec: '1800' };

describe('watchLimitSeconds', () => {
  it('gives guests room_video_play_sec, and room_video_play_flogin_sec after a first login', () => {
    expect(watchLimitSeconds(config, { loggedIn: false, loggedInOnce: false })).toBe(300);
    expect(watchLimitSeconds(config, { loggedIn: false, loggedInOnce: true })).toBe(1800);
  });

  it('has no limit for logged-in viewers, without a config, or for 0', () => {
    expect(watchLimitSeconds(config, { loggedIn: true, loggedInOnce: true })).toBeNull();
    expect(watchLimitSeconds(undefined, { loggedIn: false, loggedInOnce: false })).toBeNull();
    expect(
      watchLimitSeconds({ room_video_play_sec: 0 }, { loggedIn: false, loggedInOnce: false }),
    ).toBeNull();
  });
});

describe('watch record', () => {
  it('round-trips and ignores garbage', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    } as unknown as Storage;
    expect(readWatch('pq8', storage)).toEqual({ seconds: 0, loggedInOnce: false });
    writeWatch('pq8', { seconds: 42, loggedInOnce: true }, storage);
    expect(readWatch('pq8', storage)).toEqual({ seconds: 42, loggedInOnce: true });
    for (const k of store.keys()) store.set(k, '{"seconds":"x"}');
    expect(readWatch('pq8', storage)).toEqual({ seconds: 0, loggedInOnce: false });
  });
});
