import { describe, expect, it } from 'vitest';
import { isReservedName, isServerIdentity } from './identity';
import { isAllowedUrl } from './urls';

describe('reserved names and server identities', () => {
  it('refuses the reserved names in any case, width or spacing', () => {
    for (const name of [
      'administrator',
      'Admin',
      'ＡＤＭＩＮ',
      'ad min',
      'a_d-m.i n',
      '管理员',
      'System',
      'OFFICIAL',
      'broadcast',
      'admin\u200b',
    ])
      expect(isReservedName(name), name).toBe(true);
    for (const name of ['Ana', 'admin fan', 'Sistemático', '球迷'])
      expect(isReservedName(name), name).toBe(false);
  });

  it('knows the server identities case-insensitively', () => {
    expect(isServerIdentity('administrator')).toBe(true);
    expect(isServerIdentity('Administrator')).toBe(true);
    expect(isServerIdentity('broadcast')).toBe(true);
    expect(isServerIdentity('u1')).toBe(false);
  });
});

describe('allowed URLs', () => {
  it('accepts http(s) and our own root-relative paths', () => {
    for (const url of [
      'https://cdn.example/a.png',
      'http://127.0.0.1:3000/x?y=1',
      '/api/upload/a.png',
      '/files/a.mp4',
      '/m/img/avatar.png',
    ])
      expect(isAllowedUrl(url), url).toBe(true);
  });

  it('refuses other schemes, protocol-relative and odd paths', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'file:///etc/passwd',
      'vbscript:x',
      '//evil.example/a.png',
      '/\\evil.example',
      '/etc/passwd',
      '/api/../etc',
      'https://',
      'https://a.example/"onerror="x',
      'a.png',
      '',
    ])
      expect(isAllowedUrl(url), url).toBe(false);
  });
});
