// The room's member list, read through the chat SDK's group member list on the room's live group, one page of
// 100 at a time, with the level and VIP badges from the API. The spec allows one call per 3 s per connection:
// a pull that comes too early is answered with the wait (the sheet toasts it) and costs no call; opening the
// sheet and loading the next page wait their turn instead.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { GroupMember } from '@tifo/chat';
import { getChat } from '../../../chat/chat-session';
import { CallGate, MEMBER_PAGE, badgeIds, retryAfterOf, type MemberBadge } from './member-rows';
import { getMemberBadges } from './members-api';

// One budget for the page's one chat connection, whichever sheet or room asks.
const gate = new CallGate();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Where the list is. */
export type MemberListStatus = 'loading' | 'ready' | 'error';

/** What the sheet gets. */
export interface MemberList {
  status: MemberListStatus;
  members: GroupMember[];
  badges: ReadonlyMap<number, MemberBadge>;
  hasMore: boolean;
  /** Pages the service answered so far (each call that went through). */
  loads: number;
  /** Loads the list again from the top; resolves the seconds to wait when it is too early (nothing was asked). */
  refresh: () => Promise<number>;
  /** Loads the next page (waits for the call budget). */
  loadMore: () => Promise<void>;
}

/** One page from the service: waits for the budget when `wait`, else answers the wait in seconds. */
async function fetchPage(
  appID: number,
  groupID: string,
  offset: number,
  wait: boolean,
): Promise<GroupMember[] | number> {
  for (let attempt = 0; ; attempt++) {
    const ms = gate.take(Date.now());
    if (ms > 0) {
      if (!wait) return Math.ceil(ms / 1000);
      await sleep(ms);
      continue;
    }
    try {
      const chat = await getChat(appID);
      const { data } = await chat.getGroupMemberList({ groupID, count: MEMBER_PAGE, offset });
      return data.memberList;
    } catch (error) {
      const after = retryAfterOf(error);
      if (after === null || attempt > 0) throw error;
      gate.refused(Date.now(), after);
      if (!wait) return after;
    }
  }
}

/** The member list of room `liveid` (group `groupID`), loaded while `open`. */
export function useMemberList(appID: number, liveid: number, groupID: string, open: boolean): MemberList {
  const [status, setStatus] = useState<MemberListStatus>('loading');
  const [members, setMembers] = useState<GroupMember[]>([]);
  const [badges, setBadges] = useState<ReadonlyMap<number, MemberBadge>>(new Map());
  const [hasMore, setHasMore] = useState(false);
  const [loads, setLoads] = useState(0);
  // Answers of an earlier load (a closed sheet, a newer refresh) are dropped.
  const generation = useRef(0);
  const offset = useRef(0);

  const addBadges = useCallback(
    async (page: GroupMember[], gen: number) => {
      const ids = badgeIds(page);
      if (!ids.length) return;
      const list = await getMemberBadges(liveid, ids).catch(() => []);
      if (gen !== generation.current) return;
      setBadges((old) => new Map([...old, ...list.map((b) => [b.uid, b] as const)]));
    },
    [liveid],
  );

  const load = useCallback(
    async (reset: boolean, wait: boolean): Promise<number> => {
      if (!appID || !groupID) return 0;
      const gen = reset ? ++generation.current : generation.current;
      try {
        const page = await fetchPage(appID, groupID, reset ? 0 : offset.current, wait);
        if (gen !== generation.current) return 0;
        if (typeof page === 'number') return page;
        offset.current = (reset ? 0 : offset.current) + page.length;
        setMembers((old) => (reset ? page : [...old, ...page]));
        setHasMore(page.length === MEMBER_PAGE);
        setStatus('ready');
        setLoads((n) => n + 1);
        void addBadges(page, gen);
      } catch {
        if (gen !== generation.current) return 0;
        setHasMore(false);
        if (reset) setStatus('error');
      }
      return 0;
    },
    [appID, groupID, addBadges],
  );

  useEffect(() => {
    if (!open) {
      generation.current += 1;
      return;
    }
    setStatus('loading');
    void load(true, true);
  }, [open, load]);

  const refresh = useCallback(() => load(true, false), [load]);
  const loadMore = useCallback(async () => {
    await load(false, true);
  }, [load]);
  return { status, members, badges, hasMore, loads, refresh, loadMore };
}
