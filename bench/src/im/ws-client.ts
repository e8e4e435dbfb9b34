import { WebSocket } from 'ws';
import { withProtocolVersion, type PushFrame, type ResponseFrame } from '@tifo/protocol';

/** A lean protocol client for load: requests by seq, a push callback; no checks beyond the code. */
export class BenchClient {
  private seq = 0;
  private readonly pending = new Map<number, (r: ResponseFrame) => void>();
  onPush: (p: PushFrame) => void = () => undefined;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const f = JSON.parse(data.toString()) as ResponseFrame | PushFrame;
      if ('push' in f) this.onPush(f);
      else {
        this.pending.get(f.seq)?.(f);
        this.pending.delete(f.seq);
      }
    });
  }

  static connect(port: number): Promise<BenchClient> {
    return new Promise((resolve, reject) => {
      // The protocol version the SDK speaks, so the service answers as it answers the app (live: lean messages).
      const ws = new WebSocket(withProtocolVersion(`ws://127.0.0.1:${port}/im`), {
        perMessageDeflate: false,
      });
      ws.once('open', () => resolve(new BenchClient(ws)));
      ws.once('error', reject);
    });
  }

  /** Sends a request; resolves with the response body or rejects with its code. */
  call(cmd: string, body: unknown): Promise<unknown> {
    const seq = ++this.seq;
    return new Promise((resolve, reject) => {
      this.pending.set(seq, (r) =>
        r.code === 0 ? resolve(r.body) : reject(new Error(`${cmd}: ${r.code} ${r.message}`)),
      );
      this.ws.send(JSON.stringify({ cmd, seq, body }));
    });
  }

  close(): void {
    this.ws.terminate();
  }
}
