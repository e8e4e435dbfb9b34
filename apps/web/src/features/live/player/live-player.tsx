// The live player: muted autoplay with a tap for sound, SD/HD switch, fullscreen, and the room's state drawn
// over the picture (connecting, reconnecting, the anchor is away, offline, nothing can play here).
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Quality, StreamSource } from '../types';
import { adoptBootVideo, releaseBootPlayer } from './boot-player';
import { createLiveVideo } from './live-video';
import styles from './player.module.css';
import { openingQuality, renditionOf } from './rendition';
import { useLivePlayback, type PlaybackStatus } from './use-live-playback';

/** The two choices the viewer sees; the spec's CN/EN variants map to the same renditions. */
const CHOICES: Array<{ quality: Quality; label: 'sd' | 'hd' }> = [
  { quality: 'SD', label: 'sd' },
  { quality: 'HD', label: 'hd' },
];

/** Props of the live player. */
export interface LivePlayerProps {
  source: StreamSource | null;
  /** The room's state from the API: "away" after 30 s without a stream, "offline" later. */
  roomState: 'live' | 'away' | 'offline';
  /** False stops playback (pre-roll, login prompt). */
  active?: boolean;
  poster?: string;
  /** Told each time the playback status changes (the guest watch limit counts while playing). */
  onStatus?: (status: PlaybackStatus) => void;
}

function requestFullscreen(box: HTMLElement, video: HTMLVideoElement): void {
  const v = video as HTMLVideoElement & { webkitEnterFullscreen?: () => void };
  if (box.requestFullscreen) void box.requestFullscreen().catch(() => v.webkitEnterFullscreen?.());
  else v.webkitEnterFullscreen?.();
}

/**
 * The player's video element, in `slot`: the one the room page's first script started (room-boot.ts), kept
 * playing, or a new one. Made before the playback effect runs (a layout effect), removed with the player.
 */
function useLiveVideo(slot: React.RefObject<HTMLDivElement | null>, poster: string | undefined) {
  const video = useRef<HTMLVideoElement | null>(null);
  useLayoutEffect(() => {
    const box = slot.current;
    if (!box) return;
    const adopted = adoptBootVideo(box);
    const element = adopted ?? createLiveVideo();
    element.removeAttribute('style');
    element.className = styles.video ?? '';
    if (!adopted) box.appendChild(element);
    video.current = element;
    return () => {
      // A started engine the playback never claimed goes with the player (claimBootEngine took it otherwise).
      releaseBootPlayer();
      element.remove();
      video.current = null;
    };
  }, [slot]);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (poster) element.poster = poster;
    else element.removeAttribute('poster');
  }, [poster]);
  return video;
}

/** A live video with its controls. */
export function LivePlayer({ source, roomState, active = true, poster, onStatus }: LivePlayerProps) {
  const { t } = useTranslation('live');
  const box = useRef<HTMLDivElement>(null);
  const slot = useRef<HTMLDivElement>(null);
  const video = useLiveVideo(slot, poster);
  const [quality, setQuality] = useState<Quality>(source ? openingQuality(source) : 'HD');
  const [muted, setMuted] = useState(true);
  const rendition = source ? renditionOf(source, quality) : null;
  const playing = roomState !== 'offline' && !!source;
  const { status, engine } = useLivePlayback(video, playing ? rendition : null, active && playing);
  useEffect(() => onStatus?.(status), [status, onStatus]);
  useEffect(() => {
    if (video.current) video.current.muted = muted;
  }, [video, muted]);

  let overlay: string | null = null;
  if (roomState === 'offline' || !source) overlay = t('player.offline');
  else if (status === 'unsupported') overlay = t('player.unsupported');
  else if (roomState === 'away' && status !== 'playing') overlay = t('player.away');
  else if (status === 'reconnecting') overlay = t('player.reconnecting');
  else if (status === 'connecting') overlay = t('player.connecting');

  return (
    <div
      className={styles.box}
      ref={box}
      data-testid="live-player"
      data-status={status}
      data-engine={engine ?? ''}
    >
      {/* The video is made outside React (useLiveVideo): it may already be playing when the screen renders. */}
      <div ref={slot} className={styles.slot} />
      {overlay && (
        <div className={styles.overlay} role="status" data-testid="player-overlay">
          {status !== 'unsupported' && roomState !== 'offline' && <span className={styles.spinner} />}
          <span>{overlay}</span>
        </div>
      )}
      {muted && playing && status === 'playing' && (
        <button
          type="button"
          className={styles.unmute}
          onClick={() => {
            setMuted(false);
            if (video.current) {
              video.current.muted = false;
              void video.current.play().catch(() => undefined);
            }
          }}
          data-testid="unmute"
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden>
            <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
            <path d="M17 9l4 6M21 9l-4 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {t('player.tapForSound')}
        </button>
      )}
      {playing && (
        <div className={styles.controls}>
          <div className={styles.qualities} role="group" aria-label={t('player.quality')}>
            {CHOICES.map((c) => (
              <button
                key={c.quality}
                type="button"
                className={`${styles.quality} ${quality === c.quality ? styles.qualityOn : ''}`}
                aria-pressed={quality === c.quality}
                onClick={() => setQuality(c.quality)}
                data-testid={`quality-${c.label}`}
              >
                {t(`player.${c.label}`)}
              </button>
            ))}
          </div>
          <button
            type="button"
            className={styles.fullscreen}
            aria-label={t('player.fullscreen')}
            onClick={() => box.current && video.current && requestFullscreen(box.current, video.current)}
            data-testid="fullscreen"
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden>
              <path
                d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
      )}
    </div>
  );
}
