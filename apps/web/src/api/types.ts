// Wire types of the product API (spec/product.md section 3): the envelope every answer comes in.

/** Every API response: status 0 ok, 1 error with msg, 2 login timeout. */
export interface ApiEnvelope<T> {
  status: number;
  msg: string;
  data: T;
  /** The API's stable error code on failures (apps/api error table), e.g. CAPTCHA_REQUIRED. */
  code?: string;
}

// The response shapes are the contract's (packages/api-contract): the server declares them once.
export type { CommonConfig, Protocol, SiteView, UserInfo, UserProfile } from '@tifo/api-contract';
