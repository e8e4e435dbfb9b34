import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../antd-compat';
import { initI18n } from '../i18n';
import { useAppStore } from '../store/app-store';
import { App } from './app';
import { rootTarget } from './routes';

const partnerSite = {
  code: 'pq8',
  source: 1,
  name: 'Partner FC',
  theme_color: '#e0457b',
  logo: '',
  titles: { '/user-center': '个人中心 - Partner FC' },
  keywords: 'Partner FC,足球',
  variant: 'partner',
};

function answer(data: unknown) {
  return new Response(JSON.stringify({ status: 0, msg: 'ok', data }), { status: 200 });
}

describe('app shell', () => {
  beforeAll(() => initI18n('zh-CN'));
  afterEach(() => {
    vi.unstubAllGlobals();
    useAppStore.setState({ site: null, user: null });
  });

  it('redirects / per site variant, applies the site colour and the page title', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      String(url).includes('getCommonConfig') ? answer({ config: {}, site: partnerSite }) : answer(null),
    );
    vi.stubGlobal('fetch', fetchMock);
    window.history.replaceState({}, '', '/m/');
    render(<App />);
    // The redirect commits once the target screen's chunk and strings are loaded (/live brings the most): on a
    // busy machine that takes longer than waitFor's default second.
    await waitFor(() => expect(window.location.pathname).toBe(`/m${rootTarget('partner')}`), {
      timeout: 8000,
    });
    await waitFor(() =>
      expect(document.documentElement.style.getPropertyValue('--adm-color-primary')).toBe('#e0457b'),
    );
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/config/getCommonConfig?');
    if (rootTarget('partner') === '/user-center') {
      await waitFor(() => expect(document.title).toBe('个人中心 - Partner FC'));
      expect(await screen.findByRole('button', { name: '登录/注册' })).toBeTruthy();
    }
    await act(async () => {});
  });
});
