import { join } from 'node:path';
import { API_CALLS } from '@tifo/media-contract';
import type { ApiClient } from '../api/api-client';
import type { MediaConfig } from '../config';
import type { FfmpegRunner } from '../ffmpeg/process';
import type { LiveStream } from '../hub/live-stream';
import type { StreamHub } from '../hub/stream-hub';
import type { Logger } from '../logger';
import { ensureLoop, loadLoop, type DemoLoop } from './loop';
import { LoopPublisher } from './loop-publisher';
import { demoPlan, type PlanEntry } from './plan';
import { resolveFont, sceneOf, type Scene } from './scene';

/** The plan is computed from the live engine and can be slow on a loaded API: it gets longer than other calls. */
const PLAN_TIMEOUT_MS = 20_000;
/** While the plan stays unavailable, a reminder at most this often (the first failure is logged at once). */
const UNAVAILABLE_LOG_EVERY_MS = 60_000;

/** One demo anchor of the plan and its broadcast, when one runs. */
interface Anchor {
  entry: PlanEntry;
  publisher: LoopPublisher | null;
  stream: LiveStream | null;
}

/** What the runner needs. */
interface DemoRunnerDeps {
  api: ApiClient;
  hub: StreamHub;
  runner: FfmpegRunner;
  logger: Logger;
  config: Pick<MediaConfig, 'mediaDir' | 'demoPollMs' | 'demoMaxStreams' | 'demoStaleMs'>;
  now?: () => number;
}

/** The matches an entry shows, to notice that an anchor moved to another match. */
function matchOf(entry: PlanEntry): number | null {
  return entry.match?.id ?? null;
}

/**
 * Demo anchors: polls the API's demo plan and keeps one broadcast per entry, each a pre-encoded loop of its
 * scene published in-process (no encoder runs while nobody watches, and the key never leaves this process).
 * The plan follows the live engine: an entry that leaves it (final whistle) or moves to another match is
 * ended; a plan that cannot be had is retried on every poll, and once it has been missing for demoStaleMs
 * every demo broadcast ends, because rooms must not stay live on matches that may long be over.
 */
export class DemoRunner {
  private readonly anchors = new Map<string, Anchor>();
  private readonly loops = new Map<Scene, Promise<DemoLoop>>();
  private timer: NodeJS.Timeout | null = null;
  private polling = false;
  private stopped = false;
  /** When the last plan arrived (the start counts as one: nothing runs yet). */
  private lastPlanAt: number;
  private unavailableSince: number | null = null;
  private lastUnavailableLog = 0;
  private readonly font = resolveFont();
  private readonly dir: string;
  private readonly now: () => number;

  constructor(private readonly deps: DemoRunnerDeps) {
    this.dir = join(deps.config.mediaDir, 'demo');
    this.now = deps.now ?? Date.now;
    this.lastPlanAt = this.now();
  }

  /** Polls now and every demoPollMs. */
  start(): void {
    void this.poll();
    this.timer = setInterval(() => void this.poll(), this.deps.config.demoPollMs);
    this.timer.unref();
  }

  /** One poll: fetch the plan, then start, keep and end broadcasts to match it. */
  async poll(): Promise<void> {
    if (this.polling || this.stopped) return;
    this.polling = true;
    try {
      const entries = await this.fetchPlan();
      if (entries) await this.follow(entries);
      else if (this.now() - this.lastPlanAt >= this.deps.config.demoStaleMs && this.anchors.size > 0) {
        this.deps.logger.warn(
          { staleSeconds: Math.round((this.now() - this.lastPlanAt) / 1000) },
          'demo plan unavailable too long: demo broadcasts ended until it answers',
        );
        for (const uid of [...this.anchors.keys()]) this.end(uid);
      }
    } catch (err) {
      this.deps.logger.warn({ err: (err as Error).message }, 'demo poll failed');
    } finally {
      this.polling = false;
    }
  }

