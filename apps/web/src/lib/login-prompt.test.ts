import { beforeEach, describe, expect, it } from 'vitest';
import { goToLogin, loginPath, safeBackurl, setNavigator, takeReturnAddress } from './login-prompt';

describe('login prompt', () => {
  beforeEach(() => sessionStorage.clear());

  it('sends the user to /login with the return address', () => {
    const seen: string[] = [];
    setNavigator((to) => seen.push(to));
    goToLogin('/m/feedback?x=1');
    expect(seen).toEqual(['/login?backurl=%2Ffeedback%3Fx%3D1']);
    expect(takeReturnAddress({})).toBe('/feedback?x=1');
    setNavigator(null);
  });

  it('stays on the login form when already there', () => {
    const seen: string[] = [];
    setNavigator((to) => seen.push(to));
    window.history.pushState({}, '', '/m/login?backurl=%2Finfo');
    goToLogin();
    expect(seen).toEqual([]);
    window.history.pushState({}, '', '/m/');
    setNavigator(null);
  });

  it('returns to the backurl query first, else home', () => {
    expect(takeReturnAddress({ backurl: '/info' })).toBe('/info');
    expect(takeReturnAddress({})).toBe('/');
  });

  it('refuses foreign and looping return addresses', () => {
    expect(safeBackurl('https://evil.example/')).toBeNull();
    expect(safeBackurl('//evil.example')).toBeNull();
    expect(safeBackurl('/login?backurl=/x')).toBeNull();
    expect(loginPath('/register')).toBe('/login');
  });
});
