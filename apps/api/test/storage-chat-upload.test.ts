import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Chat, TifoUploadPlugin } from '@tifo/chat';
import type { Message } from '@tifo/chat';
import sharp from 'sharp';
import { jpeg, mp4, wav } from '../src/modules/storage/test-helpers';
import { registerUser } from './account-helpers';
import { testDatabases } from './databases';
import { IM_TEST_SDKAPPID } from './im-server';
import { startAppWithIm } from './live-helpers';
import { waitFor } from './wait-for';

// Issue 12 item 3 end to end: the chat SDK in Node with the upload plugin it ships, a real API (listening) and a
// real messaging service. A Blob is uploaded on sendMessage with progress; the receiver gets the storage's URLs.

interface ImageInfo {
  type: number;
  url: string;
  width: number;
  height: number;
  size: number;
}

for (const database of testDatabases) {
  describe(`chat file messages through our storage (${database.name})`, { timeout: 60_000 }, () => {
    const clock = {
      get now() {
        return Date.now();
      },
    };
    let env: Awaited<ReturnType<typeof startAppWithIm>>;
    let apiBase: string;
    let alice: Chat;
    let bob: Chat;
    let aliceToken: string;
    let bobID: string;
    const received: Message[] = [];

    async function login(mobile: string, ip: string): Promise<{ chat: Chat; token: string; userID: string }> {
      const reg = await registerUser(env.t, mobile, 'secret123', {}, ip);
      const chat = Chat.create({
        SDKAppID: IM_TEST_SDKAPPID,
        server: `${env.im.publicUrl.replace('http', 'ws')}/im`,
        isolated: true,
      });
      let ready = false;
      chat.on(Chat.EVENT.SDK_READY, () => (ready = true));
      await chat.login({ userID: String(reg.data.id), userSig: String(reg.data.txim_sign) });
      await waitFor(() => ready || undefined);
      return { chat, token: reg.data.token, userID: String(reg.data.id) };
    }

    beforeAll(async () => {
      env = await startAppWithIm(database, clock as { now: number });
      const address = await env.t.app.listen({ port: 0, host: '127.0.0.1' });
      apiBase = address;
      const a = await login('13900000101', '10.9.2.1');
      const b = await login('13900000102', '10.9.2.2');
      alice = a.chat;
      aliceToken = a.token;
      bob = b.chat;
      bobID = b.userID;
      bob.on(Chat.EVENT.MESSAGE_RECEIVED, (event) => received.push(...event.data));
    });
    afterAll(async () => {
      await alice?.destroy();
      await bob?.destroy();
      await env?.t.close();
      await env?.im.close();
    });

    it('uploads an image Blob on sendMessage with progress and sends its three sizes', async () => {
      alice.registerPlugin({ 'tim-upload-plugin': new TifoUploadPlugin({ apiBase, token: aliceToken }) });
      const bytes = await jpeg(1600, 1000);
      const progress: number[] = [];
      const message = alice.createImageMessage({
        to: bobID,
        conversationType: Chat.TYPES.CONV_C2C,
        payload: { file: new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }) },
        onProgress: (fraction: number) => progress.push(fraction),
      });
      expect(message.status).toBe('unSend');
      const sent = await alice.sendMessage(message);
      expect(sent.data.message.status).toBe('success');
      expect(progress.length).toBeGreaterThan(1);
      expect(progress.at(-1)).toBe(1);
      const infos = (sent.data.message.payload as { imageInfoArray: ImageInfo[] }).imageInfoArray;
      expect(infos.map((i) => [i.type, i.width, i.height])).toEqual([
        [0, 1600, 1000],
        [1, 1152, 720],
        [2, 317, 198],
      ]);
      for (const info of infos) expect(info.url.startsWith(`${apiBase}/api/storage/object/u/`)).toBe(true);
      expect(infos[0]!.size).toBe(bytes.length);

      const got = await waitFor(() => received.find((m) => m.ID === sent.data.message.ID));
      const gotInfos = (got.payload as { imageInfoArray: ImageInfo[] }).imageInfoArray;
      expect(gotInfos.map((i) => i.url)).toEqual(infos.map((i) => i.url));
      const thumb = await fetch(gotInfos[2]!.url);
      expect(thumb.headers.get('content-type')).toBe('image/jpeg');
      const meta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([317, 198]);
    });

    it('sends a video with its snapshot, a sound with its duration and a file with its name', async () => {
      const video = mp4()!;
      const message = alice.createVideoMessage({
        to: bobID,
        conversationType: Chat.TYPES.CONV_C2C,
        payload: { file: new Blob([new Uint8Array(video)], { type: 'video/mp4' }) },
      });
      const sent = await alice.sendMessage(message);
      const content = sent.data.message.payload as Record<string, unknown>;
      expect(content).toMatchObject({
        videoSize: video.length,
        videoSecond: 1,
        thumbWidth: 320,
        thumbHeight: 240,
      });
      expect(String(content.thumbUrl)).toMatch(/_snap\.jpg$/);

      const tone = wav()!;
      const audio = alice.createAudioMessage({
        to: bobID,
        conversationType: Chat.TYPES.CONV_C2C,
        payload: { file: new Blob([new Uint8Array(tone)], { type: 'audio/wav' }) },
      });
      const audioSent = await alice.sendMessage(audio);
      expect(audioSent.data.message.payload).toMatchObject({ size: tone.length, second: 1 });
      expect(String((audioSent.data.message.payload as { url: string }).url)).toMatch(
        /\/audio\/[0-9a-f]{32}\.wav$/,
      );

      const doc = new File([Buffer.from('%PDF-1.4 report')], 'report.pdf', { type: 'application/pdf' });
      const fileMessage = alice.createFileMessage({
        to: bobID,
        conversationType: Chat.TYPES.CONV_C2C,
        payload: { file: doc },
      });
      const fileSent = await alice.sendMessage(fileMessage);
      expect(fileSent.data.message.payload).toMatchObject({ fileName: 'report.pdf', fileSize: doc.size });
      const got = await waitFor(() => received.find((m) => m.ID === fileSent.data.message.ID));
      const body = await fetch(String((got.payload as { fileUrl: string }).fileUrl));
      expect(await body.text()).toBe('%PDF-1.4 report');
    });

    it('fails the message (2250) when the storage refuses the bytes, and uploads again on resend', async () => {
      const message = alice.createImageMessage({
        to: bobID,
        conversationType: Chat.TYPES.CONV_C2C,
        payload: { file: new Blob([Buffer.from('not a picture')], { type: 'image/png' }) },
      });
      await expect(alice.sendMessage(message)).rejects.toMatchObject({ code: 2250 });
      expect(message.status).toBe('fail');
      await expect(alice.resendMessage(message)).rejects.toMatchObject({ code: 2250 });
      // Spec 5 checks before any upload: a type outside the list and an empty file.
      expect(() =>
        alice.createImageMessage({
          to: bobID,
          conversationType: Chat.TYPES.CONV_C2C,
          payload: { file: new Blob([Buffer.from('x')], { type: 'image/svg+xml' }) },
        }),
      ).toThrow(expect.objectContaining({ code: 2252 }));
      expect(() =>
        alice.createFileMessage({
          to: bobID,
          conversationType: Chat.TYPES.CONV_C2C,
          payload: { file: new Blob([]) },
        }),
      ).toThrow(expect.objectContaining({ code: 2108 }));
    });
  });
}
