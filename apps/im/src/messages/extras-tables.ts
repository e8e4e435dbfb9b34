import type { Kysely } from 'kysely';
import type { Migration } from '../storage/migration';

/** A key of a message's extensions; a deleted key stays with an empty value so its seq keeps counting. */
export interface MsgExtensionsTable {
  scope: string;
  seq: number;
  ext_key: string;
  ext_value: string;
  /** The key's sequence: the message's global sequence when the key was last written. */
  ext_seq: number;
}

/** Per message: the last extension sequence given out, and the sequence of the last clear (keys at or below). */
export interface MsgExtStateTable {
  scope: string;
  seq: number;
  global_seq: number;
  clear_seq: number;
}

/** An uploaded merged-message list (merger.upload): JSON of the normalised items. */
export interface MergerListsTable {
  download_key: string;
  owner_id: string;
  body: string;
  created_at: number;
}

/** Conversations a merged list was sent into: their members may download it. */
export interface MergerGrantsTable {
  download_key: string;
  scope: string;
}

/** Group revocations by time, for members who were away (group.revokedNotify). */
export interface RevokesTable {
  scope: string;
  seq: number;
  revoker: string;
  time: number;
}

/** The tables of the message extras, for the Database interface. */
export interface MessageExtrasTables {
  im_msg_extensions: MsgExtensionsTable;
  im_msg_ext_state: MsgExtStateTable;
  im_merger_lists: MergerListsTable;
  im_merger_grants: MergerGrantsTable;
  im_revokes: RevokesTable;
}

/** Migration 10: message extensions, merger uploads and the group revocation log. */
export const messageExtrasMigration: Migration = {
  id: 10,
  name: 'message extensions, merged-message uploads and the group revocation log',
  async up(db: Kysely<unknown>) {
    const s = db.schema;
    await s
      .createTable('im_msg_extensions')
      .addColumn('scope', 'varchar(160)', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('ext_key', 'varchar(200)', (c) => c.notNull())
      .addColumn('ext_value', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('ext_seq', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('im_msg_extensions_pk', ['scope', 'seq', 'ext_key'])
      .execute();
    await s
      .createTable('im_msg_ext_state')
      .addColumn('scope', 'varchar(160)', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('global_seq', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('clear_seq', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('im_msg_ext_state_pk', ['scope', 'seq'])
      .execute();
    await s
      .createTable('im_merger_lists')
      .addColumn('download_key', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('owner_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'integer', (c) => c.notNull())
      .execute();
    await s
      .createTable('im_merger_grants')
      .addColumn('download_key', 'varchar(64)', (c) => c.notNull())
      .addColumn('scope', 'varchar(160)', (c) => c.notNull())
      .addPrimaryKeyConstraint('im_merger_grants_pk', ['download_key', 'scope'])
      .execute();
    await s
      .createTable('im_revokes')
      .addColumn('scope', 'varchar(160)', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('revoker', 'varchar(64)', (c) => c.notNull())
      .addColumn('time', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('im_revokes_pk', ['scope', 'seq'])
      .execute();
    await s.createIndex('im_revokes_time').on('im_revokes').columns(['scope', 'time']).execute();
  },
};
