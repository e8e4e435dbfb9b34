import type { Transaction } from 'kysely';
import type { Database } from '../storage/schema';
import { groupScope } from '../storage/message-row';

/**
 * Deletes a dismissed group's administration data inside the dismissal's transaction: attributes, counters and
 * their sequences, member fields and marks, topics with their messages and read states. A group created later
 * under the same ID starts clean.
 */
export async function purgeGroupAdmin(trx: Transaction<Database>, groupID: string): Promise<void> {
  const topics = await trx
    .selectFrom('im_topics')
    .select('topic_id')
    .where('group_id', '=', groupID)
    .execute();
  for (const { topic_id } of topics) {
    await trx.deleteFrom('im_messages').where('scope', '=', groupScope(topic_id)).execute();
    await trx.deleteFrom('im_topic_reads').where('topic_id', '=', topic_id).execute();
  }
  const tables = [
    'im_topics',
    'im_group_attrs',
    'im_group_counters',
    'im_group_admin_seqs',
    'im_member_fields',
    'im_member_marks',
    'im_group_options',
  ] as const;
  for (const table of tables) await trx.deleteFrom(table).where('group_id', '=', groupID).execute();
}
