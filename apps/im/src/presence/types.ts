/**
 * Who is online, across nodes: users (by connection key) and live-room viewers.
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
  close(): Promise<void>;
}
