import type { FfmpegRunner } from '../ffmpeg/process';
import type { StreamHub } from '../hub/stream-hub';
import type { Logger } from '../logger';
import { WhipSession } from './whip-session';

/** The live WHIP sessions, by id (the resource URL a client DELETEs to stop). */
export class WhipSessions {
  private readonly sessions = new Map<string, WhipSession>();

  constructor(
    private readonly hub: StreamHub,
    private readonly runner: FfmpegRunner,
    private readonly workDir: string,
    private readonly logger: Logger,
  ) {}

  /** Opens a session for a key and an SDP offer; resolves with it and its answer. */
  async open(
    streamKey: string,
    offer: string,
    remoteAddress: string,
  ): Promise<{ session: WhipSession; answer: string }> {
    const session = new WhipSession(remoteAddress, this.hub, this.runner, this.workDir, this.logger, (s) =>
      this.sessions.delete(s.id),
    );
    const answer = await session.start(streamKey, offer);
    this.sessions.set(session.id, session);
    return { session, answer };
  }

  /** Ends a session on the client's DELETE; false when unknown. */
  end(id: string): boolean {
    const session = this.sessions.get(id);
    if (!session) return false;
    session.close('ended');
    return true;
  }

  /** Closes every session (service stopping). */
  closeAll(): void {
    for (const session of [...this.sessions.values()]) session.close('shutdown');
  }
}
