// The calls between the API and the media service (README "Calls"): their paths, the body each side sends and
// the `data` of the `{status, msg, data}` answer. Every call is signed (signing.ts).

/** The media service's calls to the API. */
export const API_CALLS = {
  PUBLISH: '/internal/media/publish',
  UNPUBLISH: '/internal/media/unpublish',
  RECORDING: '/internal/media/recording',
  HEARTBEAT: '/internal/media/heartbeat',
  DEMO_PLAN: '/internal/media/demo-plan',
} as const;

/** The API's calls to the media service. */
export const MEDIA_CALLS = {
  STREAMS: '/internal/streams',
  KICK: '/internal/streams/kick',
} as const;

/** How a publisher reached the media service; `demo` is a demo anchor's loop, published inside the service. */
export type PublishProtocol = 'rtmp' | 'whip' | 'demo';

/** How a stream ended. */
export type UnpublishReason = 'ended' | 'dropped' | 'kicked' | 'shutdown';

/** A stream's viewers by playback kind. */
export interface StreamViewers {
  flv: number;
  hls: number;
}

/** publish: may this stream key publish? */
export interface PublishRequest {
  streamKey: string;
  protocol: PublishProtocol;
  remoteAddress: string;
  video: { codec: string; width: number; height: number; fps: number } | null;
  audio: { codec: string } | null;
}

/** publish's answer: the public stream name, the room, and whether to record. */
export interface PublishGrant {
  streamName: string;
  roomId: number;
  record: boolean;
}

/** unpublish: a stream stopped. */
export interface UnpublishReport {
  streamName: string;
  reason: UnpublishReason;
}

/** recording: a recording segment was closed (`file` and `cover` relative to the recordings directory). */
export interface RecordingReport {
  streamName: string;
  roomId: number;
  file: string;
  startedAt: number;
  endedAt: number;
  durationMs: number;
  bytes: number;
  /** null when the segment's cover could not be kept. */
  cover: string | null;
}

/** A live stream with its viewers (the heartbeat's and GET /internal/streams' rows). */
export interface StreamReport {
  streamName: string;
  startedAt: number;
  viewers: StreamViewers;
}

/** heartbeat: the live source streams, every 10 s. */
export interface HeartbeatReport {
  streams: StreamReport[];
}

/** heartbeat's answer: the streams the API asked the media service to drop. */
export interface HeartbeatAnswer {
  kicked: string[];
}

/** An event of a demo match (informative: the media service draws nothing from the plan into the picture). */
export interface DemoEvent {
  minute: number;
  kind: 'goal' | 'yellow' | 'red';
  side: 'home' | 'away';
  text: string;
}

/** The match of a demo entry: the media service uses `id` (a new match is a new broadcast) and `sportId`. */
export interface DemoMatch {
  id: number;
  sportId: 1 | 2;
  home: string;
  away: string;
  homeScore: number;
  awayScore: number;
  clock: string;
  period: number;
  status: number;
  events: DemoEvent[];
}

/** One push the media service's demo runner keeps going. */
export interface DemoStream {
  anchorUid: number;
  streamKey: string;
  kind: 'match' | 'show';
  title: string;
  match?: DemoMatch;
}

/** demo-plan's answer: the demo anchors to push now. */
export interface DemoPlan {
  streams: DemoStream[];
}

/** kick: drop a publisher (its key was reset or its anchor banned). */
export interface KickRequest {
  streamName: string;
}

/** GET /internal/streams' answer. */
export interface LiveStreams {
  streams: StreamReport[];
}

/** Each call of the media service to the API: the body it sends and the answer's data. */
export interface ApiCalls {
  [API_CALLS.PUBLISH]: { body: PublishRequest; data: PublishGrant };
  [API_CALLS.UNPUBLISH]: { body: UnpublishReport; data: null };
  [API_CALLS.RECORDING]: { body: RecordingReport; data: { id: number } };
  [API_CALLS.HEARTBEAT]: { body: HeartbeatReport; data: HeartbeatAnswer };
  [API_CALLS.DEMO_PLAN]: { body: Record<string, never>; data: DemoPlan };
}

/** One of API_CALLS' paths. */
export type ApiCallPath = keyof ApiCalls;
