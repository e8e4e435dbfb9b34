// The room messages of the live-room chat (README "Room messages"): custom elements whose data is JSON
// `{action, ...}`, posted by the server identity so clients can trust them.

/** Every room-message action the API posts. */
export const ROOM_ACTION = {
  ENTER: 'EnterRoom',
  EXIT: 'ExitRoom',
  SET_MANAGER: 'SetManager',
  TITLE: 'ChangeRoomTitle',
  BAN: 'BanUser',
  PUBLISH_CONFIG: 'ChangePublishConfig',
  CLEAR: 'ClearChatList',
  REVOKE: 'RevokeMessage',
  ANNOUNCEMENT: 'NewGroupAnnouncement',
  TIPS: 'GroupTips',
  ATTENTION: 'AttentionToAnchor',
} as const;

/** One of ROOM_ACTION's values. */
export type RoomAction = (typeof ROOM_ACTION)[keyof typeof ROOM_ACTION];

/**
 * Actions a newcomer is shown from the room's recent history (getLiveChat `notices`): the management ones.
 * Joins, exits and follows are chatter of the moment and are not kept.
 */
export const KEPT_ACTIONS: ReadonlySet<string> = new Set<string>([
  ROOM_ACTION.SET_MANAGER,
  ROOM_ACTION.TITLE,
  ROOM_ACTION.BAN,
  ROOM_ACTION.PUBLISH_CONFIG,
  ROOM_ACTION.CLEAR,
  ROOM_ACTION.REVOKE,
  ROOM_ACTION.ANNOUNCEMENT,
  ROOM_ACTION.TIPS,
]);

/** The action of the race-start alert on the broadcast conversation (spec: C2Cbroadcast). */
export const RACE_START_ACTION = 'RaceStartLiveMessage';

/** A custom element carrying `{action, ...fields}`. */
export function customElement(action: string, fields: Record<string, unknown>) {
  return {
    type: 'TIMCustomElem',
    content: { data: JSON.stringify({ action, ...fields }), description: action, extension: '' },
  };
}
