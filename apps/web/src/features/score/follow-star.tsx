// The follow star. Following needs a login: a guest tapping it gets the login prompt of spec section 8
// through the request helper (the API answers status 2), so the star never pretends to have saved.
import { useTranslation } from 'react-i18next';
import { StarIcon } from '../../components/icons';
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
      <StarIcon filled={on} />
    </button>
  );
}
