// Which streams are live: the rooms the API lists as live whose HLS playlist the media service serves.
import type { Stack } from './stack';

interface RoomList {
  status: number;
  data: { list: Array<{ stream_name: string }> };
}

async function mediaStreamCount(stack: Stack): Promise<number> {
  const res = await fetch(`${stack.mediaUrl}/healthz`);
  return ((await res.json()) as { data: { streams: number } }).data.streams;
}

async function liveWithPlaylist(stack: Stack): Promise<string[]> {
  const res = await fetch(`${stack.baseUrl}/api/live/getRealLives?size=50`);
  const rooms = ((await res.json()) as RoomList).data.list.map((r) => r.stream_name);
  const ready = await Promise.all(
    rooms.map(async (name) => {
      const r = await fetch(`${stack.mediaUrl}/live/${name}/index.m3u8`).catch(() => null);
      await r?.arrayBuffer();
      return r?.ok ? name : null;
    }),
  );
  return ready.filter((n): n is string => n !== null).sort();
}

/**
 * Waits until at least `count` streams are live and packaged (with `exact`, until the media service holds
 * exactly `count`, e.g. after the bench's own push stopped). Returns the live stream names.
 */
export async function waitForDemoStreams(
  stack: Stack,
  count: number,
  timeoutMs: number,
  exact = false,
): Promise<string[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const names = await liveWithPlaylist(stack).catch(() => []);
    const held = await mediaStreamCount(stack).catch(() => -1);
    if (exact ? held === count && names.length >= count : names.length >= count) return names;
    if (Date.now() > until) {
      throw new Error(
        `wanted ${exact ? 'exactly ' : ''}${count} live streams, have ${names.length} (media holds ${held})`,
      );
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
}
