import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFlv, startHarness, waitFor } from './harness';
import { whipClient } from './whip-client';
import { whipRemuxArgs } from '../src/whip/rtp-sdp';

type Harness = Awaited<ReturnType<typeof startHarness>>;

describe('WHIP ingest (WebRTC from a browser)', () => {
  let h: Harness;
  const key = 'whip-key-000000001';

  beforeAll(async () => {
    h = await startHarness();
    h.api.keys.set(key, { streamName: 'room-3', roomId: 3, record: false });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('authorises the key, copies the H.264 into the hub, and FLV and HLS play', async () => {
    const client = await whipClient(`${h.base}/whip`, key, 12);
    expect(client.status).toBe(201);
    expect(client.location).toMatch(/^whip\/session\//);
    expect(h.api.callsTo('/internal/media/publish')[0]!.body).toMatchObject({
      streamKey: key,
      protocol: 'whip',
    });
    const stream = await waitFor(() => h.server.hub.get('room-3'));
    await waitFor(() => stream.hasKeyframe, 15_000);
    expect(stream.codecs).toEqual({ video: 'h264', audio: 'aac' });
    const flv = await readFlv(`${h.base}/live/room-3.flv`, 1500);
    expect(flv.subarray(0, 3).toString()).toBe('FLV');
    expect(flv.length).toBeGreaterThan(3000);
    // One WHIP remuxer, and it copies the video (whipRemuxArgs: -c:v copy, Opus to AAC only).
    expect(h.server.runner.list().filter((c) => c.role === 'whip')).toHaveLength(1);
    expect(whipRemuxArgs('x.sdp', true).join(' ')).toContain('-c:v copy');
    const playlist = await waitFor(async () => {
      const res = await fetch(`${h.base}/live/room-3/index.m3u8`);
      const text = res.status === 200 ? await res.text() : '';
      return text.includes('#EXTINF') ? text : null;
    }, 15_000);
    expect(playlist).toContain('#EXT-X-PROGRAM-DATE-TIME');
    const del = await fetch(`${h.base}/${client.location}`, { method: 'DELETE' });
    expect(del.status).toBe(200);
    await waitFor(() => h.api.callsTo('/internal/media/unpublish').length === 1);
    expect(h.api.callsTo('/internal/media/unpublish')[0]!.body).toEqual({
      streamName: 'room-3',
      reason: 'ended',
    });
    await client.stop();
  });

  it('refuses a wrong key with 403 and a clear code', async () => {
    const client = await whipClient(`${h.base}/whip`, 'whip-wrong-0000001', 1);
    expect(client.status).toBe(403);
    expect(JSON.parse(client.body)).toMatchObject({ status: 4030 });
    expect(h.server.hub.get('room-3')).toBeUndefined();
  });
});
