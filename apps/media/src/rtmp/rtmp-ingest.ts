import net from 'node:net';
import Rtmp from 'node-media-server/src/protocol/rtmp.js';
import type AVPacket from 'node-media-server/src/core/avpacket.js';
import { MediaError } from '../errors';
import type { Logger } from '../logger';
import type { StreamHub } from '../hub/stream-hub';
import { checkCodec, type LiveStream, type Publisher, type UnpublishReason } from '../hub/live-stream';

/** A publisher that sends nothing for this long is considered gone (half-open TCP, frozen encoder). */
const IDLE_TIMEOUT_MS = 30_000;
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

/**
 * node-media-server's RTMP parser with the publish step made asynchronous: it answers NetStream.Publish.Start
 * only once the API has authorised the key (the library answers before its synchronous prePublish event,
 * which cannot wait for an HTTP call), and refuses play (viewers use HTTP-FLV or HLS).
 */
class GatedRtmp extends Rtmp {
  onPublishRequest: (streamKey: string) => void = () => undefined;
  onDeleteStreamRequest: () => void = () => undefined;
  onPlayRequest: () => void = () => undefined;

  override onPublish(invokeMessage: { streamName: string }): void {
    this.streamId = this.parserPacket.header.stream_id;
    // The key never goes back on the wire or into logs; the status description names no stream.
    this.onPublishRequest(String(invokeMessage.streamName ?? '').split('?')[0] ?? '');
  }

  override onPlay(): void {
    this.streamId = this.parserPacket.header.stream_id;
    this.onPlayRequest();
  }

  override onDeleteStream(): void {
    this.onDeleteStreamRequest();
  }

  /** Answers the publish command (OBS and ffmpeg show the description on an error). */
  answer(ok: boolean, code: string, description: string): void {
    this.sendStatusMessage(this.streamId, ok ? 'status' : 'error', code, description);
  }
}

/** One anchor's RTMP connection. */
class RtmpConnection implements Publisher {
  readonly protocol = 'rtmp' as const;
  readonly remoteAddress: string;
  private readonly rtmp = new GatedRtmp();
  private stream: LiveStream | null = null;
  private state: 'connected' | 'authorising' | 'live' | 'closed' = 'connected';
  private endReason: UnpublishReason = 'dropped';

  constructor(
    private readonly socket: net.Socket,
    private readonly hub: StreamHub,
    private readonly logger: Logger,
  ) {
    this.remoteAddress = socket.remoteAddress ?? '';
    this.rtmp.onOutputCallback = (buffer) => {
      if (!socket.destroyed) socket.write(buffer);
    };
    this.rtmp.onPublishRequest = (key) => void this.authorise(key);
    this.rtmp.onPlayRequest = () =>
      this.refuse('NetStream.Play.Failed', 'Play over RTMP is not offered; use HTTP-FLV or HLS');
    this.rtmp.onDeleteStreamRequest = () => {
      this.endReason = 'ended';
      this.socket.end();
    };
    this.rtmp.onPacketCallback = (packet) => this.onPacket(packet);
    socket.setTimeout(IDLE_TIMEOUT_MS, () => socket.destroy());
    socket.on('data', (data: Buffer) => {
      if (this.rtmp.parserData(data) !== null) socket.destroy();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => this.onClose());
  }

  private async authorise(streamKey: string): Promise<void> {
    if (this.state !== 'connected')
      return this.refuse('NetStream.Publish.BadName', 'One publish per connection');
    if (!KEY_PATTERN.test(streamKey)) return this.refuse('NetStream.Publish.BadName', 'Stream key refused');
    this.state = 'authorising';
    try {
      const stream = await this.hub.publish(
        { streamKey, protocol: 'rtmp', remoteAddress: this.remoteAddress, video: null, audio: null },
        this,
      );
      if (this.socket.destroyed) {
        this.hub.end(stream, 'dropped');
        return;
      }
      this.stream = stream;
      this.state = 'live';
      this.rtmp.answer(true, 'NetStream.Publish.Start', 'Publishing.');
      this.logger.info({ stream: stream.name, remoteAddress: this.remoteAddress }, 'rtmp publish started');
    } catch (err) {
      const error = err instanceof MediaError ? err : new MediaError('API_UNAVAILABLE');
      this.logger.info({ code: error.code, remoteAddress: this.remoteAddress }, 'rtmp publish refused');
      const code =
        error.errorName === 'STREAM_BUSY' ? 'NetStream.Publish.BadName' : 'NetStream.Publish.Rejected';
      this.refuse(code, `${error.code} ${error.message}`);
    }
  }

  private onPacket(packet: AVPacket): void {
    if (this.state !== 'live' || !this.stream) return;
    if (packet.codec_type === 8 || packet.codec_type === 9) {
      const codec = checkCodec(packet);
      if (!codec.ok) {
        const error = new MediaError('UNSUPPORTED_CODEC');
        this.logger.info(
          { stream: this.stream.name, codec: codec.codec },
          'rtmp publish with unsupported codec',
        );
        this.rtmp.answer(false, 'NetStream.Publish.Rejected', `${error.code} ${error.message}`);
        this.state = 'closed';
        this.hub.end(this.stream, 'kicked');
        setTimeout(() => this.socket.destroy(), 100);
        return;
      }
    }
    this.stream.push(packet);
  }

  private refuse(code: string, description: string): void {
    this.rtmp.answer(false, code, description);
    // Give the status message time to reach the encoder before the socket closes.
    setTimeout(() => this.socket.end(), 100);
    if (this.state === 'authorising') this.state = 'closed';
  }

  private onClose(): void {
    const wasLive = this.state === 'live';
    this.state = 'closed';
    if (wasLive && this.stream) this.hub.end(this.stream, this.endReason);
  }

  close(reason: UnpublishReason): void {
    this.endReason = reason;
    this.socket.destroy();
  }
}

/** The RTMP listener: one RtmpConnection per socket. */
export class RtmpIngest {
  private readonly server: net.Server;
  private readonly sockets = new Set<net.Socket>();

  constructor(hub: StreamHub, logger: Logger) {
    this.server = net.createServer((socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      socket.setNoDelay(true);
      new RtmpConnection(socket, hub, logger);
    });
  }

  /** Listens; resolves with the bound port (0 picks a free one). */
  listen(port: number, host: string): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => {
        const address = this.server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  }

  /** Stops listening and drops every connection. */
  close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
