// /wallet and /balance: the balances (diamonds, gold; anchor points and their cash value for anchors) with the
// ways to recharge and withdraw, and the entries to the trans-log and VIP.
import { Button, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Empty } from '../../components/empty';
import { Loading } from '../../components/loading';
import { Page } from '../../components/page';
import { formatCount } from '../../lib/format';
import { useUserInfo } from '../../data/queries/user';
import { useAppStore } from '../../store/app-store';
import { formatMoney } from './format';
import { useBalances } from './queries';
import styles from './wallet.module.css';

/** The wallet's balances screen. */
export function WalletScreen() {
  const { t, i18n } = useTranslation('wallet');
  const navigate = useNavigate();
  // Refreshed on entry: a user made an anchor since logging in sees the withdraw button at once.
  useUserInfo();
  const anchor = useAppStore((s) => s.user?.is_anchor === 1);
  const balances = useBalances();
  const lang = i18n.language;
  return (
    <Page title={t('wallet.title')}>
      {balances.isPending ? (
        <Loading />
      ) : balances.isError ? (
        <Empty failed onRetry={() => void balances.refetch()} />
      ) : (
        <>
          <section className={styles.hero} aria-label={t('wallet.balanceTitle')}>
            <div className={styles.heroLabel}>{t('wallet.balanceTitle')}</div>
            <div className={styles.heroRow}>
              <div>
                <strong className={styles.amount} data-testid="wallet-diamond">
                  {formatCount(balances.data.diamond, lang)}
                </strong>
                <span className={styles.sub}>{t('wallet.diamond')}</span>
                {balances.data.test_diamond > 0 && (
                  <div className={styles.sub} data-testid="wallet-test-diamond">
                    {t('wallet.testDiamonds', { count: balances.data.test_diamond })}
                  </div>
                )}
              </div>
              <div>
                <strong className={styles.amount} data-testid="wallet-gold">
                  {formatCount(balances.data.gold, lang)}
                </strong>
                <span className={styles.sub}>{t('wallet.gold')}</span>
              </div>
            </div>
            <div className={styles.sub}>
              {t('wallet.rechargeTotal', { count: balances.data.diamond_total })}
            </div>
            <div className={styles.actions}>
              <Button shape="rounded" onClick={() => navigate('/recharge')} data-testid="wallet-recharge">
                {t('wallet.recharge')}
              </Button>
              {anchor && (
                <Button shape="rounded" onClick={() => navigate('/withdraw')} data-testid="wallet-withdraw">
                  {t('wallet.withdraw')}
                </Button>
              )}
            </div>
          </section>
          {(anchor ||
            balances.data.anchor_point > 0 ||
            balances.data.anchor_point_held > 0 ||
            balances.data.test_point > 0) && (
            <section className={styles.card} aria-label={t('wallet.anchorTitle')}>
              <h2 className={styles.cardTitle}>{t('wallet.anchorTitle')}</h2>
              <strong className={styles.amount} data-testid="wallet-anchor-point">
                {formatCount(balances.data.anchor_point, lang)}
              </strong>
              <span className={styles.muted}>{t('wallet.anchorPoint')}</span>
              <div className={styles.muted}>
                {balances.data.anchor_point_rate > 0
                  ? t('wallet.cashValue', { money: formatMoney(balances.data.money, lang) })
                  : t('wallet.noRate')}
                {balances.data.anchor_point_held > 0 &&
                  ` · ${t('wallet.held', { count: balances.data.anchor_point_held })}`}
              </div>
              {balances.data.test_point > 0 && (
                <div className={styles.muted} data-testid="wallet-test-point">
                  {t('wallet.testPoints', { count: balances.data.test_point })}
                </div>
              )}
            </section>
          )}
          <section className={styles.card}>
            <List>
              <List.Item onClick={() => navigate('/trans-log')} arrowIcon data-testid="wallet-trans-log">
                {t('wallet.transLog')}
              </List.Item>
              {anchor && (
                <List.Item onClick={() => navigate('/withdraw')} arrowIcon>
                  {t('wallet.withdraw')}
                </List.Item>
              )}
              <List.Item onClick={() => navigate('/vip-plans')} arrowIcon>
                {t('wallet.vip')}
              </List.Item>
            </List>
          </section>
        </>
      )}
    </Page>
  );
}
