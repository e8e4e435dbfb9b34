import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { ProtocolType } from '../../api/config';
import { Page } from '../../components/page';
import { Empty } from '../../components/empty';
import { Loading } from '../../components/loading';
import { useProtocol } from '../../data/queries/protocol';
import './service.css';

/** Agreement texts: /privacy is the privacy policy (2); /mobile/privacy/:type takes 1 (user agreement) or 2. */
export function PrivacyScreen({ fixedType }: { fixedType?: ProtocolType }) {
  const { t } = useTranslation('service');
  const params = useParams();
  const type: ProtocolType = fixedType ?? (params.type === '1' ? 1 : 2);
  const protocol = useProtocol(type);
  const fallbackTitle = type === 1 ? t('userAgreement') : t('privacyPolicy');
  return (
    <Page title={protocol.data?.title || fallbackTitle}>
      {protocol.isPending ? (
        <Loading />
      ) : protocol.isError || !protocol.data?.content ? (
        <Empty failed={protocol.isError} onRetry={() => void protocol.refetch()} />
      ) : (
        // The agreement is HTML authored by the site's operators in the admin; it is shown as written.
        <article className="card protocol" dangerouslySetInnerHTML={{ __html: protocol.data.content }} />
      )}
    </Page>
  );
}

/** /privacy: the privacy policy. */
export function PrivacyPolicyScreen() {
  return <PrivacyScreen fixedType={2} />;
}
