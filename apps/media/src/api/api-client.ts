import { z } from 'zod';
import { MediaError } from '../errors';
import type { Logger } from '../logger';
import {
  API_CALLS,
  signedHeaders,
  type ApiCallPath,
  type ApiCalls,
  type PublishGrant,
  type PublishRequest,
} from '@tifo/media-contract';

/** The API's answer envelope: status 0 is success. */
const envelope = z.object({ status: z.number(), msg: z.string().optional(), data: z.unknown().optional() });

/** What the API grants a publisher (packages/media-contract), checked before it is believed. */
const publishGrant: z.ZodType<PublishGrant> = z.object({
  streamName: z.string().regex(/^[A-Za-z0-9-]{1,60}$/),
  roomId: z.number().int(),
  record: z.boolean(),
});
/** Signed calls from the media service to the API's /internal/media/* endpoints. */
export class ApiClient {
  constructor(
    private readonly baseUrl: string,
    private readonly secret: string,
    private readonly logger: Logger,
    private readonly timeoutMs = 5000,
  ) {}

  /**
   * POSTs a signed JSON body; resolves with the envelope, or throws API_UNAVAILABLE (`quiet`: the caller logs).
   * `timeoutMs` overrides the client's timeout for a call the API may answer slowly (the demo plan).
   */
  async call<P extends ApiCallPath>(
    path: P,
    body: ApiCalls[P]['body'],
    quiet = false,
    timeoutMs = this.timeoutMs,
  ): Promise<z.infer<typeof envelope>> {
    const raw = JSON.stringify(body);
    let res: Response;
    try {
      res = await fetch(this.baseUrl + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signedHeaders(this.secret, 'POST', path, raw) },
        body: raw,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      if (!quiet) this.logger.warn({ path, err: (err as Error).message }, 'API call failed');
      throw new MediaError('API_UNAVAILABLE');
    }
    const parsed = envelope.safeParse(await res.json().catch(() => null));
    if (!parsed.success) {
      this.logger.warn({ path, httpStatus: res.status }, 'API answered without an envelope');
      throw new MediaError('API_UNAVAILABLE');
    }
    return parsed.data;
  }

  /** Asks the API whether this key may publish; throws KEY_REFUSED with the API's reason otherwise. */
  async authorisePublish(request: PublishRequest): Promise<PublishGrant> {
    const answer = await this.call(API_CALLS.PUBLISH, request);
    if (answer.status !== 0) throw new MediaError('KEY_REFUSED', answer.msg || undefined);
    const grant = publishGrant.safeParse(answer.data);
    if (!grant.success)
      throw new MediaError('API_UNAVAILABLE', 'The API granted a publish without a valid streamName');
    return grant.data;
  }

  /** Fire-and-report: a failure is logged, never thrown (the heartbeat reconciles later). */
  async notify<P extends ApiCallPath>(path: P, body: ApiCalls[P]['body']): Promise<boolean> {
    try {
      const answer = await this.call(path, body);
      if (answer.status !== 0) this.logger.warn({ path, status: answer.status }, 'API refused a report');
      return answer.status === 0;
    } catch {
      return false;
    }
  }
}
