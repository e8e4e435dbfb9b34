import { MESSAGE_PRIORITY, type WireMessage } from '@tifo/protocol';

const SHED_ORDER = [MESSAGE_PRIORITY.LOWEST, MESSAGE_PRIORITY.LOW, MESSAGE_PRIORITY.NORMAL];

/**
 * What a live batch keeps when it carries more than `threshold` messages: Lowest, then Low, then Normal messages
 * go, the oldest of a priority first (the newest are the most relevant in a live room); High messages are never
 * shed.
 */
export function shedBatch(batch: WireMessage[], threshold: number): WireMessage[] {
  let excess = batch.length - threshold;
  let kept = batch;
  for (const priority of SHED_ORDER) {
    if (excess <= 0) break;
    const next: WireMessage[] = [];
    for (const m of kept) {
      if (excess > 0 && m.priority === priority) excess -= 1;
      else next.push(m);
    }
    kept = next;
  }
  return kept;
}
