import type { Logger } from 'pino';
import {
  MEDIA_CALLS,
  signedHeaders,
  type KickRequest,
  type LiveStreams,
  type StreamReport,
} from '@tifo/media-contract';

/**
 * The API's signed client of the media service (media contract, "API -> Media"). Calls are best effort with a
 * short timeout: the API's state never waits on the media service being up.
 */
export class MediaClient {
  constructor(
    private readonly options: {
      baseUrl: string;
      secret: string;
      log: Logger;
      now: () => number;
      timeoutMs?: number;
    },
  ) {}

  private async call(method: 'GET' | 'POST', path: string, body?: KickRequest): Promise<unknown> {
    const raw = body === undefined ? '' : JSON.stringify(body);
    const headers: Record<string, string> = signedHeaders(
      this.options.secret,
      method,
      path,
      raw,
      this.options.now(),
    );
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.options.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : raw,
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 3000),
    });
    const reply = (await response.json()) as { status?: number; msg?: string; data?: unknown };
    // The contract's answers are envelopes ({status: 0, data}); a bare JSON body is read as the data itself.
    if (!response.ok || (reply.status !== undefined && reply.status !== 0)) {
      throw new Error(
        `media ${path}: HTTP ${response.status} status ${String(reply.status)} ${reply.msg ?? ''}`,
      );
    }
    return reply.status === undefined ? reply : reply.data;
  }

  /** Drops a publisher (key reset, anchor banned); false when the media service could not be told. */
  async kick(streamName: string): Promise<boolean> {
    try {
      await this.call('POST', MEDIA_CALLS.KICK, { streamName });
      return true;
    } catch (error) {
      this.options.log.warn({ err: error, streamName }, 'media kick failed');
      return false;
    }
  }

  /** The live streams with viewer counts. */
  async streams(): Promise<StreamReport[]> {
    const data = (await this.call('GET', MEDIA_CALLS.STREAMS)) as Partial<LiveStreams> | null;
    return data?.streams ?? [];
  }
}
