// Calls of VIP (apps/api/src/modules/vip/README.md); their types are the server's contract (packages/api-contract).
import { api, type ApiInput } from '../../api/call';

export type { VipPlan, VipStanding } from '@tifo/api-contract';

/** /api/vip/getVipPlans */
export function getVipPlans() {
  return api('/api/vip/getVipPlans', {}, { hideLoading: true });
}

/** /api/vip/buyVip: the same request id buys once (a double tap). */
export function buyVip(input: ApiInput<'/api/vip/buyVip'>) {
  return api('/api/vip/buyVip', input);
}

/** /api/vip/getVipUser: a user's VIP card. */
export function getVipUser(uid: number) {
  return api('/api/vip/getVipUser', { uid }, { hideLoading: true });
}
