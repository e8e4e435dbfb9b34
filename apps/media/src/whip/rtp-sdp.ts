/** One negotiated media line, as ffmpeg's RTP demuxer needs it. */
export interface RtpMediaLine {
  kind: 'video' | 'audio';
  port: number;
  payloadType: number;
  /** e.g. `H264/90000`, `opus/48000/2` */
  rtpmap: string;
  fmtp?: string;
}

/** The SDP file that tells ffmpeg where the forwarded RTP arrives (loopback UDP, no SRTP: werift decrypted it). */
export function ffmpegSdp(lines: RtpMediaLine[]): string {
  const out = ['v=0', 'o=- 0 0 IN IP4 127.0.0.1', 's=whip', 'c=IN IP4 127.0.0.1', 't=0 0'];
  for (const line of lines) {
    out.push(`m=${line.kind} ${line.port} RTP/AVP ${line.payloadType}`);
    out.push(`a=rtpmap:${line.payloadType} ${line.rtpmap}`);
    if (line.fmtp) out.push(`a=fmtp:${line.payloadType} ${line.fmtp}`);
    out.push('a=recvonly');
  }
  return out.join('\r\n') + '\r\n';
}

/** True when an SDP offer proposes H.264 video (the only video codec kept without re-encoding). */
export function offersH264(sdp: string): boolean {
  return /^a=rtpmap:\d+ H264\/90000/im.test(sdp);
}

/** True when an SDP offer has a video section at all. */
export function hasVideo(sdp: string): boolean {
  return /^m=video /m.test(sdp);
}

/**
 * ffmpeg reads RTP from an SDP file and writes FLV: video copied as it came from the browser (H.264), Opus
 * audio turned into AAC (FLV and HLS players want AAC). Small reorder queue: loopback does not reorder.
 */
export function whipRemuxArgs(sdpFile: string, hasAudio: boolean): string[] {
  return [
    '-protocol_whitelist',
    'file,udp,rtp',
    '-fflags',
    '+genpts',
    '-reorder_queue_size',
    '64',
    '-analyzeduration',
    '2000000',
    '-i',
    sdpFile,
    '-map',
    '0:v',
    ...(hasAudio ? ['-map', '0:a', '-c:a', 'aac', '-b:a', '96k', '-ar', '44100'] : []),
    '-c:v',
    'copy',
    '-f',
    'flv',
    'pipe:1',
  ];
}
