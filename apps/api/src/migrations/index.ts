import type { Migration } from 'kysely';
import * as m0001 from './0001_users_sessions';
import * as m0002 from './0002_site_config_content';
import * as m0003 from './0003_account_verification';
import * as m0004 from './0004_users_invited_with';
import * as m0005 from './0005_throttle_locks';
import * as m0006 from './0006_users_sig_generation';
import * as m0007 from './0007_profile_plain_text';
import * as m0100 from './0100_sports';
import * as m0200 from './0200_live';
import * as m0201 from './0201_live_chat';
import * as m0202 from './0202_live_room_chat_online';
import * as m0300 from './0300_ledger';
import * as m0310 from './0310_recharge';
import * as m0320 from './0320_gifts';
import * as m0330 from './0330_wallet';

/**
 * Every migration, by name; names sort in the order they run. Accounts and config use 0001-0099,
 * sports 0100-0199; later features take the next free hundred.
 */
export const migrations: Record<string, Migration> = {
  '0001_users_sessions': m0001,
  '0002_site_config_content': m0002,
  '0003_account_verification': m0003,
  '0004_users_invited_with': m0004,
  '0005_throttle_locks': m0005,
  '0006_users_sig_generation': m0006,
  '0007_profile_plain_text': m0007,
  '0100_sports': m0100,
  '0200_live': m0200,
  '0201_live_chat': m0201,
  '0202_live_room_chat_online': m0202,
  '0300_ledger': m0300,
  '0310_recharge': m0310,
  '0320_gifts': m0320,
  '0330_wallet': m0330,
};
