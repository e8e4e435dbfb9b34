import type { ApiInput } from './call';
import { api } from './call';

/** GET /api/config/getCommonConfig: switches and the site's branding. */
export function getCommonConfig(site: string) {
  return api('/api/config/getCommonConfig', { site }, { method: 'GET', hideLoading: true });
}

/** Protocol text kinds: 1 user agreement, 2 privacy policy. */
export type ProtocolType = 1 | 2;

/** GET /webapi/protocal/getProtocal?type=: the agreement's title and HTML content. */
export function getProtocol(type: ProtocolType) {
  return api('/webapi/protocal/getProtocal', { type }, { method: 'GET', hideLoading: true });
}

/** POST /api/customerservice/publish: sends feedback to customer service. */
export function publishFeedback(input: ApiInput<'/api/customerservice/publish'>) {
  return api('/api/customerservice/publish', input);
}
