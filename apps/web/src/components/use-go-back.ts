import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * Goes back one screen inside the app, or to `fallback` when this screen was the first one opened (a shared
 * link or a full page load): history.back() would then leave the app or reload the previous document.
 */
export function useGoBack(fallback = '/') {
  const navigate = useNavigate();
  return useCallback(() => {
    const idx = (window.history.state as { idx?: unknown } | null)?.idx;
    if (typeof idx === 'number' && idx > 0) void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [navigate, fallback]);
}
