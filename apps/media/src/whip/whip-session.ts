import { randomUUID } from 'node:crypto';
import { createSocket, type Socket } from 'node:dgram';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import Flv from 'node-media-server/src/protocol/flv.js';
import {
  RTCPeerConnection,
  RTCRtpCodecParameters,
  useSdesMid,
  type MediaStreamTrack,
  type RTCRtpTransceiver,
} from 'werift';
import { MediaError } from '../errors';
import type { FfmpegChild, FfmpegRunner } from '../ffmpeg/process';
import type { LiveStream, Publisher, UnpublishReason } from '../hub/live-stream';
import type { StreamHub } from '../hub/stream-hub';
import type { Logger } from '../logger';
import { ffmpegSdp, hasVideo, offersH264, whipRemuxArgs, type RtpMediaLine } from './rtp-sdp';

const H264 = new RTCRtpCodecParameters({
  mimeType: 'video/H264',
  clockRate: 90000,
  rtcpFeedback: [{ type: 'nack' }, { type: 'nack', parameter: 'pli' }, { type: 'goog-remb' }],
  parameters: 'profile-level-id=42e01f;packetization-mode=1;level-asymmetry-allowed=1',
});
const OPUS = new RTCRtpCodecParameters({ mimeType: 'audio/opus', clockRate: 48000, channels: 2 });
/** A keyframe request every 2 s keeps the GOP short enough for 1-2 s HLS segments. */
const PLI_INTERVAL_MS = 2000;
const GATHER_TIMEOUT_MS = 3000;
/** A peer disconnected this long is gone. */
const DISCONNECT_GRACE_MS = 5000;

function freeUdpPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createSocket('udp4');
    probe.once('error', reject);
    probe.bind(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * One browser publishing over WHIP: werift terminates WebRTC (ICE, DTLS, SRTP), forwards the plain RTP over
 * loopback UDP to an ffmpeg that copies the H.264 and turns Opus into AAC, and the resulting FLV goes into the
 * hub like an RTMP publisher's, so every stream follows one path from there.
 */
export class WhipSession implements Publisher {
  readonly protocol = 'whip' as const;
  readonly id = randomUUID();
  // The MID header extension lets a bundled transport route RTP to its transceiver before SSRCs are known.
  private readonly pc = new RTCPeerConnection({
    codecs: { video: [H264], audio: [OPUS] },
    headerExtensions: { video: [useSdesMid()], audio: [useSdesMid()] },
    iceUseIpv6: false,
  });
  private readonly udp: Socket = createSocket('udp4');
  private stream: LiveStream | null = null;
  private child: FfmpegChild | null = null;
  private readonly timers: NodeJS.Timeout[] = [];
  private closed = false;
  private dir = '';

  constructor(
    readonly remoteAddress: string,
    private readonly hub: StreamHub,
    private readonly runner: FfmpegRunner,
    private readonly workDir: string,
    private readonly logger: Logger,
    private readonly onClosed: (session: WhipSession) => void,
  ) {}

  /** Authorises the key, answers the offer; the media flows once ICE connects. Returns the answer SDP. */
  async start(streamKey: string, offer: string): Promise<string> {
    if (!hasVideo(offer) || !offersH264(offer))
      throw new MediaError('UNSUPPORTED_CODEC', 'WHIP needs H.264 video');
    this.stream = await this.hub.publish(
      { streamKey, protocol: 'whip', remoteAddress: this.remoteAddress, video: null, audio: null },
      this,
    );
    try {
      await this.pc.setRemoteDescription({ type: 'offer', sdp: offer });
      await this.pc.setLocalDescription(await this.pc.createAnswer());
      await this.gathered();
      const answer = this.pc.localDescription?.sdp;
      if (!answer) throw new MediaError('WHIP_FAILED');
      await this.startRemux();
      this.pc.connectionStateChange.subscribe((state) => this.onConnectionState(state));
      return answer;
    } catch (err) {
      this.close('dropped');
      throw err instanceof MediaError ? err : new MediaError('WHIP_FAILED');
    }
  }

  private gathered(): Promise<void> {
    if (this.pc.iceGatheringState === 'complete') return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, GATHER_TIMEOUT_MS);
      this.pc.iceGatheringStateChange.subscribe((state) => {
        if (state === 'complete') {
          clearTimeout(timer);
          resolve();
        }
      });
    });
  }

  private async startRemux(): Promise<void> {
    const stream = this.stream!;
    const lines: RtpMediaLine[] = [];
    const forward = new Map<MediaStreamTrack, number>();
    for (const transceiver of this.pc.getTransceivers()) {
      const codec = transceiver.codecs[0];
      if (!codec || (transceiver.kind !== 'video' && transceiver.kind !== 'audio')) continue;
      const port = await freeUdpPort();
      lines.push({
        kind: transceiver.kind,
        port,
        payloadType: codec.payloadType,
        rtpmap: `${codec.mimeType.split('/')[1]}/${codec.clockRate}${codec.channels ? `/${codec.channels}` : ''}`,
        fmtp: codec.parameters,
      });
      // werift announces the track during setRemoteDescription (the offer's a=ssrc): take it, or wait for it.
      const pt = codec.payloadType;
      const existing = transceiver.receiver.tracks[0];
      if (existing) this.forwardTrack(existing, transceiver, port, pt, forward);
      else transceiver.onTrack.subscribe((track) => this.forwardTrack(track, transceiver, port, pt, forward));
    }
    this.dir = join(this.workDir, this.id);
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const sdpFile = join(this.dir, 'input.sdp');
    await writeFile(sdpFile, ffmpegSdp(lines), { mode: 0o600 });
    const child = this.runner.spawn({
      role: 'whip',
      args: whipRemuxArgs(
        sdpFile,
        lines.some((l) => l.kind === 'audio'),
      ),
      stdout: true,
    });
    this.child = child;
    const parser = new Flv();
    parser.onPacketCallback = (packet) => stream.push(packet);
    child.output?.on('data', (data: Buffer) => parser.parserData(data));
    child.on('exit', () => this.close('dropped'));
  }

  private forwardTrack(
    track: MediaStreamTrack,
    transceiver: RTCRtpTransceiver,
    port: number,
    payloadType: number,
    forward: Map<MediaStreamTrack, number>,
  ): void {
    if (forward.has(track)) return;
    if (forward.has(track)) return;
    forward.set(track, port);
    track.onReceiveRtp.subscribe((rtp) => {
      // Only the primary codec goes to ffmpeg (RTX and FEC have other payload types).
      if (this.closed || rtp.header.payloadType !== payloadType) return;
      this.udp.send(rtp.serialize(), port, '127.0.0.1');
    });
    if (track.kind === 'video') {
      const pli = () => {
        if (track.ssrc !== undefined)
          void transceiver.receiver.sendRtcpPLI(track.ssrc).catch(() => undefined);
      };
      track.onReceiveRtp.once(() => pli());
      const timer = setInterval(pli, PLI_INTERVAL_MS);
      this.timers.push(timer);
    }
  }

  private onConnectionState(state: string): void {
    if (state === 'failed' || state === 'closed') this.close('dropped');
    if (state === 'disconnected') {
      const timer = setTimeout(() => {
        if (this.pc.connectionState !== 'connected') this.close('dropped');
      }, DISCONNECT_GRACE_MS);
      this.timers.push(timer);
    }
  }

  /** Ends the session: peer connection, forwarder, ffmpeg, and the stream with `reason`. */
  close(reason: UnpublishReason): void {
    if (this.closed) return;
    this.closed = true;
    for (const timer of this.timers) clearInterval(timer);
    this.udp.close();
    void this.pc.close().catch(() => undefined);
    this.child?.kill();
    if (this.stream) this.hub.end(this.stream, reason);
    if (this.dir) void rm(this.dir, { recursive: true, force: true });
    this.onClosed(this);
  }
}
