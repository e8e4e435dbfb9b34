import {
  SOCIAL_LIMITS,
  c2cConversationID,
  isAllowedUrl,
  type CustomField,
  type ProfileUpdate,
  type SocialPush,
  type WireProfile,
} from '@tifo/protocol';
import { IDENTITY_CHANNEL, nowSeconds, type ImContext } from '../context';
import { ImError } from '../errors';
import { ensureUsers } from '../storage/users';
import { pushSocial } from './push';

const CUSTOM_PREFIX = 'Tag_Profile_Custom';
const GENDERS = new Set(['Gender_Type_Unknown', 'Gender_Type_Female', 'Gender_Type_Male']);
const ALLOW_TYPES = new Set([
  'AllowType_Type_AllowAny',
  'AllowType_Type_NeedConfirm',
  'AllowType_Type_DenyAny',
]);
const FORBID_TYPES = new Set(['AdminForbid_Type_None', 'AdminForbid_Type_SendOut']);
/**
 * The keys profile.update takes, by how they are checked (validateUpdate, by hand: its refusals answer
 * UPDATE_PROFILE_INVALID_PARAM, not a schema's 60003); the command table checks them against the protocol's
 * ProfileUpdate.
 */
export const PROFILE_UPDATE_KEYS = {
  nick: 'string',
  avatar: 'string',
  location: 'string',
  selfSignature: 'string',
  birthday: 'number',
  language: 'number',
  level: 'number',
  role: 'number',
  messageSettings: 'flag',
  gender: 'choice',
  allowType: 'choice',
  adminForbidType: 'choice',
  profileCustomField: 'custom',
} as const satisfies Record<keyof ProfileUpdate, string>;
const keysOfKind = (kind: string) =>
  new Set(Object.entries(PROFILE_UPDATE_KEYS).flatMap(([key, k]) => (k === kind ? [key] : [])));
const NUMBER_KEYS = keysOfKind('number');
const STRING_KEYS = keysOfKind('string');

/** Where the admin import keeps adminForbidType: apart from the user's own, which cannot lift it. */
const ADMIN_FORBID_KEY = 'adminForbidTypeByAdmin';

/** The extra profile fields, as kept in im_users.profile (JSON; custom fields under their own keys). */
type Stored = Record<string, unknown>;

function str(v: unknown, fallback = ''): string {
  return typeof v === 'string' ? v : fallback;
}
function num(v: unknown): number {
  return typeof v === 'number' && Number.isFinite(v) ? v : 0;
}
function parseStored(text: string): Stored {
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Stored) : {};
  } catch {
    return {};
  }
}

/** A profile from its users row (unknown or missing values take the Tencent defaults). */
export function toWireProfile(row: {
  user_id: string;
  nick: string;
  avatar: string;
  profile: string;
}): WireProfile {
  const p = parseStored(row.profile);
  const custom: CustomField[] = [];
  for (const [key, value] of Object.entries(p))
    if (key.startsWith(CUSTOM_PREFIX)) custom.push({ key, value: String(value) });
  const allow = str(p.allowType);
  const gender = str(p.gender);
  // The administrator's forbid (admin import) holds whatever the user sets; the user's own only adds to it.
  const forbid =
    str(p[ADMIN_FORBID_KEY]) === 'AdminForbid_Type_SendOut'
      ? 'AdminForbid_Type_SendOut'
      : str(p.adminForbidType);
  return {
    userID: row.user_id,
    nick: row.nick,
    gender: (GENDERS.has(gender) ? gender : 'Gender_Type_Unknown') as WireProfile['gender'],
    birthday: num(p.birthday),
    location: str(p.location),
    selfSignature: str(p.selfSignature),
    // Tencent's default: a friend request needs the receiver's confirmation.
    allowType: (ALLOW_TYPES.has(allow) ? allow : 'AllowType_Type_NeedConfirm') as WireProfile['allowType'],
    language: num(p.language),
    avatar: row.avatar,
    messageSettings: num(p.messageSettings) === 1 ? 1 : 0,
    adminForbidType: (FORBID_TYPES.has(forbid)
      ? forbid
      : 'AdminForbid_Type_None') as WireProfile['adminForbidType'],
    level: num(p.level),
    role: num(p.role),
    lastUpdatedTime: num(p.lastUpdatedTime),
    profileCustomField: custom,
  };
}

/** Profiles of users (accounts never seen get the default profile; order kept, repeats dropped). */
export async function getProfiles(ctx: ImContext, userIDs: string[]): Promise<WireProfile[]> {
  const ids = [...new Set(userIDs)];
  if (!ids.length) return [];
  const rows = await ctx.db.kysely
    .selectFrom('im_users')
    .select(['user_id', 'nick', 'avatar', 'profile'])
    .where('user_id', 'in', ids)
    .execute();
  const byID = new Map(rows.map((r) => [r.user_id, r]));
  return ids.map((id) => toWireProfile(byID.get(id) ?? { user_id: id, nick: '', avatar: '', profile: '{}' }));
}

function invalid(message: string): ImError {
  return new ImError('UPDATE_PROFILE_INVALID_PARAM', message);
}

