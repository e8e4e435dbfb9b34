import { CMD } from '@tifo/protocol';
import { ImError } from '../errors';
import { sendC2C } from './c2c-send';
import { deleteMessages, modify, revoke } from './message-ops';
import { peerReadTimes, readReceiptList, sendReadReceipt } from './read';
import { ack, sync } from './sync';
import { selfOf, type Handler } from '../gateway/command';

const sendC2CHandler: Handler = async (ctx, conn, body) => {
  const self = selfOf(conn);
  if (!ctx.sendLimiter.allow(self)) throw new ImError('OVER_FREQUENCY');
  return { message: await sendC2C(ctx, self, body) };
};

/**
 * Message commands. msg.sendGroup, msg.history and msg.markRead are the groups area's (groups/message-commands.ts):
 * they route a group or community topic to its own sequence, and plain conversations to this area's history and reads.
 */
export const messageHandlers: Record<string, Handler> = {
  [CMD.SEND_C2C]: sendC2CHandler,
  [CMD.REVOKE]: async (ctx, conn, body) => (await revoke(ctx, selfOf(conn), body), {}),
  [CMD.DELETE]: async (ctx, conn, body) => (await deleteMessages(ctx, selfOf(conn), body), {}),
  [CMD.MODIFY]: async (ctx, conn, body) => ({ message: await modify(ctx, selfOf(conn), body) }),
  [CMD.SYNC]: (ctx, conn, body) => sync(ctx, selfOf(conn), body),
  [CMD.ACK]: async (ctx, conn, body) => (await ack(ctx, selfOf(conn), body), {}),
  [CMD.PEER_READ_TIME]: (ctx, conn, body) => peerReadTimes(ctx, selfOf(conn), body),
  [CMD.SEND_READ_RECEIPT]: async (ctx, conn, body) => (await sendReadReceipt(ctx, selfOf(conn), body), {}),
  [CMD.READ_RECEIPT_LIST]: (ctx, conn, body) => readReceiptList(ctx, selfOf(conn), body),
};
