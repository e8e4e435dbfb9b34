// The sports part of the application state (spec section 3): search log and visited leagues, persisted
// like the app store under the site prefix. The score search and the database both use it, so it is part of the
// data layer; the update rules are the shared ones from @tifo/sports.
import { addVisitedLeague, updateSearchHistory, type SearchLogEntry, type VisitedLeague } from '@tifo/sports';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { siteCode } from '../../store/app-store';
import { storeKey } from '../../lib/site';

/** A search log entry with what the history chip shows and where it leads. */
export interface SearchLog extends SearchLogEntry {
  target_id: string;
  label: string;
  path: string;
}

interface SportsState {
  searchLog: SearchLog[];
  visitedLeagues: VisitedLeague[];
  /** Adds one entry (last 5 distinct), or replaces the log with an array (an empty array clears it). */
  setSearchLog: (entry: SearchLog | SearchLog[]) => void;
  visitLeague: (league: VisitedLeague) => void;
}

/** The persisted sports state. */
export const useSportsStore = create<SportsState>()(
  persist(
    (set) => ({
      searchLog: [],
      visitedLeagues: [],
      setSearchLog: (entry) => set((s) => ({ searchLog: updateSearchHistory(s.searchLog, entry) })),
      visitLeague: (league) => set((s) => ({ visitedLeagues: addVisitedLeague(s.visitedLeagues, league) })),
    }),
    {
      name: `${storeKey(siteCode)}-sports`,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ searchLog: s.searchLog, visitedLeagues: s.visitedLeagues }),
    },
  ),
);
