import type { WireMessage } from '@tifo/protocol';

/**
 * What nodes tell each other. Every delivery goes through the broker, also on a single node, so one
 * code path serves one node and many.
 */
export type BrokerMessage =
  /** A frame (already encoded) for every session of a user. */
  | { t: 'user'; userID: string; frame: string }
  /** A frame for every online member of a group. */
  | { t: 'group'; groupID: string; frame: string }
  /** A frame for every online member of a group and every connection reading it as a live room. */
  | { t: 'room'; groupID: string; frame: string }
  /** A frame for every logged-in connection (admin broadcast). */
  | { t: 'all'; frame: string }
  /** A live-room message to batch into the room's next tick. */
  | { t: 'live'; groupID: string; message: WireMessage }
  /** End sessions of a user: all, or those of one platform except one instance. */
  | { t: 'kick'; userID: string; kickType: number; platform?: string; keepInstanceID?: number }
  /** Group membership changed: drop cached member lists. */
  | { t: 'members'; groupID: string }
  /** A stored profile changed: drop the cached sender profile (identity channel). */
  | { t: 'profile'; userID: string }
  /** A user's blacklist changed: drop its cached copy (social channel). */
  | { t: 'blacklist'; userID: string }
  /** Sessions of a user signed below this generation end with kick type 3 (identity channel). */
  | { t: 'revoke'; userID: string; generation: number }
  /**
   * Live-room moderation changed (mutes, bans, chat rules, fans list, managers): drop cached rules; banned users
   * leave the room on every node.
   */
  | { t: 'live-sanctions'; groupID: string; banned: string[] };

/** Fan-out between messaging nodes (memory.ts for one node, redis.ts for many). */
export interface Broker {
  /** Delivers `message` to every subscriber of `channel` on every node (including this one). */
  publish(channel: string, message: BrokerMessage): Promise<void>;
  /** Registers a handler; resolves once the subscription is active. */
  subscribe(channel: string, handler: (message: BrokerMessage) => void): Promise<void>;
  close(): Promise<void>;
}
