import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandling } from '../src/http/error-handler';
import { installImProxy } from '../src/http/im-proxy';
import type { ImProxyStats } from '../src/http/im-proxy';
import { startTestImServer } from './im-server';
import { CHURN_MODES, churn, churnClient, settleToZero } from './ws-churn';

// The public /im proxy against a real messaging service: what it forwards, what it refuses, and that no
// client, however it leaves, leaves a connection open on the messaging side.
describe('/im proxy', () => {
  let im: Awaited<ReturnType<typeof startTestImServer>>;
  let app: FastifyInstance;
  let stats: ImProxyStats;
  let port = 0;
  const upstreamConnections = () => im.im.ctx.registry.all.size;

  beforeAll(async () => {
    im = await startTestImServer();
    app = Fastify({ routerOptions: { caseSensitive: false, ignoreTrailingSlash: true } });
    installErrorHandling(app);
    stats = installImProxy(app, im.publicUrl);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });

  afterAll(async () => {
    await app.close();
    await im.close();
  });

  it('forwards the health check and the long poll', async () => {
    const health = await fetch(`http://127.0.0.1:${port}/im/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ ok: true });
    const poll = await fetch(`http://127.0.0.1:${port}/im/longpoll`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    // The service's own answer to an empty poll (a code), not a proxy failure.
    expect(poll.status).toBeLessThan(500);
    expect(poll.headers.get('content-type')).toContain('json');
  });

  it('never forwards the admin API or the metrics', async () => {
    for (const path of [
      '/im/admin/group/create',
      '/IM/Admin/group/create',
      '/im/admin/../admin/group/create',
      '/im//admin/group/create',
      '/im/%61dmin/group/create',
      '/im/longpoll/../admin/group/create',
      '/im/metrics',
      '/im/Metrics',
      '/im/metrics?x=1',
    ]) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await fetch(`http://127.0.0.1:${port}${path}`, {
          method,
          headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
          body: method === 'POST' ? '{}' : undefined,
        });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(await res.text(), `${method} ${path}`).not.toContain('process_cpu');
      }
    }
  });

  it('carries chat both ways and refuses upgrades outside /im', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/im`);
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    ws.send(JSON.stringify({ cmd: 'session.ping', seq: 7, body: {} }));
    const reply = await new Promise<{ seq: number }>((resolve) =>
      ws.once('message', (data) => resolve(JSON.parse(String(data)) as { seq: number })),
    );
    expect(reply.seq).toBe(7);
    ws.close();
    const wrong = new WebSocket(`ws://127.0.0.1:${port}/im/admin`);
    const status = await new Promise<number>((resolve) => {
      wrong.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      wrong.once('error', () => resolve(-1));
    });
    expect(status).toBe(404);
  });

  it.each(CHURN_MODES)('closes the upstream side when a client leaves: %s', async (mode) => {
    await Promise.all(Array.from({ length: 10 }, () => churnClient(port, mode)));
    expect(await settleToZero(upstreamConnections, 3000)).toBe(0);
    expect(await settleToZero(() => stats.open, 3000)).toBe(0);
  });

  it('leaves 0 upstream connections after a churn of 300 clients leaving at random points', async () => {
    await churn(port, 300);
    const leftover = await settleToZero(upstreamConnections, 3000);
    console.info(`im proxy churn: ${leftover} upstream connections left 3 s after 300 clients`);
    expect(leftover).toBe(0);
    expect(await settleToZero(() => stats.open, 3000)).toBe(0);
  });
});
