import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { ApiClient } from '../api/api-client';
import type { MediaConfig } from '../config';
import type { FfmpegChild, FfmpegRunner } from '../ffmpeg/process';
import type { Logger } from '../logger';
import { OverlayState, writeOverlay } from './overlay';
import { demoPlan, type PlanEntry } from './plan';
import { demoPushArgs, ensureBackground, ensureCrowd, resolveFont, sceneOf } from './scene';

/** Wait before pushing again after a push died (the API refused, the ingest restarted). */
const RESTART_DELAY_MS = 3000;

interface Push {
  entry: PlanEntry;
  overlay: OverlayState;
  dir: string;
  child: FfmpegChild | null;
  restartTimer: NodeJS.Timeout | null;
  stopped: boolean;
}

/** What the runner needs. */
export interface DemoRunnerDeps {
  api: ApiClient;
  runner: FfmpegRunner;
  logger: Logger;
  /** rtmp://127.0.0.1:<port>/live: the runner pushes into this service's own ingest, key and all. */
  rtmpUrl: string;
  config: Pick<MediaConfig, 'mediaDir' | 'demoPollMs' | 'demoMaxStreams'>;
}

/**
 * Demo anchors: polls the API's demo plan and keeps one RTMP push per entry (an ffmpeg-drawn broadcast),
 * updating its overlay from each plan and stopping pushes that left the plan.
 */
export class DemoRunner {
  private readonly pushes = new Map<string, Push>();
  private timer: NodeJS.Timeout | null = null;
  private polling = false;
  private planUnavailable = false;
  private stopped = false;
  private readonly font = resolveFont();
  private readonly dir: string;

  constructor(private readonly deps: DemoRunnerDeps) {
    this.dir = join(deps.config.mediaDir, 'demo');
  }

  /** Polls now and every demoPollMs. */
  start(): void {
    void this.poll();
    this.timer = setInterval(() => void this.poll(), this.deps.config.demoPollMs);
    this.timer.unref();
  }

  /** One poll: fetch the plan, start, update and stop pushes. An unreachable API leaves pushes as they are. */
  async poll(): Promise<void> {
    if (this.polling || this.stopped) return;
    this.polling = true;
    try {
      const answer = await this.deps.api.call('/internal/media/demo-plan', {}, true).catch(() => null);
      // Polled every few seconds: an API that is down (or starting) is logged once, not on every poll.
      if (!answer || answer.status !== 0) {
        if (!this.planUnavailable) this.deps.logger.warn({ status: answer?.status }, 'demo plan unavailable');
        this.planUnavailable = true;
        return;
      }
      this.planUnavailable = false;
      const plan = demoPlan.safeParse(answer.data);
      if (!plan.success) {
        this.deps.logger.warn({ issues: plan.error.issues.length }, 'demo plan has an unexpected shape');
        return;
      }
      const entries = plan.data.streams.slice(0, this.deps.config.demoMaxStreams);
      const wanted = new Set(entries.map((e) => e.anchorUid));
      for (const [uid, push] of this.pushes) if (!wanted.has(uid)) await this.stopPush(uid, push);
      for (const entry of entries) {
        if (this.stopped) return;
        const push = this.pushes.get(entry.anchorUid);
        if (push && push.entry.streamKey === entry.streamKey) {
          push.entry = entry;
          await writeOverlay(push.dir, push.overlay.update(entry));
        } else {
          if (push) await this.stopPush(entry.anchorUid, push);
          await this.startPush(entry);
        }
      }
    } catch (err) {
      this.deps.logger.warn({ err: (err as Error).message }, 'demo poll failed');
    } finally {
      this.polling = false;
    }
  }

  private async startPush(entry: PlanEntry): Promise<void> {
    const dir = join(this.dir, entry.anchorUid.replace(/[^A-Za-z0-9_-]/g, '_'));
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const push: Push = {
      entry,
      overlay: new OverlayState(),
      dir,
      child: null,
      restartTimer: null,
      stopped: false,
    };
    this.pushes.set(entry.anchorUid, push);
    await writeOverlay(dir, push.overlay.update(entry));
    await this.spawn(push);
  }

  private async spawn(push: Push): Promise<void> {
    if (push.stopped || this.stopped) return;
    const scene = sceneOf(push.entry.kind, push.entry.match?.sportId);
    const background = await ensureBackground(this.deps.runner, this.dir, scene);
    const crowd = await ensureCrowd(this.deps.runner, this.dir);
    if (push.stopped || this.stopped) return;
    const key = push.entry.streamKey;
    const child = this.deps.runner.spawn({
      role: 'demo',
      args: demoPushArgs({
        background,
        crowd,
        overlayDir: push.dir,
        font: this.font,
        rtmpUrl: `${this.deps.rtmpUrl}/${key}`,
      }),
      secrets: [key],
    });
    push.child = child;
    this.deps.logger.info({ anchorUid: push.entry.anchorUid, pid: child.pid }, 'demo push started');
    child.on('exit', (exit) => {
      if (push.child === child) push.child = null;
      if (push.stopped || this.stopped) return;
      this.deps.logger.warn(
        { anchorUid: push.entry.anchorUid, errors: exit.errors },
        'demo push died, restarting',
      );
      push.restartTimer = setTimeout(() => void this.spawn(push), RESTART_DELAY_MS);
      push.restartTimer.unref();
    });
  }

  private async stopPush(uid: string, push: Push): Promise<void> {
    push.stopped = true;
    this.pushes.delete(uid);
    if (push.restartTimer) clearTimeout(push.restartTimer);
    this.deps.logger.info({ anchorUid: uid }, 'demo push stopped');
    await push.child?.stop(2000);
    await rm(push.dir, { recursive: true, force: true });
  }

  /** The anchors pushing now, with their ffmpeg pids (for tests and the CPU measure). */
  active(): { anchorUid: string; pid: number | undefined }[] {
    return [...this.pushes.values()].map((p) => ({ anchorUid: p.entry.anchorUid, pid: p.child?.pid }));
  }

  /** Stops polling and every push. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await Promise.all([...this.pushes].map(([uid, push]) => this.stopPush(uid, push)));
  }
}
