import { describe, expect, it } from 'vitest';
import { startHarness } from './harness';
import { codeOf, type TestClient } from './client';
import { adminCall } from './admin-call';

const text = (t: string) => [{ type: 'TIMTextElem', content: { text: t } }];
let rnd = 1;
const sendC2C = (c: TestClient, elements: unknown, extra: Record<string, unknown> = {}) =>
  c.call('msg.sendC2C', { to: 'ip-peer', elements, random: rnd++, ...extra });

// Issue 8 item 7: NoMsgCheck from a user does not switch moderation off; from the admin API it does.
describe('moderation', () => {
  it('in reject mode a user’s excludedFromContentModeration still answers 3123', async () => {
    const h = await startHarness({ profanityWords: ['merda'], profanityMode: 'reject' });
    try {
      const a = await h.client('ip-mod');
      const skip = { messageControlInfo: { excludedFromContentModeration: true } };
      expect(await codeOf(sendC2C(a, text('que merda'), skip))).toBe(3123);
      const g = (await a.call('group.create', { type: 'Public', name: 'club' })).group.groupID;
      expect(
        await codeOf(
          a.call('msg.sendGroup', { groupID: g, elements: text('merda'), random: rnd++, ...skip }),
        ),
      ).toBe(3123);
      const m = (await sendC2C(a, text('ok'))).message;
      expect(
        await codeOf(
          a.call('msg.modify', {
            conversationID: 'C2Cip-peer',
            sequence: m.sequence,
            version: 0,
            elements: text('merda'),
          }),
        ),
      ).toBe(3123);
      const byAdmin = await adminCall(h.server.adminPort, 'message/c2c', {
        to: 'ip-mod',
        elements: text('que merda'),
        messageControlInfo: { excludedFromContentModeration: true },
      });
      expect(byAdmin.code).toBe(0);
    } finally {
      await h.close();
    }
  });
});

// Issue 8 item 8: only http(s) URLs and our own paths are stored.
describe('URLs', () => {
  const image = (url: string) => [
    {
      type: 'TIMImageElem',
      content: { uuid: 'i', imageInfoArray: [{ type: 0, url, width: 1, height: 1, size: 1 }] },
    },
  ];
  const sound = (url: string) => [{ type: 'TIMSoundElem', content: { uuid: 's', url, size: 1, second: 1 } }];
  const file = (url: string) => [
    { type: 'TIMFileElem', content: { uuid: 'f', fileName: 'a', fileUrl: url, fileSize: 1 } },
  ];
  const video = (url: string, thumbUrl = 'https://cdn.example/t.jpg') => [
    {
      type: 'TIMVideoFileElem',
      content: { videoUUID: 'v', videoUrl: url, videoSize: 1, videoSecond: 1, videoFormat: 'mp4', thumbUrl },
    },
  ];
  const bad = [
    'javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    '//evil.example/x',
  ];

  it('refuses other schemes in every URL-typed element field (60003) and accepts http(s) and /api/, /files/ paths', async () => {
    const h = await startHarness();
    try {
      const a = await h.client('ip-url');
      for (const url of bad) {
        for (const elements of [
          image(url),
          sound(url),
          file(url),
          video(url),
          video('https://cdn.example/v.mp4', url),
        ])
          expect(await codeOf(sendC2C(a, elements)), `${url} ${JSON.stringify(elements)}`).toBe(60003);
      }
      const merged = [
        {
          type: 'TIMRelayElem',
          content: {
            title: 't',
            abstractList: [],
            compatibleText: 'upgrade',
            messageList: [{ from: 'ip-url', time: 1, elements: image('javascript:alert(1)') }],
          },
        },
      ];
      expect(await codeOf(sendC2C(a, merged))).toBe(60003);
      for (const elements of [
        image('https://cdn.example/a.png'),
        sound('/files/a.mp3'),
        file('/api/upload/a.pdf'),
        video('http://cdn.example/v.mp4'),
      ])
        expect((await sendC2C(a, elements)).message.sequence).toBeGreaterThan(0);
    } finally {
      await h.close();
    }
  });

  it('refuses them as group and account avatars too', async () => {
    const h = await startHarness();
    try {
      const a = await h.client('ip-av');
      for (const avatar of bad) {
        expect(await codeOf(a.call('group.create', { type: 'Public', name: 'x', avatar }))).toBe(60003);
        expect(
          (await adminCall(h.server.adminPort, 'account/import', { userID: 'ip-av', avatar })).code,
        ).toBe(60003);
        expect(
          (await adminCall(h.server.adminPort, 'group/create', { type: 'Public', name: 'x', avatar })).code,
        ).toBe(60003);
      }
      const g = (
        await a.call('group.create', { type: 'Public', name: 'x', avatar: 'https://cdn.example/g.png' })
      ).group.groupID;
      expect(await codeOf(a.call('group.update', { groupID: g, avatar: 'javascript:alert(1)' }))).toBe(60003);
      expect((await a.call('group.update', { groupID: g, avatar: '' })).group.avatar).toBe('');
      expect(
        (await adminCall(h.server.adminPort, 'account/import', { userID: 'ip-av', avatar: '/m/img/a.png' }))
          .code,
      ).toBe(0);
    } finally {
      await h.close();
    }
  });
});
