// Which senders of a room's chat lines are VIP, for their badge. A chat message carries only what the messaging
// service stamps (nick, avatar), so the VIP mark comes from the API, never from the sender's own message: the
// room's enter lines already say it (EnterRoom carries `vip`), and senders not seen entering are asked in one
// batched /api/live/getMemberBadges call (at most one a second, 100 ids a call, each id once per room).
import { useEffect, useRef, useState } from 'react';
import { getMemberBadges } from '../live/members/members-api';
import type { ChatLine } from '../live/chat/chat-types';

/** How many of the newest lines are looked at for new senders (older ones were looked at before). */
const SCAN = 60;
const BATCH = 100;
const INTERVAL_MS = 1000;

/** The uids (as strings) of the room's senders known to be VIP; a new Set only when it changes. */
export function useVipSenders(liveid: number, lines: readonly ChatLine[]): ReadonlySet<string> {
  const [vips, setVips] = useState<ReadonlySet<string>>(() => new Set());
  const asked = useRef(new Set<string>());
  const queue = useRef(new Set<string>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    asked.current = new Set();
    queue.current = new Set();
    setVips(new Set());
  }, [liveid]);

  useEffect(() => {
    const seenVip: string[] = [];
    for (let i = Math.max(0, lines.length - SCAN); i < lines.length; i++) {
      const line = lines[i];
      if (line?.kind === 'joins') {
        asked.current.add(line.last.uid);
        if (line.last.vip) seenVip.push(line.last.uid);
      } else if (line?.kind === 'text' && !asked.current.has(line.uid) && /^\d+$/.test(line.uid)) {
        queue.current.add(line.uid);
      }
    }
    if (seenVip.some((uid) => !vips.has(uid))) setVips((prev) => new Set([...prev, ...seenVip]));
    if (queue.current.size === 0 || timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      const uids = [...queue.current].slice(0, BATCH);
      for (const uid of uids) {
        queue.current.delete(uid);
        asked.current.add(uid);
      }
      getMemberBadges(liveid, uids.map(Number)).then(
        (badges) => {
          const found = badges.filter((b) => b.vip === 1).map((b) => String(b.uid));
          if (found.length > 0) setVips((prev) => new Set([...prev, ...found]));
        },
        () => undefined, // Silent: a line without its badge still shows.
      );
    }, INTERVAL_MS);
  }, [lines, liveid, vips]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return vips;
}
