import { describe, expect, it } from 'vitest';
import { installRem, rem, rootFontSize } from './rem';

describe('rem sizing', () => {
  it('sets 1rem to a tenth of the viewport, clamped for desktops', () => {
    expect(rootFontSize(375)).toBe(37.5);
    expect(rootFontSize(390)).toBe(39);
    expect(rootFontSize(1920)).toBe(54);
    expect(rootFontSize(200)).toBe(32);
  });
  it('converts design pixels at 37.5 px per rem', () => {
    expect(rem(37.5)).toBe('1rem');
    expect(rem(16)).toBe('0.4267rem');
  });
  it('applies the size to <html>', () => {
    const stop = installRem(window);
    expect(document.documentElement.style.fontSize).toBe(`${rootFontSize(window.innerWidth)}px`);
    stop();
  });
});
