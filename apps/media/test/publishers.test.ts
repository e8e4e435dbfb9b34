import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedHeaders } from '@tifo/media-contract';
import { SECRET, pushTestPattern, readFlv, startHarness, waitFor } from './harness';

type Harness = Awaited<ReturnType<typeof startHarness>>;

describe('publishers: second publisher, kick, drop and return', () => {
  let h: Harness;
  const key = 'anchor-key-0000001';

  beforeAll(async () => {
    h = await startHarness();
    h.api.keys.set(key, { streamName: 'room-1', roomId: 1, record: false });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('refuses a second publisher on a live key and keeps the first one up', async () => {
    const first = pushTestPattern(h.rtmpUrl(key), 8);
    const stream = await waitFor(() => h.server.hub.get('room-1'));
    await waitFor(() => stream.hasKeyframe);
    const second = pushTestPattern(h.rtmpUrl(key), 3);
    expect(await second.exited).not.toBe(0);
    // The media service refused it itself: the API was asked only once.
    expect(h.api.callsTo('/internal/media/publish')).toHaveLength(1);
    expect(h.server.hub.get('room-1')).toBe(stream);
    const flv = await readFlv(`${h.base}/live/room-1.flv`, 1000);
    expect(flv.length).toBeGreaterThan(3000);
    expect(h.api.callsTo('/internal/media/unpublish')).toHaveLength(0);
    first.child.kill('SIGKILL');
    await first.exited;
    await waitFor(() => h.api.callsTo('/internal/media/unpublish').length === 1);
    expect(h.api.callsTo('/internal/media/unpublish')[0]!.body).toEqual({
      streamName: 'room-1',
      reason: 'dropped',
    });
  });

  it('a dropped stream returns under the same name and FLV flows again', async () => {
    const again = pushTestPattern(h.rtmpUrl(key), 4);
    const stream = await waitFor(() => h.server.hub.get('room-1'));
    await waitFor(() => stream.hasKeyframe);
    const flv = await readFlv(`${h.base}/live/room-1.flv`, 800);
    expect(flv.subarray(0, 3).toString()).toBe('FLV');
    expect(flv.length).toBeGreaterThan(2000);
    await again.exited;
  });

  it('the API kicks a publisher with a signed call; unsigned calls are refused', async () => {
    const push = pushTestPattern(h.rtmpUrl(key), 8);
    await waitFor(() => h.server.hub.get('room-1'));
    const body = JSON.stringify({ streamName: 'room-1' });
    const unsigned = await fetch(`${h.base}/internal/streams/kick`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(unsigned.status).toBe(401);
    expect(((await unsigned.json()) as { status: number }).status).toBe(4010);
    const listed = await fetch(`${h.base}/internal/streams`, {
      headers: signedHeaders(SECRET, 'GET', '/internal/streams', ''),
    });
    const listedBody = (await listed.json()) as { data: { streams: unknown[] } };
    expect(listedBody.data.streams[0]).toMatchObject({
      streamName: 'room-1',
      viewers: { flv: 0, hls: 0 },
    });
    const kicked = await fetch(`${h.base}/internal/streams/kick`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...signedHeaders(SECRET, 'POST', '/internal/streams/kick', body),
      },
      body,
    });
    expect(kicked.status).toBe(200);
    expect(await push.exited).not.toBe(0);
    expect(h.server.hub.get('room-1')).toBeUndefined();
    await waitFor(() => h.api.callsTo('/internal/media/unpublish').some((c) => c.body.reason === 'kicked'));
  });

  it('ends a stream whose codec is not H.264 with a clear error (4150)', async () => {
    const before = h.api.callsTo('/internal/media/unpublish').length;
    const push = pushTestPattern(h.rtmpUrl(key), 3, ['-c:v', 'flv1']);
    expect(await push.exited).not.toBe(0);
    await waitFor(() => h.api.callsTo('/internal/media/unpublish').length === before + 1);
    expect(h.api.callsTo('/internal/media/unpublish').at(-1)!.body).toEqual({
      streamName: 'room-1',
      reason: 'kicked',
    });
    expect(h.server.hub.get('room-1')).toBeUndefined();
  });

  it('serves /metrics only to direct loopback requests', async () => {
    const direct = await fetch(`${h.base}/metrics`);
    expect(direct.status).toBe(200);
    expect(await direct.text()).toContain('media_publish_refusals_total{code="4090"} 1');
    const relayed = await fetch(`${h.base}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(relayed.status).toBe(403);
    expect(((await relayed.json()) as { status: number }).status).toBe(4031);
  });

  it('starts the SD rendition on its first viewer and stops it after the last leaves', async () => {
    const push = pushTestPattern(h.rtmpUrl(key), 12);
    const source = await waitFor(() => h.server.hub.get('room-1'));
    await waitFor(() => source.hasKeyframe);
    expect(h.server.runner.list().filter((c) => c.role === 'sd')).toHaveLength(0);
    const flv = await readFlv(`${h.base}/live/room-1_sd.flv`, 3000);
    expect(flv.subarray(0, 3).toString()).toBe('FLV');
    expect(flv.length).toBeGreaterThan(3000);
    expect(h.server.renditions.list()).toEqual(['room-1_sd']);
    // The viewer left: after the linger (1 s in tests) the transcoder is gone.
    await waitFor(() => h.server.runner.list().every((c) => c.role !== 'sd'), 8000);
    expect(h.server.hub.get('room-1_sd')).toBeUndefined();
    // An HLS viewer starts it again; the playlist waits for the first SD segment.
    const res = await fetch(`${h.base}/live/room-1_sd/index.m3u8`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('#EXT-X-PROGRAM-DATE-TIME');
    expect(h.server.renditions.list()).toEqual(['room-1_sd']);
    // HLS viewers time out (2 s in tests), then the linger.
    await waitFor(() => h.server.renditions.list().length === 0, 8000);
    push.child.kill('SIGKILL');
    await push.exited;
  });
});
