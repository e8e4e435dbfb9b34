import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { installPlaybackGate, PlaybackGate } from './playback-gate';

/** A playback server whose FLV route holds the response open, as a live stream does. */
async function serve(gate: PlaybackGate): Promise<{ app: FastifyInstance; port: number }> {
  const app = Fastify();
  installPlaybackGate(app, gate);
  app.get('/live/:file', async (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'video/x-flv' });
    reply.raw.write('FLV');
  });
  app.get('/healthz', async () => ({ status: 0 }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as AddressInfo).port };
}

describe('the playback gate', () => {
  const held: http.ClientRequest[] = [];
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    held.splice(0).forEach((r) => r.destroy());
    for (const app of apps.splice(0)) await app.close();
  });
  const get = (port: number, headers: Record<string, string> = {}, path = '/live/room-1.flv') =>
    new Promise<http.IncomingMessage>((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path, headers, agent: false });
      req.once('response', resolve).once('error', reject);
      held.push(req);
    });

  it('refuses an address beyond its share with 429 and a full node with 503, both with Retry-After', async () => {
    const gate = new PlaybackGate(3, 5);
    const { app, port } = await serve(gate);
    apps.push(app);
    const flood = { 'x-forwarded-for': '198.51.100.7' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => get(port, flood)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(3);
    const refused = answers.find((r) => r.statusCode === 429);
    expect(refused?.headers['retry-after']).toBe('5');
    expect(gate.open('198.51.100.7')).toBe(3);
    // Another viewer still gets in; beyond the node's total, everyone waits.
    expect((await get(port, { 'x-forwarded-for': '203.0.113.5' })).statusCode).toBe(200);
    expect((await get(port, { 'x-forwarded-for': '203.0.113.6' })).statusCode).toBe(200);
    const full = await get(port, { 'x-forwarded-for': '203.0.113.7' });
    expect(full.statusCode).toBe(503);
    expect(full.headers['retry-after']).toBe('5');
    // Routes other than playback are not gated.
    expect((await get(port, flood, '/healthz')).statusCode).toBe(200);
  });

  it('gives the place back when a viewer leaves', async () => {
    const gate = new PlaybackGate(1, 10);
    const { app, port } = await serve(gate);
    apps.push(app);
    const viewer = { 'x-forwarded-for': '203.0.113.5' };
    expect((await get(port, viewer)).statusCode).toBe(200);
    expect((await get(port, viewer)).statusCode).toBe(429);
    held.splice(0).forEach((r) => r.destroy());
    for (let i = 0; i < 50 && gate.open() > 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect((await get(port, viewer)).statusCode).toBe(200);
  });

  it('holds a local process without a proxy header (bench, probes) to the node total only', async () => {
    const gate = new PlaybackGate(1, 3);
    const { app, port } = await serve(gate);
    apps.push(app);
    const local = await Promise.all(Array.from({ length: 4 }, () => get(port)));
    expect(local.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 503]);
  });
});
