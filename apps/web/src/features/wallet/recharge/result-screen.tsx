import { useQueryClient } from '@tanstack/react-query';
import { Button, DotLoading, Result } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Empty } from '../../../components/empty';
import { Loading } from '../../../components/loading';
import { Page } from '../../../components/page';
import { userInfoKey } from '../../../data/queries/user';
import type { RechargeOrder } from './api';
import { goToCheckout } from './checkout';
import { formatPrice } from './money';
import { rechargeKeys, useRechargeInfo, useRechargeOrder } from './queries';
import styles from './recharge.module.css';

/** /recharge/result?order_no=...: where the checkout returns; polls the order while it is pending. */
export function RechargeResultScreen() {
  const { t } = useTranslation('wallet');
  const [params] = useSearchParams();
  const orderNo = params.get('order_no') ?? '';
  const order = useRechargeOrder(orderNo);
  let body;
  if (!orderNo) body = <Empty title={t('recharge.noOrder')} />;
  else if (order.isPending) body = <Loading />;
  else if (order.isError)
    body = <Empty failed title={t('recharge.loadFailed')} onRetry={() => void order.refetch()} />;
  else body = <OrderResult order={order.data} checkout={params.get('checkout') ?? ''} />;
  return (
    <Page title={t('recharge.resultTitle')} className={styles.result}>
      {body}
    </Page>
  );
}

function OrderResult({ order, checkout }: { order: RechargeOrder; checkout: string }) {
  const { t, i18n } = useTranslation('wallet');
  const navigate = useNavigate();
  const client = useQueryClient();
  const success = order.result === 'success';
  useEffect(() => {
    // The balance changed: the recharge screen and the user's info read it again.
    if (success) {
      void client.invalidateQueries({ queryKey: rechargeKeys.info });
      void client.invalidateQueries({ queryKey: userInfoKey });
    }
  }, [success, client]);
  const info = useRechargeInfo();
  const price = formatPrice(order.price, order.currency, i18n.language);
  const expires = new Date(order.expires_at * 1000).toLocaleTimeString(i18n.language, {
    hour: '2-digit',
    minute: '2-digit',
  });

  let result;
  if (order.result === 'success') {
    result = (
      <Result
        status="success"
        title={t('recharge.success')}
        description={
          <>
            <div>{t('recharge.successDetail', { diamonds: order.diamonds })}</div>
            {order.test_money && <div data-testid="result-test-money">{t('recharge.testMoneyResult')}</div>}
            {info.data && (
              <div data-testid="result-balance">
                {t('recharge.newBalance', { balance: info.data.balance.diamond })}
              </div>
            )}
          </>
        }
      />
    );
  } else if (order.result === 'failed') {
    const reason =
      order.state === 'expired'
        ? 'recharge.failedExpired'
        : order.failure_reason === 'checkout'
          ? 'recharge.failedCheckout'
          : 'recharge.failedDeclined';
    result = <Result status="error" title={t('recharge.failed')} description={t(reason)} />;
  } else if (order.result === 'refunded') {
    result = (
      <Result
        status="info"
        title={t('recharge.refunded')}
        description={t('recharge.refundedDetail', { diamonds: order.diamonds })}
      />
    );
  } else {
    const detail =
      order.state === 'paid' || checkout === 'approved'
        ? t('recharge.pendingCrediting')
        : checkout === 'abandoned'
          ? t('recharge.pendingAbandoned', { time: expires })
          : t('recharge.pendingWaiting');
    result = (
      <Result
        status="waiting"
        title={
          <span>
            {t('recharge.pending')} <DotLoading />
          </span>
        }
        description={detail}
      />
    );
  }

  return (
    <div data-testid="recharge-result" data-result={order.result}>
      {result}
      <p className={styles.orderNo}>
        {price} · {t('recharge.diamonds', { count: order.diamonds })}
        <br />
        {t('recharge.orderNo', { no: order.order_no })}
      </p>
      <div className={styles.resultActions}>
        {order.result === 'pending' && order.checkout_url && (
          <Button block color="primary" onClick={() => goToCheckout(order.checkout_url)}>
            {t('recharge.continuePay')}
          </Button>
        )}
        <Button
          block
          color={order.result === 'pending' ? 'default' : 'primary'}
          onClick={() => navigate('/recharge', { replace: true })}
        >
          {order.result === 'success' ? t('recharge.rechargeAgain') : t('recharge.backToRecharge')}
        </Button>
      </div>
    </div>
  );
}
