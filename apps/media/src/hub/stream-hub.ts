import { createHash } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { PublishRequest } from '@tifo/media-contract';
import type { ApiClient } from '../api/api-client';
import { MEDIA_ERROR_CODES, MediaError } from '../errors';
import { LiveStream, type Publisher, type UnpublishReason } from './live-stream';

interface HubEvents {
  /** A publish was refused, with the error code given to the encoder. */
  refused: [number];
  publish: [LiveStream];
  unpublish: [LiveStream, UnpublishReason];
}

/** Stream keys are secrets: the hub remembers which are live by a hash, never the key itself. */
function keyId(streamKey: string): string {
  return createHash('sha256').update(streamKey).digest('hex');
}

/**
 * All live streams of this node, by public name. Publishing goes through the API (which owns keys and rooms);
 * the hub itself refuses a second publisher on a key or stream that is live, so the first stays up.
 */
export class StreamHub extends EventEmitter<HubEvents> {
  private readonly streams = new Map<string, LiveStream>();
  /** keyId -> stream name, or null while the API is being asked. */
  private readonly liveKeys = new Map<string, string | null>();
  private readonly keyOfStream = new Map<string, string>();

  constructor(private readonly api: ApiClient) {
    super();
  }

  /** Authorises a publisher with the API and registers its stream; throws a MediaError when refused. */
  async publish(request: PublishRequest, publisher: Publisher): Promise<LiveStream> {
    const id = keyId(request.streamKey);
    if (this.liveKeys.has(id)) {
      this.emit('refused', MEDIA_ERROR_CODES.STREAM_BUSY.code);
      throw new MediaError('STREAM_BUSY');
    }
    this.liveKeys.set(id, null);
    try {
      const grant = await this.api.authorisePublish(request);
      if (this.streams.has(grant.streamName)) throw new MediaError('STREAM_BUSY');
      const stream = new LiveStream(grant.streamName, grant.roomId, grant.record, publisher);
      this.streams.set(stream.name, stream);
      this.liveKeys.set(id, stream.name);
      this.keyOfStream.set(stream.name, id);
      this.emit('publish', stream);
      return stream;
    } catch (err) {
      this.liveKeys.delete(id);
      this.emit('refused', err instanceof MediaError ? err.code : 0);
      throw err;
    }
  }

  /** Registers a stream made by this service (a rendition), without a key. */
  publishInternal(name: string, source: LiveStream, publisher: Publisher): LiveStream {
    if (this.streams.has(name)) throw new MediaError('STREAM_BUSY');
    const stream = new LiveStream(name, source.roomId, false, publisher, source.name);
    this.streams.set(name, stream);
    this.emit('publish', stream);
    return stream;
  }

  /** Ends a stream (idempotent): sinks closed, key freed, `unpublish` emitted once. */
  end(stream: LiveStream, reason: UnpublishReason): void {
    if (this.streams.get(stream.name) !== stream) return;
    this.streams.delete(stream.name);
    const id = this.keyOfStream.get(stream.name);
    if (id !== undefined) {
      this.keyOfStream.delete(stream.name);
      this.liveKeys.delete(id);
    }
    stream.closeSinks();
    this.emit('unpublish', stream, reason);
  }

  /** The live stream of that name, if any. */
  get(name: string): LiveStream | undefined {
    return this.streams.get(name);
  }

  /** Every live stream. */
  list(): LiveStream[] {
    return [...this.streams.values()];
  }

  /** Drops a stream's publisher (API kick: key reset, ban); false when not live. */
  kick(name: string): boolean {
    const stream = this.streams.get(name);
    if (!stream) return false;
    stream.publisher.close('kicked');
    this.end(stream, 'kicked');
    return true;
  }
}
