import { describe, expect, it } from 'vitest';
import { HOME_FALLBACK, isRegistered, rootTarget } from './routes';

describe('route table', () => {
  it('registers the working screens', () => {
    for (const path of ['/login', '/register', '/user-center', '/setting', '/mobile/privacy/2', '/pp/talk']) {
      expect(isRegistered(path)).toBe(true);
    }
    expect(isRegistered('/nowhere')).toBe(false);
  });

  it('redirects the root per variant, falling back while the target is not registered', () => {
    const withScore = [{ path: '/score' }, { path: '/live' }];
    expect(rootTarget('main', withScore)).toBe('/score');
    expect(rootTarget('partner', withScore)).toBe('/live');
    expect(rootTarget('main', [{ path: '/live' }])).toBe(HOME_FALLBACK);
    expect(rootTarget(undefined, [{ path: '/score' }])).toBe('/score');
  });
});
