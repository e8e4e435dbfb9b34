import { describe, expect, it, vi } from 'vitest';
import { HostPool, fetchHostList, parseHostList } from './hosts';

describe('host list', () => {
  it('parses status 200 with a data array of host lines', () => {
    expect(
      parseHostList({
        status: 200,
        data: ['https://a.example/', { url: 'https://b.example' }, 'junk', 'https://a.example'],
      }),
    ).toEqual(['https://a.example', 'https://b.example']);
  });

  it('rejects other shapes', () => {
    expect(parseHostList({ status: 0, data: ['https://a.example'] })).toEqual([]);
    expect(parseHostList({ status: 200, data: 'https://a.example' })).toEqual([]);
    expect(parseHostList(null)).toEqual([]);
  });

  it('uses the default host until a list is installed; the first entry becomes default', () => {
    const pool = new HostPool('');
    expect(pool.current()).toBe('');
    pool.setList(['https://a.example', 'https://b.example', 'https://c.example']);
    expect(pool.current()).toBe('https://a.example');
  });

  it('rotates on failure and wraps back to the default host', () => {
    const pool = new HostPool('');
    pool.setList(['https://a.example', 'https://b.example']);
    pool.markFailed('https://a.example');
    expect(pool.current()).toBe('https://b.example');
    pool.markFailed('https://a.example'); // stale failure report: ignored
    expect(pool.current()).toBe('https://b.example');
    pool.markFailed('https://b.example');
    expect(pool.current()).toBe('https://a.example');
  });

  it('restores a remembered current host when it is still listed', () => {
    const pool = new HostPool('');
    pool.setList(['https://a.example', 'https://b.example'], 'https://b.example');
    expect(pool.current()).toBe('https://b.example');
    pool.setList(['https://a.example'], 'https://gone.example');
    expect(pool.current()).toBe('https://a.example');
  });

  it('fetches a remote list and yields [] when it cannot', async () => {
    const good = vi.fn(
      async () => new Response(JSON.stringify({ status: 200, data: ['https://x.example'] })),
    );
    expect(await fetchHostList('/hosts.json', good as unknown as typeof fetch)).toEqual([
      'https://x.example',
    ]);
    const bad = vi.fn(async () => {
      throw new TypeError('offline');
    });
    expect(await fetchHostList('/hosts.json', bad as unknown as typeof fetch)).toEqual([]);
  });
});
