/**
 * The plans a fresh database sells (migration 0330). Prices in diamonds (10 diamonds = 1 CNY in the recharge
 * packages): a longer plan costs less a month, and SVIP costs about 2.5 times VIP.
 */
export const SEED_VIP_PLANS = [
  { code: 'vip_month', level: 1, days: 30, price: 300, name_zh: 'VIP 月卡', name_pt: 'VIP mensal' },
  { code: 'vip_quarter', level: 1, days: 90, price: 800, name_zh: 'VIP 季卡', name_pt: 'VIP trimestral' },
  { code: 'vip_year', level: 1, days: 365, price: 2800, name_zh: 'VIP 年卡', name_pt: 'VIP anual' },
  { code: 'svip_month', level: 2, days: 30, price: 750, name_zh: 'SVIP 月卡', name_pt: 'SVIP mensal' },
  { code: 'svip_quarter', level: 2, days: 90, price: 2000, name_zh: 'SVIP 季卡', name_pt: 'SVIP trimestral' },
  { code: 'svip_year', level: 2, days: 365, price: 7000, name_zh: 'SVIP 年卡', name_pt: 'SVIP anual' },
] as const;
