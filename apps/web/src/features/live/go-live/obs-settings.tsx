// The OBS settings: server URL and stream key to copy (the key hidden until asked), and a key reset that drops
// a stream using the old key.
import { Dialog, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { resetStreamKey } from '../api';
import { copyText } from '../copy';
import type { PushInfo } from '../types';
import styles from './go-live.module.css';

/** OBS (or ffmpeg) ingest settings. */
export function ObsSettings({ push }: { push: PushInfo }) {
  const { t } = useTranslation('live');
  const client = useQueryClient();
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const reset = async () => {
    const ok = await Dialog.confirm({
      title: t('goLive.resetTitle'),
      content: t('goLive.resetText'),
      confirmText: t('goLive.reset'),
      cancelText: t('common:cancel'),
    });
    if (!ok) return;
    setBusy(true);
    try {
      const next = await resetStreamKey();
      client.setQueryData(['live', 'push'], next);
      Toast.show({ icon: 'success', content: t(next.kicked ? 'goLive.resetKicked' : 'goLive.resetDone') });
    } catch {
      // The request helper has toasted the reason.
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.obs} data-testid="obs-settings">
      <label className={styles.field}>
        <span>{t('goLive.server')}</span>
        <span className={styles.copyRow}>
          <code data-testid="rtmp-server">{push.rtmp.server}</code>
          <button type="button" className={styles.copyBtn} onClick={() => void copyText(push.rtmp.server)}>
            {t('copy')}
          </button>
        </span>
      </label>
      <label className={styles.field}>
        <span>{t('goLive.key')}</span>
        <span className={styles.copyRow}>
          <code data-testid="rtmp-key">{shown ? push.rtmp.key : '•'.repeat(16)}</code>
          <button type="button" className={styles.copyBtn} onClick={() => setShown((s) => !s)}>
            {shown ? t('goLive.hide') : t('goLive.show')}
          </button>
          <button type="button" className={styles.copyBtn} onClick={() => void copyText(push.rtmp.key)}>
            {t('copy')}
          </button>
        </span>
      </label>
      <p className={styles.hint}>{t('goLive.obsHint')}</p>
      <button
        type="button"
        className={styles.dangerBtn}
        disabled={busy}
        onClick={() => void reset()}
        data-testid="reset-key"
      >
        {t('goLive.reset')}
      </button>
    </div>
  );
}
