import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Chat } from '@tifo/chat';
import type { Message } from '@tifo/chat';
import { jpeg } from '../src/modules/storage/test-helpers';
import { registerUser } from './account-helpers';
import { testDatabases } from './databases';
import { IM_TEST_SDKAPPID } from './im-server';
import { startAppWithIm } from './live-helpers';
import { waitFor } from './wait-for';

// Issue 28, 1.2: file messages with no upload plugin. The SDK uploads through the API's storage by itself,
// authorised by the chat login (the user's signature, no API token); Tencent's tim-upload-plugin registered
// changes nothing; guests stay refused with a message that says so.

/** The shape of Tencent's tim-upload-plugin (a COS client): registering it must be accepted and harmless. */
class TencentUploadPlugin {
  uploadFile(): void {}
}

for (const database of testDatabases) {
  describe(`chat file messages without a plugin (${database.name})`, { timeout: 60_000 }, () => {
    const clock = {
      get now() {
        return Date.now();
      },
    };
    let env: Awaited<ReturnType<typeof startAppWithIm>>;
    let apiBase: string;
    let carol: Chat;
    let dave: Chat;
    let daveID: string;
    let carolSig: string;
    let carolID: string;
    const received: Message[] = [];

    async function login(userID: string, userSig: string): Promise<Chat> {
      const chat = Chat.create({
        SDKAppID: IM_TEST_SDKAPPID,
        server: `${env.im.publicUrl.replace('http', 'ws')}/im`,
        // The messaging service is reached directly here, not through the API's /im: say where the API is.
        uploadServer: apiBase,
        isolated: true,
      });
      let ready = false;
      chat.on(Chat.EVENT.SDK_READY, () => (ready = true));
      await chat.login({ userID, userSig });
      await waitFor(() => ready || undefined);
      return chat;
    }

    beforeAll(async () => {
      env = await startAppWithIm(database, clock as { now: number });
      apiBase = await env.t.app.listen({ port: 0, host: '127.0.0.1' });
      const c = await registerUser(env.t, '13900000201', 'secret123', {}, '10.9.3.1');
      const d = await registerUser(env.t, '13900000202', 'secret123', {}, '10.9.3.2');
      carolID = String(c.data.id);
      carolSig = String(c.data.txim_sign);
      daveID = String(d.data.id);
      carol = await login(carolID, carolSig);
      dave = await login(daveID, String(d.data.txim_sign));
      dave.on(Chat.EVENT.MESSAGE_RECEIVED, (event) => received.push(...event.data));
    });
    afterAll(async () => {
      await carol?.destroy();
      await dave?.destroy();
      await env?.t.close();
      await env?.im.close();
    });

    it('sends an image with no plugin registered: the SDK uploads with its login, the receiver gets the URLs', async () => {
      const bytes = await jpeg(400, 300);
      const progress: number[] = [];
      const message = carol.createImageMessage({
        to: daveID,
        conversationType: Chat.TYPES.CONV_C2C,
        payload: { file: new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }) },
        onProgress: (fraction: number) => progress.push(fraction),
      });
      const sent = await carol.sendMessage(message);
      expect(sent.data.message.status).toBe('success');
      expect(progress.at(-1)).toBe(1);
      const infos = (sent.data.message.payload as { imageInfoArray: Array<{ url: string; width: number }> })
        .imageInfoArray;
      // The key is made by the server under the signature's user.
      for (const info of infos)
        expect(info.url.startsWith(`${apiBase}/api/storage/object/u/${carolID}/`)).toBe(true);
      expect(infos.map((i) => i.width)).toEqual([400, 400, 264]);
      const got = await waitFor(() => received.find((m) => m.ID === sent.data.message.ID));
      const original = await fetch(
        (got.payload as { imageInfoArray: Array<{ url: string }> }).imageInfoArray[0]!.url,
      );
      expect(Buffer.from(await original.arrayBuffer()).equals(bytes)).toBe(true);
    });

    it("keeps working with Tencent's tim-upload-plugin registered (accepted, our own path used)", async () => {
      carol.registerPlugin({ 'tim-upload-plugin': TencentUploadPlugin });
      const doc = new File([Buffer.from('%PDF-1.4 minutes')], 'minutes.pdf', { type: 'application/pdf' });
      const sent = await carol.sendMessage(
        carol.createFileMessage({
          to: daveID,
          conversationType: Chat.TYPES.CONV_C2C,
          payload: { file: doc },
        }),
      );
      expect(sent.data.message.payload).toMatchObject({ fileName: 'minutes.pdf', fileSize: doc.size });
      const url = String((sent.data.message.payload as { fileUrl: string }).fileUrl);
      expect(await (await fetch(url)).text()).toBe('%PDF-1.4 minutes');
    });

    it('refuses a guest with a message that says so, a signature not the named user, and one voided by logout', async () => {
      const guestInfo = (await (
        await fetch(`${apiBase}/api/user/getGuestInfo`, { method: 'POST' })
      ).json()) as {
        data: { userid: string; txim_sign: string };
      };
      const guest = await login(guestInfo.data.userid, guestInfo.data.txim_sign);
      const message = guest.createImageMessage({
        to: daveID,
        conversationType: Chat.TYPES.CONV_C2C,
        payload: { file: new Blob([new Uint8Array(await jpeg(10, 10))], { type: 'image/jpeg' }) },
      });
      const refusal = await guest
        .sendMessage(message)
        .catch((error: { code: number; message: string }) => error);
      expect(refusal).toMatchObject({ code: 2250 });
      expect((refusal as { message: string }).message).toContain('游客不能发送图片');
      expect((refusal as { message: string }).message).toContain('UPLOAD_GUEST');
      expect(message.status).toBe('fail');
      await guest.destroy();

      // Carol's signature does not authorise an upload as Dave.
      const forged = await fetch(`${apiBase}/api/storage/chat/presign`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userID: daveID, userSig: carolSig, file_type: 'image', size: 10 }),
      });
      expect(await forged.json()).toMatchObject({ status: 2, code: 'LOGIN_REQUIRED' });

      // A logout voids the signatures issued before it, here as in the messaging service.
      const erin = await registerUser(env.t, '13900000203', 'secret123', {}, '10.9.3.3');
      const presign = (userSig: string) =>
        fetch(`${apiBase}/api/storage/chat/presign`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            userID: String(erin.data.id),
            userSig,
            key: 'a.png',
            file_type: 'image',
            content_type: 'image/png',
            size: 10,
          }),
        }).then((res) => res.json() as Promise<{ status: number; code?: string }>);
      expect(await presign(String(erin.data.txim_sign))).toMatchObject({ status: 0 });
      await fetch(`${apiBase}/webapi/user/logout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: erin.data.token }),
      });
      expect(await presign(String(erin.data.txim_sign))).toMatchObject({ status: 2, code: 'LOGIN_REQUIRED' });
    });
  });
}
