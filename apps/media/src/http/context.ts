import type { MediaConfig } from '../config';
import type { FfmpegRunner } from '../ffmpeg/process';
import type { RenditionManager } from '../hub/renditions';
import type { StreamHub } from '../hub/stream-hub';
import type { ViewerBook } from '../hub/viewers';
import type { Logger } from '../logger';
import type { Metrics } from '../metrics';
import type { MediaPipeline } from '../pipeline';
import type { WhipSessions } from '../whip/whip-sessions';

/** What the HTTP routes need from the service. */
export interface MediaContext {
  config: MediaConfig;
  hub: StreamHub;
  viewers: ViewerBook;
  renditions: RenditionManager;
  pipeline: MediaPipeline;
  runner: FfmpegRunner;
  metrics: Metrics;
  logger: Logger;
  whip: WhipSessions;
}