  /** The plan's entries, or null when the API did not give one (logged when it starts and then each minute). */
  private async fetchPlan(): Promise<PlanEntry[] | null> {
    const answer = await this.deps.api.call(API_CALLS.DEMO_PLAN, {}, true, PLAN_TIMEOUT_MS).catch(() => null);
    const plan = answer?.status === 0 ? demoPlan.safeParse(answer.data) : null;
    const now = this.now();
    if (!plan?.success) {
      this.unavailableSince ??= now;
      if (now - this.lastUnavailableLog >= UNAVAILABLE_LOG_EVERY_MS) {
        this.lastUnavailableLog = now;
        this.deps.logger.warn(
          {
            status: answer?.status,
            badShape: plan ? true : undefined,
            forSeconds: Math.round((now - this.unavailableSince) / 1000),
            retryEveryMs: this.deps.config.demoPollMs,
          },
          'demo plan unavailable; retrying',
        );
      }
      return null;
    }
    if (this.unavailableSince !== null) {
      this.deps.logger.info(
        { afterSeconds: Math.round((now - this.unavailableSince) / 1000) },
        'demo plan available again',
      );
    }
    this.unavailableSince = null;
    this.lastUnavailableLog = 0;
    this.lastPlanAt = now;
    return plan.data.streams.slice(0, this.deps.config.demoMaxStreams);
  }

  private async follow(entries: PlanEntry[]): Promise<void> {
    const wanted = new Map(entries.map((e) => [e.anchorUid, e]));
    for (const [uid, anchor] of this.anchors) {
      const entry = wanted.get(uid);
      const changed =
        !entry || entry.streamKey !== anchor.entry.streamKey || matchOf(entry) !== matchOf(anchor.entry);
      if (changed) this.end(uid);
    }
    for (const entry of entries) {
      if (this.stopped) return;
      const anchor = this.anchors.get(entry.anchorUid) ?? { entry, publisher: null, stream: null };
      anchor.entry = entry;
      this.anchors.set(entry.anchorUid, anchor);
      // Not broadcasting (first poll, refused last time, kicked): try now; the next poll retries a failure.
      if (!anchor.publisher) await this.begin(anchor);
    }
  }

  private loop(scene: Scene): Promise<DemoLoop> {
    let loop = this.loops.get(scene);
    if (!loop) {
      loop = ensureLoop(this.deps.runner, this.dir, scene, this.font).then(loadLoop);
      // A failed render is tried again by a later poll, not remembered.
      loop.catch(() => this.loops.delete(scene));
      this.loops.set(scene, loop);
    }
    return loop;
  }

  private async begin(anchor: Anchor): Promise<void> {
    const { entry } = anchor;
    const loop = await this.loop(sceneOf(entry.kind, entry.match?.sportId));
    if (this.stopped || this.anchors.get(entry.anchorUid) !== anchor) return;
    const publisher = new LoopPublisher(loop, (reason) => {
      if (anchor.publisher !== publisher) return;
      anchor.publisher = null;
      anchor.stream = null;
      if (reason !== 'ended' && reason !== 'shutdown') {
        this.deps.logger.warn(
          { anchorUid: entry.anchorUid, reason },
          'demo broadcast ended; the next poll restarts it',
        );
      }
    });
    anchor.publisher = publisher;
    try {
      const stream = await this.deps.hub.publish(
        {
          streamKey: entry.streamKey,
          protocol: 'demo',
          remoteAddress: '127.0.0.1',
          video: null,
          audio: null,
        },
        publisher,
      );
      if (anchor.publisher !== publisher || this.stopped) {
        this.deps.hub.end(stream, 'ended');
        return;
      }
      anchor.stream = stream;
      publisher.start(stream);
      this.deps.logger.info({ anchorUid: entry.anchorUid, stream: stream.name }, 'demo broadcast started');
    } catch (err) {
      if (anchor.publisher === publisher) anchor.publisher = null;
      this.deps.logger.warn(
        { anchorUid: entry.anchorUid, err: (err as Error).message },
        'demo broadcast refused; retrying on the next poll',
      );
    }
  }

  /** Ends an anchor's broadcast (its stream ends `ended`, as when OBS stops) and forgets the anchor. */
  private end(uid: string): void {
    const anchor = this.anchors.get(uid);
    this.anchors.delete(uid);
    if (!anchor) return;
    const { publisher, stream } = anchor;
    anchor.publisher = null;
    anchor.stream = null;
    publisher?.close('ended');
    if (stream) this.deps.hub.end(stream, 'ended');
    this.deps.logger.info({ anchorUid: uid }, 'demo broadcast stopped');
  }

  /** The anchors broadcasting now, with their stream names (for tests and the CPU measure). */
  active(): { anchorUid: string; stream: string | undefined }[] {
    return [...this.anchors.values()]
      .filter((a) => a.publisher)
      .map((a) => ({ anchorUid: a.entry.anchorUid, stream: a.stream?.name }));
  }

  /** Stops polling and every broadcast. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    for (const uid of [...this.anchors.keys()]) this.end(uid);
  }
}
