// Typed endpoint functions of the live room's chat (apps/api/src/modules/live-chat/README.md), all through the one
// request helper. Room entry and exit are silent (a failure there is nobody's business); management actions
// keep the helper's error toasts.
import type { SLOW_MODES as SLOW_MODE_CHOICES } from '@tifo/api-contract/constants';
import { api } from '../../../api/call';
import type { PublishConfig } from './chat-types';

const quiet = { hideLoading: true } as const;
const silent = { hideLoading: true, noToast: true } as const;

export { BAN_DURATIONS } from '@tifo/api-contract/constants';
export type { BannedUser } from '@tifo/api-contract';

/** Slow-mode intervals in the order the menu offers them: 5 s, 10 s, 30 s, 1 minute, 0 = unlimited. */
export const SLOW_MODES = [5, 10, 30, 60, 0] as const satisfies readonly (typeof SLOW_MODE_CHOICES)[number][];

/** /api/live/getLiveChat: settings, managers, my role, recent notices. */
export function getLiveChat(liveid: number) {
  return api('/api/live/getLiveChat', { liveid }, silent);
}

/** /api/live/enterRoom: posts the EnterRoom line (logged-in users). */
export function enterRoom(liveid: number) {
  return api('/api/live/enterRoom', { liveid }, silent);
}

/** /api/live/leaveRoom: posts ExitRoom. */
export function leaveRoom(liveid: number) {
  return api('/api/live/leaveRoom', { liveid }, silent);
}

/** /api/live/banUser for `duration` seconds. */
export function banUser(liveid: number, uid: number, duration: number) {
  return api('/api/live/banUser', { liveid, uid, duration }, quiet);
}

/** /api/live/unbanUser. */
export function unbanUser(liveid: number, uid: number) {
  return api('/api/live/unbanUser', { liveid, uid }, quiet);
}

/** /api/live/getBannedList. */
export async function getBannedList(liveid: number) {
  const data = await api('/api/live/getBannedList', { liveid }, quiet);
  return data.list;
}

/** /api/live/setManager (anchor only). */
export function setManager(liveid: number, uid: number, set: boolean) {
  return api('/api/live/setManager', { liveid, uid, set: set ? 1 : 0 }, quiet);
}

/** /api/live/setTitle (2-60 wide). */
export function setRoomTitle(liveid: number, title: string) {
  return api('/api/live/setTitle', { liveid, title }, quiet);
}

/** /api/live/clearChat: every viewer's list empties. */
export function clearChat(liveid: number) {
  return api('/api/live/clearChat', { liveid }, quiet);
}

/** /api/live/setPublishConfig: any of speak, slow_mode, mute_all. */
export function setPublishConfig(liveid: number, change: Partial<PublishConfig>) {
  return api('/api/live/setPublishConfig', { liveid, ...change }, quiet);
}

/** /api/live/revokeMessage: the line disappears for everyone. */
export function revokeRoomMessage(liveid: number, msgId: string) {
  return api('/api/live/revokeMessage', { liveid, msg_id: msgId }, quiet);
}

/** /api/live/postAnnouncement (1-200 characters). */
export function postAnnouncement(liveid: number, content: string) {
  return api('/api/live/postAnnouncement', { liveid, content }, quiet);
}
