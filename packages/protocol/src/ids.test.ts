import { describe, expect, it } from 'vitest';
import {
  c2cConversationID,
  conversationIDOf,
  groupConversationID,
  parseConversationID,
  SYSTEM_CONVERSATION_ID,
} from './conversation-id';
import { GROUP_TYPE, isValidGroupID } from './group';

describe('conversation IDs', () => {
  it('parses the three kinds and rejects others', () => {
    expect(parseConversationID(c2cConversationID('u1'))).toEqual({ type: 'C2C', peer: 'u1' });
    expect(parseConversationID(groupConversationID('g1'))).toEqual({ type: 'GROUP', peer: 'g1' });
    expect(parseConversationID(SYSTEM_CONVERSATION_ID)?.type).toBe('@TIM#SYSTEM');
    expect(parseConversationID('C2C')).toBeNull();
    expect(parseConversationID('XYZ1')).toBeNull();
    expect(parseConversationID(5)).toBeNull();
  });
  it('names a message conversation from either side', () => {
    const m = { conversationType: 'C2C' as const, from: 'a', to: 'b' };
    expect(conversationIDOf(m, 'a')).toBe('C2Cb');
    expect(conversationIDOf(m, 'b')).toBe('C2Ca');
  });
});

describe('group IDs', () => {
  it('checks the format per type', () => {
    expect(isValidGroupID(GROUP_TYPE.COMMUNITY, '@TGS#_abc')).toBe(true);
    expect(isValidGroupID(GROUP_TYPE.COMMUNITY, 'abc')).toBe(false);
    expect(isValidGroupID(GROUP_TYPE.PUBLIC, '@TGS#abc')).toBe(false);
    expect(isValidGroupID(GROUP_TYPE.PUBLIC, 'NOTIFY_ROOM')).toBe(true);
    expect(isValidGroupID(GROUP_TYPE.PUBLIC, 'has space')).toBe(false);
  });
});
