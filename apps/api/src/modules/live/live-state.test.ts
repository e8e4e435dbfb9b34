import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases';
import { MEDIA_SECRET, createAnchor, mediaCall } from '../../../test/live-helpers';
import type { TestClock } from '../../../test/live-helpers';
import { SPORTS_NOW } from '../../../test/sports-helpers';
import { startTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { signMediaCall, verifyMediaCall } from '@tifo/media-contract';

/** A stand-in for the media service's kick endpoint that checks the API's signature like the media side does. */
async function fakeMedia(clock: TestClock) {
  const kicks: Array<{ path: string; body: unknown; signature: string | null }> = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const problem = verifyMediaCall(
        MEDIA_SECRET,
        {
          timestamp: req.headers['x-tifo-timestamp'],
          signature: req.headers['x-tifo-signature'],
          method: req.method ?? '',
          path: req.url ?? '',
          rawBody: raw,
        },
        clock.now,
      );
      kicks.push({ path: req.url ?? '', body: JSON.parse(raw || '{}'), signature: problem });
      res.writeHead(problem ? 401 : 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: problem ? 1 : 0, msg: '', data: null }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { kicks, server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

interface Room {
  state: string;
  session_id: number | null;
  viewers: number;
}

describe.each(testDatabases)('live state from the media service on $name', (database) => {
  let t: TestApp;
  const clock: TestClock = { now: SPORTS_NOW };
  let anchor: Awaited<ReturnType<typeof createAnchor>>;
  let media: Awaited<ReturnType<typeof fakeMedia>>;

  const room = async (id: number): Promise<Room> =>
    t.ctx.db.kysely
      .selectFrom('live_rooms')
      .select(['state', 'session_id', 'viewers'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const publish = (key: string) =>
    mediaCall<{ streamName: string; roomId: number; record: boolean }>(t, clock, '/internal/media/publish', {
      streamKey: key,
      protocol: 'rtmp',
      remoteAddress: '127.0.0.1',
      video: { codec: 'h264', width: 1280, height: 720, fps: 30 },
      audio: { codec: 'aac' },
    });

  beforeAll(async () => {
    media = await fakeMedia(clock);
    t = await startTestApp(database, { now: () => clock.now, env: { MEDIA_SECRET, MEDIA_URL: media.url } });
    anchor = await createAnchor(t, 'anchor1');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    media?.server.close();
  });

  it('refuses unsigned, wrongly signed, replayed-late and tampered calls with 401', async () => {
    const body = JSON.stringify({ streamKey: anchor.key, protocol: 'rtmp' });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/internal/media/publish',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json()).toMatchObject({ status: 1, code: 'FORBIDDEN' });
    const wrongSecret = await mediaCall(t, clock, '/internal/media/publish', JSON.parse(body), {
      secret: 'nope',
    });
    expect(wrongSecret.http).toBe(401);
    const stale = await mediaCall(t, clock, '/internal/media/publish', JSON.parse(body), {
      at: clock.now - 61_000,
    });
    expect(stale.http).toBe(401);
    const signature = signMediaCall(MEDIA_SECRET, clock.now, 'POST', '/internal/media/publish', body);
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/internal/media/publish',
      headers: {
        'content-type': 'application/json',
        'x-tifo-timestamp': String(clock.now),
        'x-tifo-signature': signature,
      },
      payload: body.replace('rtmp', 'whip'),
    });
    expect(tampered.statusCode).toBe(401);
    expect((await room(anchor.roomId)).state).toBe('offline');
  });

  it('answers signed bad input with status 1, never a 5xx', async () => {
    for (const [path, body] of [
      ['/internal/media/publish', { protocol: 'rtmp' }],
      ['/internal/media/publish', { streamKey: 'k', protocol: 'ftp' }],
      ['/internal/media/unpublish', { streamName: '../x', reason: 'ended' }],
      ['/internal/media/heartbeat', { streams: 'x' }],
      ['/internal/media/recording', { streamName: 'room-1', roomId: -1 }],
    ] as const) {
      const res = await mediaCall(t, clock, path, body);
      expect([res.http, res.status, res.code], path).toEqual([200, 1, 'INVALID_INPUT']);
    }
    const raw = '{"streams": [';
    const res = await t.app.inject({
      method: 'POST',
      url: '/internal/media/heartbeat',
      headers: {
        'content-type': 'application/json',
        'x-tifo-timestamp': String(clock.now),
        'x-tifo-signature': signMediaCall(MEDIA_SECRET, clock.now, 'POST', '/internal/media/heartbeat', raw),
      },
      payload: raw,
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ status: 1, code: 'INVALID_JSON' });
  });

  it('puts a room live on a publish with its key and refuses a wrong key', async () => {
    const wrong = await publish('sk_0000000000000000000000000000000000000000');
    expect(wrong.http).toBe(200);
    expect(wrong.status).not.toBe(0);
    const ok = await publish(anchor.key);
    expect(ok.status).toBe(0);
    expect(ok.data).toEqual({ streamName: `room-${anchor.roomId}`, roomId: anchor.roomId, record: true });
    const r = await room(anchor.roomId);
    expect(r.state).toBe('live');
    expect(r.session_id).not.toBeNull();
  });

  it('ends the live on unpublish "ended"', async () => {
    const res = await mediaCall(t, clock, '/internal/media/unpublish', {
      streamName: `room-${anchor.roomId}`,
      reason: 'ended',
    });
    expect(res.status).toBe(0);
    const r = await room(anchor.roomId);
    expect(r).toMatchObject({ state: 'offline', session_id: null });
    const session = await t.ctx.db.kysely
      .selectFrom('live_sessions')
      .selectAll()
      .where('room_id', '=', anchor.roomId)
      .executeTakeFirstOrThrow();
    expect(session.end_reason).toBe('ended');
    expect(session.ended_at).toBe(clock.now);
  });

  it('refuses the old key after a reset and accepts the new one', async () => {
    const reset = await t.post<{ rtmp: { key: string } }>('/api/live/resetStreamKey', {
      token: anchor.token,
    });
    expect(reset.status).toBe(0);
    expect(reset.data.rtmp.key).not.toBe(anchor.key);
    expect((await publish(anchor.key)).status).not.toBe(0);
    expect((await publish(reset.data.rtmp.key)).status).toBe(0);
    anchor.key = reset.data.rtmp.key;
  });

  it('keeps a dropped stream live, then away after 30 s without heartbeats, then offline', async () => {
    const stream = `room-${anchor.roomId}`;
    await mediaCall(t, clock, '/internal/media/heartbeat', {
      streams: [{ streamName: stream, startedAt: clock.now, viewers: { flv: 7, hls: 3 } }],
    });
    expect((await room(anchor.roomId)).viewers).toBe(10);
    const session = (await room(anchor.roomId)).session_id;
    await mediaCall(t, clock, '/internal/media/unpublish', { streamName: stream, reason: 'dropped' });
    expect((await room(anchor.roomId)).state).toBe('live');
    clock.now += 29_000;
    await mediaCall(t, clock, '/internal/media/heartbeat', { streams: [] });
    expect((await room(anchor.roomId)).state).toBe('live');
    clock.now += 2_000;
    await mediaCall(t, clock, '/internal/media/heartbeat', { streams: [] });
    expect((await room(anchor.roomId)).state).toBe('away');
    // The anchor comes back: the same session goes on.
    expect((await publish(anchor.key)).status).toBe(0);
    expect(await room(anchor.roomId)).toMatchObject({ state: 'live', session_id: session });
    // Then the media service dies: no heartbeat at all; the timer's reconcile does the work.
    clock.now += 31_000;
    expect(await t.app.live.state.reconcile()).toEqual({ away: 1, offline: 0 });
    clock.now += t.ctx.config.live.offlineAfterMs;
    expect(await t.app.live.state.reconcile()).toEqual({ away: 0, offline: 1 });
    expect(await room(anchor.roomId)).toMatchObject({ state: 'offline', session_id: null });
    const ended = await t.ctx.db.kysely
      .selectFrom('live_sessions')
      .select(['end_reason', 'peak_viewers'])
      .where('id', '=', session!)
      .executeTakeFirstOrThrow();
    expect(ended).toEqual({ end_reason: 'lost', peak_viewers: 10 });
  });

  it('records closed recordings once per file', async () => {
    const body = {
      streamName: `room-${anchor.roomId}`,
      roomId: anchor.roomId,
      file: `room-${anchor.roomId}/2026-11-21T15-50-00.flv`,
      startedAt: clock.now - 60_000,
      endedAt: clock.now,
      durationMs: 60_000,
      bytes: 123456,
      cover: '',
    };
    const first = await mediaCall<{ id: number }>(t, clock, '/internal/media/recording', body);
    const again = await mediaCall<{ id: number }>(t, clock, '/internal/media/recording', body);
    expect(first.status).toBe(0);
    expect(again.data.id).toBe(first.data.id);
    const bad = await mediaCall(t, clock, '/internal/media/recording', { ...body, file: '../etc/passwd' });
    expect(bad.status).toBe(1);
  });

  it('kicks the stream through the media service when the key is reset while live', async () => {
    expect((await publish(anchor.key)).status).toBe(0);
    const stream = `room-${anchor.roomId}`;
    media.kicks.length = 0;
    const reset = await t.post<{ kicked: boolean; rtmp: { key: string } }>('/api/live/resetStreamKey', {
      token: anchor.token,
    });
    expect(reset.data.kicked).toBe(true);
    expect(media.kicks).toEqual([
      { path: '/internal/streams/kick', body: { streamName: stream }, signature: null },
    ]);
    // The media service did not drop it (no unpublish came): the next heartbeat kicks it again and ends the live.
    const beat = await mediaCall<{ kicked: string[] }>(t, clock, '/internal/media/heartbeat', {
      streams: [{ streamName: stream, viewers: { flv: 1, hls: 0 } }],
    });
    expect(beat.data.kicked).toEqual([stream]);
    expect(await room(anchor.roomId)).toMatchObject({ state: 'offline', session_id: null });
    anchor.key = reset.data.rtmp.key;
  });

  it('never revives an offline room from a heartbeat: its stream is kicked to be authorised again', async () => {
    media.kicks.length = 0;
    const stream = `room-${anchor.roomId}`;
    const beat = await mediaCall<{ kicked: string[] }>(t, clock, '/internal/media/heartbeat', {
      streams: [{ streamName: stream, viewers: { flv: 3, hls: 0 } }],
    });
    expect(beat.data.kicked).toEqual([stream]);
    expect(media.kicks.map((k) => k.body)).toEqual([{ streamName: stream }]);
    expect((await room(anchor.roomId)).state).toBe('offline');
  });

  it("kicks a disabled anchor's stream at the next heartbeat and refuses their publish", async () => {
    expect((await publish(anchor.key)).status).toBe(0);
    await t.ctx.db.kysely.updateTable('users').set({ status: 2 }).where('id', '=', anchor.userId).execute();
    const stream = `room-${anchor.roomId}`;
    const beat = await mediaCall<{ kicked: string[] }>(t, clock, '/internal/media/heartbeat', {
      streams: [{ streamName: stream, viewers: { flv: 3, hls: 0 } }],
    });
    expect(beat.data.kicked).toEqual([stream]);
    expect((await room(anchor.roomId)).state).toBe('offline');
    expect((await publish(anchor.key)).status).not.toBe(0);
  });
});
