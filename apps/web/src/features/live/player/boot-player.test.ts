import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BOOT_TTL_MS,
  adoptBootVideo,
  bootPlayerPlays,
  claimBootEngine,
  releaseBootPlayer,
  startBootPlayer,
} from './boot-player';
import type { EngineFailure } from './engines';

type OnFail = (why: EngineFailure, detail: string) => void;

/** A picture started as room-boot.ts starts it; `fail` reports an engine failure. */
function started(url = '/live/a.flv') {
  const video = document.createElement('video');
  const holder = document.createElement('div');
  holder.appendChild(video);
  document.body.appendChild(holder);
  const destroy = vi.fn();
  let fail: OnFail = () => undefined;
  startBootPlayer(video, holder, url, (onFail) => {
    fail = onFail;
    return Promise.resolve({ destroy });
  });
  return { video, holder, destroy, fail: (why: EngineFailure) => fail(why, 'test') };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('the picture started before the app', () => {
  beforeEach(() => releaseBootPlayer());
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('is adopted by the player and keeps its engine, which the player then owns', async () => {
    const boot = started();
    expect(bootPlayerPlays('/live/a.flv')).toBe(true);
    const slot = document.createElement('div');
    document.body.appendChild(slot);
    expect(adoptBootVideo(slot)).toBe(boot.video);
    expect(boot.video.parentElement).toBe(slot);
    expect(boot.holder.isConnected).toBe(false);
    // Adopted once: a second player makes its own video.
    expect(adoptBootVideo(document.createElement('div'))).toBeNull();
    const failures: EngineFailure[] = [];
    const engine = claimBootEngine(boot.video, '/live/a.flv', (why) => failures.push(why));
    expect(engine).not.toBeNull();
    expect(bootPlayerPlays('/live/a.flv')).toBe(false);
    // Failures now go to the player, which decides what to do.
    boot.fail('network');
    expect(failures).toEqual(['network']);
    releaseBootPlayer();
    await settle();
    expect(boot.destroy).not.toHaveBeenCalled();
    engine!.destroy();
    await settle();
    expect(boot.destroy).toHaveBeenCalledOnce();
  });

  it('is stopped when the player plays something else on it, or on another element', async () => {
    const boot = started();
    const slot = document.createElement('div');
    adoptBootVideo(slot);
    expect(claimBootEngine(boot.video, '/live/a_sd.flv', () => undefined)).toBeNull();
    await settle();
    expect(boot.destroy).toHaveBeenCalledOnce();
    const other = started();
    expect(claimBootEngine(document.createElement('video'), '/live/a.flv', () => undefined)).toBeNull();
    await settle();
    expect(other.destroy).toHaveBeenCalledOnce();
    expect(other.holder.isConnected).toBe(false);
  });

  it('is stopped, video and all, when it fails before the player claims it', async () => {
    const boot = started();
    boot.fail('media');
    await settle();
    expect(boot.destroy).toHaveBeenCalledOnce();
    expect(boot.video.isConnected).toBe(false);
    expect(adoptBootVideo(document.createElement('div'))).toBeNull();
    expect(claimBootEngine(boot.video, '/live/a.flv', () => undefined)).toBeNull();
  });

  it('is stopped when nobody claims it in time, and when a pre-roll or the login wall comes first', async () => {
    vi.useFakeTimers();
    const late = started();
    vi.advanceTimersByTime(BOOT_TTL_MS);
    await vi.runAllTimersAsync();
    expect(late.destroy).toHaveBeenCalledOnce();
    expect(late.holder.isConnected).toBe(false);
    vi.useRealTimers();
    const walled = started();
    releaseBootPlayer();
    await settle();
    expect(walled.destroy).toHaveBeenCalledOnce();
  });

  it('plays one room at a time: a second start stops the first', async () => {
    const first = started('/live/a.flv');
    const second = started('/live/b.flv');
    await settle();
    expect(first.destroy).toHaveBeenCalledOnce();
    expect(second.destroy).not.toHaveBeenCalled();
    expect(bootPlayerPlays('/live/b.flv')).toBe(true);
  });
});
