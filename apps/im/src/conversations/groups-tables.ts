import type { Kysely } from 'kysely';
import type { Migration } from '../storage/migration';

/** A conversation's custom data, per owner (a conversation without a row has ''). */
export interface ConvCustomTable {
  owner_id: string;
  conv_id: string;
  custom_data: string;
}

/**
 * One mark type set on a conversation, per owner. A row per mark, not a list in one column: setting two marks at
 * once is two inserts, never a read-modify-write that could lose one.
 */
export interface ConvMarksTable {
  owner_id: string;
  conv_id: string;
  /** Up to 2^53 - 1 (custom marks); bigint, read back with Number(). */
  mark_type: number | string;
}

/** A user's conversation groups (by name, unique per owner). */
export interface ConvGroupsTable {
  owner_id: string;
  name: string;
  created_at: number;
}

/** Which conversations are in which of the owner's conversation groups. */
export interface ConvGroupItemsTable {
  owner_id: string;
  name: string;
  conv_id: string;
}

/** The tables of conversation marks and groups, for the Database interface. */
export interface ConversationGroupsTables {
  im_conv_custom: ConvCustomTable;
  im_conv_marks: ConvMarksTable;
  im_conv_groups: ConvGroupsTable;
  im_conv_group_items: ConvGroupItemsTable;
}

/** Migration 9: conversation marks, custom data and conversation groups. */
export const conversationGroupsMigration: Migration = {
  id: 9,
  name: 'conversation marks, custom data and conversation groups',
  async up(db: Kysely<unknown>) {
    const s = db.schema;
    await s
      .createTable('im_conv_custom')
      .addColumn('owner_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('conv_id', 'varchar(160)', (c) => c.notNull())
      .addColumn('custom_data', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('im_conv_custom_pk', ['owner_id', 'conv_id'])
      .execute();
    await s
      .createTable('im_conv_marks')
      .addColumn('owner_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('conv_id', 'varchar(160)', (c) => c.notNull())
      .addColumn('mark_type', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('im_conv_marks_pk', ['owner_id', 'conv_id', 'mark_type'])
      .execute();
    await s
      .createTable('im_conv_groups')
      .addColumn('owner_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('im_conv_groups_pk', ['owner_id', 'name'])
      .execute();
    await s
      .createTable('im_conv_group_items')
      .addColumn('owner_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('conv_id', 'varchar(160)', (c) => c.notNull())
      .addPrimaryKeyConstraint('im_conv_group_items_pk', ['owner_id', 'name', 'conv_id'])
      .execute();
  },
};
