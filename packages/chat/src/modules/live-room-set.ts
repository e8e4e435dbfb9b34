import { GROUP_TYPE, JOIN_STATUS } from '@tifo/protocol';
import type { GroupType, WireMessage } from '@tifo/protocol';
import { chatError } from '../core/errors';
import { LongPoller } from './live-rooms';

/** What the live-room set needs from the Chat object. */
interface LiveRoomDeps {
  /** Several rooms at once (`unlimitedAVChatRoom`). */
  unlimited: boolean;
  httpBase(): string;
  onMessages(messages: WireMessage[]): void;
  onError(code: number, message: string): void;
  /** Drops a room's local state (group, conversation, messages); calls `leave` back. */
  forget(groupID: string): void;
}

/**
 * The live rooms this instance reads: over the socket when logged in (the service pushes), or by
 * HTTP long poll when anonymous. One room at a time unless unlimited mode.
 */
export class LiveRoomSet {
  private readonly joined = new Set<string>();
  private readonly pollers = new Map<string, LongPoller>();

  constructor(private readonly deps: LiveRoomDeps) {}

  /** True when the room is joined (either way). */
  has(groupID: string): boolean {
    return this.joined.has(groupID);
  }

  /** True when the room is read anonymously by long poll. */
  isPolling(groupID: string): boolean {
    return this.pollers.has(groupID);
  }

  /** Records a joined room; without unlimited mode the others are left (the service left them too). */
  hold(groupID: string): void {
    if (!this.deps.unlimited) {
      for (const other of [...this.joined]) if (other !== groupID) this.deps.forget(other);
    }
    this.joined.add(groupID);
  }

  /** The anonymous join: start long polling the room. */
  async joinAnonymous(
    groupID: string,
  ): Promise<{ status: string; group: { groupID: string; type: GroupType } }> {
    if (typeof groupID !== 'string' || !groupID) throw chatError('ILLEGAL_GROUP_ID');
    const group = { groupID, type: GROUP_TYPE.AVCHATROOM as GroupType };
    if (this.pollers.has(groupID)) return { status: JOIN_STATUS.ALREADY_IN_GROUP, group };
    const poller = new LongPoller(groupID, {
      httpBase: () => this.deps.httpBase(),
      onMessages: (_id, list) => this.deps.onMessages(list),
      onError: (_id, error) => this.deps.onError(error.code, error.message),
      onGone: (id) => this.deps.forget(id),
    });
    await poller.start();
    this.hold(groupID);
    this.pollers.set(groupID, poller);
    return { status: JOIN_STATUS.SUCCESS, group };
  }

  /** Stops reading a room (quit, dismissed, banned). */
  leave(groupID: string): void {
    this.joined.delete(groupID);
    this.pollers.get(groupID)?.stop();
    this.pollers.delete(groupID);
  }

  /** Stops every long poll (logout, destroy). */
  stopPolling(): void {
    for (const groupID of [...this.pollers.keys()]) this.deps.forget(groupID);
  }

  /** Rooms joined over the socket: joined again after a reconnect. */
  socketRooms(): string[] {
    return [...this.joined].filter((g) => !this.pollers.has(g));
  }

  /** The session ended: rooms joined over the socket are gone with it. */
  dropSocketRooms(): void {
    for (const groupID of this.socketRooms()) this.joined.delete(groupID);
  }
}
