import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createAnchor, mediaCall, startAppWithIm, type TestClock } from './live-helpers';
import { testDatabases } from './databases';
import { IM_TEST_SDKAPPID, IM_TEST_SECRET } from './im-server';
import { createTestUser, seedTestSports, SPORTS_NOW } from './sports-helpers';
import type { TestApp } from './test-app';
import { signUserSig } from '@tifo/protocol/node';
import { waitFor } from './wait-for';

// The live-room chat across both services: the API decides who manages a room and tells the messaging
// service, which enforces the rules on users' own sockets; every change reaches viewers as a room message.

interface Frame {
  seq?: number;
  code?: number;
  message?: string;
  push?: string;
  body?: { message?: PushedMessage; messageList?: PushedMessage[]; retryAfter?: number };
}

interface PushedMessage {
  from?: string;
  elements?: Array<{ content?: { data?: string } }>;
}

/** Messages a frame pushes: one (C2C, groups) or a live room's batch. */
const pushedMessages = (f: Frame): PushedMessage[] =>
  f.push ? [...(f.body?.message ? [f.body.message] : []), ...(f.body?.messageList ?? [])] : [];

/** A user's chat socket (logged in with a signature the test makes like the API does). */
async function chatSocket(url: string, userID: string) {
  const ws = new WebSocket(`${url.replace('http', 'ws')}/im`);
  const frames: Frame[] = [];
  ws.on('message', (data) => frames.push(JSON.parse(data.toString()) as Frame));
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  let seq = 0;
  const request = async (cmd: string, body: Record<string, unknown>): Promise<Frame> => {
    const mine = ++seq;
    ws.send(JSON.stringify({ cmd, seq: mine, body }));
    return waitFor(() => frames.find((f) => f.seq === mine));
  };
  const userSig = signUserSig({
    secret: IM_TEST_SECRET,
    sdkAppID: IM_TEST_SDKAPPID,
    userID,
    expireSeconds: 3600,
  });
  const login = await request('session.login', { SDKAppID: IM_TEST_SDKAPPID, userID, userSig });
  expect(login.code).toBe(0);
  /** The actions of the custom room messages pushed so far. */
  const actions = () =>
    frames
      .flatMap(pushedMessages)
      .filter((m) => m.from === 'administrator')
      .map((m) => JSON.parse(m.elements?.[0]?.content?.data ?? '{}') as { action?: string })
      .map((d) => d.action);
  const send = (groupID: string, text: string) =>
    request('msg.sendGroup', {
      groupID,
      random: Math.floor(Math.random() * 2 ** 31),
      elements: [{ type: 'TIMTextElem', content: { text } }],
    });
  return { ws, frames, request, actions, send };
}

