// Which room messages the API keeps for newcomers. The messages themselves (names, fields, the element) are the
// messaging contract's: @tifo/protocol's room-messages, which the web app reads with the same types.
import { ROOM_ACTION, type RoomActionName } from '@tifo/protocol';

/**
 * Actions a newcomer is shown from the room's recent history (getLiveChat `notices`): the management ones.
 * Joins, exits, follows and gifts are chatter of the moment and are not kept.
 */
export const KEPT_ACTIONS: ReadonlySet<RoomActionName> = new Set<RoomActionName>([
  ROOM_ACTION.SET_MANAGER,
  ROOM_ACTION.TITLE,
  ROOM_ACTION.BAN,
  ROOM_ACTION.PUBLISH_CONFIG,
  ROOM_ACTION.CLEAR,
  ROOM_ACTION.REVOKE,
  ROOM_ACTION.ANNOUNCEMENT,
  ROOM_ACTION.TIPS,
]);
