import { createHmac } from 'node:crypto';
import type { ApiConfig } from '../../config';

/** Recharge's settings (README "Settings"), from the environment with safe defaults. */
export interface RechargeSettings {
  /** An unpaid order expires this long after it was made (RECHARGE_ORDER_TTL_MS, 30 min). */
  orderTtlMs: number;
  /** How often recovery looks at open orders (RECHARGE_RECOVERY_INTERVAL_MS, 60 s; 0 = only at start-up). */
  recoveryIntervalMs: number;
  /** The inviter's share of an invitee's credited diamonds, in percent (RECHARGE_INVITE_SHARE_PERCENT, 10). */
  inviteSharePercent: number;
  /** Open orders a user may have at once (RECHARGE_MAX_OPEN_ORDERS, 5). */
  maxOpenOrders: number;
  /**
   * The sandbox's webhook secret (RECHARGE_SANDBOX_SECRET); by default derived from IM_SECRET, which start.mjs
   * keeps stable, so webhooks signed before a restart still verify after it.
   */
  sandboxSecret: string;
  /** Where the sandbox posts its webhooks (RECHARGE_SANDBOX_WEBHOOK_URL); '' = this server's own address. */
  sandboxWebhookUrl: string;
}

function intFrom(value: string | undefined, fallback: number, min: number, max: number): number {
  const parsed = value === undefined || value === '' ? NaN : Number(value);
  return Number.isInteger(parsed) ? Math.min(max, Math.max(min, parsed)) : fallback;
}

/** Reads the settings. */
export function rechargeSettings(config: ApiConfig, env: NodeJS.ProcessEnv = process.env): RechargeSettings {
  return {
    orderTtlMs: intFrom(env.RECHARGE_ORDER_TTL_MS, 30 * 60_000, 60_000, 7 * 24 * 3600_000),
    recoveryIntervalMs: intFrom(env.RECHARGE_RECOVERY_INTERVAL_MS, 60_000, 0, 24 * 3600_000),
    inviteSharePercent: intFrom(env.RECHARGE_INVITE_SHARE_PERCENT, 10, 0, 100),
    maxOpenOrders: intFrom(env.RECHARGE_MAX_OPEN_ORDERS, 5, 1, 100),
    sandboxSecret:
      env.RECHARGE_SANDBOX_SECRET ||
      createHmac('sha256', config.imSecret).update('recharge-sandbox-webhook').digest('hex'),
    sandboxWebhookUrl: env.RECHARGE_SANDBOX_WEBHOOK_URL ?? '',
  };
}
