import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import {
  CLOSE_CODE,
  ERROR_CODES,
  IM_PATH,
  PRE_LOGIN_COMMANDS,
  isRequestFrame,
  type CommandName,
} from '@tifo/protocol';
import type { ImContext } from '../context';
import { ImError } from '../errors';
import { HANDLERS } from '../handlers';
import { Connection } from './connection';
import { endSession } from './delivery';

const MAX_FRAME_BYTES = 64 * 1024;

/** The WebSocket gateway at /im: parses request frames, runs handlers with a deadline, answers. */
export class Gateway {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  private readonly idleTimer: NodeJS.Timeout;

  constructor(private readonly ctx: ImContext) {
    this.wss.on('connection', (ws: WebSocket) => this.onConnection(ws));
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
    this.wss.handleUpgrade(req, socket, head, (ws) => this.wss.emit('connection', ws, req));
    return true;
  }

  private onConnection(ws: WebSocket): void {
    const { ctx } = this;
    const conn = new Connection(ws, ctx.nodeID);
    ctx.registry.add(conn);
    ctx.metrics.connections.inc();
    ws.on('message', (data, isBinary) => {
      conn.lastSeen = Date.now();
      if (isBinary) return;
      let frame: unknown;
      try {
        frame = JSON.parse(data.toString());
      } catch {
        ctx.log.debug({ conn: conn.id }, 'unparseable frame');
        return;
      }
      if (!isRequestFrame(frame)) return;
      void this.dispatch(conn, frame.cmd, frame.seq, frame.body);
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

  private async dispatch(conn: Connection, cmd: string, seq: number, body: unknown): Promise<void> {
    const { ctx } = this;
    const started = process.hrtime.bigint();
    let code = 0;
    let message = 'ok';
    let out: unknown = {};
    try {
      const handler = HANDLERS[cmd];
      if (!handler) throw new ImError('CANNOT_FIND_PROTOCOL');
      if (!conn.userID && !PRE_LOGIN_COMMANDS.includes(cmd as CommandName))
        throw new ImError('NOT_LOGGED_IN');
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new ImError('REQUEST_TIMEOUT')), ctx.config.requestTimeoutMs);
      });
      try {
        out = await Promise.race([handler(ctx, conn, body), deadline]);
      } finally {
        clearTimeout(timer);
      }
    } catch (e) {
      if (e instanceof ImError) {
        code = e.code;
        message = e.message;
        out = e.data ?? {};
      } else {
        code = ERROR_CODES.INTERNAL_ERROR.code;
        message = ERROR_CODES.INTERNAL_ERROR.message;
        out = {};
        ctx.log.error({ err: e, cmd }, 'handler failed');
      }
    }
    const label = HANDLERS[cmd] ? cmd : 'unknown';
    ctx.metrics.requests.inc({ cmd: label, code: String(code) });
    ctx.metrics.requestSeconds.observe({ cmd: label }, Number(process.hrtime.bigint() - started) / 1e9);
    conn.sendRaw(JSON.stringify({ seq, code, message, body: out }));
  }

  /** Closes every connection (service shutdown: clients reconnect elsewhere). */
  close(): void {
    clearInterval(this.idleTimer);
    for (const c of this.ctx.registry.all) c.close(CLOSE_CODE.RECONNECT, 'shutdown');
    this.wss.close();
  }
}
