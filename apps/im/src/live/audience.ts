import type { Presence } from '../presence/types';

/**
 * A live room's audience, the one definition every count of the room uses (`group.onlineCount`, the group
 * profile's member number, admin `live/online` and from there the API's room cards, header and member list):
 * the distinct identities in the room across every node, that is signed-in users and guests by the identity
 * the API issued them (`guest_<hex>`), each once however many sockets they hold. Anonymous sockets carry no
 * identity and do not count: 1,000 of them from one client are nobody (the API adds the stream's distinct
 * viewer addresses, so anonymous viewers who watch still show).
 */
export async function roomAudience(presence: Presence, groupID: string): Promise<number> {
  return (await presence.roomUsers(groupID, 0, 0)).total;
}
