import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { editProfileFields, toPlainText } from './edit-profile';

describe('toPlainText (free-text profile fields are stored as plain text)', () => {
  it('removes tags and comments, also when one hides another or lacks its end', () => {
    expect(toPlainText('<img src=x onerror=alert(1)>Go!')).toBe('Go!');
    expect(toPlainText('Go <b>Tifo</b><!-- x -->')).toBe('Go Tifo');
    expect(toPlainText('<<b>img src=x onerror=alert(1)>')).toBe('');
    expect(toPlainText('hi <img src=x onerror=alert(1)')).toBe('hi');
    expect(toPlainText('<svg/onload=alert(1)>')).toBe('');
  });

  it('keeps text that only looks like markup, drops control and reordering characters', () => {
    expect(toPlainText('i <3 football, 2 > 1')).toBe('i <3 football, 2 > 1');
    expect(toPlainText('  a\u0000b\u202Ec \n\t d ')).toBe('a b c d');
  });
});

describe('editUserInfo fields', () => {
  const fields = z.object(editProfileFields);

  it('stores signature, city and career as plain text, and counts the limit after the markup is gone', () => {
    expect(
      fields.parse({ signature: '<img src=x onerror=alert(1)>Go', city: '<i>Recife</i>', career: 'dev<br>' }),
    ).toEqual({ signature: 'Go', city: 'Recife', career: 'dev' });
    expect(fields.safeParse({ signature: `<b>${'x'.repeat(60)}</b>` }).success).toBe(true);
    expect(fields.safeParse({ signature: 'x'.repeat(61) }).success).toBe(false);
  });

  it('refuses a nick name with markup or invisible characters (a name is shown as typed, or not at all)', () => {
    for (const nick_name of ['<b>Jo</b>', 'Jo\u202Eoj', 'Jo\u007f', 'Jo\u0085']) {
      expect(fields.safeParse({ nick_name }).success, JSON.stringify(nick_name)).toBe(false);
    }
    expect(fields.parse({ nick_name: ' 球迷小王 ' })).toEqual({ nick_name: '球迷小王' });
  });
});
