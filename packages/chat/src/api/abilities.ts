import { COMMERCIAL_ABILITY, hasAbility } from '@tifo/protocol';
import type { ServiceFeatures } from '@tifo/protocol';

/** What the service told this session it offers: the purchase bits and the deployment's features. */
export interface ServiceOffer {
  purchaseBits: string;
  features: ServiceFeatures;
}

type Check = (offer: ServiceOffer) => boolean;

const bought =
  (ability: number): Check =>
  (offer) =>
    hasAbility(offer.purchaseBits, ability);
const always: Check = () => true;

/**
 * The feature bits of Tencent's isCommercialAbilityEnabled mask (tim-js-sdk 2.27.6's purchase bit table, and the
 * bits @tencentcloud/chat-uikit-engine asks for at login), each answered by what this service really has.
 * Bits not listed (cloud search 0 and 1, voice to text 39, customer service 40, emoji reactions 48, and any
 * other) are features this service does not have: false.
 */
const TENCENT_BITS: ReadonlyMap<number, Check> = new Map([
  [2, bought(COMMERCIAL_ABILITY.LIVE_HISTORY)], // AVCHATROOM_HISTORY_MSG
  [3, always], // GRP_COMMUNITY: communities and topics need no purchase here
  [4, bought(COMMERCIAL_ABILITY.TARGETED_RECEIVERS)], // MSG_TO_SPECIFIED_GRP_MBR
  [5, bought(COMMERCIAL_ABILITY.READ_RECEIPT)], // the UI kits' enabledMessageReadReceipt
  [6, bought(COMMERCIAL_ABILITY.LIVE_MEMBER_LIST)], // AVCHATROOM_MBR_LIST
  [7, bought(COMMERCIAL_ABILITY.USER_STATUS)], // USER_STATUS (enabledOnlineStatus)
  [9, bought(COMMERCIAL_ABILITY.CONVERSATION_MARK)], // CONV_MARK
  [10, bought(COMMERCIAL_ABILITY.CONVERSATION_GROUP)], // CONV_GROUP
  [11, bought(COMMERCIAL_ABILITY.LIVE_BAN)], // AVCHATROOM_BAN_MBR
  [13, bought(COMMERCIAL_ABILITY.MESSAGE_EXTENSION)], // MSG_EXT
  [15, bought(COMMERCIAL_ABILITY.GROUP_COUNTER)], // GRP_COUNTER
  [38, (offer) => offer.features.translate], // the UI kits' enabledTranslationPlugin
]);

/** Highest bit a mask may name (Tencent's table is 64 bits wide). */
const MAX_BIT = 63;

/** The bits set in a mask (a number or a numeric string), or null when it is not a mask. */
export function maskBits(param: unknown): number[] | null {
  let mask: bigint;
  // 2 ** 38 and 2 ** 48 (what kits pass) are exact in a double, so any integer number is taken as it is.
  if (typeof param === 'number' && Number.isInteger(param)) mask = BigInt(param);
  else if (typeof param === 'string' && /^\d{1,20}$/.test(param)) mask = BigInt(param);
  else return null;
  if (mask <= 0n || mask >= 1n << BigInt(MAX_BIT + 1)) return null;
  const bits: number[] = [];
  for (let bit = 0; bit <= MAX_BIT; bit += 1) if ((mask >> BigInt(bit)) & 1n) bits.push(bit);
  return bits;
}

/** isCommercialAbilityEnabled: true when this service has every feature the mask names. */
export function abilityEnabled(bits: number[], offer: ServiceOffer): boolean {
  return bits.every((bit) => TENCENT_BITS.get(bit)?.(offer) ?? false);
}

/** The modules of @tencentcloud/chat 3.x's canIUseModule that this SDK contains (all of its code is built in). */
const MODULES: ReadonlySet<string> = new Set(['group-module', 'relationship-module']);

/** canIUseModule: true when every named module is part of this SDK (signaling and cloud search are not). */
export function modulesAvailable(param: unknown): boolean {
  const names = Array.isArray(param) ? param : [param];
  return names.length > 0 && names.every((name) => typeof name === 'string' && MODULES.has(name));
}
