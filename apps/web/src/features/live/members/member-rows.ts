// The member list's rows: the messaging service's members (nick, avatar, role) with the API's level and VIP,
// the room's own roles (the chat's live state: a SetManager applies before the service's list is asked again),
// sorted anchor first, then admins, then the rest in the order they came. And the spec's frequency limit of the
// live-room member list (one call per 3 s), kept on the client so a pull never costs a refused call.
import type { MemberBadge } from '@tifo/api-contract';
import type { GroupMember } from '@tifo/chat';
import { ERROR_CODES } from '@tifo/protocol';

/** The spec's live-room member list limit: one call per 3 s (messaging.md section 9). */
export const MEMBER_LIST_EVERY_MS = 3000;
/** Members per call (the service's maximum page). */
export const MEMBER_PAGE = 100;

/** A member's level and VIP badge (getMemberBadges). */
export type { MemberBadge };

/** A row of the member list. */
export interface MemberRow {
  uid: string;
  nick: string;
  avatar: string;
  role: 'anchor' | 'admin' | 'member';
  /** null until the API answered (or for a user the API does not know). */
  level: number | null;
  vip: boolean;
}

/** The room's roles as the chat knows them now. */
export interface RoomRoles {
  anchorUid: string;
  managers: readonly string[];
}

const RANK: Record<MemberRow['role'], number> = { anchor: 0, admin: 1, member: 2 };

/** The role a member shows: the room's current roles first, the service's as a fallback. */
function roleOf(m: Pick<GroupMember, 'userID' | 'role'>, roles: RoomRoles): MemberRow['role'] {
  if (m.userID === roles.anchorUid || (!roles.anchorUid && m.role === 'Owner')) return 'anchor';
  if (roles.managers.includes(m.userID)) return 'admin';
  // Without the room's roles yet (getLiveChat pending) the service's Admin mark stands.
  if (!roles.anchorUid && m.role === 'Admin') return 'admin';
  return 'member';
}

/** Rows of the members, each user once, anchor first, then admins, then the others in the service's order. */
export function memberRows(
  members: ReadonlyArray<Pick<GroupMember, 'userID' | 'nick' | 'avatar' | 'role'>>,
  badges: ReadonlyMap<number, MemberBadge>,
  roles: RoomRoles,
): MemberRow[] {
  const seen = new Set<string>();
  const rows: MemberRow[] = [];
  for (const m of members) {
    if (seen.has(m.userID)) continue;
    seen.add(m.userID);
    const badge = badges.get(Number(m.userID));
    rows.push({
      uid: m.userID,
      nick: m.nick || m.userID,
      avatar: m.avatar,
      role: roleOf(m, roles),
      level: badge ? badge.user_level : null,
      vip: badge?.vip === 1,
    });
  }
  return rows
    .map((row, i) => ({ row, i }))
    .sort((a, b) => RANK[a.row.role] - RANK[b.row.role] || a.i - b.i)
    .map(({ row }) => row);
}

/** The users the API can badge: numeric ids (server identities and guests have none). */
export function badgeIds(members: ReadonlyArray<Pick<GroupMember, 'userID'>>): number[] {
  return [...new Set(members.map((m) => Number(m.userID)).filter((n) => Number.isSafeInteger(n) && n > 0))];
}

/**
 * The member list's call budget: one call per `everyMs`. `take` claims the slot now and answers 0, or answers how
 * long (ms) until the next call may go; `refused` moves the next slot to the service's `retryAfter` (seconds), for
 * a call the service refused all the same (another tab of the same connection, a clock that drifted).
 */
export class CallGate {
  private nextAt = 0;

  constructor(private readonly everyMs = MEMBER_LIST_EVERY_MS) {}

  /** 0 when a call may go now (and the slot is taken), else the wait in ms. */
  take(now: number): number {
    if (now < this.nextAt) return this.nextAt - now;
    this.nextAt = now + this.everyMs;
    return 0;
  }

  /** The service refused the call: none before `retryAfter` seconds from now. */
  refused(now: number, retryAfterSeconds: number): void {
    this.nextAt = Math.max(this.nextAt, now + Math.max(1, retryAfterSeconds) * 1000);
  }
}

/** The service's retryAfter (seconds) of a refused call (OVER_FREQUENCY), or null for another failure. */
export function retryAfterOf(error: unknown): number | null {
  const e = error as { code?: unknown; data?: { retryAfter?: unknown } } | null;
  if (!e || e.code !== ERROR_CODES.OVER_FREQUENCY.code) return null;
  const after = Number(e.data?.retryAfter);
  return Number.isFinite(after) && after > 0 ? after : Math.ceil(MEMBER_LIST_EVERY_MS / 1000);
}
