/**
 * The one code table of the media service: every refusal the service gives (to an anchor's encoder, a
 * viewer's player or the API) carries one of these stable codes. README.md lists them; a test checks it does.
 */
export const MEDIA_ERROR_CODES = {
  BAD_REQUEST: { code: 4000, http: 400, message: 'Bad request' },
  BAD_SIGNATURE: { code: 4010, http: 401, message: 'Missing, stale or wrong request signature' },
  KEY_REFUSED: { code: 4030, http: 403, message: 'Stream key refused (wrong, revoked or banned)' },
  NOT_LOOPBACK: { code: 4031, http: 403, message: 'Only reachable from this machine' },
  STREAM_NOT_FOUND: { code: 4040, http: 404, message: 'No such live stream' },
  NOT_FOUND: { code: 4041, http: 404, message: 'Not found' },
  STREAM_BUSY: { code: 4090, http: 409, message: 'This stream key is already live' },
  TOO_MANY_STREAMS: {
    code: 4290,
    http: 429,
    message: 'Too many playback streams from this address, retry later',
  },
  UNSUPPORTED_CODEC: {
    code: 4150,
    http: 415,
    message: 'Unsupported codec (H.264 video with AAC or Opus audio)',
  },
  API_UNAVAILABLE: { code: 5020, http: 502, message: 'The API did not answer' },
  FFMPEG_FAILED: { code: 5030, http: 503, message: 'ffmpeg failed' },
  NOT_READY: { code: 5031, http: 503, message: 'Stream not ready yet, retry' },
  NODE_FULL: {
    code: 5032,
    http: 503,
    message: 'This node serves all the playback streams it can, retry later',
  },
  WHIP_FAILED: { code: 5040, http: 500, message: 'WebRTC negotiation failed' },
} as const;

/** A name of the table above. */
export type MediaErrorName = keyof typeof MEDIA_ERROR_CODES;

/** The one error class of the service: a stable code from the table and a message safe to show. */
export class MediaError extends Error {
  readonly code: number;
  readonly httpStatus: number;
  readonly errorName: MediaErrorName;
  constructor(name: MediaErrorName, message?: string) {
    const row = MEDIA_ERROR_CODES[name];
    super(message ?? row.message);
    this.errorName = name;
    this.code = row.code;
    this.httpStatus = row.http;
  }
}
