import { describe, expect, it, vi } from 'vitest';
import { CMD, wireMessage } from '@tifo/protocol';
import type { TimelineItem, WireMessage } from '@tifo/protocol';
import type { ChatContext } from '../core/context';
import type { Message } from '../model/message';
import { MessageStore } from '../model/message-store';
import { ConversationsModule } from './conversations';
import { IncomingModule } from './incoming';

function wire(over: Partial<WireMessage>): WireMessage {
  return wireMessage({
    ID: `m${over.sequence}`,
    conversationType: 'C2C',
    from: 'bob',
    to: 'me',
    sequence: 1,
    random: 1,
    time: 100,
    elements: [{ type: 'TIMTextElem', content: { text: 'x' } }],
    ...over,
  });
}

function setup(timeline: TimelineItem[], groupMessages: WireMessage[] = []) {
  const received: Message[] = [];
  const calls: { cmd: string; body: unknown }[] = [];
  const request = vi.fn(async (cmd: string, body: Record<string, unknown>) => {
    calls.push({ cmd, body });
    if (cmd === CMD.SYNC) {
      const after = Number(body.cookie ?? 0);
      const items = timeline.filter((i) => i.cursor > after);
      return { cookie: String(items.at(-1)?.cursor ?? after), syncFlag: 2, items };
    }
    if (cmd === CMD.GROUP_RANGE) {
      const from = Number(body.fromSequence);
      const list = groupMessages.filter((m) => m.sequence > from).slice(0, 15);
      const last = groupMessages.at(-1)?.sequence ?? 0;
      return { messageList: list, isCompleted: list.at(-1)?.sequence === last, lastSequence: last };
    }
    if (cmd === CMD.CONV_GET) throw Object.assign(new Error('unknown'), { code: 2500 });
    return {};
  });
  const ctx = {
    userID: 'me',
    request,
    emit: (name: string, data: unknown) => {
      if (name === 'onMessageReceived') received.push(...(data as Message[]));
    },
    httpBase: () => 'http://x',
  } as unknown as ChatContext;
  const store = new MessageStore();
  const conversations = new ConversationsModule(ctx, store);
  const incoming = new IncomingModule(
    ctx,
    store,
    conversations,
    {} as never,
    { isSending: () => false } as never,
  );
  return { incoming, received, calls };
}

const flush = () => new Promise((r) => setTimeout(r, 0));
const push = (body: unknown, p = 'timeline') => ({ push: p, body });

describe('IncomingModule ordering and gaps', () => {
  it('applies the next timeline cursor at once, pulls the timeline on a gap, ignores repeats', async () => {
    const timeline = [1, 2, 3, 4, 5, 6].map((cursor) => ({
      cursor,
      kind: 'message' as const,
      message: wire({ sequence: cursor }),
    }));
    const { incoming, received, calls } = setup(timeline);
    await incoming.syncTimeline();
    expect(received.map((m) => m.sequence)).toEqual([1, 2, 3, 4, 5, 6]);
    timeline.push({ cursor: 7, kind: 'message', message: wire({ sequence: 7 }) });
    incoming.onPush(push(timeline[6]));
    expect(received.map((m) => m.sequence)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const syncs = calls.filter((c) => c.cmd === CMD.SYNC).length;
    timeline.push(
      { cursor: 8, kind: 'message', message: wire({ sequence: 8 }) },
      { cursor: 9, kind: 'message', message: wire({ sequence: 9 }) },
    );
    incoming.onPush(push(timeline[8])); // 8 overtaken by 9
    await flush();
    await flush();
    expect(calls.filter((c) => c.cmd === CMD.SYNC).length).toBe(syncs + 1);
    expect(received.map((m) => m.sequence)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    incoming.onPush(push(timeline[7])); // the late 8
    incoming.onPush(push(timeline[5])); // an old repeat
    expect(received).toHaveLength(9);
  });

  it('fills a group gap by range, in order, and shows each message once', async () => {
    const group = Array.from({ length: 20 }, (_, i) =>
      wire({ ID: `g${i + 1}`, conversationType: 'GROUP', to: 'G1', sequence: i + 1 }),
    );
    const { incoming, received } = setup([], group);
    incoming.baseline('G1', 10);
    incoming.onPush(push({ message: group[10] }, 'groupMessage')); // 11: next, delivered
    incoming.onPush(push({ message: group[13] }, 'groupMessage')); // 14: gap 12-13
    await flush();
    await flush();
    expect(received.map((m) => m.sequence)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    incoming.onPush(push({ message: group[12] }, 'groupMessage')); // late 13
    expect(received).toHaveLength(10);
  });

  it('an empty group (baseline 0) still fills from its first sequence', async () => {
    const group = [1, 2, 3].map((n) =>
      wire({ ID: `e${n}`, conversationType: 'GROUP', to: 'G2', sequence: n }),
    );
    const { incoming, received } = setup([], group);
    incoming.baseline('G2', 0);
    incoming.onPush(push({ message: group[2] }, 'groupMessage')); // 1 and 2 were lost
    await flush();
    await flush();
    expect(received.map((m) => m.sequence)).toEqual([1, 2, 3]);
  });
});
