// /withdraw: an anchor turns anchor points into money. The request holds the points until operators review it;
// the open request and the records show each step (under review, dispatching, dispatched, cancelled).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, Form, Input, List, NoticeBar, Selector, Steps, Toast } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty } from '../../components/empty';
import { Loading } from '../../components/loading';
import { Page } from '../../components/page';
import { applyWithdraw, type PayoutMethod, type WithdrawInfo, type Withdrawal } from './api';
import { formatMoney, formatTime, newRequestId } from './format';
import { useWithdrawInfo, useWithdrawList, walletKeys } from './queries';
import { pastRecords, withdrawBlock } from './withdraw-rules';
import styles from './wallet.module.css';

const FLOW = ['review', 'dispatching', 'dispatched'] as const;

/** A request's steps: the review path, or where it was cancelled. */
function RequestSteps({ w }: { w: Withdrawal }) {
  const { t, i18n } = useTranslation('wallet');
  const at = (state: string) => w.steps.find((s) => s.state === state);
  const states = w.state === 'cancelled' ? [...w.steps.map((s) => s.state)] : [...FLOW];
  const current = Math.max(0, states.indexOf(w.state));
  return (
    <Steps current={current} className={styles.steps} data-testid="withdraw-steps">
      {states.map((state) => {
        const step = at(state);
        return (
          <Steps.Step
            key={state}
            title={t(`withdraw.states.${state}`)}
            description={step ? formatTime(step.time, i18n.language) : ''}
            status={state === 'cancelled' ? 'error' : step ? 'finish' : 'wait'}
          />
        );
      })}
    </Steps>
  );
}

function RequestCard({ w }: { w: Withdrawal }) {
  const { t, i18n } = useTranslation('wallet');
  return (
    <div data-testid="withdraw-request" data-state={w.state}>
      <div className={styles.entry}>
        <span>
          {w.points} {t('currencies.anchor_point')} · {t(`withdraw.methods.${w.method}`)} {w.account}
        </span>
        <strong>{formatMoney(w.money, i18n.language, w.money_currency)}</strong>
      </div>
      <div className={styles.muted}>
        {t(`withdraw.states.${w.state}`)} · {formatTime(w.created_at, i18n.language)}
      </div>
      <RequestSteps w={w} />
    </div>
  );
}

