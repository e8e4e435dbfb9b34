// Typed endpoint functions of the live room's chat (apps/api/src/modules/live-chat/README.md), all through the one
// request helper. Room entry and exit are silent (a failure there is nobody's business); management actions
// keep the helper's error toasts.
import { request } from '../../../api/client';
import type { LiveChatInfo, PublishConfig } from './chat-types';

const quiet = { hideLoading: true } as const;
const silent = { hideLoading: true, noToast: true } as const;

/** The ban durations offered (spec section 6): 3 days, 1 day, 1 hour, 10 minutes. */
export const BAN_DURATIONS = [259200, 86400, 3600, 600] as const;
/** Slow-mode intervals (spec section 6): 5 s, 10 s, 30 s, 1 minute, 0 = unlimited. */
export const SLOW_MODES = [5, 10, 30, 60, 0] as const;

/** A banned user of the room. */
export interface BannedUser {
  uid: number;
  nick_name: string;
  avatar: string;
  until: number;
}

/** /api/live/getLiveChat: settings, managers, my role, recent notices. */
export function getLiveChat(liveid: number): Promise<LiveChatInfo> {
  return request<LiveChatInfo>('/api/live/getLiveChat', { liveid }, silent);
}

/** /api/live/enterRoom: posts the EnterRoom line (logged-in users). */
export function enterRoom(liveid: number): Promise<null> {
  return request<null>('/api/live/enterRoom', { liveid }, silent);
}

/** /api/live/leaveRoom: posts ExitRoom. */
export function leaveRoom(liveid: number): Promise<null> {
  return request<null>('/api/live/leaveRoom', { liveid }, silent);
}

/** /api/live/banUser for `duration` seconds. */
export function banUser(
  liveid: number,
  uid: number,
  duration: number,
): Promise<{ uid: number; until: number }> {
  return request('/api/live/banUser', { liveid, uid, duration }, quiet);
}

/** /api/live/unbanUser. */
export function unbanUser(liveid: number, uid: number): Promise<{ uid: number }> {
  return request('/api/live/unbanUser', { liveid, uid }, quiet);
}

/** /api/live/getBannedList. */
export async function getBannedList(liveid: number): Promise<BannedUser[]> {
  const data = await request<{ list: BannedUser[] }>('/api/live/getBannedList', { liveid }, quiet);
  return data.list;
}

/** /api/live/setManager (anchor only). */
export function setManager(liveid: number, uid: number, set: boolean): Promise<{ managers: unknown[] }> {
  return request('/api/live/setManager', { liveid, uid, set: set ? 1 : 0 }, quiet);
}

/** /api/live/setTitle (2-60 wide). */
export function setRoomTitle(liveid: number, title: string): Promise<{ title: string }> {
  return request('/api/live/setTitle', { liveid, title }, quiet);
}

/** /api/live/clearChat: every viewer's list empties. */
export function clearChat(liveid: number): Promise<null> {
  return request<null>('/api/live/clearChat', { liveid }, quiet);
}

/** /api/live/setPublishConfig: any of speak, slow_mode, mute_all. */
export function setPublishConfig(liveid: number, change: Partial<PublishConfig>): Promise<PublishConfig> {
  return request<PublishConfig>('/api/live/setPublishConfig', { liveid, ...change }, quiet);
}

/** /api/live/revokeMessage: the line disappears for everyone. */
export function revokeRoomMessage(liveid: number, msgId: string): Promise<null> {
  return request<null>('/api/live/revokeMessage', { liveid, msg_id: msgId }, quiet);
}

/** /api/live/postAnnouncement (1-200 characters). */
export function postAnnouncement(
  liveid: number,
  content: string,
): Promise<{ content: string; time: number }> {
  return request('/api/live/postAnnouncement', { liveid, content }, quiet);
}
