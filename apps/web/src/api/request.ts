// The one request helper (spec sections 7 and 8). Everything environment-specific (store, UI, fetch, clock) is
// injected, so the rules are tested without a browser UI; `client.ts` wires the real app.
import type { ApiEnvelope } from './types';
import { RequestError, RequestErrorCode } from './errors';
import type { HostPool } from './hosts';
import { appendQuery, buildBody } from './request-body';

/** The timeout of every call (spec section 9). */
export const REQUEST_TIMEOUT_MS = 10_000;
/** How long further failure toasts are suppressed after one was shown. */
export const TOAST_SUPPRESS_MS = 2_000;

/** Per-call options. */
export interface RequestOptions {
  /** GET sends the fields as query parameters; POST (the default) as a JSON body. */
  method?: 'GET' | 'POST';
  /** Do not show the loading indicator. */
  hideLoading?: boolean;
  /** Do not show the failure toast. */
  noToast?: boolean;
  /** Cancels the call; a cancelled call neither resolves nor rejects (spec section 8). */
  signal?: AbortSignal;
}

/** The UI the helper drives. */
export interface RequestUi {
  showLoading(): void;
  hideLoading(): void;
  /** Clears every toast, including the loading one. */
  clearToasts(): void;
  toast(message: string): void;
  /** The "not logged in yet" confirm dialog; resolves true on confirm. */
  confirmLogin(): Promise<boolean>;
  /** Stores the current address as the return address and goes to /login. */
  goToLogin(): void;
  /** Localised text for failures without a server message. */
  text(key: 'networkError' | 'timeout' | 'badResponse'): string;
}

/** What the helper reads from the app at call time. */
export interface RequestEnv {
  fetch: typeof fetch;
  hosts: HostPool;
  ui: RequestUi;
  now(): number;
  token(): string | undefined;
  uid(): number | string | undefined;
  spSource(): number | string | undefined;
  /** True when the interface language is Chinese. */
  chinese(): boolean;
  iosApp(): boolean;
  mobile(): boolean;
  pageQuery(): Record<string, string>;
  /** Login expiry: reset the user and clear local storage. */
  onLoginExpired(): void;
  /** Called after a host failed, so the current host can be remembered. */
  onHostChange?(host: string): void;
}

/** A bound request function. */
export type Request = <T>(path: string, data?: object, options?: RequestOptions) => Promise<T>;

const LOGIN_TIMEOUT_TEXT = /登录超时|登录已过期|login timeout|login expired/i;

function isUserInfoCall(path: string): boolean {
  return /\/user\/getuserinfo$/i.test(path.split('?')[0] ?? '');
}

/** Creates the request function over an environment. */
export function createRequest(env: RequestEnv): Request {
  let loadingCount = 0;
  let lastToastAt = Number.NEGATIVE_INFINITY;
  let loginDialogOpen = false;

  const startLoading = (options: RequestOptions) => {
    if (options.hideLoading) return false;
    if (loadingCount++ === 0) env.ui.showLoading();
    return true;
  };
  const stopLoading = (started: boolean) => {
    if (!started || loadingCount === 0) return;
    if (--loadingCount === 0) env.ui.hideLoading();
  };
  const failToast = (message: string, options: RequestOptions) => {
    if (options.noToast || !message) return;
    const now = env.now();
    if (now - lastToastAt < TOAST_SUPPRESS_MS) return;
    lastToastAt = now;
    env.ui.toast(message);
  };

  const handleLoginTimeout = (path: string, message: string) => {
    loadingCount = 0;
    env.ui.clearToasts();
    if (message) env.ui.toast(message);
    env.onLoginExpired();
    if (isUserInfoCall(path) || loginDialogOpen) return;
    loginDialogOpen = true;
    env.ui
      .confirmLogin()
      .then((confirmed) => {
        if (confirmed) env.ui.goToLogin();
      })
      .finally(() => {
        loginDialogOpen = false;
      });
  };

  return async function request<T>(path: string, data?: object, options: RequestOptions = {}) {
    const method = options.method ?? 'POST';
    const body = buildBody(data as Record<string, unknown> | undefined, {
      token: env.token(),
      uid: env.uid(),
      spSource: env.spSource(),
      iosApp: env.iosApp(),
      mobile: env.mobile(),
      pageQuery: env.pageQuery(),
    });
    const host = env.hosts.current();
    let url = `${host}${path.startsWith('/') ? path : `/${path}`}`;
    if (!env.chinese()) url = appendQuery(url, { lang: 'pt-br' });
    if (method === 'GET') url = appendQuery(url, body);

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, REQUEST_TIMEOUT_MS);
    const onCallerAbort = () => controller.abort();
    options.signal?.addEventListener('abort', onCallerAbort);
    const loading = startLoading(options);

    let envelope: ApiEnvelope<T>;
    try {
      const res = await env.fetch(url, {
        method,
        signal: controller.signal,
        headers: method === 'POST' ? { 'Content-Type': 'application/json' } : undefined,
        body: method === 'POST' ? JSON.stringify(body) : undefined,
      });
      try {
        envelope = (await res.json()) as ApiEnvelope<T>;
      } catch {
        throw new RequestError(RequestErrorCode.BadResponse, `${env.ui.text('badResponse')} (${res.status})`);
      }
      if (!envelope || typeof envelope !== 'object' || typeof envelope.status !== 'number') {
        throw new RequestError(RequestErrorCode.BadResponse, `${env.ui.text('badResponse')} (${res.status})`);
      }
    } catch (error) {
      stopLoading(loading);
      if (options.signal?.aborted && !timedOut) {
        // Cancelled by the caller (e.g. a query that is no longer needed): stay silent and never settle.
        return new Promise<T>(() => {});
      }
      if (error instanceof RequestError) {
        failToast(error.message, options);
        throw error;
      }
      env.hosts.markFailed(host);
      env.onHostChange?.(env.hosts.current());
      const failure = timedOut
        ? new RequestError(RequestErrorCode.Timeout, env.ui.text('timeout'))
        : new RequestError(RequestErrorCode.Network, env.ui.text('networkError'));
      failToast(failure.message, options);
      throw failure;
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onCallerAbort);
    }

    stopLoading(loading);
    const message = typeof envelope.msg === 'string' ? envelope.msg : '';
    if (envelope.status === 0) return envelope.data;
    if (envelope.status === 2 || LOGIN_TIMEOUT_TEXT.test(message)) {
      handleLoginTimeout(path, message);
      throw new RequestError(RequestErrorCode.LoginTimeout, message || 'login timeout', envelope.status);
    }
    failToast(message, options);
    const apiCode = typeof envelope.code === 'string' ? envelope.code : undefined;
    const failed: unknown = envelope.data;
    const field =
      typeof failed === 'object' && failed !== null && 'field' in failed && typeof failed.field === 'string'
        ? failed.field
        : undefined;
    throw new RequestError(
      RequestErrorCode.Api,
      message || `status ${envelope.status}`,
      envelope.status,
      apiCode,
      field,
    );
  };
}
