/**
 * Who is online, across nodes: users (by connection key) and live-room viewers, and the live rooms' broadcast
 * sequences.
 * memory.ts for one node, redis.ts for many.
 */
export interface Presence {
  /** Marks one connection of a user online. */
  setOnline(userID: string, connKey: string): Promise<void>;
  /** Removes one connection of a user. */
  setOffline(userID: string, connKey: string): Promise<void>;
  /** The subset of `userIDs` with at least one connection. */
  onlineUsers(userIDs: string[]): Promise<Set<string>>;
  /** Adds a viewer (connection key) to a live room. */
  joinRoom(groupID: string, connKey: string): Promise<void>;
  /** Removes a viewer. */
  leaveRoom(groupID: string, connKey: string): Promise<void>;
  /** Number of viewers of a live room. */
  roomCount(groupID: string): Promise<number>;
  /**
   * Hands out a live room's next broadcast sequence (1, 2, ...), the same counter on every node, so a long-poll
   * reader sees one sequence whichever node answers it.
   */
  takeBroadcastSeq(groupID: string): Promise<number>;
  /** The last broadcast sequence handed out in a room (0 before the first). */
  lastBroadcastSeq(groupID: string): Promise<number>;
  close(): Promise<void>;
}
