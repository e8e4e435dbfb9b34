import { beforeEach, describe, expect, it } from 'vitest';
import type { UserInfo } from '../api/types';
import { applyPageQuery, isLoggedIn, resetSession, siteCode, useAppStore } from './app-store';

describe('app store', () => {
  beforeEach(() => {
    localStorage.clear();
    useAppStore.setState({ user: null, mode: 'light', lang: 'zh-CN', inviteCode: '', channelCode: '' });
  });

  it('persists under the site-prefixed key', () => {
    useAppStore.getState().setMode('dark');
    const saved = JSON.parse(localStorage.getItem(`${siteCode}-tifo`) ?? '{}');
    expect(saved.state.mode).toBe('dark');
  });

  it('takes mode, language, invite and channel codes from the page query', () => {
    applyPageQuery({ mode: 'dark', lang: 'pt-br', invite_code: 'AB12', channel_code: 'ch9' });
    const s = useAppStore.getState();
    expect([s.mode, s.lang, s.inviteCode, s.channelCode]).toEqual(['dark', 'pt-BR', 'AB12', 'ch9']);
    applyPageQuery({ mode: 'purple' });
    expect(useAppStore.getState().mode).toBe('dark');
  });

  it('treats only ids above 0 as logged in', () => {
    expect(isLoggedIn(null)).toBe(false);
    expect(isLoggedIn({ id: 0 })).toBe(false);
    expect(isLoggedIn({ id: 7 })).toBe(true);
  });

  it('clears the session but keeps the site choice and preferences on login expiry', () => {
    localStorage.setItem('tifo-site', 'xzb');
    localStorage.setItem('other', '1');
    useAppStore.setState({ user: { id: 3, token_web: 't' } as UserInfo, mode: 'dark' });
    resetSession();
    expect(useAppStore.getState().user).toBeNull();
    expect(localStorage.getItem('other')).toBeNull();
    expect(localStorage.getItem('tifo-site')).toBe('xzb');
    const saved = JSON.parse(localStorage.getItem(`${siteCode}-tifo`) ?? '{}');
    expect(saved.state).toMatchObject({ user: null, mode: 'dark' });
  });
});
