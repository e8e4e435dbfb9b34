// Query hooks of the Club World Cup screens. The data is bundled, not asked of the API: the 2026 World Cup
// squads are 380 KB of JSON, needed only where a club's lineup is shown, so they are fetched as their own
// chunks on first use (the /fifa2025 chunk stays small) and kept for the rest of the visit.
import { useQuery } from '@tanstack/react-query';
import type { RawNation, RawSquad } from './cwc-squads';

/** The squads and the nations' teams of the 2026 World Cup. */
export interface SquadData {
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

/** The 2026 World Cup squads, loaded once per visit. */
export function useWorldCupSquads() {
  return useQuery({
    queryKey: ['fifa', 'worldcup-2026-squads'],
    queryFn: loadSquads,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
