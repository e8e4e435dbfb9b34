// Profile values derived from the birthday (YYYY-MM-DD): age and Western zodiac sign.
import { accounts } from '@tifo/api-contract';

/** Parses YYYY-MM-DD into a real calendar date, or null (the contract's rule, which editUserInfo checks). */
export const { parseBirthday } = accounts;

/** Whole years from the birthday to `now` (UTC); 0 when the birthday is unknown. */
export function ageOn(birthday: string, now: number): number {
  const b = parseBirthday(birthday);
  if (!b) return 0;
  const today = new Date(now);
  let age = today.getUTCFullYear() - b.year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < b.month || (today.getUTCMonth() + 1 === b.month && today.getUTCDate() < b.day);
  if (beforeBirthday) age -= 1;
  return Math.max(0, age);
}

const SIGNS: ReadonlyArray<{ zh: string; pt: string }> = [
  { zh: '摩羯座', pt: 'Capricórnio' },
  { zh: '水瓶座', pt: 'Aquário' },
  { zh: '双鱼座', pt: 'Peixes' },
  { zh: '白羊座', pt: 'Áries' },
  { zh: '金牛座', pt: 'Touro' },
  { zh: '双子座', pt: 'Gêmeos' },
  { zh: '巨蟹座', pt: 'Câncer' },
  { zh: '狮子座', pt: 'Leão' },
  { zh: '处女座', pt: 'Virgem' },
  { zh: '天秤座', pt: 'Libra' },
  { zh: '天蝎座', pt: 'Escorpião' },
  { zh: '射手座', pt: 'Sagitário' },
];
// The day of each month (Jan..Dec) on which the next sign begins.
const CUSP = [20, 19, 21, 20, 21, 22, 23, 23, 23, 24, 23, 22];

/** The zodiac sign of a birthday in a language; '' when unknown. */
export function constellationOf(birthday: string, lang: 'zh' | 'pt'): string {
  const b = parseBirthday(birthday);
  if (!b) return '';
  // Before the cusp a date keeps the sign that started last month (index = month - 1); from it, the next one.
  const index = b.day >= CUSP[b.month - 1]! ? b.month % 12 : b.month - 1;
  return SIGNS[index]![lang];
}
