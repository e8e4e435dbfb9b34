// Counts a guest's watching seconds while the video plays and blocks playback at the configured limit.
import { useEffect, useState } from 'react';
import { isLoggedIn, siteCode, useAppStore } from '../../store/app-store';
import { readWatch, watchLimitSeconds, writeWatch } from './watch-limit';

/** True once the guest's time is up; `playing` says whether the video is playing now. */
export function useWatchLimit(config: Record<string, unknown> | undefined, playing: boolean): boolean {
  const loggedIn = useAppStore((s) => isLoggedIn(s.user));
  const [record, setRecord] = useState(() => readWatch(siteCode));
  useEffect(() => {
    // A login resets the timer and remembers that this device has logged in (the longer limit applies later).
    if (loggedIn) {
      const next = { seconds: 0, loggedInOnce: true };
      writeWatch(siteCode, next);
      setRecord(next);
    }
  }, [loggedIn]);
  const limit = watchLimitSeconds(config, { loggedIn, loggedInOnce: record.loggedInOnce });
  const blocked = limit !== null && record.seconds >= limit;
  useEffect(() => {
    if (limit === null || blocked || !playing) return;
    const timer = setInterval(() => {
      setRecord((r) => {
        const next = { ...r, seconds: r.seconds + 1 };
        writeWatch(siteCode, next);
        return next;
      });
    }, 1000);
    return () => clearInterval(timer);
  }, [limit, blocked, playing]);
  return blocked;
}
