import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';

/**
 * Encodes a complete server-to-client WebSocket text frame (RFC 6455: FIN, opcode 1, unmasked) once, so a
 * fan-out writes the same bytes to every socket instead of framing and converting the payload per socket.
 */
export function textFrame(payload: string | Buffer): Buffer {
  const data = typeof payload === 'string' ? Buffer.from(payload) : payload;
  const len = data.length;
  let header: Buffer;
  if (len < 126) header = Buffer.from([0x81, len]);
  else if (len < 65536) {
    header = Buffer.alloc(4);
    header[0] = 0x81;
    header[1] = 126;
    header.writeUInt16BE(len, 2);
  } else {
    header = Buffer.alloc(10);
    header[0] = 0x81;
    header[1] = 127;
    header.writeBigUInt64BE(BigInt(len), 2);
  }
  return Buffer.concat([header, data]);
}

/**
 * The raw socket under a `ws` connection. The service's WebSocketServer has no per-message compression, so
 * `ws` writes every frame straight through: raw frames written here keep their order with `ws.send`.
 */
export function rawSocket(ws: WebSocket): Duplex | undefined {
  return (ws as unknown as { _socket?: Duplex })._socket;
}
