/** A slow-mode claim (Presence.takeSendSlot): times in milliseconds of the presence's clock. */
export interface SendSlot {
  /** 0 when the send may go (its time is recorded), else how long until it may. */
  waitMs: number;
  /** The time recorded for this send (0 when refused). */
  at: number;
  /** The time recorded before it (0 for none), restored by returnSendSlot. */
  previous: number;
}

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
  /**
   * Adds a viewer (connection key) to a live room; a logged-in viewer's `userID` also enters the room's member
   * list (one entry per user, whatever their connections and nodes, in the order they first came).
   */
  joinRoom(groupID: string, connKey: string, userID?: string): Promise<void>;
  /** Removes a viewer (idempotent); its user leaves the member list with their last connection in the room. */
  leaveRoom(groupID: string, connKey: string, userID?: string): Promise<void>;
  /** A page of a live room's logged-in members across every node, first come first, and how many there are. */
  roomUsers(groupID: string, offset: number, count: number): Promise<{ userIDs: string[]; total: number }>;
  /** Number of viewers of a live room. */
  roomCount(groupID: string): Promise<number>;
  /**
   * Hands out a live room's next broadcast sequence (1, 2, ...), the same counter on every node, so a long-poll
   * reader sees one sequence whichever node answers it.
   */
  takeBroadcastSeq(groupID: string): Promise<number>;
  /** The last broadcast sequence handed out in a room (0 before the first). */
  lastBroadcastSeq(groupID: string): Promise<number>;
  /**
   * Slow mode: records now as the user's last accepted send in a live room, unless the last one is less than
   * `intervalMs` old. One atomic check-and-set on one clock for every node, so two sends racing on two nodes
   * cannot both pass; a record is kept `keepMs` (the longest interval), since the interval may grow meanwhile.
   */
  takeSendSlot(groupID: string, userID: string, intervalMs: number, keepMs: number): Promise<SendSlot>;
  /** Gives a slot back when its send was refused after all (the previous time returns unless a newer one came). */
  returnSendSlot(groupID: string, userID: string, slot: SendSlot, keepMs: number): Promise<void>;
  close(): Promise<void>;
}
