import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';

/** Prometheus metrics of one service instance (own registry, so tests can run several). */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'media_' });
  return {
    registry,
    streams: new Gauge({
      name: 'media_streams',
      help: 'Live streams by kind',
      labelNames: ['kind'],
      registers: [registry],
    }),
    viewers: new Gauge({
      name: 'media_viewers',
      help: 'Viewers by protocol',
      labelNames: ['protocol'],
      registers: [registry],
    }),
    ffmpegChildren: new Gauge({
      name: 'media_ffmpeg_children',
      help: 'Running ffmpeg children',
      labelNames: ['role'],
      registers: [registry],
    }),
    publishes: new Counter({
      name: 'media_publishes_total',
      help: 'Streams started',
      labelNames: ['kind'],
      registers: [registry],
    }),
    refusals: new Counter({
      name: 'media_publish_refusals_total',
      help: 'Publishes refused by code',
      labelNames: ['code'],
      registers: [registry],
    }),
    recordedBytes: new Counter({
      name: 'media_recorded_bytes_total',
      help: 'Bytes of closed recording segments',
      registers: [registry],
    }),
    flvBytes: new Counter({
      name: 'media_flv_bytes_total',
      help: 'Bytes sent to HTTP-FLV viewers',
      registers: [registry],
    }),
  };
}
/** The metrics object. */
export type Metrics = ReturnType<typeof createMetrics>;