describe.each(testDatabases)('live-room chat on $name', { timeout: 60_000 }, (database) => {
  let im: Awaited<ReturnType<typeof startAppWithIm>>['im'];
  let t: TestApp;
  const clock: TestClock = { now: SPORTS_NOW };
  let anchor: Awaited<ReturnType<typeof createAnchor>>;
  let fan: { userId: number; token: string };
  let helper: { userId: number; token: string };
  let groupID = '';
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    ({ im, t } = await startAppWithIm(database, clock));
    await seedTestSports(t);
    anchor = await createAnchor(t, 'chat_anchor');
    fan = await createTestUser(t, 'chat_fan');
    helper = await createTestUser(t, 'chat_helper');
  });
  afterAll(async () => {
    for (const ws of sockets) ws.close();
    await t?.close();
    await im?.close();
  });

  it('answers the room group and defaults to a guest; unknown rooms and bad ids get codes', async () => {
    const info = await t.post<{ group_id: string; my_role: string; speak: string; slow_mode: number }>(
      '/api/live/getLiveChat',
      { liveid: anchor.roomId },
    );
    expect(info.status).toBe(0);
    expect(info.data).toMatchObject({ group_id: `LIVE_${anchor.roomId}`, my_role: 'guest', speak: 'all' });
    groupID = info.data.group_id;
    const mine = await t.post<{ my_role: string }>('/api/live/getLiveChat', {
      liveid: anchor.roomId,
      token: anchor.token,
    });
    expect(mine.data.my_role).toBe('anchor');
    expect((await t.post('/api/live/getLiveChat', { liveid: 999999 })).code).toBe('ROOM_NOT_FOUND');
    expect((await t.post('/api/live/getLiveChat', { liveid: 'x' })).code).toBe('INVALID_INPUT');
  });

  it('lets only managers manage, and the anchor alone set managers', async () => {
    const asFan = await t.post('/api/live/banUser', {
      liveid: anchor.roomId,
      uid: helper.userId,
      duration: 600,
      token: fan.token,
    });
    expect(asFan.code).toBe('FORBIDDEN');
    const badDuration = await t.post('/api/live/banUser', {
      liveid: anchor.roomId,
      uid: fan.userId,
      duration: 5,
      token: anchor.token,
    });
    expect(badDuration.code).toBe('INVALID_INPUT');
    const set = await t.post<{ managers: number[] }>('/api/live/setManager', {
      liveid: anchor.roomId,
      uid: helper.userId,
      set: 1,
      token: anchor.token,
    });
    expect(set.data.managers).toEqual([helper.userId]);
    const byAdmin = await t.post('/api/live/setManager', {
      liveid: anchor.roomId,
      uid: fan.userId,
      set: 1,
      token: helper.token,
    });
    expect(byAdmin.code).toBe('FORBIDDEN');
    const managers = await t.post<{ my_role: string; managers: Array<{ uid: number }> }>(
      '/api/live/getLiveChat',
      { liveid: anchor.roomId, token: helper.token },
    );
    expect(managers.data.my_role).toBe('admin');
    expect(managers.data.managers.map((m) => m.uid)).toEqual([helper.userId]);
    const banManager = await t.post('/api/live/banUser', {
      liveid: anchor.roomId,
      uid: helper.userId,
      duration: 600,
      token: anchor.token,
    });
    expect(banManager.code).toBe('INVALID_INPUT');
  });

  it('bans at the messaging service: the fan cannot send until the ban is lifted; viewers see each change', async () => {
    const viewer = await chatSocket(im.publicUrl, 'viewer_1');
    const fanChat = await chatSocket(im.publicUrl, String(fan.userId));
    sockets.push(viewer.ws, fanChat.ws);
    expect((await viewer.request('group.join', { groupID })).code).toBe(0);
    expect((await fanChat.request('group.join', { groupID })).code).toBe(0);
    expect((await fanChat.send(groupID, 'hello room')).code).toBe(0);

    // The fan's client reads getLiveChat the moment the messaging service tells it (notice 21): it must find
    // the ban there already (it was saved after the messaging service's answer, so a fast client read 0).
    const seenOnNotice = new Promise<number>((resolve) => {
      fanChat.ws.on('message', (data) => {
        if (!data.toString().includes('"operationType":21')) return;
        void t
          .post<{ banned_until: number }>('/api/live/getLiveChat', {
            liveid: anchor.roomId,
            token: fan.token,
          })
          .then((r) => resolve(r.data.banned_until));
      });
    });
    const ban = await t.post<{ until: number }>('/api/live/banUser', {
      liveid: anchor.roomId,
      uid: fan.userId,
      duration: 600,
      token: helper.token,
    });
    expect(ban.status).toBe(0);
    expect(await seenOnNotice).toBe(ban.data.until);
    expect(ban.data.until).toBe(Math.floor(clock.now / 1000) + 600);
    await waitFor(() => (viewer.actions().includes('BanUser') ? true : undefined));
    expect((await fanChat.send(groupID, 'still here?')).code).not.toBe(0);
    const info = await t.post<{ banned_until: number }>('/api/live/getLiveChat', {
      liveid: anchor.roomId,
      token: fan.token,
    });
    expect(info.data.banned_until).toBe(ban.data.until);
    const list = await t.post<{ list: Array<{ uid: number }> }>('/api/live/getBannedList', {
      liveid: anchor.roomId,
      token: anchor.token,
    });
    expect(list.data.list.map((b) => b.uid)).toEqual([fan.userId]);

    expect(
      (await t.post('/api/live/unbanUser', { liveid: anchor.roomId, uid: fan.userId, token: anchor.token }))
        .status,
    ).toBe(0);
    expect((await fanChat.request('group.join', { groupID })).code).toBe(0);
    expect((await fanChat.send(groupID, 'back again')).code).toBe(0);
  });

  it('holds slow mode and mute-all for members, not for managers', async () => {
    const fanChat = await chatSocket(im.publicUrl, String(fan.userId));
    const adminChat = await chatSocket(im.publicUrl, String(helper.userId));
    sockets.push(fanChat.ws, adminChat.ws);
    await fanChat.request('group.join', { groupID });
    await adminChat.request('group.join', { groupID });
    const slow = await t.post('/api/live/setPublishConfig', {
      liveid: anchor.roomId,
      slow_mode: 30,
      token: anchor.token,
    });
    expect(slow.data).toEqual({ speak: 'all', slow_mode: 30, mute_all: 0 });
    expect((await fanChat.send(groupID, 'one')).code).toBe(0);
    const second = await fanChat.send(groupID, 'two');
    expect(second.code).toBe(2996);
    expect(second.body?.retryAfter).toBeGreaterThan(0);
    expect((await adminChat.send(groupID, 'admin one')).code).toBe(0);
    expect((await adminChat.send(groupID, 'admin two')).code).toBe(0);

    await t.post('/api/live/setPublishConfig', {
      liveid: anchor.roomId,
      slow_mode: 0,
      mute_all: 1,
      token: anchor.token,
    });
    expect((await fanChat.send(groupID, 'muted?')).code).toBe(10017);
    expect((await adminChat.send(groupID, 'managers speak')).code).toBe(0);
    await t.post('/api/live/setPublishConfig', { liveid: anchor.roomId, mute_all: 0, token: anchor.token });
    expect((await fanChat.send(groupID, 'free again')).code).toBe(0);
  });

  it('posts title, announcement, clear and revoke to the room, and keeps them for newcomers', async () => {
    const viewer = await chatSocket(im.publicUrl, 'viewer_2');
    sockets.push(viewer.ws);
    await viewer.request('group.join', { groupID });
    const title = await t.post('/api/live/setTitle', {
      liveid: anchor.roomId,
      title: '今晚 Derby',
      token: anchor.token,
    });
    expect(title.data).toEqual({ title: '今晚 Derby' });
    expect(
      (await t.post('/api/live/setTitle', { liveid: anchor.roomId, title: 'x', token: anchor.token })).code,
    ).toBe('LIVE_TITLE_INVALID');
    const notice = await t.post<{ content: string }>('/api/live/postAnnouncement', {
      liveid: anchor.roomId,
      content: 'Kick-off at 20:00',
      token: helper.token,
    });
    expect(notice.data.content).toBe('Kick-off at 20:00');
    await t.post('/api/live/clearChat', { liveid: anchor.roomId, token: anchor.token });
    await t.post('/api/live/revokeMessage', { liveid: anchor.roomId, msg_id: 'm-1', token: anchor.token });
    await waitFor(() => (viewer.actions().includes('RevokeMessage') ? true : undefined));
    expect(viewer.actions()).toEqual(
      expect.arrayContaining(['ChangeRoomTitle', 'NewGroupAnnouncement', 'ClearChatList', 'RevokeMessage']),
    );
    const info = await t.post<{
      title: string;
      announcement: { content: string };
      notices: Array<{ action: string }>;
    }>('/api/live/getLiveChat', { liveid: anchor.roomId });
    expect(info.data.title).toBe('今晚 Derby');
    expect(info.data.announcement.content).toBe('Kick-off at 20:00');
    expect(info.data.notices.map((n) => n.action).slice(-4)).toEqual([
      'ChangeRoomTitle',
      'NewGroupAnnouncement',
      'ClearChatList',
      'RevokeMessage',
    ]);
  });

  it('lets only fans speak under the fans rule, and a new follow opens the room to them', async () => {
    const fanChat = await chatSocket(im.publicUrl, String(fan.userId));
    sockets.push(fanChat.ws);
    await fanChat.request('group.join', { groupID });
    await t.post('/api/live/setPublishConfig', { liveid: anchor.roomId, speak: 'fans', token: anchor.token });
    expect((await fanChat.send(groupID, 'not a fan yet')).code).toBe(10102);
    await t.post('/api/anchor/follow', { anchorid: anchor.userId, token: fan.token });
    // The follow reaches the messaging service after the answer (an event of the anchors module).
    let answer: Frame = {};
    for (let attempt = 0; attempt < 10 && answer.code !== 0; attempt++) {
      await new Promise((r) => setTimeout(r, 300));
      answer = await fanChat.send(groupID, 'now a fan');
    }
    expect(answer).toMatchObject({ code: 0 });
    await t.post('/api/live/setPublishConfig', { liveid: anchor.roomId, speak: 'all', token: anchor.token });
  });

  it('alerts the followers of a match when an anchor goes live on it', async () => {
    const match = await t.ctx.db.kysely
      .selectFrom('sports_matches')
      .select('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    await t.ctx.db.kysely
      .insertInto('sports_follows')
      .values({ user_id: fan.userId, match_id: match.id, created_at: clock.now })
      .execute();
    await t.ctx.db.kysely
      .updateTable('live_rooms')
      .set({ match_id: match.id, title: 'Match live' })
      .where('id', '=', anchor.roomId)
      .execute();
    const fanChat = await chatSocket(im.publicUrl, String(fan.userId));
    sockets.push(fanChat.ws);
    const published = await mediaCall(t, clock, '/internal/media/publish', {
      streamKey: anchor.key,
      protocol: 'rtmp',
    });
    expect(published.status).toBe(0);
    const alert = await waitFor(() =>
      fanChat.frames.flatMap(pushedMessages).find((m) => m.from === 'broadcast'),
    );
    const data = JSON.parse(alert.elements?.[0]?.content?.data ?? '{}') as Record<string, unknown>;
    expect(data).toMatchObject({
      action: 'RaceStartLiveMessage',
      liveid: anchor.roomId,
      anchorid: anchor.userId,
      matchid: Number(match.id),
    });
  });
});
