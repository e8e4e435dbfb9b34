// Query hooks of the score feature's own screens (the lists' hooks are shared: data/queries/matches.ts).
import { useQuery } from '@tanstack/react-query';
import { searchHome, searchMultiple } from '../../data/sports/api';

/** The search landing: hot competitions and clubs (changes rarely). */
export function useSearchHome() {
  return useQuery({ queryKey: ['search', 'home'], queryFn: searchHome, staleTime: 10 * 60_000 });
}

/** Competitions, clubs and matches matching `keyword` (no call for an empty one). */
export function useSearchMultiple(keyword: string) {
  return useQuery({
    queryKey: ['search', 'multiple', keyword],
    queryFn: () => searchMultiple(keyword),
    enabled: keyword.length > 0,
  });
}
