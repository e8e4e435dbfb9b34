import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError, RequestErrorCode } from './errors';
import { HostPool } from './hosts';
import { createRequest, type RequestEnv } from './request';

type Call = { url: string; init: RequestInit };

function setup(
  overrides: Partial<RequestEnv> = {},
  answers: Array<unknown | ((call: Call) => unknown)> = [],
) {
  const calls: Call[] = [];
  const events: string[] = [];
  let confirmResolve: (value: boolean) => void = () => {};
  const state = { now: 0, expired: 0, confirms: 0, logins: 0 };
  const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const call = { url: String(url), init: init ?? {} };
    calls.push(call);
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    const value = typeof answer === 'function' ? (answer as (c: Call) => unknown)(call) : answer;
    if (value instanceof Error) throw value;
    if (value instanceof Promise) return value as Promise<Response>;
    return new Response(typeof value === 'string' ? value : JSON.stringify(value), { status: 200 });
  });
  const env: RequestEnv = {
    fetch: fetchMock as unknown as typeof fetch,
    hosts: new HostPool(''),
    now: () => state.now,
    token: () => 'tok',
    uid: () => 42,
    spSource: () => 25,
    chinese: () => true,
    iosApp: () => false,
    mobile: () => false,
    pageQuery: () => ({}),
    onLoginExpired: () => {
      state.expired += 1;
      events.push('expired');
    },
    ui: {
      showLoading: () => events.push('loading'),
      hideLoading: () => events.push('loaded'),
      clearToasts: () => events.push('clear'),
      toast: (m) => events.push(`toast:${m}`),
      confirmLogin: () => {
        state.confirms += 1;
        events.push('confirm');
        return new Promise<boolean>((resolve) => (confirmResolve = resolve));
      },
      goToLogin: () => {
        state.logins += 1;
        events.push('login');
      },
      text: (key) => key,
    },
    ...overrides,
  };
  return { request: createRequest(env), calls, events, state, confirm: (v: boolean) => confirmResolve(v) };
}

const ok = (data: unknown) => ({ status: 0, msg: '', data });
const bodyOf = (call: Call) => JSON.parse(String(call.init.body)) as Record<string, unknown>;

