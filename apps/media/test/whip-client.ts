import { spawn } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { MediaStreamTrack, RTCPeerConnection, RTCRtpCodecParameters, useSdesMid } from 'werift';
import { resolveFfmpegPath } from '../src/ffmpeg/binary';

/**
 * A WHIP publisher in Node (werift as the browser): ffmpeg encodes a test pattern to H.264 and Opus over RTP,
 * the client sends it over WebRTC.
 */
export async function whipClient(url: string, key: string, seconds: number) {
  const pc = new RTCPeerConnection({
    bundlePolicy: 'max-bundle',
    headerExtensions: { video: [useSdesMid()], audio: [useSdesMid()] },
    codecs: {
      video: [
        new RTCRtpCodecParameters({
          mimeType: 'video/H264',
          clockRate: 90000,
          rtcpFeedback: [{ type: 'nack' }, { type: 'nack', parameter: 'pli' }],
          parameters: 'profile-level-id=42e01f;packetization-mode=1;level-asymmetry-allowed=1',
        }),
      ],
      audio: [new RTCRtpCodecParameters({ mimeType: 'audio/opus', clockRate: 48000, channels: 2 })],
    },
  });
  const video = new MediaStreamTrack({ kind: 'video' });
  const audio = new MediaStreamTrack({ kind: 'audio' });
  pc.addTransceiver(video, { direction: 'sendonly' });
  pc.addTransceiver(audio, { direction: 'sendonly' });
  await pc.setLocalDescription(await pc.createOffer());
  await new Promise<void>((resolve) => {
    if (pc.iceGatheringState === 'complete') return resolve();
    pc.iceGatheringStateChange.subscribe((s) => s === 'complete' && resolve());
  });
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/sdp', authorization: `Bearer ${key}` },
    body: pc.localDescription!.sdp,
  });
  if (res.status !== 201) {
    await pc.close();
    return { status: res.status, body: await res.text(), location: null, stop: async () => undefined };
  }
  await pc.setRemoteDescription({ type: 'answer', sdp: await res.text() });
  const sockets = [createSocket('udp4'), createSocket('udp4')];
  const ports = await Promise.all(
    sockets.map((s) => new Promise<number>((r) => s.bind(0, '127.0.0.1', () => r(s.address().port)))),
  );
  sockets[0]!.on('message', (m) => video.writeRtp(m));
  sockets[1]!.on('message', (m) => audio.writeRtp(m));
  const encoder = spawn(resolveFfmpegPath(), [
    '-hide_banner',
    '-nostdin',
    '-loglevel',
    'error',
    '-re',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=s=320x180:r=15:d=${seconds}`,
    '-re',
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:sample_rate=48000:d=${seconds}`,
    '-map',
    '0:v',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-tune',
    'zerolatency',
    '-profile:v',
    'baseline',
    '-g',
    '15',
    '-pix_fmt',
    'yuv420p',
    '-f',
    'rtp',
    `rtp://127.0.0.1:${ports[0]}?pkt_size=1200`,
    '-map',
    '1:a',
    '-c:a',
    'libopus',
    '-b:a',
    '32k',
    '-f',
    'rtp',
    `rtp://127.0.0.1:${ports[1]}?pkt_size=1200`,
  ]);
  const done = new Promise((r) => encoder.on('close', r));
  return {
    status: res.status,
    body: '',
    location: res.headers.get('location'),
    async stop() {
      encoder.kill('SIGKILL');
      await done;
      for (const s of sockets) s.close();
      await pc.close();
    },
  };
}
