import type { Message } from '@tifo/chat';
import { describe, expect, it } from 'vitest';
import { chatReducer, initialChatState } from '../chat/chat-reducer';
import { roomActionOf } from '../chat/room-messages';
import { giftAnimationOf, giftMessageOf } from './gift-message';

const fields = {
  action: 'GiftAnimation',
  send_id: 41,
  uid: 7,
  nick: 'Ana',
  avatar: '/a.png',
  level: 4,
  gift_id: 5,
  gift_code: 'rose',
  gift_name_zh: '玫瑰',
  gift_name_pt: 'Rosa',
  count: 520,
  combo_id: 'k1',
  combo: 2,
  effect: 'small',
};

function message(over: Partial<Message> & { data?: string } = {}): Message {
  const { data = JSON.stringify(fields), ...rest } = over;
  return {
    ID: 'm1',
    to: 'LIVE_12',
    from: 'administrator',
    type: 'TIMCustomElem',
    isRevoked: false,
    payload: { data },
    ...rest,
  } as unknown as Message;
}

describe('GiftAnimation room message', () => {
  it('reads the gift, sender, count and combo', () => {
    expect(giftMessageOf(message(), 'LIVE_12')).toEqual({
      sendId: 41,
      uid: '7',
      nick: 'Ana',
      avatar: '/a.png',
      level: 4,
      giftId: 5,
      code: 'rose',
      nameZh: '玫瑰',
      namePt: 'Rosa',
      count: 520,
      comboId: 'k1',
      combo: 2,
      effect: 'small',
    });
  });

  it('ignores forged senders, other rooms, other actions and broken data', () => {
    expect(giftMessageOf(message({ from: '99' }), 'LIVE_12')).toBeNull();
    expect(giftMessageOf(message({ to: 'LIVE_13' }), 'LIVE_12')).toBeNull();
    expect(giftMessageOf(message({ data: '{"action":"GroupTips"}' }), 'LIVE_12')).toBeNull();
    expect(giftMessageOf(message({ data: 'not json' }), 'LIVE_12')).toBeNull();
    expect(giftAnimationOf({ ...fields, count: 0 })).toBeNull();
    expect(giftAnimationOf({ ...fields, effect: 'huge' })?.effect).toBe('small');
  });

  it('adds a gift line to the room chat', () => {
    const action = roomActionOf('GiftAnimation', fields);
    expect(action).not.toBeNull();
    const state = chatReducer(initialChatState, { type: 'room', action: action!, now: 0, selfUid: '' });
    expect(state.lines.at(-1)).toMatchObject({
      kind: 'notice',
      key: 'gift',
      values: { nick: 'Ana', giftZh: '玫瑰', giftPt: 'Rosa', count: 520 },
    });
  });
});
