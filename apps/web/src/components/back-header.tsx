// The top bar of secondary sports screens: back arrow, title, optional right-hand content.
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import styles from './back-header.module.css';
import { BackIcon } from './icons';

/** A sticky header with a back button (falls back to /score when there is no history). */
export function BackHeader({
  title,
  right,
  children,
}: {
  title?: ReactNode;
  right?: ReactNode;
  children?: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <header className={styles.bar}>
      <button
        type="button"
        className={styles.back}
        aria-label="back"
        onClick={() => {
          // Opened directly (shared link): nothing to go back to inside the app, so go to the score list.
          const idx = (window.history.state as { idx?: number } | null)?.idx;
          if (typeof idx === 'number' && idx > 0) navigate(-1);
          else navigate('/score', { replace: true });
        }}
      >
        <BackIcon />
      </button>
      {children ?? <h1 className={styles.title}>{title}</h1>}
      <div className={styles.right}>{right}</div>
    </header>
  );
}
