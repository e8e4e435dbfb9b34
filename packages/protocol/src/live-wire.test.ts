import { describe, expect, it } from 'vitest';
import { wireMessage, type WireMessage } from './elements';
import { fullLiveMessage, leanLiveMessage } from './live-wire';

const ROOM = '@TGS#room1';

function chat(extra: Partial<WireMessage> = {}): WireMessage {
  return wireMessage({
    ID: `live:${ROOM}:fan:7:1795776672118`,
    conversationType: 'GROUP',
    from: 'fan',
    to: ROOM,
    random: 7,
    time: 1_795_776_672,
    elements: [{ type: 'TIMTextElem', content: { text: 'goal' } }],
    broadcastSequence: 12,
    ...extra,
  });
}

describe('lean live messages', () => {
  it('leave out the room and every field at its default, and come back whole', () => {
    const full = chat();
    const lean = leanLiveMessage(full, ROOM);
    expect(lean).toEqual({
      ID: full.ID,
      from: 'fan',
      random: 7,
      time: 1_795_776_672,
      elements: full.elements,
      broadcastSequence: 12,
    });
    expect(JSON.stringify(lean).length).toBeLessThan(JSON.stringify(full).length / 2);
    expect(fullLiveMessage(lean, ROOM)).toEqual(full);
  });

  it('keep every field that differs from its default, whatever its kind', () => {
    const full = chat({
      clientTime: 1_795_776_670,
      nick: 'Ana',
      avatar: 'https://example.com/a.png',
      nameCard: 'captain',
      priority: 'High',
      cloudCustomData: '{"level":3}',
      isRevoked: true,
      revoker: 'anchor',
      version: 2,
      needReadReceipt: true,
      atUserList: ['bob'],
      onlineOnlyFlag: true,
      messageControlInfo: { excludedFromUnreadCount: true },
      isSupportExtension: false,
      readReceiptInfo: { readCount: 0 },
      sequence: 3,
    });
    const lean = leanLiveMessage(full, ROOM);
    expect(Object.keys(lean).sort()).toEqual(
      Object.keys(full)
        .filter((k) => k !== 'conversationType' && k !== 'to')
        .sort(),
    );
    expect(fullLiveMessage(lean, ROOM)).toEqual(full);
  });

  it('keep the room when a message names another one, and its kind when it is not a group message', () => {
    const full = chat({ to: '@TGS#other', conversationType: '@TIM#SYSTEM' });
    const lean = leanLiveMessage(full, ROOM);
    expect(lean.to).toBe('@TGS#other');
    expect(lean.conversationType).toBe('@TIM#SYSTEM');
    expect(fullLiveMessage(lean, ROOM)).toEqual(full);
  });

  it('give each expanded message lists and records of its own', () => {
    const lean = leanLiveMessage(chat(), ROOM);
    const a = fullLiveMessage(lean, ROOM);
    const b = fullLiveMessage(lean, ROOM);
    a.atUserList.push('x');
    expect(b.atUserList).toEqual([]);
    expect(a.messageControlInfo).not.toBe(b.messageControlInfo);
  });

  it('read a full message (a version 1 answer) as itself', () => {
    const full = chat({ nick: 'Ana' });
    expect(fullLiveMessage(full, ROOM)).toEqual(full);
  });
});
