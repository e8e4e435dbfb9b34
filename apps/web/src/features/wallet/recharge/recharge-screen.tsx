import { useMutation } from '@tanstack/react-query';
import { Button, NoticeBar, Radio, Space } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Empty } from '../../../components/empty';
import { Loading } from '../../../components/loading';
import { Page } from '../../../components/page';
import { createOrder, type RechargeInfo, type RechargeOrder } from './api';
import { goToCheckout } from './checkout';
import { formatPrice, newRequestId } from './money';
import { useRechargeInfo } from './queries';
import styles from './recharge.module.css';

/** The result page of an order. */
export function resultPath(orderNo: string): string {
  return `/recharge/result?order_no=${encodeURIComponent(orderNo)}`;
}

/** /recharge and /mobile/recharge: balance, packages, methods, the pay button; resumes an open order. */
export function RechargeScreen() {
  const { t } = useTranslation('wallet');
  const info = useRechargeInfo();
  return (
    <Page title={t('recharge.title')}>
      {info.isPending ? (
        <Loading />
      ) : info.isError ? (
        <Empty failed onRetry={() => void info.refetch()} />
      ) : (
        <RechargeForm info={info.data} />
      )}
    </Page>
  );
}

function Gem() {
  return (
    <span className={styles.gem} aria-hidden>
      ◆
    </span>
  );
}

function RechargeForm({ info }: { info: RechargeInfo }) {
  const { t, i18n } = useTranslation('wallet');
  const navigate = useNavigate();
  const [packageId, setPackageId] = useState<number | null>(info.packages[0]?.id ?? null);
  const [method, setMethod] = useState<string | null>(info.methods[0]?.code ?? null);
  const [redirecting, setRedirecting] = useState(false);
  // One id per press of the pay button: a double-click (or a retry after a network error) repeats it and gets
  // the same order; choosing something else starts a new one.
  const requestId = useRef(newRequestId());
  useEffect(() => {
    requestId.current = newRequestId();
  }, [packageId, method]);
  const create = useMutation({ mutationFn: createOrder });
  const price = (minor: number, currency: string) => formatPrice(minor, currency, i18n.language);
  const chosen = info.packages.find((p) => p.id === packageId);

  const pay = async () => {
    if (!chosen || !method || create.isPending || redirecting) return;
    let order: RechargeOrder;
    try {
      order = await create.mutateAsync({ package_id: chosen.id, method, request_id: requestId.current });
    } catch {
      return; // The request helper showed the reason.
    }
    if (order.state === 'created' && order.checkout_url) {
      setRedirecting(true);
      goToCheckout(order.checkout_url);
    } else {
      navigate(resultPath(order.order_no));
    }
  };

  const open = info.open_order;
  return (
    <>
      <section className={styles.balance} aria-label={t('recharge.balance')}>
        <div className={styles.balanceLabel}>{t('recharge.balance')}</div>
        <div className={styles.balanceValue} data-testid="diamond-balance">
          <Gem />
          {info.balance.diamond}
        </div>
        {info.balance.test_diamond > 0 && (
          <div className={styles.balanceLabel} data-testid="test-diamond-balance">
            {t('recharge.testDiamonds', { count: info.balance.test_diamond })}
          </div>
        )}
      </section>

      {open && (
        <div className={styles.openOrder} data-testid="open-order">
          <NoticeBar
            color="alert"
            wrap
            content={
              <div>
                <div>{t('recharge.openOrder')}</div>
                <div>
                  {t('recharge.openOrderDetail', {
                    price: price(open.price, open.currency),
                    diamonds: open.diamonds,
                  })}
                </div>
                <div className={styles.openOrderActions}>
                  {open.checkout_url && (
                    <Button size="mini" color="primary" onClick={() => goToCheckout(open.checkout_url)}>
                      {t('recharge.continuePay')}
                    </Button>
                  )}
                  <Button size="mini" onClick={() => navigate(resultPath(open.order_no))}>
                    {t('recharge.viewOrder')}
                  </Button>
                </div>
              </div>
            }
          />
        </div>
      )}

      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('recharge.packages')}</h2>
        {info.packages.length === 0 ? (
          <Empty title={t('recharge.noPackages')} />
        ) : (
          <div className={styles.grid}>
            {info.packages.map((p) => (
              <button
                key={p.id}
                type="button"
                className={styles.package}
                aria-pressed={p.id === packageId}
                data-testid={`package-${p.total}`}
                onClick={() => setPackageId(p.id)}
              >
                {p.bonus > 0 && (
                  <span className={styles.bonus}>{t('recharge.bonus', { count: p.bonus })}</span>
                )}
                <span className={styles.packageDiamonds}>
                  <Gem />
                  {p.diamonds}
                </span>
                <span className={styles.packagePrice}>{price(p.price, p.currency)}</span>
              </button>
            ))}
          </div>
        )}
      </section>

      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('recharge.methods')}</h2>
        {info.methods.length === 0 ? (
          <Empty title={t('recharge.noMethods')} />
        ) : (
          <Radio.Group value={method} onChange={(v) => setMethod(String(v))}>
            <Space direction="vertical" className={styles.methods}>
              {info.methods.map((m) => (
                <Radio key={m.code} value={m.code}>
                  {m.name}
                  {m.test_money && (
                    <div className={styles.testMoney} data-testid={`method-test-money-${m.code}`}>
                      {t('recharge.testMoneyMethod')}
                    </div>
                  )}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        )}
      </section>

      <div className={styles.payBar}>
        <Button
          block
          color="primary"
          size="large"
          data-testid="pay-button"
          disabled={!chosen || !method}
          loading={create.isPending || redirecting}
          loadingText={redirecting ? t('recharge.redirecting') : t('recharge.creating')}
          onClick={() => void pay()}
        >
          {chosen
            ? t('recharge.pay', { price: price(chosen.price, chosen.currency) })
            : t('recharge.choosePackage')}
        </Button>
      </div>
    </>
  );
}
