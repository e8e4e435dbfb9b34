// Renders long lists in pages of 40 as the user scrolls: a day can hold 300 matches, and drawing all of them
// (each with a ticking clock) at once makes the first paint slow on phones.
import { useEffect, useRef, useState } from 'react';

/** Page size of incremental rendering. */
export const RENDER_PAGE = 40;

/** The number of items to render and a sentinel ref that loads more when it scrolls into view. */
export function useIncremental(total: number, resetKey: string) {
  const [count, setCount] = useState(RENDER_PAGE);
  const sentinel = useRef<HTMLDivElement>(null);
  const [prevKey, setPrevKey] = useState(resetKey);
  if (prevKey !== resetKey) {
    setPrevKey(resetKey);
    setCount(RENDER_PAGE);
  }
  useEffect(() => {
    const el = sentinel.current;
    if (!el || count >= total || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setCount((c) => c + RENDER_PAGE);
    });
    io.observe(el);
    return () => io.disconnect();
  }, [count, total]);
  return { count: Math.min(count, total), sentinel, more: count < total };
}
