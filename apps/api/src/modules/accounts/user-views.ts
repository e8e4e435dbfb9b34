import type { Lang } from '../../http/error-codes';
import type { SessionUser } from '../sessions';
import { toSeconds } from '../../http/wire-time';
import { isVip, ONLINE_WINDOW_MS, onlineStatus, parseList, profileOf } from './user-info';
import type { UserRow } from './user-repo';

/** Who is looking at a user: an anonymous caller, another logged-in user, or the user themself. */
export type Viewer = 'anonymous' | 'user' | 'self';

/** The viewer a session is for the user `id`. */
export function viewOf(session: SessionUser | null, id: number): Viewer {
  if (!session) return 'anonymous';
  return session.userId === id ? 'self' : 'user';
}

/**
 * Another user's last activity to the online window (5 minutes): enough for "last seen", no more precise than
 * online_status, so nobody times someone's comings and goings to the second.
 */
export function coarseLastOnline(ms: number): number {
  return ms > 0 ? Math.floor(ms / ONLINE_WINDOW_MS) * ONLINE_WINDOW_MS : 0;
}

/**
 * A user as someone else sees them (getUserBasicInfo). Anonymous callers get what a guest needs to show a chat
 * sender or an anchor card (spec sections 3 and 7: nick, avatar, levels, VIP and anchor badges). Logged-in users
 * also see the profile the user filled in, their online status and a coarse last_online. The user sees all of
 * their own, birthday and exact last_online included. Never: mobile, account, balances, tokens.
 */
export function buildBasicInfo(user: UserRow, now: number, lang: Lang, viewer: Viewer) {
  const vip = isVip(user, now);
  const card = {
    id: user.id,
    uid: user.id,
    nick_name: user.nick_name,
    avatar: user.avatar,
    user_level: user.user_level,
    vip_level: vip ? user.vip_level : 0,
    isVIP: vip,
    is_anchor: user.is_anchor,
    anchor_level: user.anchor_level,
  };
  if (viewer === 'anonymous') return card;
  const profile = profileOf(user, now, lang);
  const lastOnline = viewer === 'self' ? user.last_online : coarseLastOnline(user.last_online);
  return {
    ...card,
    signature: user.signature,
    gender: user.gender,
    tags: parseList(user.tags),
    online_status: onlineStatus(user.last_online, now),
    last_online: toSeconds(lastOnline),
    profile: {
      uid: user.id,
      age: profile.age,
      ...(viewer === 'self' ? { birthday: profile.birthday } : {}),
      constellation: profile.constellation,
      city: profile.city,
      career: profile.career,
      gender: profile.gender,
      height: profile.height,
      weight: profile.weight,
      photos: profile.photos,
      signature: profile.signature,
    },
  };
}
