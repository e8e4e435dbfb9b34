import { describe, expect, it } from 'vitest';
import { textWidth } from './edit-profile';
import { hashPassword, verifyPassword } from './password';
import { ageOn, constellationOf, parseBirthday } from './profile';
import { isVip, onlineStatus } from './user-info';

describe('passwords', () => {
  it('hashes with a salt and parameters, and verifies in constant time', async () => {
    const a = await hashPassword('secret123');
    const b = await hashPassword('secret123');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('secret123', a)).toBe(true);
    expect(await verifyPassword('secret124', a)).toBe(false);
    expect(await verifyPassword('secret123', 'x')).toBe(false);
    expect(await verifyPassword('secret123', 'scrypt$0$8$1$aa$bb')).toBe(false);
  });
});

describe('profile values', () => {
  const now = Date.UTC(2026, 10, 22);
  it('computes age from the birthday', () => {
    expect(ageOn('2000-11-22', now)).toBe(26);
    expect(ageOn('2000-11-23', now)).toBe(25);
    expect(ageOn('', now)).toBe(0);
    expect(parseBirthday('2001-02-29')).toBeNull();
  });
  it('names the zodiac sign at each cusp', () => {
    expect(constellationOf('1990-01-19', 'zh')).toBe('摩羯座');
    expect(constellationOf('1990-01-20', 'zh')).toBe('水瓶座');
    expect(constellationOf('1990-03-21', 'pt')).toBe('Áries');
    expect(constellationOf('1990-12-21', 'zh')).toBe('射手座');
    expect(constellationOf('1990-12-22', 'zh')).toBe('摩羯座');
    expect(constellationOf('', 'zh')).toBe('');
  });
  it('counts display width and VIP and online status', () => {
    expect(textWidth('ab球')).toBe(4);
    expect(isVip({ vip_level: 1, vip_date: now + 1 }, now)).toBe(true);
    expect(isVip({ vip_level: 1, vip_date: now }, now)).toBe(false);
    expect(isVip({ vip_level: 0, vip_date: now + 1 }, now)).toBe(false);
    expect(onlineStatus(0, now)).toBe(3);
    expect(onlineStatus(now - 60_000, now)).toBe(1);
    expect(onlineStatus(now - 600_000, now)).toBe(2);
  });
});
