// /headline: the home headline tabs. The default tab follows spec section 2 (anchors when a room switch is
// on, else clips when short videos are checked, else the database); tabs whose screens this app does not
// have yet (anchors, clips) are not offered, so the database tab shows when its switch is on.
import { useTranslation } from 'react-i18next';
import { useCommonConfig } from '../../data/queries/config';
import { defaultHeadlineTab, switchOn } from '../match-detail/tab-visibility';
import { EmptyState, LoadingRows } from '../../components/states';
import { DatabaseHome } from './database-home';
import styles from './database.module.css';

/** Headline tabs with screens in this app. */
const BUILT = ['database'] as const;

/** The headline screen. */
export default function HeadlinePage() {
  const { t } = useTranslation('database');
  const config = useCommonConfig();
  if (config.isLoading) return <LoadingRows />;
  const switches = config.data?.config;
  const available = BUILT.filter((tab) => tab !== 'database' || switchOn(switches, 'switch_match_database'));
  const preferred = defaultHeadlineTab(switches);
  const tab = available.find((x) => x === preferred) ?? available[0];
  return (
    <div className={styles.page} data-testid="headline-page">
      <header className={styles.header}>
        <h1>{t('headline')}</h1>
      </header>
      {tab === 'database' ? <DatabaseHome /> : <EmptyState />}
    </div>
  );
}
