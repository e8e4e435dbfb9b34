import {
  ERROR_CODES,
  type AddFriendRequest,
  type AddFriendResponse,
  type WireFriendApplication,
} from '@tifo/protocol';
import { nowSeconds, type ImContext } from '../context';
import { ImError } from '../errors';
import { ensureUsers } from '../storage/users';
import { isBlocked } from './blacklist';
import { friendsAmong, insertFriend } from './friends';
import { getProfiles } from './profiles';
import { pushChanged } from './push';

/**
 * Adds a friend. The target's allowType decides: AllowAny adds at once (both ways unless type is single),
 * NeedConfirm files an application both sides see (answer 30539, not a failure), DenyAny refuses.
 */
export async function addFriend(
  ctx: ImContext,
  self: string,
  req: AddFriendRequest,
): Promise<AddFriendResponse> {
  const to = req.to;
  if (to === self) throw new ImError('FRIEND_ADD_SELF');
  const db = ctx.db.kysely;
  if ((await friendsAmong(db, self, [to])).has(to)) throw new ImError('ALREADY_MY_FRIEND');
  if (await isBlocked(ctx, to, self)) throw new ImError('FRIEND_ADD_BLACKLISTED');
  if (await isBlocked(ctx, self, to)) throw new ImError('FRIEND_ADD_IN_MY_BLACKLIST');
  const [mine, theirs] = await getProfiles(ctx, [self, to]);
  if (mine!.adminForbidType === 'AdminForbid_Type_SendOut') throw new ImError('FRIEND_ADD_FORBIDDEN');
  if (theirs!.allowType === 'AllowType_Type_DenyAny') throw new ImError('FRIEND_ADD_DENIED');
  const wording = ctx.profanity.apply(req.wording ?? '');
  const now = nowSeconds();
  await ensureUsers(db, [self, to], now);
  const both = req.type !== 'Add_Type_Single';
  if (theirs!.allowType === 'AllowType_Type_AllowAny') {
    await db.transaction().execute(async (trx) => {
      const fields = { source: req.source, wording, now };
      await insertFriend(trx, self, to, {
        ...fields,
        remark: req.remark ?? '',
        groupName: req.groupName ?? '',
      });
      if (both) await insertFriend(trx, to, self, { ...fields, remark: '', groupName: '' });
      await trx
        .deleteFrom('im_friend_apps')
        .where((eb) =>
          eb.or([
            eb.and([eb('from_id', '=', self), eb('to_id', '=', to)]),
            eb.and([eb('from_id', '=', to), eb('to_id', '=', self)]),
          ]),
        )
        .execute();
    });
    await pushChanged(ctx, both ? [self, to] : [self], 'friends');
    await pushChanged(ctx, [self, to], 'friendApplications');
    return { userID: to, code: 0, message: '' };
  }
  const row = {
    from_id: self,
    to_id: to,
    source: req.source,
    wording,
    remark: req.remark ?? '',
    group_name: req.groupName ?? '',
    add_type: both ? 'Add_Type_Both' : 'Add_Type_Single',
    time: now,
    unread: 1,
  };
  await db
    .insertInto('im_friend_apps')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['from_id', 'to_id']).doUpdateSet({
        source: row.source,
        wording: row.wording,
        remark: row.remark,
        group_name: row.group_name,
        add_type: row.add_type,
        time: row.time,
        unread: 1,
      }),
    )
    .execute();
  await pushChanged(ctx, [self, to], 'friendApplications');
  const pending = ERROR_CODES.FRIEND_ADD_PENDING;
  return { userID: to, code: pending.code, message: pending.message };
}

/** My applications, both directions, newest first, with the unread count of those sent to me. */
export async function listApplications(ctx: ImContext, self: string) {
  const db = ctx.db.kysely;
  const rows = await db
    .selectFrom('im_friend_apps')
    .selectAll()
    .where((eb) => eb.or([eb('to_id', '=', self), eb('from_id', '=', self)]))
    .orderBy('time', 'desc')
    .limit(1000)
    .execute();
  const others = rows.map((r) => (r.to_id === self ? r.from_id : r.to_id));
  const profiles = new Map((await getProfiles(ctx, others)).map((p) => [p.userID, p]));
  let unreadCount = 0;
  const friendApplicationList: WireFriendApplication[] = rows.map((r) => {
    const incoming = r.to_id === self;
    if (incoming && Number(r.unread) === 1) unreadCount += 1;
    const userID = incoming ? r.from_id : r.to_id;
    const p = profiles.get(userID);
    return {
      userID,
      nick: p?.nick ?? '',
      avatar: p?.avatar ?? '',
      time: Number(r.time),
      source: r.source,
      wording: r.wording,
      type: incoming ? 'Pendency_Type_ComeIn' : 'Pendency_Type_SendOut',
    };
  });
  return { friendApplicationList, unreadCount };
}

async function takeApplication(ctx: ImContext, from: string, to: string) {
  const db = ctx.db.kysely;
  const row = await db
    .deleteFrom('im_friend_apps')
    .where('from_id', '=', from)
    .where('to_id', '=', to)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new ImError('FRIEND_APPLICATION_NOT_EXIST');
  return row;
}

/** Accepts an application sent to me: the applicant gets me as a friend, and with AgreeAndAdd I get them. */
export async function acceptApplication(
  ctx: ImContext,
  self: string,
  req: { userID: string; remark?: string; type?: string },
): Promise<void> {
  const db = ctx.db.kysely;
  await db.transaction().execute(async (trx) => {
    const app = await trx
      .deleteFrom('im_friend_apps')
      .where('from_id', '=', req.userID)
      .where('to_id', '=', self)
      .returningAll()
      .executeTakeFirst();
    if (!app) throw new ImError('FRIEND_APPLICATION_NOT_EXIST');
    const now = nowSeconds();
    const base = { source: app.source, wording: app.wording, now };
    await insertFriend(trx, req.userID, self, { ...base, remark: app.remark, groupName: app.group_name });
    if (req.type !== 'Response_Action_Agree')
      await insertFriend(trx, self, req.userID, { ...base, remark: req.remark ?? '', groupName: '' });
    // A crossed application the other way is answered by this one.
    await trx
      .deleteFrom('im_friend_apps')
      .where('from_id', '=', self)
      .where('to_id', '=', req.userID)
      .execute();
  });
  await pushChanged(ctx, [self, req.userID], 'friends');
  await pushChanged(ctx, [self, req.userID], 'friendApplications');
}

/** Refuses an application sent to me. */
export async function refuseApplication(ctx: ImContext, self: string, userID: string): Promise<void> {
  await takeApplication(ctx, userID, self);
  await pushChanged(ctx, [self, userID], 'friendApplications');
}

/** Deletes an application: one sent to me (default) or one I sent. */
export async function deleteApplication(
  ctx: ImContext,
  self: string,
  userID: string,
  sentByMe: boolean,
): Promise<void> {
  if (sentByMe) await takeApplication(ctx, self, userID);
  else await takeApplication(ctx, userID, self);
  await pushChanged(ctx, [self, userID], 'friendApplications');
}

/** Marks every application sent to me read (unread count 0). */
export async function readApplications(ctx: ImContext, self: string): Promise<void> {
  await ctx.db.kysely
    .updateTable('im_friend_apps')
    .set({ unread: 0 })
    .where('to_id', '=', self)
    .where('unread', '=', 1)
    .execute();
  await pushChanged(ctx, [self], 'friendApplications');
}
