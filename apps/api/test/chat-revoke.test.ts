import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { PUSH } from '@tifo/protocol';
import { postFrom, registerUser } from './account-helpers';
import { testDatabases } from './databases';
import { IM_TEST_SDKAPPID, IM_TEST_SECRET, startTestImServer } from './im-server';
import { startTestApp, type TestApp } from './test-app';
import { waitFor } from './wait-for';

// Issue 8 item 14 across both services: logging out of the API ends the user's chat sessions at the messaging
// service (REST kick) and the chat signature the API handed out before is refused afterwards.

interface Frame {
  seq?: number;
  code?: number;
  push?: string;
  body?: { type?: number } | Record<string, unknown>;
}

/** A chat socket that logs in with a signature; keeps every frame it gets. */
async function chatLogin(url: string, userID: string, userSig: string) {
  const ws = new WebSocket(`${url.replace('http', 'ws')}/im`);
  const frames: Frame[] = [];
  ws.on('message', (data) => frames.push(JSON.parse(data.toString()) as Frame));
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  ws.send(
    JSON.stringify({ cmd: 'session.login', seq: 1, body: { SDKAppID: IM_TEST_SDKAPPID, userID, userSig } }),
  );
  const answer = await waitFor(() => frames.find((f) => f.seq === 1));
  return { ws, frames, code: answer.code };
}

describe('logout ends chat at the messaging service', { timeout: 30_000 }, () => {
  let im: Awaited<ReturnType<typeof startTestImServer>>;
  let t: TestApp;
  beforeAll(async () => {
    im = await startTestImServer();
    t = await startTestApp(testDatabases[0]!, {
      env: { IM_ADMIN_URL: im.baseUrl, IM_SECRET: IM_TEST_SECRET, IM_SDKAPPID: String(IM_TEST_SDKAPPID) },
    });
  });
  afterAll(async () => {
    await t?.close();
    await im?.close();
  });

  it('kicks the open session (type 3) and refuses the old signature; the new one logs in', async () => {
    const ip = '10.8.0.1';
    const reg = await registerUser(t, '13700000099', 'secret123', {}, ip);
    const userID = String(reg.data.id);
    const oldSig = String(reg.data.txim_sign);
    const chat = await chatLogin(im.publicUrl, userID, oldSig);
    expect(chat.code).toBe(0);

    expect((await postFrom(t, '/webapi/user/logout', { token: reg.data.token }, ip)).status).toBe(0);
    const kicked = await waitFor(() => chat.frames.find((f) => f.push === PUSH.KICKED));
    expect(kicked.body?.type).toBe(3);

    const again = await chatLogin(im.publicUrl, userID, oldSig);
    expect(again.code).not.toBe(0);
    again.ws.close();

    const login = await postFrom<{ txim_sign: string }>(
      t,
      '/webapi/user/login',
      { account: '13700000099', password: 'secret123' },
      ip,
    );
    const fresh = await chatLogin(im.publicUrl, userID, login.data.txim_sign);
    expect(fresh.code).toBe(0);
    fresh.ws.close();
    chat.ws.close();
  });

  it('publishes the API profile to the messaging service: a user speaks with their nick, also after an edit', async () => {
    const ip = '10.8.0.2';
    const reg = await registerUser(t, '13700000098', 'secret123', {}, ip);
    const userID = String(reg.data.id);
    const chat = await chatLogin(im.publicUrl, userID, String(reg.data.txim_sign));
    expect(chat.code).toBe(0);
    const send = async (seq: number, text: string) => {
      chat.ws.send(
        JSON.stringify({
          cmd: 'msg.sendC2C',
          seq,
          body: { to: 'someone', random: seq, elements: [{ type: 'TIMTextElem', content: { text } }] },
        }),
      );
      const answer = await waitFor(() => chat.frames.find((f) => f.seq === seq));
      return (answer.body as { message?: { nick?: string; avatar?: string } }).message;
    };
    expect((await send(2, 'hello'))?.nick).toBe(reg.data.nick_name);
    const edit = await postFrom(
      t,
      '/api/user/editUserInfo',
      { token: reg.data.token, nick_name: 'Torcedor', avatar: 'https://cdn.example.com/a.png' },
      ip,
    );
    expect(edit.status).toBe(0);
    expect(await send(3, 'again')).toMatchObject({
      nick: 'Torcedor',
      avatar: 'https://cdn.example.com/a.png',
    });
    chat.ws.close();
  });
});
