import type { Kysely } from 'kysely';
import type { Migration } from '../storage/migration';

/** A member's custom fields (JSON object text); a member without a row has none. */
export interface MemberFieldsTable {
  group_id: string;
  user_id: string;
  fields: string;
}

/** Marks of live-room members (markGroupMemberList). */
export interface MemberMarksTable {
  group_id: string;
  user_id: string;
  mark_type: number;
}

/** Group attributes, one row per key. */
export interface GroupAttrsTable {
  group_id: string;
  attr_key: string;
  value: string;
}

/** Group counters, one row per key. */
export interface GroupCountersTable {
  group_id: string;
  counter_key: string;
  value: number;
}

/**
 * The sequences of a group's attribute set and counters: every write raises one, inside the write's
 * transaction, so a write based on a stale attribute set is refused instead of overwriting another's change.
 */
export interface GroupAdminSeqsTable {
  group_id: string;
  attr_seq: number;
  counter_seq: number;
}

/** Topics of communities. */
export interface TopicsTable {
  topic_id: string;
  group_id: string;
  name: string;
  avatar: string;
  introduction: string;
  notification: string;
  custom_data: string;
  mute_all: number;
  /** Sequence of the topic's last message. */
  next_seq: number;
  create_time: number;
}

/** A member's read sequence in a topic (no row: nothing read). */
export interface TopicReadsTable {
  topic_id: string;
  user_id: string;
  read_seq: number;
}

/** A group's invite option (no row: the type's default, see group-invite.ts). */
export interface GroupOptionsTable {
  group_id: string;
  invite_option: string;
}

/** The group administration tables, for the Database interface. */
export interface GroupAdminTables {
  im_member_fields: MemberFieldsTable;
  im_member_marks: MemberMarksTable;
  im_group_attrs: GroupAttrsTable;
  im_group_counters: GroupCountersTable;
  im_group_admin_seqs: GroupAdminSeqsTable;
  im_topics: TopicsTable;
  im_topic_reads: TopicReadsTable;
  im_group_options: GroupOptionsTable;
}

/** Migration 8: member fields and marks, group attributes and counters, topics. */
export const groupAdminMigration: Migration = {
  id: 8,
  name: 'group administration: member custom fields and marks, attributes, counters, topics',
  async up(db: Kysely<unknown>) {
    const s = db.schema;
    await s
      .createTable('im_member_fields')
      .addColumn('group_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('fields', 'text', (c) => c.notNull().defaultTo('{}'))
      .addPrimaryKeyConstraint('im_member_fields_pk', ['group_id', 'user_id'])
      .execute();
    await s
      .createTable('im_member_marks')
      .addColumn('group_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('mark_type', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('im_member_marks_pk', ['group_id', 'user_id', 'mark_type'])
      .execute();
    await s
      .createTable('im_group_attrs')
      .addColumn('group_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('attr_key', 'varchar(64)', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('im_group_attrs_pk', ['group_id', 'attr_key'])
      .execute();
    await s
      .createTable('im_group_counters')
      .addColumn('group_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('counter_key', 'varchar(160)', (c) => c.notNull())
      .addColumn('value', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('im_group_counters_pk', ['group_id', 'counter_key'])
      .execute();
    await s
      .createTable('im_group_admin_seqs')
      .addColumn('group_id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('attr_seq', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('counter_seq', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await s
      .createTable('im_topics')
      .addColumn('topic_id', 'varchar(160)', (c) => c.primaryKey())
      .addColumn('group_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('introduction', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('notification', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('custom_data', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('mute_all', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_seq', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('create_time', 'integer', (c) => c.notNull())
      .execute();
    await s.createIndex('im_topics_group').on('im_topics').columns(['group_id']).execute();
    await s
      .createTable('im_topic_reads')
      .addColumn('topic_id', 'varchar(160)', (c) => c.notNull())
      .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('read_seq', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('im_topic_reads_pk', ['topic_id', 'user_id'])
      .execute();
    await s
      .createTable('im_group_options')
      .addColumn('group_id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('invite_option', 'varchar(32)', (c) => c.notNull())
      .execute();
  },
};
