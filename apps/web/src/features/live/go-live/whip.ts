// Broadcasting from the browser over WHIP (RFC 9725): one send-only RTCPeerConnection, the SDP offer POSTed to
// the WHIP URL with the stream key as a Bearer token, the answer applied; stopping DELETEs the session. H.264 is
// preferred because the media service packs the video into FLV and HLS without re-encoding it.

/** What went wrong, for a clear message to the anchor. */
export type WhipFailure = 'key' | 'busy' | 'codec' | 'network' | 'server';

/** A WHIP failure with the server's words when it gave some. */
export class WhipError extends Error {
  constructor(
    readonly kind: WhipFailure,
    message: string,
  ) {
    super(message);
    this.name = 'WhipError';
  }
}

/** Maps a WHIP answer's HTTP status to a failure kind. */
export function failureOf(status: number): WhipFailure {
  if (status === 401 || status === 403) return 'key';
  if (status === 409) return 'busy';
  if (status === 415 || status === 422 || status === 406) return 'codec';
  return status >= 500 ? 'server' : 'network';
}

function preferH264(pc: RTCPeerConnection): void {
  const caps =
    typeof RTCRtpSender.getCapabilities === 'function' ? RTCRtpSender.getCapabilities('video') : null;
  if (!caps) return;
  const h264 = caps.codecs.filter((c) => c.mimeType.toLowerCase() === 'video/h264');
  const rest = caps.codecs.filter((c) => c.mimeType.toLowerCase() !== 'video/h264');
  for (const t of pc.getTransceivers()) {
    if (t.sender.track?.kind === 'video' && h264.length > 0 && typeof t.setCodecPreferences === 'function') {
      t.setCodecPreferences([...h264, ...rest]);
    }
  }
}

function iceGathered(pc: RTCPeerConnection, timeoutMs: number): Promise<void> {
  if (pc.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      pc.removeEventListener('icegatheringstatechange', check);
      clearTimeout(timer);
      resolve();
    };
    const check = () => {
      if (pc.iceGatheringState === 'complete') done();
    };
    // Host candidates come at once; a missing STUN answer must not hold the anchor up.
    const timer = setTimeout(done, timeoutMs);
    pc.addEventListener('icegatheringstatechange', check);
  });
}

/** A running WHIP session. */
export interface WhipSession {
  pc: RTCPeerConnection;
  /** Closes the connection and DELETEs the session; true when the server confirmed that the live ended. */
  stop(): Promise<boolean>;
}

/** Publishes `stream` to `url` with `token`; rejects with WhipError. */
export async function publishWhip(url: string, token: string, stream: MediaStream): Promise<WhipSession> {
  const pc = new RTCPeerConnection({ bundlePolicy: 'max-bundle' });
  for (const track of stream.getTracks())
    pc.addTransceiver(track, { direction: 'sendonly', streams: [stream] });
  preferH264(pc);
  try {
    await pc.setLocalDescription(await pc.createOffer());
    await iceGathered(pc, 1500);
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/sdp', authorization: `Bearer ${token}` },
        body: pc.localDescription?.sdp ?? '',
      });
    } catch (error) {
      throw new WhipError('network', error instanceof Error ? error.message : String(error));
    }
    const body = await res.text();
    if (res.status !== 201 && res.status !== 200)
      throw new WhipError(failureOf(res.status), body.slice(0, 200));
    await pc.setRemoteDescription({ type: 'answer', sdp: body });
    const location = res.headers.get('location');
    const resource = location ? new URL(location, new URL(url, window.location.href)).href : null;
    return {
      pc,
      async stop() {
        pc.close();
        // Without the DELETE the server sees only a dropped connection: viewers wait for the anchor's return.
        if (!resource) return false;
        const res = await fetch(resource, {
          method: 'DELETE',
          headers: { authorization: `Bearer ${token}` },
        }).catch(() => null);
        return res?.ok === true;
      },
    };
  } catch (error) {
    pc.close();
    if (error instanceof WhipError) throw error;
    throw new WhipError('codec', error instanceof Error ? error.message : String(error));
  }
}

/** The camera and microphone, or a screen share (with its audio where the browser gives it, else the mic). */
export async function captureSource(kind: 'camera' | 'screen'): Promise<MediaStream> {
  if (kind === 'camera') {
    return navigator.mediaDevices.getUserMedia({
      video: { width: { ideal: 1280 }, height: { ideal: 720 }, frameRate: { ideal: 25 } },
      audio: true,
    });
  }
  const screen = await navigator.mediaDevices.getDisplayMedia({
    video: { frameRate: { ideal: 25 } },
    audio: true,
  });
  if (screen.getAudioTracks().length === 0) {
    const mic = await navigator.mediaDevices.getUserMedia({ audio: true }).catch(() => null);
    mic?.getAudioTracks().forEach((t) => screen.addTrack(t));
  }
  return screen;
}
