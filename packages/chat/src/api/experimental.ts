import { CMD, hasAbility } from '@tifo/protocol';
import { chatError } from '../core/errors';
import type { ChatCore } from './core';

/**
 * callExperimentalAPI's APIs (Tencent names). Only those with something real behind them are answered;
 * any other name rejects with 2905 (invalid operation), as the Tencent SDK does for names it does not know.
 */
const EXPERIMENTAL: ReadonlyMap<string, (core: ChatCore, param: unknown) => Promise<unknown>> = new Map([
  [
    // `param` is a number whose set bits are abilities (COMMERCIAL_ABILITY indices); enabled when all are bought.
    'isCommercialAbilityEnabled',
    async (core: ChatCore, param: unknown) => {
      const mask = Number(param);
      if (!Number.isSafeInteger(mask) || mask < 0)
        throw chatError('INVALID_PARAMETER', 'param must be a bit mask');
      const { purchaseBits } = await core.session.request(CMD.COMMERCIAL_CONFIG, {});
      let enabled = true;
      for (let bit = 0; 2 ** bit <= mask; bit += 1) {
        if (Math.floor(mask / 2 ** bit) % 2 === 1 && !hasAbility(purchaseBits, bit)) enabled = false;
      }
      return { enabled };
    },
  ],
]);

/** Runs an experimental API by name. */
export function runExperimental(core: ChatCore, api: unknown, param: unknown): Promise<unknown> {
  const run = typeof api === 'string' ? EXPERIMENTAL.get(api) : undefined;
  if (!run) throw chatError('INVALID_OPERATION', `callExperimentalAPI: ${String(api)} is not supported`);
  return run(core, param);
}
