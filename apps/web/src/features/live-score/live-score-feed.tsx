import { useLocation } from 'react-router';
import { useLiveScoreFeed } from './use-live-score-feed';

// Screens that show live scores; elsewhere the feed (and the chat SDK behind it) stays closed.
const SCORE_PATHS = [
  /^\/score(\/|$)/,
  /^\/mobile\/(basketball\/)?(happening|analysis|lineup|index|rank)\//,
  /^\/search$/,
];

/** Keeps the live-score feed open while a score screen is shown. */
export function LiveScoreFeed() {
  const { pathname } = useLocation();
  useLiveScoreFeed(SCORE_PATHS.some((pattern) => pattern.test(pathname)));
  return null;
}
