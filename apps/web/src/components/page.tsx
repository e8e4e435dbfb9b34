import { NavBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

/** A sub-screen: a top bar with a back arrow and the title, then the content. */
export function Page({
  title,
  children,
  right,
  className,
}: {
  title: ReactNode;
  children: ReactNode;
  right?: ReactNode;
  className?: string;
}) {
  const navigate = useNavigate();
  const back = () => {
    // Opened directly (shared link): there is nothing to go back to, so go home instead of leaving the site.
    if (window.history.state && typeof window.history.state.idx === 'number' && window.history.state.idx > 0)
      navigate(-1);
    else navigate('/', { replace: true });
  };
  return (
    <div className={`page ${className ?? ''}`}>
      <NavBar className="page-bar" onBack={back} right={right}>
        {title}
      </NavBar>
      <main className="page-body">{children}</main>
    </div>
  );
}
