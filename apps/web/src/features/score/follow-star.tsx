// The follow star. Following needs a login: a guest tapping it gets the login prompt of spec section 8
// through the request helper (the API answers status 2), so the star never pretends to have saved.
import { useTranslation } from 'react-i18next';
import styles from './match-row.module.css';

/** A star toggle; `busy` while the request is in flight. */
export function FollowStar({ on, busy, onToggle }: { on: boolean; busy?: boolean; onToggle: () => void }) {
  const { t } = useTranslation('score');
  return (
    <button
      type="button"
      className={`${styles.star} ${on ? styles.starOn : ''}`}
      aria-pressed={on}
      aria-label={on ? t('unfollow') : t('follow')}
      disabled={busy}
      data-testid="follow-star"
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        onToggle();
      }}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden>
        <path
          d="M12 2.8l2.8 5.7 6.3.9-4.55 4.44 1.07 6.26L12 17.14 6.38 20.1l1.07-6.26L2.9 9.4l6.3-.9z"
          fill={on ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
