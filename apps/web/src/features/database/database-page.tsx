// /database: the sports database home.
import { useTranslation } from 'react-i18next';
import { DatabaseHome } from './database-home';
import styles from './database.module.css';

/** The database screen. */
export default function DatabasePage() {
  const { t } = useTranslation('database');
  return (
    <div className={styles.page} data-testid="database-page">
      <header className={styles.header}>
        <h1>{t('title')}</h1>
      </header>
      <DatabaseHome />
    </div>
  );
}
