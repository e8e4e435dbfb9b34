import { request } from './client';
import type { CommonConfig, Protocol } from './types';

/** GET /api/config/getCommonConfig: switches and the site's branding. */
export function getCommonConfig(site: string): Promise<CommonConfig> {
  return request<CommonConfig>('/api/config/getCommonConfig', { site }, { method: 'GET', hideLoading: true });
}

/** Protocol text kinds: 1 user agreement, 2 privacy policy. */
export type ProtocolType = 1 | 2;

/** GET /webapi/protocal/getProtocal?type=: the agreement's title and HTML content. */
export function getProtocol(type: ProtocolType): Promise<Protocol> {
  return request<Protocol>('/webapi/protocal/getProtocal', { type }, { method: 'GET', hideLoading: true });
}

/** POST /api/customerservice/publish: sends feedback to customer service. */
export function publishFeedback(input: {
  content: string;
  contact?: string;
  type?: number;
}): Promise<unknown> {
  return request<unknown>('/api/customerservice/publish', input);
}
