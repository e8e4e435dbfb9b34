import type { Migration } from 'kysely';
import * as m0001 from './0001_users_sessions';

/**
 * Every migration, by name; names sort in the order they run. Accounts and config use 0001-0099,
 * sports 0100-0199; later features take the next free hundred.
 */
export const migrations: Record<string, Migration> = {
  '0001_users_sessions': m0001,
};
