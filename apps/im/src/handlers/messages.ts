import { CMD } from '@tifo/protocol';
import { ImError } from '../errors';
import { sendC2C } from '../services/c2c-send';
import { sendGroupFromUser } from '../services/group-send';
import {
  communityOfTopic,
  refuseTopicCommunity,
  sendTopicFromUser,
  topicOfConversation,
} from '../services/topic-send';
import { readTopic } from '../services/group-topics';
import { topicHistory } from '../services/topic-history';
import { history } from '../services/history';
import { deleteMessages, modify, revoke } from '../services/message-ops';
import { markRead, peerReadTimes, readReceiptList, sendReadReceipt } from '../services/read';
import { ack, sync } from '../services/sync';
import { selfOf, type Handler } from '../gateway/command';

const sendC2CHandler: Handler = async (ctx, conn, body) => {
  const self = selfOf(conn);
  if (!ctx.sendLimiter.allow(self)) throw new ImError('OVER_FREQUENCY');
  return { message: await sendC2C(ctx, self, body) };
};

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
  // A community topic's ID (`${groupID}@TOPIC#_...`) names the topic: its own sequence (services/topic-send.ts).
  if (groupID !== undefined && communityOfTopic(groupID))
    return { message: await sendTopicFromUser(ctx, self, body) };
  if (groupID !== undefined) await refuseTopicCommunity(ctx, groupID);
  return { message: await sendGroupFromUser(ctx, self, (g) => ctx.live.has(conn, g), body) };
};

/** Message commands. */
export const messageHandlers: Record<string, Handler> = {
  [CMD.SEND_C2C]: sendC2CHandler,
  [CMD.SEND_GROUP]: sendGroupHandler,
  [CMD.REVOKE]: async (ctx, conn, body) => (await revoke(ctx, selfOf(conn), body), {}),
  [CMD.DELETE]: async (ctx, conn, body) => (await deleteMessages(ctx, selfOf(conn), body), {}),
  [CMD.MODIFY]: async (ctx, conn, body) => ({ message: await modify(ctx, selfOf(conn), body) }),
  [CMD.HISTORY]: (ctx, conn, body) => {
    // GROUP<topicID>: a community topic's own history (services/topic-history.ts).
    const topic = topicOfConversation(body);
    return topic ? topicHistory(ctx, selfOf(conn), topic, body) : history(ctx, selfOf(conn), body);
  },
  [CMD.SYNC]: (ctx, conn, body) => sync(ctx, selfOf(conn), body),
  [CMD.ACK]: async (ctx, conn, body) => (await ack(ctx, selfOf(conn), body), {}),
  [CMD.MARK_READ]: async (ctx, conn, body) => {
    // GROUP<topicID>: a community topic's read state (services/group-topics.ts).
    const topic = topicOfConversation(body);
    if (topic) await readTopic(ctx, selfOf(conn), topic);
    else await markRead(ctx, selfOf(conn), body);
    return {};
  },
  [CMD.PEER_READ_TIME]: (ctx, conn, body) => peerReadTimes(ctx, selfOf(conn), body),
  [CMD.SEND_READ_RECEIPT]: async (ctx, conn, body) => (await sendReadReceipt(ctx, selfOf(conn), body), {}),
  [CMD.READ_RECEIPT_LIST]: (ctx, conn, body) => readReceiptList(ctx, selfOf(conn), body),
};