describe('request helper', () => {
  beforeEach(() => vi.useRealTimers());
  afterEach(() => vi.useRealTimers());

  it('POSTs JSON by default and resolves with data', async () => {
    const { request, calls } = setup({}, [ok({ a: 1 })]);
    await expect(request('/api/x', { k: 'v' })).resolves.toEqual({ a: 1 });
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.url).toBe('/api/x');
    expect(bodyOf(calls[0]!)).toEqual({ token: 'tok', uid: 42, sp_source: 25, platform: 3, k: 'v' });
  });

  it('sends GET fields as query parameters', async () => {
    const { request, calls } = setup({}, [ok(null)]);
    await request('/api/config/getCommonConfig', { site: 'xzb' }, { method: 'GET' });
    expect(calls[0]!.init.method).toBe('GET');
    expect(calls[0]!.init.body).toBeUndefined();
    const url = new URL(calls[0]!.url, 'http://h');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      token: 'tok',
      uid: '42',
      sp_source: '25',
      platform: '3',
      site: 'xzb',
    });
  });

  it('sends platform 1 from the iOS app', async () => {
    const { request, calls } = setup({ iosApp: () => true }, [ok(null)]);
    await request('/api/x');
    expect(bodyOf(calls[0]!).platform).toBe(1);
  });

  it('removes null and undefined fields, keeps other falsy values', async () => {
    const { request, calls } = setup({ token: () => undefined, uid: () => undefined }, [ok(null)]);
    await request('/api/x', { a: null, b: undefined, c: 0, d: '', e: false });
    expect(bodyOf(calls[0]!)).toEqual({ sp_source: 25, platform: 3, c: 0, d: '', e: false });
  });

  it('lets the page query override the automatic fields on mobile only', async () => {
    const query = { token: 'qt', uid: '9', app_ver: '2.1', channel_code: 'c1', platform: '1', other: 'x' };
    const mobile = setup({ mobile: () => true, pageQuery: () => query }, [ok(null)]);
    await mobile.request('/api/x');
    expect(bodyOf(mobile.calls[0]!)).toEqual({
      token: 'qt',
      uid: '9',
      sp_source: 25,
      platform: '1',
      app_ver: '2.1',
      channel_code: 'c1',
    });
    const desktop = setup({ mobile: () => false, pageQuery: () => query }, [ok(null)]);
    await desktop.request('/api/x');
    expect(bodyOf(desktop.calls[0]!).token).toBe('tok');
  });

  it('appends lang=pt-br when the language is not Chinese', async () => {
    const pt = setup({ chinese: () => false }, [ok(null)]);
    await pt.request('/api/x');
    expect(pt.calls[0]!.url).toBe('/api/x?lang=pt-br');
    const zh = setup({}, [ok(null)]);
    await zh.request('/api/x');
    expect(zh.calls[0]!.url).toBe('/api/x');
  });

  it('shows and clears the loading indicator unless hideLoading', async () => {
    const shown = setup({}, [ok(null)]);
    await shown.request('/api/x');
    expect(shown.events).toEqual(['loading', 'loaded']);
    const hidden = setup({}, [ok(null)]);
    await hidden.request('/api/x', {}, { hideLoading: true });
    expect(hidden.events).toEqual([]);
  });

  it('toasts a failure message, suppresses further toasts for 2 s, and rejects with the message', async () => {
    const { request, events, state } = setup({}, [{ status: 1, msg: 'bad code', data: null }]);
    await expect(request('/api/x', {}, { hideLoading: true })).rejects.toMatchObject({
      code: RequestErrorCode.Api,
      message: 'bad code',
      status: 1,
    });
    state.now = 1999;
    await expect(request('/api/x', {}, { hideLoading: true })).rejects.toThrow('bad code');
    expect(events).toEqual(['toast:bad code']);
    state.now = 2001;
    await expect(request('/api/x', {}, { hideLoading: true })).rejects.toThrow('bad code');
    expect(events).toEqual(['toast:bad code', 'toast:bad code']);
  });

  it("carries the API's error code so screens can branch on it (e.g. show the captcha)", async () => {
    const { request } = setup({}, [
      { status: 1, msg: '请输入图形验证码', data: null, code: 'CAPTCHA_REQUIRED' },
    ]);
    await expect(request('/webapi/user/login', {}, { noToast: true })).rejects.toMatchObject({
      code: RequestErrorCode.Api,
      apiCode: 'CAPTCHA_REQUIRED',
    });
  });

  it('does not toast with noToast but still rejects', async () => {
    const { request, events } = setup({}, [{ status: 1, msg: 'nope', data: null }]);
    await expect(request('/api/x', {}, { noToast: true, hideLoading: true })).rejects.toThrow('nope');
    expect(events).toEqual([]);
  });

  it('handles login timeout: clears toasts, shows the message, resets the session, asks once, rejects', async () => {
    const { request, events, state, confirm } = setup({}, [{ status: 2, msg: '登录超时', data: null }]);
    const first = request('/api/user/editUserInfo', {}, { hideLoading: true });
    await expect(first).rejects.toMatchObject({ code: RequestErrorCode.LoginTimeout });
    await expect(request('/api/x', {}, { hideLoading: true })).rejects.toBeInstanceOf(RequestError);
    expect(state.confirms).toBe(1);
    expect(state.expired).toBe(2);
    expect(events.slice(0, 4)).toEqual(['clear', 'toast:登录超时', 'expired', 'confirm']);
    confirm(true);
    await vi.waitFor(() => expect(state.logins).toBe(1));
    // After the dialog closed, a new timeout may ask again.
    await expect(request('/api/y', {}, { hideLoading: true })).rejects.toBeInstanceOf(RequestError);
    expect(state.confirms).toBe(2);
  });

  it('recognises the login-timeout message even with another status', async () => {
    const { request, state } = setup({}, [{ status: 1, msg: 'login timeout', data: null }]);
    await expect(request('/api/x', {}, { hideLoading: true })).rejects.toMatchObject({
      code: RequestErrorCode.LoginTimeout,
    });
    expect(state.expired).toBe(1);
  });

  it('does not ask to log in when the get-user-info call times out, and stays on the page on cancel', async () => {
    const { request, state, confirm } = setup({}, [{ status: 2, msg: '', data: null }]);
    await expect(request('/webapi/User/getUserInfo', {}, { hideLoading: true })).rejects.toMatchObject({
      code: RequestErrorCode.LoginTimeout,
    });
    expect(state.confirms).toBe(0);
    expect(state.expired).toBe(1);
    await expect(request('/api/x', {}, { hideLoading: true })).rejects.toBeInstanceOf(RequestError);
    confirm(false);
    await new Promise((r) => setTimeout(r, 0));
    expect(state.logins).toBe(0);
  });

  it('rejects network errors, clears the loading indicator and rotates to the next host', async () => {
    const hosts = new HostPool('');
    hosts.setList(['https://a.example', 'https://b.example']);
    const { request, calls, events } = setup({ hosts }, [new TypeError('Failed to fetch'), ok('fine')]);
    await expect(request('/api/x')).rejects.toMatchObject({ code: RequestErrorCode.Network });
    expect(events).toEqual(['loading', 'loaded', 'toast:networkError']);
    await expect(request('/api/x', {}, { hideLoading: true })).resolves.toBe('fine');
    expect(calls.map((c) => c.url)).toEqual(['https://a.example/api/x', 'https://b.example/api/x']);
  });

  it('times out after 10 s with a timeout error', async () => {
    vi.useFakeTimers();
    const never = (call: Call) =>
      new Promise((_, reject) =>
        call.init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    const { request } = setup({}, [never]);
    const pending = request('/api/x', {}, { hideLoading: true });
    const settled = expect(pending).rejects.toMatchObject({ code: RequestErrorCode.Timeout });
    await vi.advanceTimersByTimeAsync(9_999);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
  });

  it('neither resolves nor rejects a call the caller cancelled, and clears loading', async () => {
    const never = (call: Call) =>
      new Promise((_, reject) =>
        call.init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    const { request, events } = setup({}, [never]);
    const controller = new AbortController();
    let settled = false;
    request('/api/x', {}, { signal: controller.signal }).then(
      () => (settled = true),
      () => (settled = true),
    );
    controller.abort();
    await new Promise((r) => setTimeout(r, 10));
    expect(settled).toBe(false);
    expect(events).toEqual(['loading', 'loaded']);
  });

  it('rejects an answer that is not the JSON envelope', async () => {
    const { request } = setup({}, ['<html>oops</html>']);
    await expect(request('/api/x', {}, { hideLoading: true })).rejects.toMatchObject({
      code: RequestErrorCode.BadResponse,
    });
  });

  it('keeps one loading indicator for concurrent calls', async () => {
    const { request, events } = setup({}, [ok(1)]);
    await Promise.all([request('/a'), request('/b')]);
    expect(events).toEqual(['loading', 'loaded']);
  });
});
