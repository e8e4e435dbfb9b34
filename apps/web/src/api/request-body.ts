// How every request body is built (spec sections 5 and 7).

/** Page-query keys that override the automatic fields on mobile (the native apps pass them in the URL). */
export const QUERY_OVERRIDE_KEYS = [
  'token',
  'uid',
  'app_ver',
  'sp_source',
  'mobile_model',
  'system_ver',
  'reported_user_id',
  'channel_code',
  'platform',
] as const;

/** Platform codes sent with every call: the iOS app is 1, the mobile web (h5) is 3. */
export const Platform = { IosApp: 1, H5: 3 } as const;

/** What the body builder needs to know about the caller's environment. */
export interface BodyEnv {
  token?: string;
  uid?: number | string;
  spSource?: number | string;
  iosApp: boolean;
  mobile: boolean;
  pageQuery: Record<string, string>;
}

/** Removes null and undefined fields (spec section 5) without touching other falsy values. */
export function stripNil<T extends Record<string, unknown>>(data: T): Partial<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data))
    if (value !== null && value !== undefined) out[key] = value;
  return out as Partial<T>;
}

/** The body of one call: automatic fields, then page-query overrides (mobile only), then the caller's fields. */
export function buildBody(data: Record<string, unknown> | undefined, env: BodyEnv): Record<string, unknown> {
  const auto: Record<string, unknown> = {
    token: env.token || undefined,
    uid: env.uid || undefined,
    sp_source: env.spSource,
    platform: env.iosApp ? Platform.IosApp : Platform.H5,
  };
  const overrides: Record<string, unknown> = {};
  if (env.mobile) {
    for (const key of QUERY_OVERRIDE_KEYS) {
      const value = env.pageQuery[key];
      if (value !== undefined && value !== '') overrides[key] = value;
    }
  }
  return stripNil({ ...auto, ...overrides, ...(data ?? {}) });
}

/** Appends query parameters to a URL that may already carry some. */
export function appendQuery(url: string, params: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(text)}`);
  }
  if (parts.length === 0) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${parts.join('&')}`;
}
