import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_COLOR, applyTheme, contrastText, themeColorFor } from './theme';

describe('theme', () => {
  it('uses the server colour, then the fixed xzb yellow, then blue', () => {
    const site = { code: 'kqb', source: 11, name: 'K', theme_color: '#ff0000', variant: 'partner' as const };
    expect(themeColorFor('kqb', site)).toBe('#ff0000');
    expect(themeColorFor('xzb', null)).toBe('#f5b800');
    expect(themeColorFor('pq8', null)).toBe(DEFAULT_THEME_COLOR);
    expect(themeColorFor('pq8', site)).toBe(DEFAULT_THEME_COLOR);
  });

  it('gives ?site=<inherited name> the default colour, and the page still themes (it used to throw)', () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(themeColorFor(name, null), name).toBe(DEFAULT_THEME_COLOR);
      expect(() => applyTheme(document, themeColorFor(name, null), 'light'), name).not.toThrow();
    }
  });

  it('picks readable text on the colour', () => {
    expect(contrastText('#f5b800')).toBe('#1f1f1f');
    expect(contrastText('#1677ff')).toBe('#ffffff');
  });

  it('sets variables and the mode on the page', () => {
    applyTheme(document, '#f5b800', 'dark');
    expect(document.documentElement.style.getPropertyValue('--adm-color-primary')).toBe('#f5b800');
    expect(document.body.classList.contains('mode-dark')).toBe(true);
    applyTheme(document, '#f5b800', 'light');
    expect(document.body.classList.contains('mode-dark')).toBe(false);
    expect(document.body.dataset.mode).toBe('light');
  });
});
