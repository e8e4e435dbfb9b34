import type { Message } from '@tifo/chat';
import { GROUP_SYSTEM_NOTICE, GROUP_TIP } from '@tifo/protocol';
import { describe, expect, it } from 'vitest';
import { chatReducer, initialChatState, type RoomChatState } from './chat-reducer';
import { inputBlock } from './input-state';
import { moderationEvent, selfModerationOf } from './moderation-events';

const G = 'LIVE_7';
const ME = '9';
const NOW = 1_000;

function tip(memberList: object[], to = G): Message {
  return {
    ID: `t${Math.random()}`,
    type: 'TIMGroupTipElem',
    from: 'administrator',
    to,
    payload: { operationType: GROUP_TIP.MEMBER_INFO_UPDATED, groupID: to, userIDList: [], memberList },
  } as unknown as Message;
}
function notice(operationType: number, groupID = G): Message {
  return {
    ID: `n${Math.random()}`,
    type: 'TIMGroupSystemNoticeElem',
    from: 'administrator',
    to: ME,
    payload: {
      operationType,
      operatorID: 'administrator',
      groupProfile: { groupID, name: '', type: 'AVChatRoom' },
    },
  } as unknown as Message;
}

/** What the room chat does with a received message about the user: the state and the input's block. */
function receive(state: RoomChatState, message: Message) {
  const own = selfModerationOf(message, G, ME);
  const next = own ? chatReducer(state, moderationEvent(own, NOW)) : state;
  const block = inputBlock({
    bannedUntil: next.bannedUntil,
    mutedUntil: next.mutedUntil,
    muteAll: false,
    manager: false,
    refused: null,
    now: NOW,
  });
  return { state: next, block };
}

describe("the user's own sanctions, told by the room", () => {
  it('blocks the input at a mute and frees it when the mute is lifted, with a line each way', () => {
    const muted = receive(
      initialChatState,
      tip([
        { userID: '3', muteTime: 60 },
        { userID: ME, muteTime: 600 },
      ]),
    );
    expect(muted.block).toEqual({ reason: 'muted', until: NOW + 600 });
    expect(muted.state.lines.at(-1)).toMatchObject({
      kind: 'notice',
      key: 'youMuted',
      values: { minutes: 10 },
    });
    const lifted = receive(muted.state, tip([{ userID: ME, muteTime: 0 }]));
    expect(lifted.block).toBeNull();
    expect(lifted.state.lines.at(-1)).toMatchObject({ kind: 'notice', key: 'youUnmuted' });
  });

  it('frees an input that a refused send had blocked (end unknown) when the mute is lifted', () => {
    const refused = chatReducer(initialChatState, { type: 'muted', until: -1 });
    expect(receive(refused, tip([])).block?.reason).toBe('muted');
    expect(receive(refused, tip([{ userID: ME, muteTime: 0 }])).block).toBeNull();
  });

  it('blocks at a ban (notice 21) and frees the input when it is lifted (notice 22), for this room only', () => {
    const banned = receive(initialChatState, notice(GROUP_SYSTEM_NOTICE.LIVE_BANNED));
    expect(banned.block).toEqual({ reason: 'banned', until: -1 });
    expect(banned.state.lines.at(-1)).toMatchObject({ key: 'youBanned' });
    const elsewhere = receive(banned.state, notice(GROUP_SYSTEM_NOTICE.LIVE_UNBANNED, 'LIVE_8'));
    expect(elsewhere.block?.reason).toBe('banned');
    const lifted = receive(banned.state, notice(GROUP_SYSTEM_NOTICE.LIVE_UNBANNED));
    expect(lifted.block).toBeNull();
    expect(lifted.state.lines.at(-1)).toMatchObject({ key: 'youUnbanned' });
  });

  it("ignores other members' mutes, other rooms' tips and guests", () => {
    expect(selfModerationOf(tip([{ userID: '3', muteTime: 60 }]), G, ME)).toBeNull();
    expect(selfModerationOf(tip([{ userID: ME, muteTime: 60 }], 'LIVE_8'), G, ME)).toBeNull();
    expect(selfModerationOf(tip([{ userID: ME, muteTime: 60 }]), G, '')).toBeNull();
    expect(selfModerationOf(notice(GROUP_SYSTEM_NOTICE.KICKED), G, ME)).toBeNull();
  });
});
