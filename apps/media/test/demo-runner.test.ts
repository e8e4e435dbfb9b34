import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFlv, startHarness, waitFor } from './harness';

type Harness = Awaited<ReturnType<typeof startHarness>>;

describe('demo anchors follow the API plan', () => {
  let h: Harness;
  const key = 'demo-key-000000001';

  beforeAll(async () => {
    h = await startHarness({ demoPollMs: 500 });
    h.api.keys.set(key, { streamName: 'room-42', roomId: 42, record: false });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('starts an RTMP push for a plan entry, updates its overlay, and stops it when the entry leaves', async () => {
    h.api.demoPlan = [
      {
        anchorUid: 9001,
        streamKey: key,
        kind: 'match',
        title: 'Demo derby',
        match: {
          id: 5,
          sportId: 1,
          home: 'Home FC',
          away: 'Away FC',
          homeScore: 0,
          awayScore: 0,
          clock: 12,
          period: '1H',
          status: 'live',
          events: [],
        },
      },
    ];
    // The push goes through the ingest like OBS: the API authorises its key.
    const stream = await waitFor(() => h.server.hub.get('room-42'), 15_000);
    await waitFor(() => stream.hasKeyframe, 10_000);
    expect(h.api.callsTo('/internal/media/publish').at(-1)!.body).toMatchObject({
      streamKey: key,
      protocol: 'rtmp',
    });
    const flv = await readFlv(`${h.base}/live/room-42.flv`, 1500);
    expect(flv.length).toBeGreaterThan(3000);
    expect(h.server.demo!.active()).toEqual([{ anchorUid: '9001', pid: expect.any(Number) }]);

    // A goal arrives in the plan: the overlay file changes (ffmpeg reloads it every frame).
    const { readFile } = await import('node:fs/promises');
    const { join } = await import('node:path');
    const overlayDir = join(h.server.config.mediaDir, 'demo', '9001');
    h.api.demoPlan = [
      {
        anchorUid: 9001,
        streamKey: key,
        kind: 'match',
        title: 'Demo derby',
        match: {
          id: 5,
          sportId: 1,
          home: 'Home FC',
          away: 'Away FC',
          homeScore: 1,
          awayScore: 0,
          clock: 13,
          period: '1H',
          status: 'live',
          events: [{ minute: 13, kind: 'goal', side: 'home', text: 'Nine' }],
        },
      },
    ];
    await waitFor(async () =>
      (await readFile(join(overlayDir, 'caption.txt'), 'utf8').catch(() => '')).includes('GOAL'),
    );
    expect(await readFile(join(overlayDir, 'score.txt'), 'utf8')).toBe('Home FC  1 - 0  Away FC');

    // Final whistle: the entry leaves the plan, the push stops, the stream ends.
    h.api.demoPlan = [];
    await waitFor(() => h.server.hub.get('room-42') === undefined, 10_000);
    expect(h.server.demo!.active()).toEqual([]);
    // The stream ends when ffmpeg's connection closes; the process itself may take a moment longer to exit.
    await waitFor(() => h.server.runner.list().filter((c) => c.role === 'demo').length === 0, 5_000);
    await waitFor(() => h.api.callsTo('/internal/media/unpublish').length === 1);
    expect(h.api.callsTo('/internal/media/unpublish')[0]!.body).toEqual({
      streamName: 'room-42',
      reason: 'ended',
    });
  });
});
