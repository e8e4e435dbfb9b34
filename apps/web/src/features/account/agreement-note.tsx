import { Trans } from 'react-i18next';
import { Link } from 'react-router';

/** "By continuing you agree to the user agreement and the privacy policy", with links. */
export function AgreementNote() {
  return (
    <Trans
      ns="account"
      i18nKey="agreementNote"
      components={{ terms: <Link to="/mobile/privacy/1" />, privacy: <Link to="/mobile/privacy/2" /> }}
    />
  );
}
