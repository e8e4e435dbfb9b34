import { useQuery } from '@tanstack/react-query';
import { getProtocol, type ProtocolType } from '../../api/config';
import { useAppStore } from '../../store/app-store';

/** An agreement text (1 user agreement, 2 privacy policy), per interface language. */
export function useProtocol(type: ProtocolType) {
  const lang = useAppStore((s) => s.lang);
  return useQuery({
    queryKey: ['protocol', type, lang],
    queryFn: () => getProtocol(type),
    staleTime: 10 * 60_000,
  });
}
