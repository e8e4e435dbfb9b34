import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFlv, startHarness, waitFor } from './harness';

type Harness = Awaited<ReturnType<typeof startHarness>>;

const KEY = 'demo-key-000000001';
const OTHER_KEY = 'demo-key-000000002';

function matchEntry(key: string, matchId: number, uid = 9001) {
  return {
    anchorUid: uid,
    streamKey: key,
    kind: 'match',
    title: 'Demo derby',
    match: {
      id: matchId,
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
  };
}

/** Every process under this one, with its command line (what any user of the host can read in /proc). */
function descendantCommandLines(): string[] {
  const parents = new Map<number, number>();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      parents.set(Number(d), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // ended meanwhile
    }
  }
  const tree = [process.pid];
  for (let i = 0; i < tree.length; i++) {
    for (const [pid, ppid] of parents) if (ppid === tree[i]) tree.push(pid);
  }
  return tree.slice(1).flatMap((pid) => {
    try {
      return [readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ')];
    } catch {
      return [];
    }
  });
}

describe('demo anchors follow the API plan', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness({ demoPollMs: 500, demoStaleMs: 4000 });
    h.api.keys.set(KEY, { streamName: 'room-42', roomId: 42, record: false });
    h.api.keys.set(OTHER_KEY, { streamName: 'room-43', roomId: 43, record: false });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('retries a plan the API answers slowly or refuses, then broadcasts its entry with the key in no command line', async () => {
    // A loaded API: the plan takes longer than the 5 s of ordinary calls, then it is refused for a while.
    h.api.demoPlan = [matchEntry(KEY, 5)];
    h.api.demoPlanDelayMs = 6500;
    const stream = await waitFor(() => h.server.hub.get('room-42'), 25_000).finally(
      () => (h.api.demoPlanDelayMs = 0),
    );
    await waitFor(() => stream.hasKeyframe, 10_000);
    expect(h.api.callsTo('/internal/media/publish').at(-1)!.body).toMatchObject({
      streamKey: KEY,
      protocol: 'demo',
    });
    const flv = await readFlv(`${h.base}/live/room-42.flv`, 1500);
    expect(flv.length).toBeGreaterThan(3000);
    expect(h.server.demo!.active()).toEqual([{ anchorUid: '9001', stream: 'room-42' }]);
    // No encoder runs for it, and no process on the host shows the key (the HLS packager does run).
    expect(h.server.runner.list().map((c) => c.role)).not.toContain('demo');
    const lines = descendantCommandLines();
    expect(lines.some((l) => l.includes('ffmpeg'))).toBe(true);
    expect(lines.filter((l) => l.includes(KEY))).toEqual([]);
  }, 60_000);

  it('moves to the match the plan gives its anchor, and ends with its match', async () => {
    h.api.demoPlanDelayMs = 0;
    h.api.demoPlan = [matchEntry(KEY, 5)];
    const first = await waitFor(() => h.server.hub.get('room-42'), 15_000);
    // The engine's match ended and the plan gives the anchor another: a new broadcast, not the old one going on.
    h.api.demoPlan = [matchEntry(KEY, 6)];
    await waitFor(() => {
      const now = h.server.hub.get('room-42');
      return now && now !== first && now.hasKeyframe;
    }, 15_000);
    expect(h.api.callsTo('/internal/media/unpublish').map((c) => c.body)).toContainEqual({
      streamName: 'room-42',
      reason: 'ended',
    });
    // Final whistle: the entry leaves the plan, the broadcast ends.
    h.api.demoPlan = [];
    await waitFor(() => h.server.hub.get('room-42') === undefined, 10_000);
    expect(h.server.demo!.active()).toEqual([]);
    await waitFor(() =>
      h.api
        .callsTo('/internal/media/unpublish')
        .some((c, i) => i > 0 && (c.body as { streamName: string }).streamName === 'room-42'),
    );
  }, 40_000);

  it('ends every broadcast when the plan stays unavailable, and comes back with it', async () => {
    h.api.demoPlanDelayMs = 0;
    h.api.demoPlan = [matchEntry(OTHER_KEY, 7, 9002)];
    await waitFor(() => h.server.hub.get('room-43')?.hasKeyframe, 15_000);
    // The API can no longer say which matches are played: the rooms must not stay live on stale matches.
    h.api.demoPlanStatus = 5000;
    await waitFor(() => h.server.hub.get('room-43') === undefined, 10_000);
    expect(h.server.demo!.active()).toEqual([]);
    h.api.demoPlanStatus = 0;
    await waitFor(() => h.server.hub.get('room-43')?.hasKeyframe, 15_000);
  }, 40_000);
});
