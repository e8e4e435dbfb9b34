import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadStrings } from '../../i18n';
import { LoginScreen } from './login-screen';

// antd-mobile's toasts need a React 18 DOM API that jsdom under React 19 lacks; the request UI is not under test.
vi.mock('../../api/request-ui', () => ({
  showLoading: () => {},
  clearToasts: () => {},
  toast: () => {},
  confirmLogin: async () => false,
}));

type Sent = Record<string, unknown>;

function answer(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

describe('/login and the image captcha', () => {
  beforeAll(async () => {
    await initI18n('zh-CN');
    await loadStrings(['account']);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the captcha only once the API asks for it, then sends it with the next try', async () => {
    const logins: Sent[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
        if (!String(url).includes('/webapi/user/login')) return answer({ status: 0, msg: 'ok', data: null });
        logins.push(JSON.parse(String(init?.body)) as Sent);
        return logins.length === 1
          ? answer({ status: 1, msg: '请输入图形验证码', data: null, code: 'CAPTCHA_REQUIRED' })
          : answer({ status: 1, msg: '账号或密码错误', data: null, code: 'LOGIN_FAILED' });
      }),
    );
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/login']}>
          <LoginScreen />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const input = (name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    expect(input('captcha')).toBeNull();
    fireEvent.change(input('account')!, { target: { value: '13900000001' } });
    fireEvent.change(input('password')!, { target: { value: 'secret123' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(input('captcha')).not.toBeNull());
    expect(logins[0]).not.toHaveProperty('captcha');

    const key = container.querySelector('img[data-captcha-key]')!.getAttribute('data-captcha-key');
    fireEvent.change(input('captcha')!, { target: { value: 'ab12' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(logins).toHaveLength(2));
    expect(logins[1]).toMatchObject({ account: '13900000001', captcha: 'ab12', code: key });
    // Single use: after the failure a new image (new key) and an empty field.
    await waitFor(() =>
      expect(container.querySelector('img[data-captcha-key]')!.getAttribute('data-captcha-key')).not.toBe(
        key,
      ),
    );
    expect(input('captcha')!.value).toBe('');
  });
});
