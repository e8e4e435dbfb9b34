import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Chat, nodeTransport } from '../src';
import type { Transport, WebSocketConstructor } from '../src';
import { ready, startService } from './harness';

// Issue 28, 1.6: getGroupAttributes right after another member's delete returned the deleted key, because
// the local cache answered while the delete's push was still on its way.

/**
 * A Node transport on which an incoming `groupAdmin` push stays "on the wire" until the next frame behind it
 * (an answer) arrives, and is then delivered first, as TCP would: the race of the issue, every time instead of
 * once in a while.
 */
function latePushTransport(): Transport {
  const base = nodeTransport(WebSocket as unknown as WebSocketConstructor);
  return (url, handlers) => {
    const held: string[] = [];
    return base(url, {
      ...handlers,
      onMessage(data) {
        if (data.includes('"push":"groupAdmin"')) {
          held.push(data);
          return;
        }
        for (const late of held.splice(0)) handlers.onMessage(late);
        handlers.onMessage(data);
      },
    });
  };
}

let service: Awaited<ReturnType<typeof startService>>;
let writer: Chat;
let reader: Chat;

beforeAll(async () => {
  service = await startService();
  writer = await ready(service.url, 'race-writer');
  reader = await ready(service.url, 'race-reader', { transport: latePushTransport() });
});
afterAll(async () => {
  for (const c of [writer, reader]) await c.destroy();
  await service.close();
});

describe('group attributes after another member writes', () => {
  it('getGroupAttributes does not answer a key another member deleted before the call', async () => {
    const { group } = (
      await writer.createGroup({
        type: Chat.TYPES.GRP_PUBLIC,
        name: 'race',
        memberList: [{ userID: 'race-reader' }],
      })
    ).data;
    const groupID = group.groupID;
    await writer.initGroupAttributes({ groupID, groupAttributes: { stage: 'first half', score: '0-0' } });
    // The reader caches the set.
    expect((await reader.getGroupAttributes({ groupID, keyList: [] })).data.groupAttributes).toEqual({
      stage: 'first half',
      score: '0-0',
    });
    await writer.deleteGroupAttributes({ groupID, keyList: ['score'] });
    // The delete has resolved; its push to the reader is still on the wire.
    const after = await reader.getGroupAttributes({ groupID, keyList: [] });
    expect(after.data.groupAttributes).toEqual({ stage: 'first half' });
  });
});
