import type { SiteDefinition } from '../sites';

/** The switches of spec section 3, in the order the spec lists them; each is 0 or 1 on the wire. */
export const SWITCH_NAMES = [
  'switch_robotroom',
  'switch_anchorroom',
  'switch_shortvideo_check',
  'switch_match_database',
  'switch_room_chat',
  'switch_room_anchor',
  'switch_race_quiz_check',
  'switch_race_status',
  'switch_race_lineup',
  'switch_race_analysis',
  'switch_race_index',
  'switch_room_rank',
  'switch_room_operate',
] as const;

/** Settings sent as numbers (stored as text, converted on the way out). */
export const NUMBER_SETTINGS = [
  ...SWITCH_NAMES,
  'room_video_play_sec',
  'room_video_play_flogin_sec',
  'switch_self_storage',
] as const;

/** Settings sent as text. */
export const TEXT_SETTINGS = [
  'huawei_pull_hls_domain',
  'cos_bucket',
  'cos_region',
  'cos_folder_image',
  'site_h5_domain',
  'site_h5_share_url',
] as const;

/** The setting holding live_play_ad as JSON. */
export const LIVE_PLAY_AD = 'live_play_ad';

/** Every setting name a site may store. */
export type SettingName =
  (typeof NUMBER_SETTINGS)[number] | (typeof TEXT_SETTINGS)[number] | typeof LIVE_PLAY_AD;

/** The names, for validation and seeding. */
export const SETTING_NAMES: readonly SettingName[] = [...NUMBER_SETTINGS, ...TEXT_SETTINGS, LIVE_PLAY_AD];

const BASE: Record<SettingName, string> = {
  switch_robotroom: '1',
  switch_anchorroom: '1',
  switch_shortvideo_check: '1',
  switch_match_database: '1',
  switch_room_chat: '1',
  switch_room_anchor: '1',
  switch_race_quiz_check: '1',
  switch_race_status: '1',
  switch_race_lineup: '1',
  switch_race_analysis: '1',
  switch_race_index: '1',
  switch_room_rank: '1',
  switch_room_operate: '1',
  // Guests may watch a stream this long before the login prompt; logged-in free users get the second value.
  room_video_play_sec: '300',
  room_video_play_flogin_sec: '1800',
  // Uploads go to our own storage (getTempKeysForMinio), not to a COS bucket.
  switch_self_storage: '1',
  huawei_pull_hls_domain: '',
  cos_bucket: '',
  cos_region: '',
  cos_folder_image: 'images/',
  // Empty means "the origin the request came to"; operators set a public domain in production.
  site_h5_domain: '',
  site_h5_share_url: '',
  live_play_ad: JSON.stringify({ enable: 0, image: '', link: '', seconds: 0 }),
};

// Partner builds run inside partners' apps: no quiz and no operator private chat unless the partner asks.
const PARTNER: Partial<Record<SettingName, string>> = {
  switch_race_quiz_check: '0',
  switch_room_operate: '0',
};

/** The default value of every setting for a site (what the seed writes and what a missing row means). */
export function defaultSettings(site: SiteDefinition): Record<SettingName, string> {
  return { ...BASE, ...(site.variant === 'partner' ? PARTNER : {}) };
}
