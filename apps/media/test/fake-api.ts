import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyMediaCall } from '@tifo/media-contract';

/** One call the fake API received, signature already verified. */
export interface ApiCall {
  path: string;
  body: Record<string, unknown>;
}

/** A key the fake API knows: the grant it answers with. */
export interface FakeGrant {
  streamName: string;
  roomId: number;
  record: boolean;
}

/**
 * A test double of the API's /internal/media/* endpoints: a real HTTP server that refuses (401) any call
 * whose signature is wrong, records the calls, and answers publish from its key table.
 */
export class FakeApi {
  readonly calls: ApiCall[] = [];
  readonly keys = new Map<string, FakeGrant>();
  badSignatures = 0;
  demoPlan: unknown[] = [];
  /** Answer of the demo plan: 0 gives the plan; anything else refuses (an API that cannot compute it). */
  demoPlanStatus = 0;
  /** Delay of the demo plan's answer (a loaded API computing it). */
  demoPlanDelayMs = 0;
  /** Delay of the publish answer (the authorisation is asynchronous). */
  publishDelayMs = 50;
  private server: Server | null = null;

  constructor(private readonly secret: string) {}

  /** Starts on a random port; resolves with its base URL. */
  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', r));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    const path = req.url ?? '';
    const ok =
      verifyMediaCall(this.secret, {
        timestamp: req.headers['x-tifo-timestamp'] as string,
        signature: req.headers['x-tifo-signature'] as string,
        method: req.method ?? '',
        path,
        rawBody: raw,
      }) === null;
    if (!ok) {
      this.badSignatures += 1;
      res.writeHead(401).end(JSON.stringify({ status: 401, msg: 'bad signature' }));
      return;
    }
    const body = JSON.parse(raw || '{}') as Record<string, unknown>;
    this.calls.push({ path, body });
    const send = (value: unknown): void => {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    };
    if (path === '/internal/media/publish') {
      await new Promise((r) => setTimeout(r, this.publishDelayMs));
      const grant = this.keys.get(String(body.streamKey));
      return send(
        grant ? { status: 0, data: grant } : { status: 1003, msg: 'stream key revoked or unknown' },
      );
    }
    if (path === '/internal/media/demo-plan') {
      if (this.demoPlanDelayMs) await new Promise((r) => setTimeout(r, this.demoPlanDelayMs));
      if (this.demoPlanStatus !== 0) return send({ status: this.demoPlanStatus, msg: 'plan unavailable' });
      return send({ status: 0, data: { streams: this.demoPlan } });
    }
    send({ status: 0, data: {} });
  }

  /** Calls to one path. */
  callsTo(path: string): ApiCall[] {
    return this.calls.filter((c) => c.path === path);
  }

  /** Stops the server. */
  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((r) => (this.server ? this.server.close(() => r()) : r()));
  }
}
