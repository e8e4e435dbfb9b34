// The 2026 World Cup squads are 380 KB of JSON, needed only where a club's lineup is shown, so they are fetched
// as their own chunks on first use (the /fifa2025 chunk stays small) and kept for the rest of the visit.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CwcTeam } from './cwc';
import { clubPlayers, type ClubPlayer, type RawNation, type RawSquad } from './cwc-squads';

interface SquadData {
  squads: RawSquad[];
  nations: RawNation[];
}

async function loadSquads(): Promise<SquadData> {
  const [squads, nations] = await Promise.all([
    import('./data/worldcup.squads.json'),
    import('./data/worldcup.teams.json'),
  ]);
  return {
    squads: squads.default as unknown as RawSquad[],
    nations: nations.default as unknown as RawNation[],
  };
}

/** The club's players in the 2026 World Cup squads; `players` is undefined while the data loads. */
export function useClubSquad(team: CwcTeam): {
  players: ClubPlayer[] | undefined;
  isError: boolean;
  retry: () => void;
} {
  const query = useQuery({
    queryKey: ['fifa', 'worldcup-2026-squads'],
    queryFn: loadSquads,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const { data } = query;
  const players = useMemo(() => data && clubPlayers(team, data.squads, data.nations), [data, team]);
  return { players, isError: query.isError, retry: () => void query.refetch() };
}
