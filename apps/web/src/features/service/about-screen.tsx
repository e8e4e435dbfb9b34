import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSiteName } from '../../lib/use-site-name';
import { Page } from '../../components/page';
import { siteCode, useAppStore } from '../../store/app-store';
import './service.css';

/** /mobile/about: the site, its version and the agreements. */
export function AboutScreen() {
  const { t } = useTranslation('service');
  const navigate = useNavigate();
  const site = useAppStore((s) => s.site);
  const name = useSiteName();
  const logo = site && site.code === siteCode ? site.logo : undefined;
  return (
    <Page title={t('aboutTitle')}>
      <section className="card about-head">
        {logo ? <img className="about-logo" src={logo} alt="" /> : null}
        <h2 className="about-name" data-testid="about-site-name">
          {name}
        </h2>
        <p className="about-version">{t('version', { version: __APP_VERSION__ })}</p>
        <p className="about-text">{t('aboutText', { site: name })}</p>
      </section>
      <section className="card">
        <List>
          <List.Item onClick={() => navigate('/mobile/privacy/1')}>{t('userAgreement')}</List.Item>
          <List.Item onClick={() => navigate('/mobile/privacy/2')}>{t('privacyPolicy')}</List.Item>
          <List.Item onClick={() => navigate('/mobile/service/feedback')}>{t('feedbackTitle')}</List.Item>
        </List>
      </section>
    </Page>
  );
}
