import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withProtocolVersion } from '@tifo/protocol';
import type { ChatError } from '../core/errors';
import type { Transport, TransportHandlers } from '../transport/types';
import { Connection } from './connection';
import type { ConnectionHooks, NetState } from './connection';

interface FakeSocket {
  url: string;
  handlers: TransportHandlers;
  sent: { cmd: string; seq: number; body: unknown }[];
  closed: boolean;
}

function fakeTransport(): { transport: Transport; sockets: FakeSocket[] } {
  const sockets: FakeSocket[] = [];
  const transport: Transport = (url, handlers) => {
    const s: FakeSocket = { url, handlers, sent: [], closed: false };
    sockets.push(s);
    return {
      send: (data) => s.sent.push(JSON.parse(data) as FakeSocket['sent'][number]),
      close: () => {
        s.closed = true;
      },
    };
  };
  return { transport, sockets };
}

function hooks(): ConnectionHooks & { states: NetState[]; opens: boolean[]; failed: number } {
  const h = {
    states: [] as NetState[],
    opens: [] as boolean[],
    failed: 0,
    onOpen: (r: boolean) => h.opens.push(r),
    onDrop: () => {},
    onPush: () => {},
    onNetState: (s: NetState) => h.states.push(s),
    onReconnectFailed: () => {
      h.failed += 1;
    },
  };
  return h;
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('Connection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('queues requests until open, resolves by seq, reports net state only on change', async () => {
    const { transport, sockets } = fakeTransport();
    const h = hooks();
    const c = new Connection({ servers: ['ws://a/im'], transport, pingCmd: 'ping' }, h);
    const p = c.request('cmd.x', { a: 1 }, { auth: false });
    c.open();
    c.open();
    await flush();
    expect(sockets).toHaveLength(1);
    sockets[0]!.handlers.onOpen();
    expect(sockets[0]!.sent).toEqual([{ cmd: 'cmd.x', seq: 1, body: { a: 1 } }]);
    sockets[0]!.handlers.onMessage(JSON.stringify({ seq: 1, code: 0, message: 'ok', body: { b: 2 } }));
    await expect(p).resolves.toEqual({ b: 2 });
    expect(h.states).toEqual(['connecting', 'connected']);
  });

  it('holds authenticated requests until setAuthenticated(true)', async () => {
    const { transport, sockets } = fakeTransport();
    const c = new Connection({ servers: ['ws://a/im'], transport, pingCmd: 'ping' }, hooks());
    c.open();
    await flush();
    sockets[0]!.handlers.onOpen();
    void c.request('needs.login', {});
    expect(sockets[0]!.sent).toHaveLength(0);
    c.setAuthenticated(true);
    expect(sockets[0]!.sent.map((f) => f.cmd)).toEqual(['needs.login']);
  });

  it('rejects with the server code, and 2801 when no answer comes in time', async () => {
    const { transport, sockets } = fakeTransport();
    const c = new Connection(
      { servers: ['ws://a/im'], transport, pingCmd: 'ping', requestTimeoutMs: 15_000 },
      hooks(),
    );
    c.open();
    await flush();
    sockets[0]!.handlers.onOpen();
    const bad = c.request('x', {}, { auth: false });
    sockets[0]!.handlers.onMessage(JSON.stringify({ seq: 1, code: 2996, message: 'slow down', body: {} }));
    await expect(bad).rejects.toMatchObject({ code: 2996, message: 'slow down' });
    const slow = c.request('y', {}, { auth: false });
    const caught = slow.catch((e: ChatError) => e.code);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(await caught).toBe(2801);
  });

  it('resends in-flight requests on the next socket after a drop', async () => {
    const { transport, sockets } = fakeTransport();
    const h = hooks();
    const c = new Connection({ servers: ['ws://a/im'], transport, pingCmd: 'ping' }, h);
    c.open();
    await flush();
    sockets[0]!.handlers.onOpen();
    const p = c.request('x', { n: 1 }, { auth: false });
    expect(sockets[0]!.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2000);
    sockets[0]!.handlers.onClose(1006, '');
    await vi.advanceTimersByTimeAsync(600);
    expect(sockets).toHaveLength(2);
    sockets[1]!.handlers.onOpen();
    expect(sockets[1]!.sent).toEqual([{ cmd: 'x', seq: 1, body: { n: 1 } }]);
    sockets[1]!.handlers.onMessage(JSON.stringify({ seq: 1, code: 0, message: 'ok', body: 'done' }));
    await expect(p).resolves.toBe('done');
    expect(h.opens).toEqual([false, true]);
    expect(h.states).toEqual(['connecting', 'connected', 'connecting', 'connected']);
  });

  it('rotates servers on failures, probes after 3 quick retries, reports reconnect-failed', async () => {
    const { transport, sockets } = fakeTransport();
    const h = hooks();
    const probe = vi.fn(async () => false);
    const c = new Connection(
      {
        servers: ['ws://a/im', 'ws://b/im', 'ws://c/im'],
        transport,
        pingCmd: 'ping',
        probe,
        backoff: { minDelay: 100, maxDelay: 1000 },
      },
      h,
    );
    c.open();
    await flush();
    for (let i = 0; i < 3; i += 1) {
      sockets[i]!.handlers.onOpen();
      sockets[i]!.handlers.onClose(1006, ''); // closed within 1 s: a failed attempt
      await vi.advanceTimersByTimeAsync(1000);
    }
    expect(sockets.map((s) => s.url)).toEqual(
      ['ws://a/im', 'ws://b/im', 'ws://c/im', 'ws://a/im'].map(withProtocolVersion),
    );
    expect(probe).not.toHaveBeenCalled();
    sockets[3]!.handlers.onOpen();
    sockets[3]!.handlers.onClose(1006, '');
    await vi.advanceTimersByTimeAsync(1000);
    expect(probe).toHaveBeenCalled();
    expect(h.failed).toBeGreaterThanOrEqual(1);
    expect(h.states.at(-1)).toBe('disconnected');
    expect(sockets).toHaveLength(4);
    probe.mockImplementation(async () => true);
    await vi.advanceTimersByTimeAsync(2000);
    expect(sockets).toHaveLength(5);
    c.close();
  });

  it('a proxy overrides the rotation', async () => {
    const { transport, sockets } = fakeTransport();
    const c = new Connection(
      { servers: ['ws://a/im', 'ws://b/im'], proxyServer: 'ws://proxy/im', transport, pingCmd: 'ping' },
      hooks(),
    );
    c.open();
    await flush();
    sockets[0]!.handlers.onOpen();
    sockets[0]!.handlers.onClose(1006, '');
    await vi.advanceTimersByTimeAsync(1000);
    expect(sockets.map((s) => s.url)).toEqual(['ws://proxy/im', 'ws://proxy/im'].map(withProtocolVersion));
    c.close();
  });

  it('pings when idle and reconnects when the ping is not answered', async () => {
    const { transport, sockets } = fakeTransport();
    const c = new Connection(
      { servers: ['ws://a/im'], transport, pingCmd: 'ping', pingIdleMs: 10_000, heartbeatMs: 3000 },
      hooks(),
    );
    c.open();
    await flush();
    sockets[0]!.handlers.onOpen();
    c.setAuthenticated(true);
    await vi.advanceTimersByTimeAsync(12_000);
    expect(sockets[0]!.sent.map((f) => f.cmd)).toEqual(['ping']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sockets[0]!.closed).toBe(true);
    expect(sockets).toHaveLength(2);
    c.close();
  });

  it('close fails everything pending and stops reconnecting', async () => {
    const { transport, sockets } = fakeTransport();
    const c = new Connection({ servers: ['ws://a/im'], transport, pingCmd: 'ping' }, hooks());
    c.open();
    await flush();
    const p = c.request('x', {});
    c.close();
    await expect(p).rejects.toMatchObject({ code: 2800 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
  });
});
