import { CMD } from '@tifo/protocol';
import { chatError } from '../core/errors';
import { SdkState } from '../core/state-machine';
import { abilityEnabled, maskBits, modulesAvailable } from './abilities';
import type { ServiceOffer } from './abilities';
import type { ChatCore } from './core';

/** What the service offers this session: from the login answer, else asked (a login under way is awaited). */
async function offerOf(core: ChatCore): Promise<ServiceOffer | null> {
  const { session } = core;
  if (session.loginInfo) return session.loginInfo;
  if (session.machine.state === SdkState.LoggedOut) return null;
  return session.request(CMD.COMMERCIAL_CONFIG, {});
}

/** Tencent's isCommercialAbilityEnabled: `param` is a mask in Tencent's feature bits (abilities.ts). */
async function abilityQuery(core: ChatCore, param: unknown): Promise<{ enabled: boolean }> {
  const bits = maskBits(param);
  if (!bits) throw chatError('INVALID_PARAMETER', 'param must be a bit mask');
  const offer = await offerOf(core);
  // Before any login nothing is known of the service: not enabled, as Tencent's SDK answers from its empty map.
  return { enabled: offer !== null && abilityEnabled(bits, offer) };
}

/**
 * callExperimentalAPI's asynchronous APIs (Tencent names) that have something real behind them; any other
 * name rejects with 2905 (invalid operation), as the Tencent SDK does for names it does not know.
 */
type AsyncExperimental = (core: ChatCore, param: unknown) => Promise<unknown>;

const EXPERIMENTAL: ReadonlyMap<string, AsyncExperimental> = new Map<string, AsyncExperimental>([
  ['isCommercialAbilityEnabled', abilityQuery],
  // The UI kits' variant for their own usage statistics: the same answer.
  ['isFeatureEnabledForStat', abilityQuery],
  // Usage reports for Tencent's statistics: this service keeps none, so they are accepted and sent nowhere.
  ['reportTUIFeatureUsage', async () => ({})],
  ['reportModalView', async () => ({})],
]);

/** The APIs Tencent answers synchronously (a boolean, not a promise). */
const SYNCHRONOUS: ReadonlyMap<string, (param: unknown) => boolean> = new Map<
  string,
  (param: unknown) => boolean
>([
  ['canIUseModule', modulesAvailable],
  // Tencent's international site: this service is neither of Tencent's sites.
  ['isIntl', () => false],
]);

/** Whether an API name answers synchronously. */
export function isSynchronousExperimental(api: unknown): api is string {
  return typeof api === 'string' && SYNCHRONOUS.has(api);
}

/** Runs a synchronous experimental API. */
export function runSynchronousExperimental(api: string, param: unknown): boolean {
  return SYNCHRONOUS.get(api)?.(param) ?? false;
}

/** Runs an experimental API by name. */
export function runExperimental(core: ChatCore, api: unknown, param: unknown): Promise<unknown> {
  const run = typeof api === 'string' ? EXPERIMENTAL.get(api) : undefined;
  if (!run) throw chatError('INVALID_OPERATION', `callExperimentalAPI: ${String(api)} is not supported`);
  return run(core, param);
}
