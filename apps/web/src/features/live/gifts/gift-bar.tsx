// The room's gift entry, under the picture: the gift button (guests are asked to log in first) and the
// contribution ranking. Both sheets load only when opened; the animation layer is separate (gift-layer.tsx).
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { goToLogin } from '../../../lib/login-prompt';
import { isLoggedIn, useAppStore } from '../../../store/app-store';
import { ContributionSheet } from './contribution-sheet';
import { GiftPanel } from './gift-panel';
import styles from './gifts.module.css';

/** The gift and ranking buttons of room `liveid`. */
export function GiftBar({ liveid }: { liveid: number }) {
  const { t } = useTranslation('live');
  const user = useAppStore((s) => s.user);
  const [panel, setPanel] = useState(false);
  const [ranking, setRanking] = useState(false);
  // Guests go to the login page with this room as the return address (spec "Login prompt"), as the chat's input does.
  const openPanel = () => (isLoggedIn(user) ? setPanel(true) : goToLogin());
  return (
    <div className={styles.bar}>
      <Button
        className={styles.barButton}
        color="danger"
        fill="solid"
        shape="rounded"
        onClick={openPanel}
        data-testid="gift-button"
      >
        🎁 {t('gifts.button')}
      </Button>
      <Button
        className={styles.barButton}
        fill="outline"
        shape="rounded"
        onClick={() => setRanking(true)}
        data-testid="rank-button"
      >
        🏆 {t('gifts.ranking')}
      </Button>
      {panel && <GiftPanel liveid={liveid} open={panel} onClose={() => setPanel(false)} />}
      {ranking && <ContributionSheet liveid={liveid} open={ranking} onClose={() => setRanking(false)} />}
    </div>
  );
}
