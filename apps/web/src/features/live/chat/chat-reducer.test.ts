import { describe, expect, it } from 'vitest';
import type { Message } from '@tifo/chat';
import {
  chatReducer,
  initialChatState,
  MAX_LINES,
  type RoomChatEvent,
  type RoomChatState,
} from './chat-reducer';
import type { LiveChatInfo } from './chat-types';
import { roomEventOf } from './room-messages';

const G = 'LIVE_7';
function custom(data: object, from = 'administrator', to = G): Message {
  return {
    ID: `m${Math.random()}`,
    type: 'TIMCustomElem',
    from,
    to,
    nick: '',
    payload: { data: JSON.stringify(data), description: '', extension: '' },
    isRevoked: false,
  } as unknown as Message;
}
function text(id: string, from: string, body: string): Message {
  return {
    ID: id,
    type: 'TIMTextElem',
    from,
    to: G,
    nick: `nick${from}`,
    payload: { text: body },
    isRevoked: false,
  } as unknown as Message;
}
function apply(state: RoomChatState, message: Message, selfUid = '9'): RoomChatState {
  const event = roomEventOf(message, G);
  if (!event) return state;
  if (event.type === 'text') return chatReducer(state, { ...event, own: event.uid === selfUid });
  return chatReducer(state, { type: 'room', action: event.action, now: 0, selfUid });
}
const withTexts = [text('a', '1', 'hello'), text('b', '2', 'hi')].reduce(
  (s, m) => apply(s, m),
  initialChatState,
);

describe('room messages', () => {
  it('texts become lines, once each', () => {
    const s = apply(withTexts, text('a', '1', 'hello'));
    expect(s.lines.map((l) => l.id)).toEqual(['a', 'b']);
  });

  it('a text without a nick takes the one the API’s room messages gave its sender', () => {
    let s = apply(
      initialChatState,
      custom({ action: 'EnterRoom', uid: 4, nick: 'Dora', level: 1, vip: 0, role: 'member' }),
    );
    s = apply(s, { ...text('c', '4', 'hey'), nick: '' } as Message);
    s = apply(s, { ...text('d', '5', 'yo'), nick: '' } as Message);
    expect(s.lines.slice(-2).map((l) => (l.kind === 'text' ? l.nick : ''))).toEqual(['Dora', '5']);
  });

  it('ignore room messages not sent by administrator, and other groups', () => {
    expect(apply(withTexts, custom({ action: 'ClearChatList' }, '1'))).toBe(withTexts);
    expect(apply(withTexts, custom({ action: 'ClearChatList' }, 'administrator', 'LIVE_8'))).toBe(withTexts);
  });

  it('ClearChatList empties the list and counts a clear (danmaku)', () => {
    const s = apply(withTexts, custom({ action: 'ClearChatList' }));
    expect(s.lines).toEqual([]);
    expect(s.clears).toBe(1);
  });

  it('RevokeMessage removes the line', () => {
    expect(
      apply(withTexts, custom({ action: 'RevokeMessage', msg_id: 'a', by: 5 })).lines.map((l) => l.id),
    ).toEqual(['b']);
  });

  it('ChangeRoomTitle, NewGroupAnnouncement, ChangePublishConfig update the room', () => {
    let s = apply(withTexts, custom({ action: 'ChangeRoomTitle', title: 'Derby' }));
    s = apply(s, custom({ action: 'NewGroupAnnouncement', content: 'Be nice', time: 5 }));
    s = apply(s, custom({ action: 'ChangePublishConfig', speak: 'fans', slow_mode: 30, mute_all: 1 }));
    expect(s.title).toBe('Derby');
    expect(s.announcement).toEqual({ content: 'Be nice', time: 5 });
    expect(s.publish).toEqual({ speak: 'fans', slow_mode: 30, mute_all: 1 });
    expect(s.lines.at(-1)).toMatchObject({ kind: 'notice', key: 'title' });
  });

  it('BanUser of me sets my ban; a lift clears it; others only make a notice', () => {
    let s = apply(withTexts, custom({ action: 'BanUser', uid: 9, nick: 'me', duration: 600, until: 1000 }));
    expect(s.bannedUntil).toBe(1000);
    expect(s.lines.at(-1)).toMatchObject({ key: 'banned', values: { nick: 'me', minutes: 10 } });
    s = apply(s, custom({ action: 'BanUser', uid: 9, nick: 'me', duration: 0, until: 0 }));
    expect(s.bannedUntil).toBe(0);
    s = apply(s, custom({ action: 'BanUser', uid: 3, nick: 'x', duration: 600, until: 5 }));
    expect(s.bannedUntil).toBe(0);
    // A refused join (end unknown) keeps an end already known.
    expect(chatReducer(s, { type: 'banned', until: -1 }).bannedUntil).toBe(-1);
    s = chatReducer({ ...s, bannedUntil: 2000 }, { type: 'banned', until: -1 });
    expect(s.bannedUntil).toBe(2000);
  });

  it('SetManager moves badges; GroupTips and AttentionToAnchor are notices', () => {
    let s = apply(withTexts, custom({ action: 'SetManager', uid: 2, nick: 'b', set: 1 }));
    expect(s.managers).toEqual(['2']);
    s = apply(s, custom({ action: 'SetManager', uid: 2, nick: 'b', set: 0 }));
    expect(s.managers).toEqual([]);
    s = apply(s, custom({ action: 'GroupTips', text: 'Kickoff' }));
    s = apply(s, custom({ action: 'AttentionToAnchor', uid: 4, nick: 'd' }));
    expect(s.lines.slice(-2).map((l) => (l.kind === 'notice' ? l.key : ''))).toEqual(['tips', 'followed']);
  });

  it('a newcomer gets settings and replayed notices once', () => {
    const info: LiveChatInfo = {
      liveid: 7,
      group_id: G,
      anchorid: 1,
      title: 't',
      announcement: { content: 'A', time: 1 },
      speak: 'users',
      slow_mode: 10,
      mute_all: 0,
      managers: [{ uid: 3, nick_name: 'c', avatar: '' }],
      my_role: 'member',
      banned_until: 0,
      notices: [
        { action: 'GroupTips', data: { text: 'old' }, time: 1 },
        { action: 'ClearChatList', data: {}, time: 2 },
        { action: 'SetManager', data: { uid: 3, nick: 'c', set: 1 }, time: 3 },
      ],
    };
    const s = chatReducer(initialChatState, { type: 'info', info, now: 0 });
    expect(s.publish).toEqual({ speak: 'users', slow_mode: 10, mute_all: 0 });
    expect(s.anchorUid).toBe('1');
    expect(s.managers).toEqual(['3']);
    expect(s.lines.map((l) => (l.kind === 'notice' ? l.key : l.kind))).toEqual(['managerSet']);
    expect(chatReducer(s, { type: 'info', info, now: 0 }).lines).toHaveLength(1);
  });
});

