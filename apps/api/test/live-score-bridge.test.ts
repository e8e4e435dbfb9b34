import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestImServer } from './im-server';
import { Chat } from '@tifo/chat';
import { ImAdminClient } from '../src/modules/messaging/im-admin-client';
import {
  LIVE_SCORE_GROUP,
  LiveScoreBridge,
  MATCH_CHANGE_ACTION,
} from '../src/modules/messaging/live-score-bridge';

// The live-score path end to end: engine change -> bridge -> messaging service -> an anonymous SDK viewer.
describe('live score bridge', () => {
  let server: Awaited<ReturnType<typeof startTestImServer>>;
  const log = pino({ level: 'silent' });

  beforeAll(async () => {
    server = await startTestImServer();
  });

  afterAll(async () => {
    await server?.close();
  });

  it('delivers batched match changes to a viewer of the live-score room, newest state per match', async () => {
    const client = new ImAdminClient({
      baseUrl: server.baseUrl,
      secret: 'shared',
      sdkAppID: 1400000001,
      log,
    });
    const bridge = new LiveScoreBridge(client, log, 20);
    expect(await bridge.ensureRoom()).toBe(true);
    expect(await bridge.ensureRoom()).toBe(true); // the room already exists: still usable

    const viewer = Chat.create({
      SDKAppID: 1400000001,
      server: `${server.publicUrl.replace('http', 'ws')}/im`,
    });
    const received: unknown[] = [];
    viewer.on(Chat.EVENT.MESSAGE_RECEIVED, (event) => {
      for (const message of event.data) {
        const payload = message.payload as { data?: string };
        if (payload.data) received.push(JSON.parse(payload.data));
      }
    });
    await viewer.joinGroup({ groupID: LIVE_SCORE_GROUP });

    const base = { sport_id: 1 as const, time: 1000, events: [] };
    bridge.push({ ...base, match_id: 5, status: 2, home_score: 0, away_score: 0, reasons: ['status'] });
    bridge.push({ ...base, match_id: 5, status: 2, home_score: 1, away_score: 0, reasons: ['score'] });
    bridge.push({ ...base, match_id: 6, status: 4, home_score: 2, away_score: 2, reasons: ['event'] });
    const deadline = Date.now() + 5000;
    while (received.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await viewer.destroy();
    bridge.close();

    expect(received).toHaveLength(1);
    expect(received[0]).toEqual({
      action: MATCH_CHANGE_ACTION,
      changes: [
        {
          match_id: 5,
          sport_id: 1,
          status: 2,
          home_score: 1,
          away_score: 0,
          time: 1000,
          reasons: ['status', 'score'],
        },
        { match_id: 6, sport_id: 1, status: 4, home_score: 2, away_score: 2, time: 1000, reasons: ['event'] },
      ],
    });
  });
});
