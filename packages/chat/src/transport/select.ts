import { nodeTransport } from './node';
import type { Transport } from './types';
import { browserTransport, globalWebSocket } from './websocket';

/** Which runtime the SDK runs in. */
type Runtime = 'browser' | 'worker' | 'node';

/** Detects the runtime: a window, a worker scope (importScripts), or Node. */
function detectRuntime(): Runtime {
  const g = globalThis as {
    window?: unknown;
    importScripts?: unknown;
    process?: { versions?: { node?: string } };
  };
  if (typeof g.window === 'object' && g.window !== null) return 'browser';
  if (typeof g.importScripts === 'function') return 'worker';
  if (g.process?.versions?.node) return 'node';
  return 'browser';
}

/**
 * Picks the adapter: browsers and workers use their global WebSocket; Node uses `ws` (Node 20 has
 * no global WebSocket by default, and `ws` is what the service speaks anyway).
 */
export function defaultTransport(runtime: Runtime = detectRuntime()): Transport {
  if (runtime !== 'node' && globalWebSocket()) return browserTransport();
  return nodeTransport();
}
