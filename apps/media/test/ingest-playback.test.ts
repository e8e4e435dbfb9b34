import { readFile, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushTestPattern, readFlv, startHarness, waitFor } from './harness';

type Harness = Awaited<ReturnType<typeof startHarness>>;

describe('RTMP ingest, HTTP-FLV, HLS, recording and cover', () => {
  let h: Harness;
  const key = 'goodkey-0123456789';

  beforeAll(async () => {
    h = await startHarness({ recordSegmentSeconds: 2, heartbeatIntervalMs: 500 });
    h.api.keys.set(key, { streamName: 'room-7', roomId: 7, record: true });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('authorises the key through the signed API, serves FLV from a keyframe and HLS with program date time', async () => {
    const push = pushTestPattern(h.rtmpUrl(key), 6);
    await waitFor(() => h.server.hub.get('room-7'));
    const publish = h.api.callsTo('/internal/media/publish')[0]!;
    expect(publish.body).toMatchObject({
      streamKey: key,
      protocol: 'rtmp',
      remoteAddress: expect.stringContaining('127.0.0.1'),
    });

    await waitFor(() => h.server.hub.get('room-7')?.hasKeyframe);
    const flv = await readFlv(`${h.base}/live/room-7.flv`, 1500);
    expect(flv.subarray(0, 3).toString()).toBe('FLV');
    expect(flv.length).toBeGreaterThan(5000);
    // The first video tag after the codec header is a keyframe (GOP cache): tag type 9, frame type 1.
    let offset = 13;
    const videoFrames: number[] = [];
    while (offset + 11 < flv.length && videoFrames.length < 3) {
      const type = flv[offset]!;
      const size = flv.readUIntBE(offset + 1, 3);
      if (type === 9) videoFrames.push(flv[offset + 11]!);
      offset += 11 + size + 4;
    }
    expect(videoFrames[0]).toBe(0x17); // AVC sequence header (keyframe, codec 7)
    expect(videoFrames[1]).toBe(0x17); // first picture is a keyframe
    expect(
      (await fetch(`${h.base}/live/room-7.flv`, { method: 'OPTIONS' })).headers.get(
        'access-control-allow-origin',
      ),
    ).toBe('*');

    const playlist = await waitFor(async () => {
      const res = await fetch(`${h.base}/live/room-7/index.m3u8`);
      const text = res.status === 200 ? await res.text() : '';
      return text.includes('#EXTINF') ? { text, cors: res.headers.get('access-control-allow-origin') } : null;
    });
    expect(playlist.cors).toBe('*');
    expect(playlist.text).toContain('#EXT-X-PROGRAM-DATE-TIME');
    const segment = playlist.text.split('\n').find((l) => l.endsWith('.ts'))!;
    const seg = await fetch(`${h.base}/live/room-7/${segment}`);
    expect(seg.status).toBe(200);
    expect(Buffer.from(await seg.arrayBuffer())[0]).toBe(0x47); // MPEG-TS sync byte

    const cover = await waitFor(async () => {
      const res = await fetch(`${h.base}/covers/room-7.jpg`);
      return res.status === 200 ? Buffer.from(await res.arrayBuffer()) : null;
    });
    expect(cover.subarray(0, 2).toString('hex')).toBe('ffd8'); // JPEG

    // The heartbeat lists the live stream with its viewers, so the API can reconcile after a crash.
    const beat = await waitFor(() =>
      h.api
        .callsTo('/internal/media/heartbeat')
        .find((c) => JSON.stringify(c.body).includes('"streamName":"room-7"')),
    );
    expect(beat.body.streams).toEqual([
      {
        streamName: 'room-7',
        startedAt: expect.any(Number),
        viewers: { flv: expect.any(Number), hls: expect.any(Number) },
      },
    ]);
    expect(await push.exited).toBe(0);
    await waitFor(() => h.api.callsTo('/internal/media/unpublish').length === 1);
    expect(h.api.callsTo('/internal/media/unpublish')[0]!.body).toEqual({
      streamName: 'room-7',
      reason: 'ended',
    });
    expect(h.server.hub.get('room-7')).toBeUndefined();

    // The recording: closed segments reported to the API, files on disk, each with its cover.
    const recordings = await waitFor(() => {
      const calls = h.api.callsTo('/internal/media/recording');
      return calls.length >= 2 ? calls : null;
    });
    const dir = join(h.server.config.recordingsDir);
    for (const call of recordings) {
      expect(call.body).toMatchObject({ streamName: 'room-7', roomId: 7 });
      const file = join(dir, String(call.body.file));
      expect((await stat(file)).size).toBe(call.body.bytes);
      expect((await readFile(file))[0]).toBe(0x47);
    }
    const total = recordings.reduce((sum, c) => sum + Number(c.body.durationMs), 0);
    expect(total).toBeGreaterThan(4000);
    expect((await readdir(join(dir, 'room-7'))).some((f) => f.endsWith('.jpg'))).toBe(true);
    // No stream key in any file name.
    expect((await readdir(join(dir, 'room-7'))).join(' ')).not.toContain(key);
    expect(h.api.badSignatures).toBe(0);
  });

  it('refuses a wrong key with a clear RTMP error and reports nothing live', async () => {
    const push = pushTestPattern(h.rtmpUrl('wrong-key-000000'), 3);
    const code = await push.exited;
    expect(code).not.toBe(0);
    expect(h.server.hub.list()).toHaveLength(0);
    const refused = h.api
      .callsTo('/internal/media/publish')
      .filter((c) => c.body.streamKey === 'wrong-key-000000');
    expect(refused).toHaveLength(1);
    expect((await fetch(`${h.base}/live/room-7.flv`)).status).toBe(404);
  });
});
