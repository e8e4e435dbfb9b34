// Broadcasting from this browser: pick the camera or a screen share, see the preview, go live over WHIP, see
// the live indicator and the elapsed time, stop. Failures say what to do (a refused key, a second publisher,
// no camera permission, a codec the server refused).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PushInfo } from '../types';
import { WhipError, captureSource, publishWhip, type WhipSession } from './whip';
import styles from './go-live.module.css';

type Phase = 'idle' | 'preview' | 'connecting' | 'live';

function elapsed(ms: number): string {
  const s = Math.floor(ms / 1000);
  const m = Math.floor(s / 60);
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * The browser broadcaster; `prepare` saves the live's settings and answers the ingest settings to use; `onEnded`
 * is told when a broadcast stops (the screen refreshes the room's state at once).
 */
export function BrowserBroadcast({
  prepare,
  onEnded,
}: {
  prepare: () => Promise<PushInfo | null>;
  onEnded: () => void;
}) {
  const { t } = useTranslation('live');
  const preview = useRef<HTMLVideoElement>(null);
  const [source, setSource] = useState<'camera' | 'screen'>('camera');
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState('');
  const [since, setSince] = useState(0);
  const [now, setNow] = useState(Date.now());
  const session = useRef<WhipSession | null>(null);

  useEffect(() => {
    if (preview.current) preview.current.srcObject = stream;
  }, [stream]);
  useEffect(() => {
    if (phase !== 'live') return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [phase]);
  // Leaving the screen ends the broadcast and releases the camera.
  useEffect(
    () => () => {
      void session.current?.stop();
      stream?.getTracks().forEach((tr) => tr.stop());
    },
    [stream],
  );

  const startPreview = async () => {
    setError('');
    try {
      stream?.getTracks().forEach((tr) => tr.stop());
      const s = await captureSource(source);
      // A screen share stopped from the browser's own bar ends the broadcast too.
      s.getVideoTracks()[0]?.addEventListener('ended', () => void stop());
      setStream(s);
      setPhase('preview');
    } catch (e) {
      setError(t('goLive.noDevice', { reason: e instanceof Error ? e.name : String(e) }));
    }
  };

  const start = async () => {
    if (!stream) return;
    setError('');
    setPhase('connecting');
    const push = await prepare();
    if (!push) {
      setPhase('preview');
      return;
    }
    try {
      const s = await publishWhip(push.whip.url, push.whip.token, stream);
      session.current = s;
      s.pc.addEventListener('connectionstatechange', () => {
        if (s.pc.connectionState === 'failed') {
          setError(t('goLive.whip.network'));
          void stop(false);
        }
      });
      setSince(Date.now());
      setNow(Date.now());
      setPhase('live');
    } catch (e) {
      const kind = e instanceof WhipError ? e.kind : 'network';
      setError(t(`goLive.whip.${kind}`));
      setPhase('preview');
    }
  };

  const stop = async (release = true) => {
    const s = session.current;
    session.current = null;
    if (s) {
      const ended = await s.stop();
      if (!ended) setError(t('goLive.endUnconfirmed'));
      onEnded();
    }
    if (release) {
      stream?.getTracks().forEach((tr) => tr.stop());
      setStream(null);
      setPhase('idle');
    } else setPhase('preview');
  };

  return (
    <div className={styles.broadcast} data-testid="browser-broadcast" data-phase={phase}>
      <div className={styles.previewBox}>
        <video ref={preview} className={styles.preview} muted playsInline autoPlay data-testid="preview" />
        {phase === 'idle' && <span className={styles.previewHint}>{t('goLive.previewHint')}</span>}
        {phase === 'live' && (
          <span className={styles.onAir} data-testid="on-air">
            <i />
            {t('live')} {elapsed(now - since)}
          </span>
        )}
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {(phase === 'idle' || phase === 'preview') && (
        <div className={styles.sourceRow} role="radiogroup" aria-label={t('goLive.source')}>
          {(['camera', 'screen'] as const).map((k) => (
            <button
              key={k}
              type="button"
              role="radio"
              aria-checked={source === k}
              className={`${styles.chip} ${source === k ? styles.chipOn : ''}`}
              onClick={() => setSource(k)}
              data-source={k}
            >
              {t(`goLive.${k}`)}
            </button>
          ))}
          <button
            type="button"
            className={styles.secondaryBtn}
            onClick={() => void startPreview()}
            data-testid="start-preview"
          >
            {phase === 'preview' ? t('goLive.switchSource') : t('goLive.preview')}
          </button>
        </div>
      )}
      {phase === 'preview' && (
        <button
          type="button"
          className={styles.primaryBtn}
          onClick={() => void start()}
          data-testid="start-broadcast"
        >
          {t('goLive.start')}
        </button>
      )}
      {phase === 'connecting' && (
        <button type="button" className={styles.primaryBtn} disabled>
          {t('goLive.connecting')}
        </button>
      )}
      {phase === 'live' && (
        <button
          type="button"
          className={styles.dangerBtn}
          onClick={() => void stop()}
          data-testid="stop-broadcast"
        >
          {t('goLive.stop')}
        </button>
      )}
    </div>
  );
}
