import { isAllowedUrl, SAME_ORIGIN_URL_PREFIXES } from '@tifo/protocol';
import { ImError } from '../errors';

/**
 * Refuses (60003, naming the field) a URL that is neither http(s) nor one of our own root-relative paths;
 * empty or absent values pass (an empty avatar clears it; elements check emptiness themselves).
 */
export function checkUrl(url: string | undefined, field: string): void {
  if (url === undefined || url === '' || isAllowedUrl(url)) return;
  throw new ImError(
    'INVALID_PARAMETER',
    `${field}: must be an http(s) URL or a path under ${SAME_ORIGIN_URL_PREFIXES.join(', ')}`,
  );
}
