import { randomBytes } from 'node:crypto';
import net from 'node:net';

/** A client text frame (RFC 6455: clients mask their frames). */
export function maskedTextFrame(text: string): Buffer {
  const payload = Buffer.from(text);
  const mask = randomBytes(4);
  const len = payload.length;
  const header =
    len < 126
      ? Buffer.from([0x81, 0x80 | len])
      : Buffer.from([0x81, 0x80 | 126, (len >> 8) & 0xff, len & 0xff]);
  const masked = Buffer.from(payload.map((b, i) => b ^ mask[i % 4]!));
  return Buffer.concat([header, mask, masked]);
}

/**
 * A raw TCP WebSocket client that upgrades, sends `frames`, waits until the bytes received contain `until`, and
 * then stops reading for good: a stalled reader (the kernel's receive buffer fills, then the server's).
 */
export async function stalledViewer(port: number, frames: string[], until: string): Promise<net.Socket> {
  const socket = net.connect(port, '127.0.0.1');
  let seen = '';
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('connect', () => {
      socket.write(
        'GET /im HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
          `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      );
    });
    let upgraded = false;
    socket.on('data', (chunk) => {
      seen += chunk.toString('latin1');
      if (!upgraded && seen.includes('\r\n\r\n')) {
        if (!seen.startsWith('HTTP/1.1 101')) return reject(new Error(seen.split('\r\n')[0]));
        upgraded = true;
        for (const f of frames) socket.write(maskedTextFrame(f));
      }
      if (upgraded && seen.includes(until)) {
        socket.removeAllListeners('data');
        socket.pause();
        resolve();
      }
    });
  });
  socket.on('error', () => undefined);
  return socket;
}
