import Flv from 'node-media-server/src/protocol/flv.js';
import type AVPacket from 'node-media-server/src/core/avpacket.js';
import type { UnpublishReason } from '@tifo/media-contract';

/** Something that receives a stream's FLV bytes: an HTTP-FLV viewer, an ffmpeg packager's stdin. */
export interface FlvSink {
  /** Writes one chunk; returns false when the sink is over its buffer ceiling (the stream then drops it). */
  write(chunk: Buffer): boolean;
  close(): void;
}

/** Who pushes a stream (an RTMP connection, a WHIP session, an internal transcoder). */
export interface Publisher {
  readonly protocol: 'rtmp' | 'whip' | 'internal';
  readonly remoteAddress: string;
  /** Drops the publisher (its connection or process); the stream then ends with `reason`. */
  close(reason: UnpublishReason): void;
}

/** Why a stream ended (packages/media-contract). */
export type { UnpublishReason };

const FLV_CODEC_H264 = 7;
const FLV_CODEC_AAC = 10;
/** A GOP longer than this many tags is not cached (an encoder without keyframes must not eat memory). */
const MAX_GOP_TAGS = 4096;

/** Codecs seen in a stream, as the contract reports them. */
interface StreamCodecs {
  video: string | null;
  audio: string | null;
}

/** A packet's codec is one we play everywhere (H.264 video, AAC audio), or the name of the one we refuse. */
export function checkCodec(packet: AVPacket): { ok: true } | { ok: false; codec: string } {
  if (packet.codec_type === 9 && packet.codec_id !== FLV_CODEC_H264) {
    return { ok: false, codec: `video codec id ${packet.codec_id}` };
  }
  if (packet.codec_type === 8 && packet.codec_id !== FLV_CODEC_AAC) {
    return { ok: false, codec: `audio codec id ${packet.codec_id}` };
  }
  return { ok: true };
}

/**
 * One live stream in the hub: the publisher's FLV tags fanned out to sinks, with the headers and the current
 * GOP cached so a new viewer starts at a keyframe at once.
 */
export class LiveStream {
  readonly startedAt = Date.now();
  readonly sinks = new Set<FlvSink>();
  readonly codecs: StreamCodecs = { video: null, audio: null };
  private metadata: Buffer | null = null;
  private audioHeader: Buffer | null = null;
  private videoHeader: Buffer | null = null;
  private gop: Buffer[] = [];
  private keyframeSeen = false;
  private readonly keyframeWaiters: (() => void)[] = [];

  constructor(
    readonly name: string,
    readonly roomId: number,
    readonly record: boolean,
    readonly publisher: Publisher,
    /** The stream this one is a rendition of (`room-1` for `room-1_sd`), or null for a source. */
    readonly sourceName: string | null = null,
  ) {}

  /** Takes one packet from the publisher and sends its FLV tag to every sink. */
  push(packet: AVPacket): void {
    const tag = Flv.createMessage(packet);
    switch (packet.flags) {
      case 0:
        this.audioHeader = tag;
        this.codecs.audio = 'aac';
        return this.fanOut(tag);
      case 2:
        this.videoHeader = tag;
        this.codecs.video = 'h264';
        return this.fanOut(tag);
      case 3:
        this.gop = [tag];
        if (!this.keyframeSeen) {
          this.keyframeSeen = true;
          for (const wake of this.keyframeWaiters.splice(0)) wake();
        }
        return this.fanOut(tag);
      case 1:
      case 4:
        if (this.keyframeSeen && this.gop.length < MAX_GOP_TAGS) this.gop.push(tag);
        return this.fanOut(tag);
      case 5:
        this.metadata = tag;
        return this.fanOut(tag);
      default:
        return this.fanOut(tag);
    }
  }

  private fanOut(tag: Buffer): void {
    for (const sink of this.sinks) {
      if (!sink.write(tag)) this.detach(sink, true);
    }
  }

  /** The bytes a new sink gets first: FLV header, metadata, codec headers and the cached GOP. */
  prelude(): Buffer {
    // The header's audio flag follows the stream: players such as mpegts.js wait for audio the header promises.
    const parts = [Flv.createHeader(this.audioHeader !== null || this.codecs.audio !== null, true)];
    for (const tag of [this.metadata, this.audioHeader, this.videoHeader]) if (tag) parts.push(tag);
    return Buffer.concat([...parts, ...this.gop]);
  }

  /** Just the headers and the first keyframe of the GOP (enough to decode one picture for a cover). */
  keyframeSnapshot(): Buffer | null {
    const key = this.gop[0];
    if (!this.videoHeader || !key) return null;
    return Buffer.concat([Flv.createHeader(false, true), this.videoHeader, key]);
  }

  /** Adds a sink and sends it the prelude at once. */
  attach(sink: FlvSink): void {
    this.sinks.add(sink);
    if (!sink.write(this.prelude())) this.detach(sink, true);
  }

  /** Removes a sink; `close` also ends it. */
  detach(sink: FlvSink, close = false): void {
    if (this.sinks.delete(sink) && close) sink.close();
  }

  /** Resolves when the first keyframe has arrived (or at once if it has). */
  waitForKeyframe(): Promise<void> {
    if (this.keyframeSeen) return Promise.resolve();
    return new Promise((resolve) => this.keyframeWaiters.push(resolve));
  }

  /** True once a keyframe has arrived. */
  get hasKeyframe(): boolean {
    return this.keyframeSeen;
  }

  /** Ends every sink (the stream is over). */
  closeSinks(): void {
    for (const sink of [...this.sinks]) this.detach(sink, true);
    for (const wake of this.keyframeWaiters.splice(0)) wake();
  }
}
