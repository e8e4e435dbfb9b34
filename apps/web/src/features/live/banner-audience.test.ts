import { describe, expect, it } from 'vitest';
import { bannersFor } from './banner-audience';
import type { Banner } from './types';

const banner = (id: number, link: string): Banner => ({ id, link, title: `b${id}`, image: '' });

describe('bannersFor', () => {
  const all = [
    banner(1, '/score'),
    banner(2, '/register'),
    banner(3, '/login/?from=home'),
    banner(4, '/feedback'),
  ];

  it('hides the sign-up and login banners from signed-in users and keeps the rest in order', () => {
    expect(bannersFor(all, true).map((b) => b.id)).toEqual([1, 4]);
  });

  it('shows every banner to guests', () => {
    expect(bannersFor(all, false).map((b) => b.id)).toEqual([1, 2, 3, 4]);
  });
});
