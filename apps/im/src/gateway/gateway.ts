import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import {
  CLOSE_CODE,
  IM_PATH,
  PRE_LOGIN_COMMANDS,
  PROTOCOL_VERSION_PARAM,
  protocolVersionOf,
  type CommandName,
} from '@tifo/protocol';
import type { ImContext } from '../context';
import { ImError } from '../errors';
import { AddressCap, upgradeAddress } from './address-cap';
import { Connection, type SendLimits } from './connection';
import type { CommandTable } from './command';
import { endSession } from './delivery';
import { readRequest } from './request-frame';
import { TurnBudget } from './turn-budget';

const MAX_FRAME_BYTES = 64 * 1024;
/** A client refused for its address's connection cap tries again after this many seconds at the earliest. */
const CAP_RETRY_AFTER_SECONDS = 30;

/** The WebSocket gateway at /im: parses request frames, runs handlers with a deadline, answers. */
export class Gateway {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  private readonly idleTimer: NodeJS.Timeout;
  private readonly perAddress: AddressCap;

  constructor(
    private readonly ctx: ImContext,
    private readonly commands: CommandTable,
  ) {
    this.perAddress = new AddressCap(ctx.config.maxConnectionsPerAddress);
    this.wss.on('connection', (ws: WebSocket, req: IncomingMessage) => this.onConnection(ws, req));
    const idleMs = ctx.config.helloInterval * 2500;
    this.idleTimer = setInterval(
      () => {
        const now = Date.now();
        for (const c of ctx.registry.all)
          if (now - c.lastSeen > idleMs) c.close(CLOSE_CODE.RECONNECT, 'idle');
      },
      Math.max(1000, idleMs / 4),
    );
    this.idleTimer.unref();
  }

  /** Takes over an HTTP upgrade for the gateway path; returns false for other paths. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const path = (req.url ?? '').split('?')[0];
    if (path !== IM_PATH && path !== `${IM_PATH}/`) return false;
    // One address may hold maxConnectionsPerAddress sockets (IM_MAX_CONNECTIONS_PER_ADDRESS): beyond, the
    // upgrade is refused before the handshake, with 429 and Retry-After (the API's proxy passes it on).
    const release = this.perAddress.take(upgradeAddress(req));
    if (!release) {
      this.ctx.metrics.refusedConnections.inc({ reason: 'address' });
      if (socket.writable)
        socket.end(
          `HTTP/1.1 429 Too Many Requests\r\nRetry-After: ${CAP_RETRY_AFTER_SECONDS}\r\n` +
            'Connection: close\r\nContent-Length: 0\r\n\r\n',
        );
      socket.destroy();
      return true;
    }
    // The socket's close covers every end: a failed handshake as well as a WebSocket that closes later.
    socket.once('close', release);
    this.wss.handleUpgrade(req, socket, head, (ws) => this.wss.emit('connection', ws, req));
    return true;
  }

  private onConnection(ws: WebSocket, req: IncomingMessage): void {
    const { ctx } = this;
    const limits: SendLimits = {
      bytes: ctx.config.sendBufferLimit,
      liveGraceMs: ctx.config.liveSlowGraceMs,
      onDrop: (kind) => ctx.metrics.slowReadersDropped.inc({ kind }),
    };
    const conn = new Connection(ws, ctx.nodeID, limits, protocolVersionIn(req.url));
    ctx.registry.add(conn);
    ctx.metrics.connections.inc();
    const budget = new TurnBudget(ws, (data, isBinary) => this.onFrame(conn, data, isBinary));
    ws.on('message', (data, isBinary) => {
      conn.lastSeen = Date.now();
      budget.offer(data, isBinary);
    });
    ws.on('close', () => {
      conn.closed = true;
      ctx.metrics.connections.dec();
      endSession(ctx, conn);
      ctx.registry.remove(conn);
      void ctx.live.drop(conn).catch(() => undefined);
    });
    ws.on('error', (err) => ctx.log.debug({ err: err.message }, 'socket error'));
  }

  private onFrame(conn: Connection, data: RawData, isBinary: boolean): void {
    if (conn.closed) return;
    const request = readRequest(data, isBinary);
    if (request.kind === 'ignore') {
      this.ctx.metrics.ignoredFrames.inc({ reason: request.reason });
      return;
    }
    if (request.kind === 'refuse') {
      this.answer(conn, request.seq, 'invalid', new ImError('INVALID_PARAMETER', request.reason), 0n);
      return;
    }
    void this.dispatch(conn, request.cmd, request.seq, request.body);
  }

  /**
   * Runs one command and answers it. Nothing of a request may escape as a rejection: the handler, the deadline
   * and the reply (serialising the body can fail) all sit inside the error handling.
   */
  private async dispatch(conn: Connection, cmd: string, seq: number, body: unknown): Promise<void> {
    const started = process.hrtime.bigint();
    const handler = this.commands.get(cmd);
    const label = handler ? cmd : 'unknown';
    let result: unknown;
    try {
      if (!handler) {
        throw new ImError('CANNOT_FIND_PROTOCOL', `unknown command: ${cmd.slice(0, 64)}`);
      }
      if (!conn.userID && !PRE_LOGIN_COMMANDS.includes(cmd as CommandName))
        throw new ImError('NOT_LOGGED_IN');
      result = await this.withDeadline(handler(this.ctx, conn, body));
    } catch (e) {
      result = e instanceof ImError ? e : this.internal(e, cmd);
    }
    this.answer(conn, seq, label, result, started);
  }

  private async withDeadline<T>(work: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ImError('REQUEST_TIMEOUT')), this.ctx.config.requestTimeoutMs);
    });
    try {
      return await Promise.race([work, deadline]);
    } finally {
      clearTimeout(timer);
    }
  }

  private internal(e: unknown, cmd: string): ImError {
    this.ctx.log.error({ err: e, cmd }, 'handler failed');
    return new ImError('INTERNAL_ERROR');
  }

  /** Encodes and sends the answer; a body that cannot be encoded answers 90001 instead. */
  private answer(conn: Connection, seq: number, label: string, result: unknown, started: bigint): void {
    const { ctx } = this;
    let frame: string;
    let code = 0;
    try {
      if (result instanceof ImError) {
        code = result.code;
        frame = JSON.stringify({ seq, code, message: result.message, body: result.data ?? {} });
      } else {
        frame = JSON.stringify({ seq, code, message: 'ok', body: result ?? {} });
      }
    } catch (e) {
      const failed = this.internal(e, label);
      code = failed.code;
      frame = JSON.stringify({ seq, code, message: failed.message, body: {} });
    }
    try {
      ctx.metrics.requests.inc({ cmd: label, code: String(code) });
      if (started) {
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        ctx.metrics.requestSeconds.observe({ cmd: label }, seconds);
      }
      conn.sendRaw(frame);
    } catch (e) {
      ctx.log.warn({ err: e, conn: conn.id }, 'answer not sent');
    }
  }

  /** Closes every connection (service shutdown: clients reconnect elsewhere). */
  close(): void {
    clearInterval(this.idleTimer);
    for (const c of this.ctx.registry.all) c.close(CLOSE_CODE.RECONNECT, 'shutdown');
    this.wss.close();
  }
}

/** The protocol version a client names in its socket address (`/im?v=2`); 1 when it names none. */
function protocolVersionIn(url: string | undefined): number {
  const query = (url ?? '').split('?')[1] ?? '';
  return protocolVersionOf(new URLSearchParams(query).get(PROTOCOL_VERSION_PARAM));
}
