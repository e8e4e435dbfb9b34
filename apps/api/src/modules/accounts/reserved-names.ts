import { RESERVED_NAMES, normalizeName } from '@tifo/protocol';
import { SITES } from '../sites';

// Names nobody may take as a nick name, because they would pass for the operator or the product in chat
// (issue 8 item 6): the messaging layer's reserved names (shared with the messaging service) and every
// site's brand names.
const RESERVED = new Set(
  [...RESERVED_NAMES, ...SITES.flatMap((site) => [site.name, site.namePt, site.brand])].map(normalizeName),
);

/** True when a nick name is, once normalised, a reserved name. */
export function isReservedName(name: string): boolean {
  return RESERVED.has(normalizeName(name));
}
