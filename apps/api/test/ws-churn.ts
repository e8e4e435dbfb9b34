import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';
import { CMD } from '@tifo/protocol';

/** The ways a client leaves a WebSocket through the proxy, from least to most polite. */
export const CHURN_MODES = [
  'partial-request',
  'abort-during-upgrade',
  'reset-after-101',
  'terminate-after-open',
  'terminate-mid-traffic',
  'close-cleanly',
] as const;
export type ChurnMode = (typeof CHURN_MODES)[number];

function upgradeRequest(port: number): string {
  return [
    'GET /im HTTP/1.1',
    `Host: 127.0.0.1:${port}`,
    'Connection: Upgrade',
    'Upgrade: websocket',
    'Sec-WebSocket-Version: 13',
    `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
    '',
    '',
  ].join('\r\n');
}

async function rawClient(port: number, mode: ChurnMode): Promise<void> {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  await new Promise((resolve) => socket.once('connect', resolve));
  const request = upgradeRequest(port);
  if (mode === 'partial-request') {
    socket.write(request.slice(0, 40));
    await sleep(Math.random() * 5);
  } else if (mode === 'abort-during-upgrade') {
    socket.write(request);
    // Anywhere from before the proxy reads the request to while the upstream handshake is in flight.
    await sleep(Math.random() * 3);
  } else {
    socket.write(request);
    await new Promise((resolve) => {
      socket.once('data', resolve);
      socket.once('close', resolve);
    });
  }
  socket.resetAndDestroy();
}

async function wsClient(port: number, mode: ChurnMode): Promise<void> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/im`);
  ws.on('error', () => undefined);
  const opened = await new Promise<boolean>((resolve) => {
    ws.once('open', () => resolve(true));
    ws.once('close', () => resolve(false));
  });
  if (!opened) return;
  if (mode === 'terminate-mid-traffic') {
    for (let i = 0; i < 5; i += 1) ws.send(JSON.stringify({ cmd: CMD.PING, seq: i + 1, body: {} }));
    await sleep(Math.random() * 20);
    ws.terminate();
  } else if (mode === 'close-cleanly') {
    ws.close();
    await new Promise((resolve) => ws.once('close', resolve));
  } else {
    ws.terminate();
  }
}

/** One client that connects to /im on `port` and leaves the given way. */
export function churnClient(port: number, mode: ChurnMode): Promise<void> {
  return mode === 'partial-request' || mode === 'abort-during-upgrade' || mode === 'reset-after-101'
    ? rawClient(port, mode)
    : wsClient(port, mode);
}

/** Runs `clients` clients in waves of `parallel`, each leaving a random way. */
export async function churn(port: number, clients: number, parallel = 25): Promise<void> {
  for (let done = 0; done < clients; done += parallel) {
    const wave = Array.from({ length: Math.min(parallel, clients - done) }, () => {
      const mode = CHURN_MODES[Math.floor(Math.random() * CHURN_MODES.length)] ?? 'close-cleanly';
      return churnClient(port, mode);
    });
    await Promise.all(wave);
  }
}

/** Polls `count` until it reaches 0 or `withinMs` passes; resolves with the last count seen. */
export async function settleToZero(count: () => number, withinMs: number): Promise<number> {
  const deadline = Date.now() + withinMs;
  let last = count();
  while (last > 0 && Date.now() < deadline) {
    await sleep(50);
    last = count();
  }
  return last;
}
