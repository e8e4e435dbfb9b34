// /trans-log: the caller's ledger entries, newest first, filtered by currency and kind; an infinite list with
// pull to refresh. A withdrawal's lines carry the request's review step (under review, dispatching, ...).
import { CapsuleTabs, InfiniteScroll, List, PullToRefresh, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty } from '../../components/empty';
import { Loading } from '../../components/loading';
import { Page } from '../../components/page';
import { CURRENCIES, TRANSFER_KINDS, type Currency, type LedgerEntry, type TransferKind } from './api';
import { entryDetail } from './entry-text';
import { formatTime } from './format';
import { useTransLog } from './queries';
import styles from './wallet.module.css';

function EntryRow({ entry }: { entry: LedgerEntry }) {
  const { t, i18n } = useTranslation('wallet');
  const detail = entryDetail(entry, t, i18n.language);
  const status = entry.withdraw_state
    ? t(`withdraw.states.${entry.withdraw_state}`)
    : entry.state === 'pending'
      ? t('transLog.pending')
      : entry.state === 'voided' && !entry.reversal
        ? t('transLog.voided')
        : '';
  return (
    <List.Item
      data-testid="trans-entry"
      data-kind={entry.kind}
      data-state={entry.withdraw_state ?? entry.state}
      description={
        <>
          {formatTime(entry.created_at, i18n.language)}
          {detail && ` · ${detail}`}
        </>
      }
    >
      <div className={styles.entry}>
        <div className={styles.entryMain}>
          <div className={styles.entryTitle}>
            <span>{t(`kinds.${entry.kind}`)}</span>
            {entry.reversal && <Tag color="success">{t('transLog.returned')}</Tag>}
            {status && (
              <Tag color={entry.withdraw_state === 'cancelled' ? 'default' : 'warning'} fill="outline">
                {status}
              </Tag>
            )}
          </div>
        </div>
        <div className={styles.entryAmount}>
          <div className={entry.amount > 0 ? styles.plus : styles.minus}>
            {entry.amount > 0 ? `+${entry.amount}` : entry.amount} {t(`currencies.${entry.currency}`)}
          </div>
          <div className={styles.muted}>{t('transLog.balanceAfter', { balance: entry.balance_after })}</div>
        </div>
      </div>
    </List.Item>
  );
}

/** The trans-log screen. */
export function TransLogScreen() {
  const { t } = useTranslation('wallet');
  const [currency, setCurrency] = useState<Currency | ''>('');
  const [kind, setKind] = useState<TransferKind | ''>('');
  const log = useTransLog(currency, kind);
  const entries = log.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <Page title={t('transLog.title')}>
      <div className={styles.filters}>
        <CapsuleTabs
          activeKey={currency || 'all'}
          onChange={(key) => setCurrency(key === 'all' ? '' : (key as Currency))}
        >
          <CapsuleTabs.Tab key="all" title={t('currencies.all')} />
          {CURRENCIES.map((c) => (
            <CapsuleTabs.Tab key={c} title={t(`currencies.${c}`)} />
          ))}
        </CapsuleTabs>
      </div>
      <div className={styles.filters}>
        <CapsuleTabs
          activeKey={kind || 'all'}
          onChange={(key) => setKind(key === 'all' ? '' : (key as TransferKind))}
          data-testid="trans-kind"
        >
          <CapsuleTabs.Tab key="all" title={t('kinds.all')} />
          {TRANSFER_KINDS.map((k) => (
            <CapsuleTabs.Tab key={k} title={t(`kinds.${k}`)} />
          ))}
        </CapsuleTabs>
      </div>
      <PullToRefresh
        onRefresh={async () => {
          await log.refetch();
        }}
        pullingText={t('transLog.pull')}
        canReleaseText={t('transLog.release')}
        refreshingText={t('transLog.refreshing')}
        completeText={t('transLog.refreshed')}
      >
        {log.isPending ? (
          <Loading />
        ) : log.isError && entries.length === 0 ? (
          <Empty failed onRetry={() => void log.refetch()} />
        ) : entries.length === 0 ? (
          <Empty title={t('transLog.empty')} />
        ) : (
          <>
            <List data-testid="trans-log">
              {entries.map((entry) => (
                <EntryRow key={entry.id} entry={entry} />
              ))}
            </List>
            <InfiniteScroll
              hasMore={log.hasNextPage}
              loadMore={async () => {
                await log.fetchNextPage();
              }}
            >
              {log.hasNextPage ? t('transLog.loading') : t('transLog.noMore')}
            </InfiniteScroll>
          </>
        )}
      </PullToRefresh>
    </Page>
  );
}
