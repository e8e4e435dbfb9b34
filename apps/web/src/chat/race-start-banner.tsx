// The race-start banners, on every screen for logged-in users: each links to the room, is flagged for removal
// after 5 s (it slides out) and removed 2999 ms later (spec section 4).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { onChatMessages } from './chat-session';
import { RACE_START_REMOVE_MS, RACE_START_SHOW_MS, raceStartOf, type RaceStart } from './race-start';
import styles from './race-start-banner.module.css';

/** The banners of race-start broadcasts. */
export function RaceStartBanner() {
  const { t } = useTranslation();
  const [items, setItems] = useState<RaceStart[]>([]);
  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const later = (ms: number, run: () => void) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        run();
      }, ms);
      timers.add(timer);
    };
    const off = onChatMessages((messages) => {
      for (const message of messages) {
        const item = raceStartOf(message);
        if (!item) continue;
        setItems((list) => [...list.filter((i) => i.id !== item.id), item]);
        later(RACE_START_SHOW_MS, () => {
          setItems((list) => list.map((i) => (i.id === item.id ? { ...i, remove: true } : i)));
          later(RACE_START_REMOVE_MS, () => setItems((list) => list.filter((i) => i.id !== item.id)));
        });
      }
    });
    return () => {
      off();
      for (const timer of timers) clearTimeout(timer);
    };
  }, []);
  if (!items.length) return null;
  return (
    <div className={styles.stack} role="status">
      {items.map((item) => (
        <Link
          key={item.id}
          to={`/live-detail/${item.anchorid}`}
          className={`${styles.banner} ${item.remove ? styles.leaving : ''}`}
          data-testid="race-start-banner"
        >
          <span className={styles.label}>{t('raceStart.label')}</span>
          <span className={styles.text}>{item.desc || item.title}</span>
          <span className={styles.watch}>{t('raceStart.watch')}</span>
        </Link>
      ))}
    </div>
  );
}
