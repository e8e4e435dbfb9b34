import { NavBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useGoBack } from '../../components/use-go-back';
import { useSiteName } from '../../lib/use-site-name';
import { siteCode, useAppStore } from '../../store/app-store';
import './account.css';

/** The frame of the account screens: the site's brand on its colour, then a form card. */
export function AuthLayout({
  title,
  children,
  footer,
}: {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const back = useGoBack();
  const site = useAppStore((s) => s.site);
  const name = useSiteName();
  const logo = site && site.code === siteCode ? site.logo : undefined;

  return (
    <div className="auth">
      <header className="auth-hero">
        <NavBar className="auth-bar" onBack={back} />
        <div className="auth-brand">
          {logo ? (
            <img className="auth-logo" src={logo} alt="" />
          ) : (
            <span className="auth-logo auth-logo-text">{name.slice(0, 1)}</span>
          )}
          <div className="auth-site-name" data-testid="site-name">
            {name}
          </div>
        </div>
      </header>
      <section className="auth-card">
        <h1 className="auth-title">{title}</h1>
        {children}
      </section>
      {footer ? <div className="auth-footer">{footer}</div> : null}
    </div>
  );
}

/** One labelled input row of an account form. */
export function Field({ label, children, extra }: { label: string; children: ReactNode; extra?: ReactNode }) {
  return (
    <label className="auth-field">
      <span className="auth-label">{label}</span>
      <span className="auth-input">{children}</span>
      {extra}
    </label>
  );
}