/** Checks an update by the rules of spec 5 "Profile update"; returns the stored-field changes. */
function validateUpdate(ctx: ImContext, body: unknown): { set: Stored; nick?: string; avatar?: string } {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw invalid('options must be an object');
  const entries = Object.entries(body as Record<string, unknown>).filter(([, v]) => v !== undefined);
  if (!entries.length) throw new ImError('UPDATE_PROFILE_NO_KEY');
  const set: Stored = {};
  let nick: string | undefined;
  let avatar: string | undefined;
  for (const [key, value] of entries) {
    if (key === 'profileCustomField') {
      if (!Array.isArray(value)) throw invalid('profileCustomField must be an array');
      for (const item of value as unknown[]) {
        const f = item as { key?: unknown; value?: unknown } | null;
        if (!f || typeof f.key !== 'string' || !f.key.startsWith(CUSTOM_PREFIX) || f.key.length > 64)
          throw invalid(`the prefix of keys of the custom profile key-value pairs must be ${CUSTOM_PREFIX}`);
        if (typeof f.value !== 'string' || Buffer.byteLength(f.value) > 500)
          throw invalid(`${f.key}: value must be a string of at most 500 bytes`);
        set[f.key] = f.value;
      }
    } else if (STRING_KEYS.has(key)) {
      if (typeof value !== 'string') throw invalid(`${key} must be a string`);
      if (Buffer.byteLength(value) > 500)
        throw invalid(
          key === 'nick'
            ? 'nick name limited: must less than or equal to 500 bytes'
            : `${key}: at most 500 bytes`,
        );
      if (key === 'nick') nick = ctx.profanity.apply(value);
      else if (key === 'avatar') {
        if (value !== '' && !isAllowedUrl(value)) throw invalid('avatar must be an http(s) URL');
        avatar = value;
      } else set[key] = key === 'selfSignature' ? ctx.profanity.apply(value) : value;
    } else if (NUMBER_KEYS.has(key)) {
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 4294967295)
        throw invalid(`${key} must be a number`);
      set[key] = value;
    } else if (key === 'messageSettings') {
      if (value !== 0 && value !== 1) throw invalid('messageSettings must be 0 or 1');
      set[key] = value;
    } else if (key === 'gender' || key === 'allowType' || key === 'adminForbidType') {
      const allowed = key === 'gender' ? GENDERS : key === 'allowType' ? ALLOW_TYPES : FORBID_TYPES;
      if (typeof value !== 'string' || !allowed.has(value)) throw invalid(`${key}: not one of its values`);
      set[key] = value;
    } else throw invalid(`unknown key ${key}`);
  }
  return { set, nick, avatar };
}

/** Updates my profile; every session of mine and my online friends hear PROFILE_UPDATED. */
export async function updateProfile(ctx: ImContext, self: string, body: unknown): Promise<WireProfile> {
  const { set, nick, avatar } = validateUpdate(ctx, body);
  const db = ctx.db.kysely;
  await ensureUsers(db, [self], nowSeconds());
  const profile = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('im_users')
      .select(['user_id', 'nick', 'avatar', 'profile'])
      .where('user_id', '=', self)
      .executeTakeFirstOrThrow();
    const stored = { ...parseStored(row.profile), ...set, lastUpdatedTime: nowSeconds() };
    const next = {
      user_id: self,
      nick: nick ?? row.nick,
      avatar: avatar ?? row.avatar,
      profile: JSON.stringify(stored),
    };
    await trx
      .updateTable('im_users')
      .set({ nick: next.nick, avatar: next.avatar, profile: next.profile })
      .where('user_id', '=', self)
      .execute();
    return toWireProfile(next);
  });
  // Messages show the stored nick and avatar: every node drops its cached copy.
  await ctx.broker.publish(IDENTITY_CHANNEL, { t: 'profile', userID: self });
  await announceProfile(ctx, profile);
  return profile;
}

/**
 * PROFILE_UPDATED for every session of the user, of those who have the user as a friend, and of those whose
 * conversation list shows a C2C conversation with the user (its userProfile carries the nick and avatar).
 */
export async function announceProfile(ctx: ImContext, profile: WireProfile): Promise<void> {
  const friends = await ctx.db.kysely
    .selectFrom('im_friends')
    .select('owner_id')
    .where('friend_id', '=', profile.userID)
    .limit(5000)
    .execute();
  const peers = await ctx.db.kysely
    .selectFrom('im_conversations')
    .select('owner_id')
    .where('conv_id', '=', c2cConversationID(profile.userID))
    .where('hidden', '=', 0)
    .limit(5000)
    .execute();
  const push: SocialPush = { kind: 'profile', profile };
  const owners = [...friends, ...peers].map((r) => r.owner_id);
  for (const userID of new Set([profile.userID, ...owners])) await pushSocial(ctx, userID, push);
}

/**
 * The admin import's profile fields are merged into the stored ones (the user's own fields stay), and a
 * change is announced like a user's own update.
 */
export function mergeStoredProfile(stored: string, fields: Record<string, string | number>): string {
  const merged: Stored = { ...parseStored(stored), lastUpdatedTime: nowSeconds() };
  for (const [key, value] of Object.entries(fields))
    merged[key === 'adminForbidType' ? ADMIN_FORBID_KEY : key] = value;
  return JSON.stringify(merged);
}

/** At most `SOCIAL_LIMITS.PROFILE_IDS` IDs are answered; the rest are cut (spec 5). */
export function capProfileIDs(ids: string[]): string[] {
  return ids.slice(0, SOCIAL_LIMITS.PROFILE_IDS);
}
