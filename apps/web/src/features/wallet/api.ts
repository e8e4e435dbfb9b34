// Calls of the wallet: balances and the trans-log (apps/api/src/modules/ledger), withdrawals
// (apps/api/src/modules/withdraw/README.md). Their types are the server's contract (packages/api-contract).
import { api, type ApiInput } from '../../api/call';

export type { Balances, LedgerEntry, TransLogPage, Withdrawal, WithdrawInfo } from '@tifo/api-contract';
export {
  CURRENCIES,
  TRANSFER_KINDS,
  type Currency,
  type PayoutMethod,
  type TransferKind,
  type WithdrawState,
} from '@tifo/api-contract/constants';

const quiet = { hideLoading: true } as const;

/** /api/wallet/getBalances */
export function getBalances() {
  return api('/api/wallet/getBalances', {}, quiet);
}

/** /api/wallet/getTransLog: a page of entries older than `cursor` ('' filters mean all). */
export function getTransLog(query: ApiInput<'/api/wallet/getTransLog'>) {
  return api(
    '/api/wallet/getTransLog',
    {
      currency: query.currency || undefined,
      kind: query.kind || undefined,
      cursor: query.cursor ?? undefined,
      limit: query.limit ?? 20,
    },
    quiet,
  );
}

/** /api/wallet/getWithdrawInfo */
export function getWithdrawInfo() {
  return api('/api/wallet/getWithdrawInfo', {}, quiet);
}

/** /api/wallet/applyWithdraw: the same request id answers the same request (a double tap asks once). */
export function applyWithdraw(input: ApiInput<'/api/wallet/applyWithdraw'>) {
  return api('/api/wallet/applyWithdraw', input);
}

/** /api/wallet/getWithdrawList */
export function getWithdrawList(page = 1, size = 20) {
  return api('/api/wallet/getWithdrawList', { page, size }, quiet);
}
