import type { Migration } from '../storage/migration';

/**
 * Migration 11: conversations by conversation ID. A profile update tells the owners of every C2C conversation
 * with the user (their lists show its nick and avatar); without this index that is a scan of all conversations.
 */
export const conversationPeerIndexMigration: Migration = {
  id: 11,
  name: 'conversations by conversation ID (profile updates reach the peers that list the user)',
  async up(db) {
    await db.schema
      .createIndex('im_conversations_conv')
      .on('im_conversations')
      .columns(['conv_id'])
      .execute();
  },
};
