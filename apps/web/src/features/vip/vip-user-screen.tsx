// /vip-user/:uid: a user's VIP card (avatar, nick, badge, level and expiry).
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Avatar } from '../../components/avatar';
import { Empty } from '../../components/empty';
import { Loading } from '../../components/loading';
import { Page } from '../../components/page';
import { useAppStore } from '../../store/app-store';
import { getVipUser } from './api';
import { formatDate } from './format';
import { VipBadge } from './vip-badge';
import styles from './vip.module.css';

/** The VIP card screen. */
export function VipUserScreen() {
  const { t, i18n } = useTranslation('vip');
  const navigate = useNavigate();
  const uid = Number(useParams().uid);
  const valid = Number.isSafeInteger(uid) && uid > 0;
  const self = useAppStore((s) => s.user?.id === uid);
  const card = useQuery({ queryKey: ['vip', 'user', uid], queryFn: () => getVipUser(uid), enabled: valid });
  const lang = i18n.language;
  return (
    <Page title={t('cardTitle')}>
      {!valid ? (
        <Empty />
      ) : card.isPending ? (
        <Loading />
      ) : card.isError ? (
        <Empty failed onRetry={() => void card.refetch()} />
      ) : (
        <>
          <section
            className={`${styles.hero} ${card.data.vip_level === 2 ? styles.heroSvip : ''}`}
            data-testid="vip-card"
            data-level={card.data.vip_level}
          >
            <div className={styles.heroTop}>
              <Avatar src={card.data.avatar} name={card.data.nick_name} id={card.data.uid} size={56} />
              <div>
                <div className={styles.heroName}>
                  {card.data.nick_name} <VipBadge level={card.data.vip_level} />
                </div>
                <div className={styles.heroLine}>ID {card.data.uid}</div>
              </div>
            </div>
            <div className={styles.heroLine}>
              {card.data.vip_level === 2
                ? t('svipUntil', { date: formatDate(card.data.svip_date, lang) })
                : card.data.vip_level === 1
                  ? t('vipUntil', { date: formatDate(card.data.vip_date, lang) })
                  : t('cardNone')}
            </div>
          </section>
          {self && (
            <div className={styles.buy}>
              <Button block shape="rounded" color="primary" onClick={() => navigate('/vip-plans')}>
                {card.data.vip_level > 0 ? t('renew') : t('buy')}
              </Button>
            </div>
          )}
        </>
      )}
    </Page>
  );
}
