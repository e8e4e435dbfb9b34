import { describe, expect, it } from 'vitest';
import { CLOSE_CODE } from '@tifo/protocol';
import { startHarness } from './harness';
import { codeOf } from './client';

const text = (t: string) => [{ type: 'TIMTextElem', content: { text: t } }];

describe('policies', () => {
  it('profanity in reject mode answers 3123 (messages, group names, join messages)', async () => {
    const h = await startHarness({ profanityWords: ['Merda', 'idiota'], profanityMode: 'reject' });
    try {
      const a = await h.client('pr-a');
      expect(
        await codeOf(a.call('msg.sendC2C', { to: 'pr-b', elements: text('que MERDA'), random: 1 })),
      ).toBe(3123);
      expect(await codeOf(a.call('group.create', { type: 'Public', name: 'idiota fc' }))).toBe(3123);
      expect(
        (await a.call('msg.sendC2C', { to: 'pr-b', elements: text('golaço'), random: 2 })).message.sequence,
      ).toBe(1);
      const lex = await a.call('config.profanity', {});
      expect(lex).toMatchObject({ lexicon: ['Merda', 'idiota'], filterMode: 'reject', completeFlag: 1 });
    } finally {
      await h.close();
    }
  });

  it('purchase bits gate commercial abilities (live member list)', async () => {
    const h = await startHarness({ purchaseBits: '0000000000' });
    try {
      const a = await h.client('pb-a');
      expect((await a.call('config.commercial', {})).purchaseBits).toBe('0000000000');
      const g = (await a.call('group.create', { type: 'AVChatRoom', name: 'live' })).group.groupID;
      await a.call('group.join', { groupID: g });
      expect(await codeOf(a.call('group.members', { groupID: g }))).toBe(10016);
    } finally {
      await h.close();
    }
  });

  it('closes sockets that stay silent past 2.5 hello intervals; hellos keep them open', async () => {
    const h = await startHarness({ helloInterval: 1 });
    try {
      const silent = await h.client('hi-a');
      const chatty = await h.client('hi-b');
      const timer = setInterval(() => void chatty.call('session.hello', {}), 500);
      expect(await silent.closed).toBe(CLOSE_CODE.RECONNECT);
      clearInterval(timer);
      expect(chatty.closeCode).toBeNull();
    } finally {
      await h.close();
    }
  });
});
