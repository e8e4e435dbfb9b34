import { sql, type Kysely } from 'kysely';
import { messageExtrasMigration } from '../messages/extras-tables';
import { conversationGroupsMigration } from '../conversations/groups-tables';
import { groupAdminMigration } from '../groups/admin-tables';
import { conversationPeerIndexMigration } from '../conversations/peer-index';
import type { Dialect, Migration } from './migration';

export type { Dialect, Migration } from './migration';

/** All migrations, in order. Never edit a released one; add the next number. */
export const MIGRATIONS: Migration[] = [
  {
    id: 1,
    name: 'core tables',
    async up(db) {
      const s = db.schema;
      await s
        .createTable('im_users')
        .addColumn('user_id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('nick', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('profile', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('next_cursor', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('ack_cursor', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'integer', (c) => c.notNull())
        .execute();
      await s
        .createTable('im_timeline')
        .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('cursor', 'integer', (c) => c.notNull())
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('conv_id', 'varchar(160)', (c) => c.notNull())
        .addColumn('ref_key', 'varchar(160)', (c) => c.notNull())
        .addColumn('ref_seq', 'integer', (c) => c.notNull())
        .addColumn('time', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('im_timeline_pk', ['user_id', 'cursor'])
        .execute();
      await s
        .createTable('im_pairs')
        .addColumn('pair_key', 'varchar(160)', (c) => c.primaryKey())
        .addColumn('next_seq', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await s
        .createTable('im_messages')
        .addColumn('scope', 'varchar(160)', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('id', 'varchar(200)', (c) => c.notNull())
        .addColumn('conv_type', 'varchar(16)', (c) => c.notNull())
        .addColumn('from_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('to_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('random', 'bigint', (c) => c.notNull())
        .addColumn('time', 'integer', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('is_revoked', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('revoker', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('no_unread', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('no_last', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('at_users', 'text', (c) => c.notNull().defaultTo('[]'))
        .addPrimaryKeyConstraint('im_messages_pk', ['scope', 'seq'])
        .execute();
      await s.createIndex('im_messages_id').on('im_messages').column('id').execute();
      await s
        .createTable('im_conversations')
        .addColumn('owner_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('conv_id', 'varchar(160)', (c) => c.notNull())
        .addColumn('conv_type', 'varchar(16)', (c) => c.notNull())
        .addColumn('last_seq', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('show_seq', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_time', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('read_seq', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('read_time', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('peer_read_time', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('clear_seq', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_pinned', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('pinned_at', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('remind_type', 'varchar(32)', (c) => c.notNull().defaultTo('AcceptAndNotify'))
        .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('update_time', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('im_conversations_pk', ['owner_id', 'conv_id'])
        .execute();
      await s
        .createTable('im_deleted')
        .addColumn('owner_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('scope', 'varchar(160)', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('im_deleted_pk', ['owner_id', 'scope', 'seq'])
        .execute();
      await s
        .createTable('im_groups')
        .addColumn('group_id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('type', 'varchar(16)', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('introduction', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('notification', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('owner_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('create_time', 'integer', (c) => c.notNull())
        .addColumn('info_seq', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_info_time', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_msg_time', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_seq', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('max_members', 'integer', (c) => c.notNull())
        .addColumn('join_option', 'varchar(32)', (c) => c.notNull())
        .addColumn('mute_all', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('support_topic', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('custom', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
      await s
        .createTable('im_members')
        .addColumn('group_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('role', 'varchar(16)', (c) => c.notNull())
        .addColumn('join_time', 'integer', (c) => c.notNull())
        .addColumn('join_seq', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('name_card', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('remind_type', 'varchar(32)', (c) => c.notNull().defaultTo('AcceptAndNotify'))
        .addColumn('read_seq', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('mute_until', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_send_time', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('im_members_pk', ['group_id', 'user_id'])
        .execute();
      await s.createIndex('im_members_user').on('im_members').column('user_id').execute();
      await s
        .createTable('im_join_requests')
        .addColumn('group_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('time', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('im_join_requests_pk', ['group_id', 'user_id'])
        .execute();
      await s
        .createTable('im_receipts')
        .addColumn('scope', 'varchar(160)', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
        .addPrimaryKeyConstraint('im_receipts_pk', ['scope', 'seq', 'user_id'])
        .execute();
    },
  },
  {
    id: 2,
    name: 'message dedup index (resends with the same random)',
    async up(db) {
      await db.schema
        .createIndex('im_messages_random')
        .on('im_messages')
        .columns(['scope', 'random'])
        .execute();
    },
  },
  {
    id: 3,
    name: 'message, timeline and conversation tables clustered on their keys; unused message ID index dropped',
    async up(db, dialect) {
      // Message IDs are `${scope}#${seq}`: lookups go through the (scope, seq) key, never the id column.
      await db.schema.dropIndex('im_messages_id').execute();
      if (dialect !== 'sqlite') return;
      // On SQLite a table with a composite key is a rowid B-tree plus a key index, so every send wrote each of
      // these rows twice. WITHOUT ROWID stores the row in its key's B-tree: one write per row, and a key lookup
      // reads one tree. PostgreSQL stores heap plus index either way.
      for (const table of ['im_messages', 'im_timeline', 'im_conversations']) {
        const def = await sql<{
          sql: string;
        }>`select sql from sqlite_master where type = 'table' and name = ${table}`.execute(db);
        const create = def.rows[0]!.sql.replace(`"${table}"`, `"${table}_clustered"`);
        await sql.raw(`${create} without rowid`).execute(db);
        await sql.raw(`insert into "${table}_clustered" select * from "${table}"`).execute(db);
        await sql.raw(`drop table "${table}"`).execute(db);
        await sql.raw(`alter table "${table}_clustered" rename to "${table}"`).execute(db);
      }
      await db.schema
        .createIndex('im_messages_random')
        .on('im_messages')
        .columns(['scope', 'random'])
        .execute();
    },
  },
  {
    id: 4,
    name: 'server-owned read-only groups; per-user minimum signature generation',
    async up(db) {
      // 1: only the server (admin API) posts in the group; users' sends are refused.
      await db.schema
        .alterTable('im_groups')
        .addColumn('read_only', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // Signatures whose generation is below this were issued before a logout or password change: refused.
      await db.schema
        .alterTable('im_users')
        .addColumn('min_sig_gen', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  },
  {
    id: 5,
    name: 'live-room sanctions (mutes and bans of users in live rooms, which keep no member rows)',
    async up(db) {
      await db.schema
        .createTable('im_live_sanctions')
        .addColumn('group_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('mute_until', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('ban_until', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('operator_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .addPrimaryKeyConstraint('im_live_sanctions_pk', ['group_id', 'user_id'])
        .execute();
    },
  },
  {
    id: 6,
    name: 'live-room chat rules (slow mode, who may speak) and fans lists',
    async up(db) {
      await db.schema
        .createTable('im_live_rules')
        .addColumn('group_id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('slow_mode_seconds', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('speak', 'varchar(16)', (c) => c.notNull().defaultTo('all'))
        .addColumn('updated_at', 'integer', (c) => c.notNull())
        .execute();
      // The users speak 'fans' lets through (the API keeps the anchor's followers here).
      await db.schema
        .createTable('im_live_speakers')
        .addColumn('group_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
        .addPrimaryKeyConstraint('im_live_speakers_pk', ['group_id', 'user_id'])
        .execute();
    },
  },
  {
    id: 7,
    name: 'friends, friend applications and groups, blacklist, status subscriptions and custom status',
    async up(db) {
      const s = db.schema;
      await s
        .createTable('im_friends')
        .addColumn('owner_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('friend_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('source', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('wording', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('custom', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('add_time', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('im_friends_pk', ['owner_id', 'friend_id'])
        .execute();
      // Who has me as a friend: relation checks and profile announcements.
      await s.createIndex('im_friends_friend').on('im_friends').columns(['friend_id']).execute();
      await s
        .createTable('im_friend_groups')
        .addColumn('owner_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('name', 'varchar(128)', (c) => c.notNull())
        .addColumn('created_at', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('im_friend_groups_pk', ['owner_id', 'name'])
        .execute();
      await s
        .createTable('im_friend_group_members')
        .addColumn('owner_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('name', 'varchar(128)', (c) => c.notNull())
        .addColumn('friend_id', 'varchar(64)', (c) => c.notNull())
        .addPrimaryKeyConstraint('im_friend_group_members_pk', ['owner_id', 'name', 'friend_id'])
        .execute();
      // One pending application per direction; `unread` is the receiver's flag (cleared by readApplications).
      await s
        .createTable('im_friend_apps')
        .addColumn('from_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('to_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('wording', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('group_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('add_type', 'varchar(32)', (c) => c.notNull())
        .addColumn('time', 'integer', (c) => c.notNull())
        .addColumn('unread', 'integer', (c) => c.notNull().defaultTo(1))
        .addPrimaryKeyConstraint('im_friend_apps_pk', ['from_id', 'to_id'])
        .execute();
      await s.createIndex('im_friend_apps_to').on('im_friend_apps').columns(['to_id']).execute();
      await s
        .createTable('im_blacklist')
        .addColumn('owner_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('blocked_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('time', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('im_blacklist_pk', ['owner_id', 'blocked_id'])
        .execute();
      await s
        .createTable('im_status_subs')
        .addColumn('subscriber_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('target_id', 'varchar(64)', (c) => c.notNull())
        .addPrimaryKeyConstraint('im_status_subs_pk', ['subscriber_id', 'target_id'])
        .execute();
      await s.createIndex('im_status_subs_target').on('im_status_subs').columns(['target_id']).execute();
      await s
        .createTable('im_user_status')
        .addColumn('user_id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('custom_status', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('logged_in', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  },
  messageExtrasMigration,
  conversationGroupsMigration,
  groupAdminMigration,
  conversationPeerIndexMigration,
];

/** Advisory lock key of the messaging migrations on PostgreSQL ("im_mig" in ASCII); the API uses its own. */
const MIGRATION_LOCK = 0x696d5f6d6967;

/**
 * Serialises the migrations of nodes starting at once on one database: on PostgreSQL an advisory lock held
 * until the transaction ends (concurrent CREATE TABLE IF NOT EXISTS races on the catalog otherwise); on SQLite
 * the service's transactions begin IMMEDIATE (db.ts), which already holds the write lock.
 */
async function lockMigrations(trx: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres')
    await sql`select pg_advisory_xact_lock(${sql.lit(MIGRATION_LOCK)})`.execute(trx);
}

/**
 * Runs the migrations not yet recorded in `im_migrations`, each in its own transaction that first takes the
 * migration lock and checks again, so several nodes may start together: one runs each migration, the others
 * find it recorded.
 */
export async function migrate(db: Kysely<unknown>, dialect: Dialect): Promise<number[]> {
  await db.transaction().execute(async (trx) => {
    await lockMigrations(trx, dialect);
    await trx.schema
      .createTable('im_migrations')
      .ifNotExists()
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('run_at', 'integer', (c) => c.notNull())
      .execute();
  });
  const applied: number[] = [];
  for (const m of MIGRATIONS) {
    const ran = await db.transaction().execute(async (trx) => {
      await lockMigrations(trx, dialect);
      const done = await sql<{ id: number }>`select id from im_migrations where id = ${m.id}`.execute(trx);
      if (done.rows.length) return false;
      await m.up(trx, dialect);
      await sql`insert into im_migrations (id, name, run_at) values (${m.id}, ${m.name}, ${Math.floor(Date.now() / 1000)})`.execute(
        trx,
      );
      return true;
    });
    if (ran) applied.push(m.id);
  }
  return applied;
}
