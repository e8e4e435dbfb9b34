import type { Logger } from 'pino';
import type { ImConfig } from './config';
import type { Db } from './storage/db';
import type { Broker } from './broker/types';
import type { Presence } from './presence/types';
import type { Registry } from './gateway/registry';
import type { GatewayEvents } from './gateway/events';
import type { ProfanityFilter } from './policy/profanity';
import type { RateLimiter } from './policy/rate-limit';
import type { Metrics } from './metrics';
import type { LiveRooms } from './live/rooms';
import type { LiveModeration } from './live/moderation';
import type { MemberCache } from './groups/member-cache';
import type { ProfileCache } from './identity/profile-cache';
import type { Translator } from './messages/translator';

/** Everything a command handler needs; one per running service. */
export interface ImContext {
  config: ImConfig;
  log: Logger;
  db: Db;
  broker: Broker;
  presence: Presence;
  registry: Registry;
  /** The gateway's events (session ended), which features subscribe to at start-up. */
  events: GatewayEvents;
  profanity: ProfanityFilter;
  sendLimiter: RateLimiter;
  metrics: Metrics;
  live: LiveRooms;
  liveModeration: LiveModeration;
  members: MemberCache;
  /** Senders' stored nick and avatar (messages never carry the client's). */
  profiles: ProfileCache;
  nodeID: string;
  /** Machine translation for msg.translateText (messages/translate.ts); unset: it fails with 2117. */
  translator?: Translator;
}

/** Broker channel of deliveries. */
export const DELIVER_CHANNEL = 'deliver';

/** Broker channel of identity changes: profile edits and signature revocations, for every node. */
export const IDENTITY_CHANNEL = 'identity';

export { nowSeconds } from './policy/time';
