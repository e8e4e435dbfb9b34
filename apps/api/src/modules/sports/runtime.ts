import { EventEmitter } from 'node:events';
import type { Logger } from 'pino';
import type { Db } from '../../db/database';
import type { SportsIndex } from './catalog/sports-index';
import { EngineClock } from './engine/engine-clock';
import { LiveEngine } from './engine/live-engine';
import type { LiveEngineEvents } from './engine/live-engine';
import { loadSportsIndex } from './load';

/** Engine settings (from ApiConfig.sports) plus the wall clock. */
export interface RuntimeOptions {
  seed: number;
  speed: number;
  startAt?: number;
  realNow?: () => number;
  /** Tick interval in wall milliseconds; 0 disables the ticker (tests call engine.tick()). */
  tickMs?: number;
}

/** The loaded catalog and the engine over it. */
export interface SportsData {
  index: SportsIndex;
  engine: LiveEngine;
}

/**
 * Owns the sports data of a running API: loads the catalog from the database on first use, runs the live
 * engine, and re-emits its changes on `events` — the hook the messaging bridge subscribes to
 * (`app.sports.events.on('change', ...)`).
 */
export class SportsRuntime {
  /** Every match change the engine sees (score, status, events), for live pushes. */
  readonly events = new EventEmitter<LiveEngineEvents>();
  private loading: Promise<SportsData> | null = null;
  private engine: LiveEngine | null = null;

  constructor(
    private readonly db: Db,
    private readonly options: RuntimeOptions,
    private readonly log?: Logger,
  ) {}

  /** The catalog and engine, loaded once (call `reload` after seeding more data). */
  data(): Promise<SportsData> {
    this.loading ??= this.load().catch((error: unknown) => {
      this.loading = null;
      throw error;
    });
    return this.loading;
  }

  private async load(): Promise<SportsData> {
    const started = Date.now();
    const index = await loadSportsIndex(this.db);
    const clock = new EngineClock(
      this.options.speed,
      this.options.startAt ?? this.options.realNow?.(),
      this.options.realNow,
    );
    this.engine?.stop();
    const engine = new LiveEngine(index, clock, this.options.seed);
    engine.on('change', (change) => this.events.emit('change', change));
    this.engine = engine;
    if (this.options.tickMs !== 0 && index.matches.size) engine.start(this.options.tickMs ?? 1000);
    this.log?.info({ matches: index.matches.size, ms: Date.now() - started }, 'sports catalog loaded');
    return { index, engine };
  }

  /** Reads the catalog from the database again (after seeding added matches); the engine restarts on it. */
  reload(): void {
    if (!this.loading) {
      void this.data().catch((error: unknown) =>
        this.log?.warn({ err: error }, 'sports catalog load failed'),
      );
      return;
    }
    // Callers keep the loaded catalog until the new one is ready.
    const next = this.load();
    next.then(
      () => (this.loading = next),
      (error: unknown) => this.log?.warn({ err: error }, 'sports catalog reload failed'),
    );
  }

  /** Stops the engine. */
  close(): void {
    this.engine?.stop();
  }
}