function WithdrawForm({ info }: { info: WithdrawInfo }) {
  const { t, i18n } = useTranslation('wallet');
  const client = useQueryClient();
  const [points, setPoints] = useState('');
  const [method, setMethod] = useState<PayoutMethod>(info.methods[0] ?? 'alipay');
  const [account, setAccount] = useState('');
  // One id per filled form: a double tap (or a retry after a network error) repeats it and asks once.
  const requestId = useRef(newRequestId());
  const apply = useMutation({
    mutationFn: applyWithdraw,
    onSuccess: () => {
      requestId.current = newRequestId();
      setPoints('');
      Toast.show({ content: t('withdraw.submitted') });
      void client.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
  const n = Number(points);
  const block = withdrawBlock(info, points);
  const problem =
    block === 'tooFew'
      ? t('withdraw.tooFew', { min: info.min_points })
      : block === 'tooMany'
        ? t('withdraw.tooMany')
        : '';
  const money = (p: number) => formatMoney(Math.floor(p * info.rate * 100) / 100, i18n.language);
  const submit = async () => {
    if (block) return;
    if (account.trim().length < 3) {
      Toast.show({ content: t('withdraw.accountRequired') });
      return;
    }
    // Points are held at once and only operators can undo a request: the anchor confirms what goes where.
    const confirmed = await Dialog.confirm({
      title: t('withdraw.confirmTitle'),
      content: t('withdraw.confirmText', {
        points: n,
        money: money(n),
        method: t(`withdraw.methods.${method}`),
        account: account.trim(),
      }),
      confirmText: t('withdraw.confirm'),
      cancelText: t('withdraw.cancel'),
    });
    if (!confirmed) return;
    apply.mutate({ points: n, method, account: account.trim(), request_id: requestId.current });
  };
  const disabled = info.open !== null || info.rate <= 0;
  const why =
    block === 'open'
      ? t('withdraw.oneOpen')
      : block === 'unavailable'
        ? t('withdraw.unavailable')
        : block === 'notEnough'
          ? t('withdraw.notEnough', { min: info.min_points })
          : block === 'enterPoints'
            ? t('withdraw.enterPoints', { min: info.min_points })
            : problem;
  return (
    <>
      {info.open && <NoticeBar content={t('withdraw.oneOpen')} color="info" wrap />}
      <Form layout="vertical" className={styles.form} disabled={disabled}>
        <Form.Item
          label={t('withdraw.points')}
          help={problem || (n > 0 ? t('withdraw.receive', { money: money(n) }) : '')}
          extra={
            <button
              type="button"
              className="link-button"
              onClick={() => setPoints(String(info.anchor_point))}
            >
              {t('withdraw.all')}
            </button>
          }
        >
          <Input
            name="points"
            type="number"
            inputMode="numeric"
            value={points}
            onChange={(v) => setPoints(v.replace(/\D/g, ''))}
            placeholder={t('withdraw.pointsPlaceholder', { min: info.min_points })}
          />
        </Form.Item>
        <Form.Item label={t('withdraw.method')}>
          <Selector
            columns={3}
            value={[method]}
            onChange={(v) => v[0] && setMethod(v[0])}
            options={info.methods.map((m) => ({ label: t(`withdraw.methods.${m}`), value: m }))}
          />
        </Form.Item>
        <Form.Item label={t('withdraw.account')}>
          <Input
            name="account"
            value={account}
            maxLength={64}
            onChange={setAccount}
            placeholder={t('withdraw.accountPlaceholder')}
          />
        </Form.Item>
      </Form>
      <div className={styles.submit}>
        <Button
          block
          color="primary"
          shape="rounded"
          loading={apply.isPending}
          loadingText={t('withdraw.submitting')}
          disabled={block !== null}
          onClick={() => void submit()}
          data-testid="withdraw-submit"
        >
          {t('withdraw.submit')}
        </Button>
        {why && (
          <p className={styles.muted} data-testid="withdraw-why" data-reason={block}>
            {why}
          </p>
        )}
      </div>
    </>
  );
}

/** The records other than the open request (shown above them). */
function WithdrawRecords({ list, open }: { list: Withdrawal[]; open: Withdrawal | null }) {
  const { t } = useTranslation('wallet');
  const { past, emptyKey } = pastRecords(list, open);
  return (
    <section className={styles.card}>
      <h2 className={styles.cardTitle}>{t(open ? 'withdraw.earlierRecords' : 'withdraw.records')}</h2>
      {past.length > 0 ? (
        <List>
          {past.map((w) => (
            <List.Item key={w.id}>
              <RequestCard w={w} />
            </List.Item>
          ))}
        </List>
      ) : (
        <p className={styles.muted} data-testid="withdraw-records-empty">
          {t(emptyKey)}
        </p>
      )}
    </section>
  );
}

/** The withdrawal screen. */
export function WithdrawScreen() {
  const { t, i18n } = useTranslation('wallet');
  const info = useWithdrawInfo();
  const records = useWithdrawList();
  return (
    <Page title={t('withdraw.title')}>
      {info.isPending ? (
        <Loading />
      ) : info.isError ? (
        <Empty failed onRetry={() => void info.refetch()} />
      ) : info.data.is_anchor !== 1 ? (
        <Empty title={t('withdraw.notAnchor')} />
      ) : (
        <>
          <section className={styles.hero}>
            <div className={styles.heroLabel}>{t('withdraw.available')}</div>
            <strong className={styles.amount} data-testid="withdraw-available">
              {info.data.anchor_point}
            </strong>
            <div className={styles.sub}>
              {info.data.rate > 0
                ? `${t('withdraw.worth', { money: formatMoney(info.data.money, i18n.language) })} · ${t('withdraw.rateHint', { rate: formatMoney(info.data.rate, i18n.language) })}`
                : t('withdraw.unavailable')}
            </div>
            {info.data.anchor_point_held > 0 && (
              <div className={styles.sub} data-testid="withdraw-held">
                {t('withdraw.held', { count: info.data.anchor_point_held })}
              </div>
            )}
          </section>
          {info.data.open && (
            <section className={styles.card}>
              <h2 className={styles.cardTitle}>{t('withdraw.open')}</h2>
              <RequestCard w={info.data.open} />
            </section>
          )}
          <WithdrawForm info={info.data} />
          <WithdrawRecords list={records.data?.list ?? []} open={info.data.open} />
        </>
      )}
    </Page>
  );
}
