// Follow / followed for an anchor: guests get the login prompt, the result is toasted, the count updates.
import { useTranslation } from 'react-i18next';
import { isLoggedIn, useAppStore } from '../../store/app-store';
import { useLoginGate } from '../score/use-login-gate';
import { showToast } from './lazy-toast';
import { useFollowAnchor } from './queries';
import styles from './live.module.css';

/** The follow button of an anchor card or row. */
export function FollowButton({
  anchorId,
  followed,
  onChange,
}: {
  anchorId: number;
  followed: boolean;
  onChange?: (followed: boolean, fans: number) => void;
}) {
  const { t } = useTranslation('live');
  const gate = useLoginGate();
  const me = useAppStore((s) => (isLoggedIn(s.user) ? Number(s.user.id) : 0));
  const follow = useFollowAnchor();
  if (me === anchorId) return null;
  return (
    <button
      type="button"
      className={followed ? styles.followed : styles.follow}
      disabled={follow.isPending}
      aria-pressed={followed}
      data-testid="follow-anchor"
      onClick={() => {
        if (!gate()) return;
        follow.mutate(
          { anchorId, follow: !followed },
          {
            onSuccess: (r) => {
              showToast({ icon: 'success', content: t(r.attented ? 'followDone' : 'unfollowDone') });
              onChange?.(r.attented === 1, r.fans_count);
            },
          },
        );
      }}
    >
      {followed ? t('followed') : `+ ${t('follow')}`}
    </button>
  );
}
