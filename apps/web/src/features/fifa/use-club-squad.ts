// A club's players among the 2026 World Cup squads (the squads load with the lineup: queries.ts).
import { useMemo } from 'react';
import type { CwcTeam } from './cwc';
import { clubPlayers, type ClubPlayer } from './cwc-squads';
import { useWorldCupSquads } from './queries';

/** The club's players in the 2026 World Cup squads; `players` is undefined while the data loads. */
export function useClubSquad(team: CwcTeam): {
  players: ClubPlayer[] | undefined;
  isError: boolean;
  retry: () => void;
} {
  const query = useWorldCupSquads();
  const { data } = query;
  const players = useMemo(() => data && clubPlayers(team, data.squads, data.nations), [data, team]);
  return { players, isError: query.isError, retry: () => void query.refetch() };
}
