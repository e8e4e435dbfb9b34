// The member list's call to the API (apps/api/src/modules/live-chat/README.md "Calls").
import { api } from '../../../api/call';

/** /api/live/getMemberBadges: level and VIP of up to 100 members. Silent: rows without badges still show. */
export async function getMemberBadges(liveid: number, uids: number[]) {
  const data = await api('/api/live/getMemberBadges', { liveid, uids }, { hideLoading: true, noToast: true });
  return data.list;
}
