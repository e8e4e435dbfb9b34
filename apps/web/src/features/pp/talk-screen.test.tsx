import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadStrings } from '../../i18n';
import { TalkScreen, safeTarget } from './talk-screen';

const WECHAT = 'Mozilla/5.0 (iPhone) AppleWebKit MicroMessenger/8.0';

describe('/pp/talk', () => {
  // The route loads the screen's strings with its code (lazyScreen); the test does the same.
  beforeAll(async () => {
    await initI18n('zh-CN');
    await loadStrings(['pp']);
  });
  afterEach(() => vi.restoreAllMocks());

  it('accepts only web addresses', () => {
    expect(safeTarget('https://example.com/x')).toBe('https://example.com/x');
    expect(safeTarget('javascript:alert(1)')).toBeNull();
    expect(safeTarget(undefined)).toBeNull();
  });

  it('shows the open-in-browser prompt inside an in-app browser', () => {
    render(
      <MemoryRouter initialEntries={['/pp/talk?url=https%3A%2F%2Fexample.com%2Fchat']}>
        <TalkScreen userAgent={WECHAT} />
      </MemoryRouter>,
    );
    expect(screen.getByText('请在浏览器中打开')).toBeTruthy();
    expect(screen.getByText('https://example.com/chat')).toBeTruthy();
  });

  it('says so when the link has no usable url', () => {
    render(
      <MemoryRouter initialEntries={['/pp/talk?url=javascript%3Aalert(1)']}>
        <TalkScreen userAgent={WECHAT} />
      </MemoryRouter>,
    );
    expect(screen.getByText('链接无效')).toBeTruthy();
  });
});
