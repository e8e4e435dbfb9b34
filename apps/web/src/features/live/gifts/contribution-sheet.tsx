// The room's contribution ranking (today, all time) in a bottom sheet, with the viewer's own place.
import { useQuery } from '@tanstack/react-query';
import { Popup, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getLiveContribution } from './gift-api';
import type { ContributionRow } from './gift-types';
import { rankingRows } from './ranking-rows';
import styles from './gifts.module.css';

/** The grade tier of a level (spec: up to 9, 10-19, 20-29, 31-39; 30 joins the top tier). */
export function gradeTier(level: number): 0 | 1 | 2 | 3 {
  return level <= 9 ? 0 : level <= 19 ? 1 : level <= 29 ? 2 : 3;
}

/** A level badge coloured by grade tier. */
export function LevelBadge({ level }: { level: number }) {
  return <span className={`${styles.level} ${styles[`tier${gradeTier(level)}`]}`}>Lv{level}</span>;
}

function Row({ row, mine = false }: { row: ContributionRow; mine?: boolean }) {
  return (
    <div
      className={`${styles.rankRow} ${mine ? styles.rankMine : ''}`}
      data-testid="rank-row"
      data-uid={row.uid}
      data-mine={mine || undefined}
    >
      <span className={styles.rankNo}>{row.rank}</span>
      {row.avatar ? (
        <img className={styles.rankAvatar} src={row.avatar} alt="" />
      ) : (
        <span className={styles.rankAvatar} />
      )}
      <span className={styles.rankName}>
        {row.nick_name}
        <LevelBadge level={row.user_level} />
      </span>
      <span className={styles.rankValue}>{row.value}</span>
    </div>
  );
}

/** The ranking sheet of room `liveid`. */
export function ContributionSheet({
  liveid,
  open,
  onClose,
}: {
  liveid: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('live');
  const [range, setRange] = useState<'today' | 'all'>('today');
  const ranking = useQuery({
    queryKey: ['gifts', 'contribution', liveid, range],
    queryFn: () => getLiveContribution(liveid, range),
    enabled: open,
    refetchInterval: open ? 15_000 : false,
  });
  const { rows, pinned } = rankingRows(ranking.data?.list ?? [], ranking.data?.mine);
  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      bodyStyle={{ background: 'var(--tifo-card)' }}
    >
      <div className={styles.panel} data-testid="contribution-sheet">
        <Tabs activeKey={range} onChange={(k) => setRange(k === 'all' ? 'all' : 'today')}>
          <Tabs.Tab title={t('gifts.rankToday')} key="today" />
          <Tabs.Tab title={t('gifts.rankAll')} key="all" />
        </Tabs>
        <div className={styles.grid} style={{ display: 'block' }}>
          {rows.length === 0 ? (
            <div className={styles.empty}>{ranking.isLoading ? t('loading') : t('gifts.rankEmpty')}</div>
          ) : (
            rows.map((r) => <Row key={r.row.uid} row={r.row} mine={r.mine} />)
          )}
        </div>
        {pinned && (
          <div data-testid="rank-mine">
            <Row row={pinned} mine />
          </div>
        )}
        <p className={styles.price}>{t('gifts.rankNote')}</p>
      </div>
    </Popup>
  );
}
