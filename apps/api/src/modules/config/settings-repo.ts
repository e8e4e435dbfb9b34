import type { Db } from '../../db/database';
import type { SiteDefinition } from '../sites';
import { SETTING_NAMES, defaultSettings } from './setting-defaults';
import type { SettingName } from './setting-defaults';

const known = new Set<string>(SETTING_NAMES);

/** A site's settings: the stored rows over the defaults (a missing row means the default). */
export async function readSettings(db: Db, site: SiteDefinition): Promise<Record<SettingName, string>> {
  const rows = await db.kysely
    .selectFrom('site_settings')
    .select(['name', 'value'])
    .where('site_code', '=', site.code)
    .execute();
  const settings = defaultSettings(site);
  for (const row of rows) if (known.has(row.name)) settings[row.name as SettingName] = row.value;
  return settings;
}

/** Sets one setting of a site (insert or update). */
export async function writeSetting(
  db: Db,
  siteCode: string,
  name: SettingName,
  value: string,
  now: number,
): Promise<void> {
  await db.kysely
    .insertInto('site_settings')
    .values({ site_code: siteCode, name, value, updated_at: now })
    .onConflict((oc) => oc.columns(['site_code', 'name']).doUpdateSet({ value, updated_at: now }))
    .execute();
}

/** Writes the default of every setting a site has no row for (keeps operators' changes). */
export async function seedSettings(db: Db, site: SiteDefinition, now: number): Promise<void> {
  const values = Object.entries(defaultSettings(site)).map(([name, value]) => ({
    site_code: site.code,
    name,
    value,
    updated_at: now,
  }));
  await db.kysely
    .insertInto('site_settings')
    .values(values)
    .onConflict((oc) => oc.columns(['site_code', 'name']).doNothing())
    .execute();
}
