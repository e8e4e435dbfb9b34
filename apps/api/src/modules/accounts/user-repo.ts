import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { UsersTable } from '../../db/schema';

/** A user row. */
export type UserRow = Selectable<UsersTable>;

/** The user with this id, or undefined. */
export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.kysely.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The users whose account name or mobile is `login` (at most two: an old account name can equal another
 * user's mobile after a phone change).
 */
export async function findUsersByLogin(db: Db, login: string): Promise<UserRow[]> {
  return db.kysely
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb('account', '=', login), eb('mobile', '=', login)]))
    .orderBy('id')
    .limit(2)
    .execute();
}

/** Whether an account name is taken. */
export async function accountExists(db: Db, account: string): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('users')
    .select('id')
    .where('account', '=', account)
    .executeTakeFirst();
  return row !== undefined;
}

/** The user with this mobile, or undefined. */
export async function findUserByMobile(db: Db, mobile: string): Promise<UserRow | undefined> {
  return db.kysely.selectFrom('users').selectAll().where('mobile', '=', mobile).executeTakeFirst();
}

/** The id of the user owning an invite code, or undefined. */
export async function findInviter(db: Db, inviteCode: string): Promise<number | undefined> {
  const row = await db.kysely
    .selectFrom('users')
    .select('id')
    .where('invite_code', '=', inviteCode.trim().toUpperCase())
    .executeTakeFirst();
  return row?.id;
}

/** Whether an invite code is taken. */
export async function inviteCodeExists(db: Db, inviteCode: string): Promise<boolean> {
  return (await findInviter(db, inviteCode)) !== undefined;
}

/** Inserts a user and returns the id. */
export async function insertUser(db: Db, values: Insertable<UsersTable>): Promise<number> {
  const row = await db.kysely.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Updates some columns of a user. */
export async function updateUser(db: Db, id: number, values: Updateable<UsersTable>): Promise<void> {
  await db.kysely.updateTable('users').set(values).where('id', '=', id).execute();
}

/** How many users an inviter brought in. */
export async function countInvited(db: Db, inviterId: number): Promise<number> {
  const row = await db.kysely
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('invited_by', '=', inviterId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Raises the user's signature generation by one and returns the new value (undefined: no such user). */
export async function raiseSigGeneration(db: Db, id: number): Promise<number | undefined> {
  const row = await db.kysely
    .updateTable('users')
    .set((eb) => ({ sig_generation: eb('sig_generation', '+', 1) }))
    .where('id', '=', id)
    .returning('sig_generation')
    .executeTakeFirst();
  return row?.sig_generation;
}
