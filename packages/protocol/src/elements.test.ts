import { describe, expect, it } from 'vitest';
import { wireMessage } from './elements';

describe('wireMessage', () => {
  it('fills every field a new message does not set, and keeps what it is given', () => {
    const m = wireMessage({
      conversationType: 'C2C',
      from: 'a',
      to: 'b',
      random: 7,
      time: 100,
      elements: [{ type: 'TIMTextElem', content: { text: 'hi' } }],
      priority: 'High',
    });
    expect(m).toEqual({
      ID: '',
      conversationType: 'C2C',
      from: 'a',
      to: 'b',
      sequence: 0,
      random: 7,
      time: 100,
      clientTime: 100,
      nick: '',
      avatar: '',
      nameCard: '',
      priority: 'High',
      elements: [{ type: 'TIMTextElem', content: { text: 'hi' } }],
      cloudCustomData: '',
      isRevoked: false,
      revoker: '',
      version: 0,
      needReadReceipt: false,
      atUserList: [],
      onlineOnlyFlag: false,
      messageControlInfo: {},
    });
  });
});
