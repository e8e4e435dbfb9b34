import { CMD } from '@tifo/protocol';
import { ImError } from '../errors';
import { selfOf, type Handler } from '../gateway/command';
import { history, markRead } from '../messages';
import { sendGroupFromUser } from './group-send';
import { communityOfTopic, refuseTopicCommunity, sendTopicFromUser, topicOfConversation } from './topic-send';
import { readTopic } from './group-topics';
import { topicHistory } from './topic-history';

/** The group a send names, when it names one as text (validation proper comes later). */
function namedGroup(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !Object.hasOwn(body, 'groupID')) return undefined;
  const groupID = (body as { groupID: unknown }).groupID;
  return typeof groupID === 'string' ? groupID : undefined;
}

const sendGroupHandler: Handler = async (ctx, conn, body) => {
  const self = selfOf(conn);
  if (!ctx.sendLimiter.allow(self)) throw new ImError('OVER_FREQUENCY');
  // A live room that took its messages for this second refuses at once (see LiveRooms.intakeFull).
  const groupID = namedGroup(body);
  if (groupID !== undefined && ctx.live.has(conn, groupID) && ctx.live.intakeFull(groupID))
    throw new ImError('SERVER_OVERLOAD', 'live room at capacity: message shed');
  // A community topic's ID (`${groupID}@TOPIC#_...`) names the topic: its own sequence (topic-send.ts).
  if (groupID !== undefined && communityOfTopic(groupID))
    return { message: await sendTopicFromUser(ctx, self, body) };
  if (groupID !== undefined) await refuseTopicCommunity(ctx, groupID);
  return { message: await sendGroupFromUser(ctx, self, (g) => ctx.live.has(conn, g), body) };
};

/**
 * The message commands that know groups: sends to a group or a community topic, and the history and reads of any
 * conversation, a community topic's (its own sequence) apart from the rest (the messages area's).
 */
export const groupMessageHandlers: Record<string, Handler> = {
  [CMD.SEND_GROUP]: sendGroupHandler,
  [CMD.HISTORY]: (ctx, conn, body) => {
    // GROUP<topicID>: a community topic's own history (topic-history.ts).
    const topic = topicOfConversation(body);
    return topic ? topicHistory(ctx, selfOf(conn), topic, body) : history(ctx, selfOf(conn), body);
  },
  [CMD.MARK_READ]: async (ctx, conn, body) => {
    // GROUP<topicID>: a community topic's read state (group-topics.ts).
    const topic = topicOfConversation(body);
    if (topic) await readTopic(ctx, selfOf(conn), topic);
    else await markRead(ctx, selfOf(conn), body);
    return {};
  },
};
