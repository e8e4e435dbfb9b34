// Typed calls of VIP (apps/api/src/modules/vip/README.md), through the one request helper.
import { request } from '../../api/client';

/** A plan on sale; `price` in diamonds. */
export interface VipPlan {
  id: number;
  code: string;
  level: 1 | 2;
  days: number;
  price: number;
  name: string;
}

/** A user's VIP standing (times in epoch seconds, 0 when none). */
export interface VipStanding {
  vip_level: 0 | 1 | 2;
  isVIP: boolean;
  vip_date: number;
  svip_date: number;
}

/** /api/vip/getVipPlans */
export function getVipPlans() {
  return request<{ list: VipPlan[]; mine: (VipStanding & { diamond: number }) | null }>(
    '/api/vip/getVipPlans',
    {},
    { hideLoading: true },
  );
}

/** /api/vip/buyVip: the same request id buys once (a double tap). */
export function buyVip(input: { plan_id: number; request_id: string }) {
  return request<VipStanding & { purchase_id: number; plan: VipPlan; diamond: number; replayed: boolean }>(
    '/api/vip/buyVip',
    input,
  );
}

/** /api/vip/getVipUser: a user's VIP card. */
export function getVipUser(uid: number) {
  return request<VipStanding & { uid: number; nick_name: string; avatar: string }>(
    '/api/vip/getVipUser',
    { uid },
    { hideLoading: true },
  );
}
