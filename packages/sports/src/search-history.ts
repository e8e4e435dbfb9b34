/** A search log entry: identified by target_id, with whatever display fields the screen needs. */
export interface SearchLogEntry {
  target_id: number | string;
  [field: string]: unknown;
}

/** At most this many search entries are kept. */
const SEARCH_HISTORY_MAX = 5;

function isPresent<T extends SearchLogEntry>(e: T | null | undefined): e is T {
  return e != null && e.target_id !== undefined && e.target_id !== null && e.target_id !== '';
}

/**
 * The search history update (spec section 9). Given an array, the history is replaced by it (an empty
 * array clears it). Given one entry: empty entries and entries already present (same target_id) are
 * ignored; otherwise it goes first and the list keeps the last 5 distinct entries.
 */
export function updateSearchHistory<T extends SearchLogEntry>(
  list: readonly T[],
  next: T | readonly T[] | null | undefined,
  max = SEARCH_HISTORY_MAX,
): T[] {
  if (Array.isArray(next)) return [...(next as readonly T[])].slice(0, max);
  const entry = next as T | null | undefined;
  if (!isPresent(entry)) return [...list];
  if (list.some((e) => String(e.target_id) === String(entry.target_id))) return [...list];
  return [entry, ...list].slice(0, max);
}