describe('batches (a flood applied once per flush)', () => {
  const textEvent = (id: string, uid = '1'): RoomChatEvent => ({
    type: 'text',
    id,
    uid,
    nick: `n${uid}`,
    text: `t${id}`,
    own: false,
  });
  const clear: RoomChatEvent = {
    type: 'room',
    action: { action: 'ClearChatList' },
    now: 0,
    selfUid: '',
  };

  it('gives the same state as applying the events one by one, in order', () => {
    const events = [textEvent('a'), textEvent('b', '2'), clear, textEvent('c'), textEvent('b', '2')];
    const oneByOne = events.reduce(chatReducer, withTexts);
    const batched = chatReducer(withTexts, { type: 'batch', events });
    expect(batched).toEqual(oneByOne);
    // The clear in the middle empties what came before it; the repeated 'b' is shown once.
    expect(batched.lines.map((l) => l.id)).toEqual(['c', 'b']);
    expect(batched.clears).toBe(withTexts.clears + 1);
  });

  it('keeps the newest MAX_LINES lines of a batch larger than the list', () => {
    const events = Array.from({ length: MAX_LINES + 20 }, (_, i) => textEvent(`x${i}`));
    const s = chatReducer(initialChatState, { type: 'batch', events });
    expect(s.lines).toHaveLength(MAX_LINES);
    expect(s.lines[0]?.id).toBe('x20');
    expect(s.lines.at(-1)?.id).toBe(`x${MAX_LINES + 19}`);
  });

  it('an empty batch changes nothing (no re-render)', () => {
    expect(chatReducer(withTexts, { type: 'batch', events: [] })).toBe(withTexts);
  });
});
