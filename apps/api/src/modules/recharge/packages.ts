import type { Lang } from '../../http/error-codes';
import type { Executor } from './order-repo';
import type { PriceCurrency } from './db-tables';

/** A package as clients see it; `price` is in minor units (fen, centavos), `amount` the same as a decimal. */
export interface PackageView {
  id: number;
  diamonds: number;
  bonus: number;
  /** Diamonds credited: diamonds plus bonus. */
  total: number;
  price: number;
  amount: string;
  currency: PriceCurrency;
}

/**
 * The currency a visitor pays in: Portuguese-language visitors are the Brazilian audience (BRL), everyone else
 * pays in CNY (README "Packages").
 */
export function currencyFor(lang: Lang): PriceCurrency {
  return lang === 'pt' ? 'BRL' : 'CNY';
}

/** Minor units as a decimal string with two places. */
export function minorToAmount(minor: number): string {
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

/**
 * The enabled packages of a site in a currency, cheapest first: the site's own rows when it has any in that
 * currency, otherwise the rows for every site (site_code '').
 */
export async function packagesFor(
  db: Executor,
  siteCode: string,
  currency: PriceCurrency,
): Promise<PackageView[]> {
  const rows = await db
    .selectFrom('recharge_packages')
    .selectAll()
    .where('enabled', '=', 1)
    .where('currency', '=', currency)
    .where('site_code', 'in', ['', siteCode])
    .orderBy('sort')
    .orderBy('price_minor')
    .execute();
  const own = rows.filter((row) => row.site_code === siteCode && siteCode !== '');
  return (own.length > 0 ? own : rows.filter((row) => row.site_code === '')).map((row) => ({
    id: row.id,
    diamonds: row.diamonds,
    bonus: row.bonus,
    total: row.diamonds + row.bonus,
    price: row.price_minor,
    amount: minorToAmount(row.price_minor),
    currency: row.currency,
  }));
}
