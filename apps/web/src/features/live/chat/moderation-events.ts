// What the room tells the user about their own sanctions, as it happens: a mute or its end comes as the room's
// member-info tip (muteTime, 0 lifted); a ban and its lifting come as system notices 21 and 22 on the user's own
// timeline (a banned user is out of the room and hears no room push). Pure, so each case is unit-tested.
import type { Message } from '@tifo/chat';
import { GROUP_SYSTEM_NOTICE, GROUP_TIP } from '@tifo/protocol';
import type { RoomChatEvent } from './chat-reducer';

/** A change of the user's own standing in the room. */
export type SelfModeration =
  { kind: 'muted'; seconds: number } | { kind: 'unmuted' } | { kind: 'banned' } | { kind: 'unbanned' };

const TIP_ELEM = 'TIMGroupTipElem';
const NOTICE_ELEM = 'TIMGroupSystemNoticeElem';

interface TipPayload {
  operationType?: unknown;
  memberList?: unknown;
}
interface NoticePayload {
  operationType?: unknown;
  groupProfile?: { groupID?: unknown };
}

function muteOf(payload: TipPayload, selfUid: string): SelfModeration | null {
  if (payload.operationType !== GROUP_TIP.MEMBER_INFO_UPDATED || !Array.isArray(payload.memberList))
    return null;
  for (const member of payload.memberList as Array<{ userID?: unknown; muteTime?: unknown }>) {
    if (member?.userID !== selfUid || typeof member.muteTime !== 'number') continue;
    return member.muteTime > 0 ? { kind: 'muted', seconds: member.muteTime } : { kind: 'unmuted' };
  }
  return null;
}

/**
 * The user's own sanction in `message`, for room `groupID`; null for anything else. Tips count only in the
 * room's conversation, notices only when they name the room; a guest (`selfUid` '') has no standing to change.
 */
export function selfModerationOf(message: Message, groupID: string, selfUid: string): SelfModeration | null {
  if (!selfUid) return null;
  if (message.type === TIP_ELEM && message.to === groupID)
    return muteOf(message.payload as TipPayload, selfUid);
  if (message.type !== NOTICE_ELEM) return null;
  const payload = message.payload as NoticePayload;
  if (payload.groupProfile?.groupID !== groupID) return null;
  if (payload.operationType === GROUP_SYSTEM_NOTICE.LIVE_BANNED) return { kind: 'banned' };
  if (payload.operationType === GROUP_SYSTEM_NOTICE.LIVE_UNBANNED) return { kind: 'unbanned' };
  return null;
}

/** The reducer event for the user's own sanction, as the room told it. */
export function moderationEvent(m: SelfModeration, nowSeconds: number): RoomChatEvent {
  switch (m.kind) {
    case 'muted':
      return { type: 'muted', until: nowSeconds + m.seconds, told: { minutes: Math.ceil(m.seconds / 60) } };
    case 'unmuted':
      return { type: 'muted', until: 0, told: 'lifted' };
    case 'banned':
      return { type: 'selfBan', banned: true };
    case 'unbanned':
      return { type: 'selfBan', banned: false };
  }
}
