import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Prometheus metrics of one service instance (own registry, so tests can run several). */
export function createMetrics() {
  const registry = new Registry();
  return {
    registry,
    connections: new Gauge({
      name: 'im_connections',
      help: 'Open WebSocket connections',
      registers: [registry],
    }),
    refusedConnections: new Counter({
      name: 'im_connections_refused_total',
      help: 'WebSocket upgrades refused before the handshake, by reason (address: the per-address cap)',
      labelNames: ['reason'],
      registers: [registry],
    }),
    requests: new Counter({
      name: 'im_requests_total',
      help: 'Requests by command and result code',
      labelNames: ['cmd', 'code'],
      registers: [registry],
    }),
    requestSeconds: new Histogram({
      name: 'im_request_seconds',
      help: 'Request handling time',
      labelNames: ['cmd'],
      buckets: [0.001, 0.005, 0.02, 0.1, 0.5, 2],
      registers: [registry],
    }),
    messages: new Counter({
      name: 'im_messages_total',
      help: 'Messages accepted by kind',
      labelNames: ['kind'],
      registers: [registry],
    }),
    ignoredFrames: new Counter({
      name: 'im_ignored_frames_total',
      help: 'Client frames that could not be answered (no usable seq), by reason',
      labelNames: ['reason'],
      registers: [registry],
    }),
    slowReadersDropped: new Counter({
      name: 'im_slow_readers_dropped_total',
      help: 'Sockets dropped for staying above the send-buffer ceiling, by kind (chat: at once; live: after the grace)',
      labelNames: ['kind'],
      registers: [registry],
    }),
    liveSkipped: new Counter({
      name: 'im_live_batches_skipped_total',
      help: 'Live batches not written to a viewer above the send-buffer ceiling',
      registers: [registry],
    }),
    liveShed: new Counter({
      name: 'im_live_shed_total',
      help: 'Live messages shed under overload',
      registers: [registry],
    }),
    kicks: new Counter({
      name: 'im_kicks_total',
      help: 'Sessions kicked by type',
      labelNames: ['type'],
      registers: [registry],
    }),
  };
}
/** The metrics object. */
export type Metrics = ReturnType<typeof createMetrics>;
