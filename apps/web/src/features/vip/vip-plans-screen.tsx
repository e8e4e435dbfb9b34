// /vip-plans: the caller's standing, the VIP and SVIP plans (monthly, quarterly, yearly, in diamonds), what they
// give, and buying one (one request id per press: a double tap buys once).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, CapsuleTabs, Dialog, Toast } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RequestError } from '../../api/errors';
import { Empty } from '../../components/empty';
import { Loading } from '../../components/loading';
import { Page } from '../../components/page';
import { userInfoKey, useUserInfo } from '../../data/queries/user';
import { buyVip, getVipPlans, type VipPlan } from './api';
import { formatDate, newRequestId } from './format';
import { VipBadge } from './vip-badge';
import styles from './vip.module.css';

const plansKey = ['vip', 'plans'] as const;

/** The plans screen. */
export function VipPlansScreen() {
  const { t, i18n } = useTranslation('vip');
  const navigate = useNavigate();
  const client = useQueryClient();
  // Observed here so a purchase's refetch reaches the stored user (isVIP, is_no_popad) at once.
  useUserInfo();
  const plans = useQuery({ queryKey: plansKey, queryFn: getVipPlans, retry: 1 });
  const [level, setLevel] = useState<1 | 2>(1);
  const [planId, setPlanId] = useState<number | null>(null);
  const requestId = useRef(newRequestId());
  useEffect(() => {
    requestId.current = newRequestId();
  }, [planId]);
  const buy = useMutation({
    mutationFn: buyVip,
    onSuccess: (res) => {
      requestId.current = newRequestId();
      Toast.show({
        icon: 'success',
        content: t('bought', { date: formatDate(res.vip_date, i18n.language) }),
      });
      void client.invalidateQueries({ queryKey: plansKey });
      void client.invalidateQueries({ queryKey: userInfoKey });
      void client.invalidateQueries({ queryKey: ['wallet'] });
    },
    onError: (error) => {
      if (error instanceof RequestError && error.apiCode === 'INSUFFICIENT_FUNDS') {
        void Dialog.confirm({
          content: t('notEnough'),
          confirmText: t('recharge'),
          onConfirm: () => navigate('/recharge'),
        });
      }
    },
  });

  if (plans.isPending)
    return (
      <Page title={t('title')}>
        <Loading />
      </Page>
    );
  if (plans.isError)
    return (
      <Page title={t('title')}>
        <Empty failed onRetry={() => void plans.refetch()} />
      </Page>
    );
  const { list, mine } = plans.data;
  const shown = list.filter((p) => p.level === level);
  const chosen: VipPlan | undefined = shown.find((p) => p.id === planId) ?? shown[0];
  const lang = i18n.language;
  const confirm = async () => {
    if (!chosen || buy.isPending) return;
    if (!mine) {
      navigate('/login');
      return;
    }
    const ok = await Dialog.confirm({
      content: t('confirm', { name: chosen.name, price: chosen.price }),
    });
    if (ok) buy.mutate({ plan_id: chosen.id, request_id: requestId.current });
  };
  return (
    <Page title={t('title')}>
      <section className={`${styles.hero} ${mine?.vip_level === 2 ? styles.heroSvip : ''}`}>
        <div className={styles.heroTop}>
          <span className={styles.heroName}>{t('heroTitle')}</span>
          <VipBadge level={mine?.vip_level ?? 0} />
        </div>
        <div className={styles.heroLine} data-testid="vip-standing">
          {mine && mine.vip_level > 0
            ? mine.vip_level === 2
              ? t('svipUntil', { date: formatDate(mine.svip_date, lang) })
              : t('vipUntil', { date: formatDate(mine.vip_date, lang) })
            : t('notVip')}
        </div>
        {mine?.vip_level === 2 && mine.vip_date > mine.svip_date && (
          <div className={styles.heroLine}>{t('vipUntil', { date: formatDate(mine.vip_date, lang) })}</div>
        )}
      </section>
      <CapsuleTabs
        activeKey={String(level)}
        onChange={(key) => {
          setLevel(key === '2' ? 2 : 1);
          setPlanId(null);
        }}
      >
        <CapsuleTabs.Tab key="1" title="VIP" />
        <CapsuleTabs.Tab key="2" title="SVIP" />
      </CapsuleTabs>
      <div className={styles.plans} role="radiogroup">
        {shown.map((p) => (
          <button
            key={p.id}
            type="button"
            role="radio"
            aria-checked={p.id === chosen?.id}
            className={`${styles.plan} ${p.id === chosen?.id ? styles.planOn : ''}`}
            onClick={() => setPlanId(p.id)}
            data-testid={`vip-plan-${p.code}`}
          >
            <span className={styles.planName}>{p.name}</span>
            <span className={styles.planPrice}>◆ {p.price}</span>
            <span className={styles.planDays}>{t('days', { count: p.days })}</span>
          </button>
        ))}
      </div>
      {mine && (
        <p className={styles.balance}>
          {t('balance', { count: mine.diamond })}{' '}
          <button type="button" className="link-button" onClick={() => navigate('/recharge')}>
            {t('recharge')}
          </button>
        </p>
      )}
      <div className={styles.buy}>
        <Button
          block
          shape="rounded"
          color="primary"
          loading={buy.isPending}
          disabled={!chosen}
          onClick={() => void confirm()}
          data-testid="vip-buy"
        >
          {mine && mine.vip_level >= (chosen?.level ?? 1) ? t('renew') : t('buy')}
        </Button>
      </div>
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{t('benefitsTitle')}</h2>
        <ul className={styles.benefits}>
          <li>{t('benefits.badge')}</li>
          <li>{t('benefits.entry')}</li>
          <li>{t('benefits.noAds')}</li>
          <li>{t(level === 2 ? 'benefits.discountSvip' : 'benefits.discount')}</li>
        </ul>
      </section>
    </Page>
  );
}
