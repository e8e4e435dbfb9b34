// The player area of a room: the live player, the pre-roll before it, and the guests' login wall after their
// watching time (shared by /live-detail and /share/live).
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { goToLogin } from '../../lib/login-prompt';
import { useCommonConfig } from '../../data/queries/config';
import { useAppStore } from '../../store/app-store';
import { releaseBootPlayer } from './player/boot-player';
import { LivePlayer } from './player/live-player';
import type { PlaybackStatus } from './player/use-live-playback';
import { PreRoll } from './pre-roll';
import { hasPreRoll } from './pre-roll-rule';
import type { LivePageData, LivePlayAd } from './types';
import { useWatchLimit } from './use-watch-limit';
import styles from './live.module.css';

/**
 * The player with its pre-roll and login wall; `overlay` (the danmaku) is drawn over the picture; `onStatus` hears
 * the playback status (the room page waits for the first frame before it loads the chat).
 */
export function RoomStage({
  data,
  overlay,
  onStatus,
}: {
  data: LivePageData;
  overlay?: ReactNode;
  onStatus?: (status: PlaybackStatus) => void;
}) {
  const { t } = useTranslation('live');
  const config = useCommonConfig();
  const ad = config.data?.live_play_ad as LivePlayAd | undefined;
  const [adDone, setAdDone] = useState(false);
  // VIPs see no pop-up ads (user info's is_no_popad): the pre-roll is skipped for them.
  const noPopAd = useAppStore((s) => s.user?.is_no_popad === 1);
  const preRoll = !adDone && !noPopAd && hasPreRoll(ad);
  const [status, setStatus] = useState<PlaybackStatus>('connecting');
  const onPlayerStatus = useCallback(
    (next: PlaybackStatus) => {
      setStatus(next);
      onStatus?.(next);
    },
    [onStatus],
  );
  const blocked = useWatchLimit(config.data?.config, status === 'playing' && !preRoll);
  const onAdDone = useCallback(() => setAdDone(true), []);
  // The page's first script started the picture on what it knew (player/boot-data.ts); the pre-roll or the login
  // wall, decided here with the viewer's account, comes first after all.
  useEffect(() => {
    if (preRoll || blocked) releaseBootPlayer();
  }, [preRoll, blocked]);
  const room = data.room;
  return (
    <div className={styles.stage}>
      <LivePlayer
        source={data.stream}
        roomState={room?.state ?? 'offline'}
        active={!preRoll && !blocked && !config.isLoading}
        poster={room?.cover || undefined}
        onStatus={onPlayerStatus}
      />
      {overlay}
      {preRoll && ad && <PreRoll ad={ad} onDone={onAdDone} />}
      {blocked && (
        <div className={styles.loginWall} data-testid="login-wall">
          <p>{t('loginToWatch')}</p>
          <button type="button" className={styles.loginWallBtn} onClick={() => goToLogin()}>
            {t('loginNow')}
          </button>
        </div>
      )}
    </div>
  );
}
