import { Button, ErrorBlock, Toast } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { parseQuery } from '../../lib/page-query';
import { isInAppBrowser } from '../../lib/platform';
import './talk.css';

/** Only web addresses are followed; anything else (javascript:, data:) is refused. */
export function safeTarget(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** /pp/talk: inside in-app browsers a prompt to open the system browser; elsewhere straight on to ?url=. */
export function TalkScreen({ userAgent = navigator.userAgent }: { userAgent?: string }) {
  const { t } = useTranslation('pp');
  const { search } = useLocation();
  const target = safeTarget(parseQuery(search).url);
  const inApp = isInAppBrowser(userAgent);

  useEffect(() => {
    if (target && !inApp) window.location.replace(target);
  }, [target, inApp]);

  if (!target)
    return <ErrorBlock status="empty" title={t('badLink')} description={t('badLinkHint')} fullPage />;

  if (!inApp) return <div className="talk-redirect">{t('redirecting')}</div>;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(target);
      Toast.show({ icon: 'success', content: t('copied') });
    } catch {
      Toast.show(t('copyFailed'));
    }
  };

  return (
    <div className="talk">
      <div className="talk-arrow" aria-hidden="true">
        ↗
      </div>
      <div className="talk-card">
        <h1>{t('openInBrowser')}</h1>
        <ol>
          <li>{t('step1')}</li>
          <li>{t('step2')}</li>
        </ol>
        <p className="talk-url">{target}</p>
        <Button className="primary-button" block onClick={copy}>
          {t('copyLink')}
        </Button>
      </div>
    </div>
  );
}
