import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** Unknown address: say so and offer the way home. */
export function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="not-found">
      <ErrorBlock status="empty" title={t('notFound')} description="" />
      <Button color="primary" fill="outline" onClick={() => navigate('/', { replace: true })}>
        {t('backHome')}
      </Button>
    </div>
  );
}
