import type AVPacket from 'node-media-server/src/core/avpacket.js';
import type { LiveStream, Publisher, UnpublishReason } from '../hub/live-stream';
import type { DemoLoop } from './loop';

const KEYFRAME = 3;

/** How often the player wakes to send what is due: players buffer far more than this. */
const LOOP_TICK_MS = 100;

/**
 * A demo broadcast without an encoder: the pre-encoded loop's packets are copied into the stream in real time,
 * round after round, their timestamps carried on so the stream never goes back in time. It costs a timer and
 * a few buffer copies per tick, not a process. It publishes in-process, so the anchor's stream key never
 * leaves this service's memory (no command line, no network).
 */
export class LoopPublisher implements Publisher {
  readonly protocol = 'internal' as const;
  readonly remoteAddress = '127.0.0.1';
  private stream: LiveStream | null = null;
  private timer: NodeJS.Timeout | null = null;
  private startedAt = 0;
  private next = 0;
  private round = 0;
  private closed = false;

  constructor(
    private readonly loop: DemoLoop,
    /** Called once when the broadcast ends, whoever ended it (the runner, an API kick, shutdown). */
    private readonly onClosed: (reason: UnpublishReason) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** Starts sending into `stream`: codec headers, then the first keyframe at once. */
  start(stream: LiveStream): void {
    if (this.closed) return;
    this.stream = stream;
    for (const header of this.loop.headers) stream.push(header);
    // The clock starts at the first keyframe, so a viewer waiting for a picture gets it on this first tick.
    const firstKey = this.loop.media.find((p) => p.flags === KEYFRAME)?.dts ?? 0;
    this.startedAt = this.now() - firstKey;
    this.tick();
    this.timer = setInterval(() => this.tick(), LOOP_TICK_MS);
    this.timer.unref();
  }

  /** Sends every packet whose time has come. */
  tick(): void {
    const stream = this.stream;
    if (!stream || this.closed) return;
    const elapsed = this.now() - this.startedAt;
    const { media, durationMs } = this.loop;
    for (;;) {
      const packet = media[this.next]!;
      const offset = this.round * durationMs;
      if (offset + packet.dts > elapsed) return;
      stream.push(shifted(packet, offset));
      this.next += 1;
      if (this.next === media.length) {
        this.next = 0;
        this.round += 1;
      }
    }
  }

  /** Stops sending; the stream's end is the hub's business (hub.end), as for any publisher. */
  close(reason: UnpublishReason): void {
    if (this.closed) return;
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.onClosed(reason);
  }
}

function shifted(packet: AVPacket, offset: number): AVPacket {
  return { ...packet, dts: packet.dts + offset, pts: packet.pts + offset };
}
