// The VIP entry effect: when a VIP enters the room (EnterRoom with vip, the chat's enter line), a highlighted
// banner slides in over the chat for 3 s. One banner at a time; a newer VIP replaces it.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadStrings } from '../../i18n';
import type { ChatLine } from '../live/chat/chat-types';
import styles from './vip.module.css';

const SHOW_MS = 3000;

/** The banner; `lines` are the room chat's lines (the newest enter line decides). */
export function VipEntryBanner({ lines }: { lines: readonly ChatLine[] }) {
  // No suspense: the room must not wait for these strings; they load with the first VIP who enters.
  const { t, ready } = useTranslation('vip', { useSuspense: false });
  const [shown, setShown] = useState<{ key: string; nick: string } | null>(null);
  // Timers are not cleared when the newest enter line changes (a later non-VIP entrant must not keep the
  // banner up): each removes only its own banner; all are cleared when the room closes.
  const timers = useRef<Array<ReturnType<typeof setTimeout>>>([]);
  let latest: { key: string; nick: string } | null = null;
  for (let i = lines.length - 1; i >= Math.max(0, lines.length - 20); i--) {
    const line = lines[i];
    if (line?.kind === 'joins') {
      if (line.last.vip) latest = { key: `${line.id}:${line.last.uid}`, nick: line.last.nick };
      break;
    }
  }
  const key = latest?.key ?? '';
  const nick = latest?.nick ?? '';
  useEffect(() => {
    if (!key) return;
    void loadStrings(['vip']);
    setShown({ key, nick });
    timers.current.push(setTimeout(() => setShown((s) => (s?.key === key ? null : s)), SHOW_MS));
  }, [key, nick]);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  if (!shown || !ready) return null;
  return (
    <div className={styles.entryAnchor}>
      <div key={shown.key} className={styles.entryBanner} role="status" data-testid="vip-entry">
        <span className={styles.badge}>VIP</span> {t('entered', { nick: shown.nick })}
      </div>
    </div>
  );
}
