import { NavBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useGoBack } from './use-go-back';

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
  const back = useGoBack();
  return (
    <div className={`page ${className ?? ''}`}>
      <NavBar className="page-bar" onBack={back} right={right}>
        {title}
      </NavBar>
      <main className="page-body">{children}</main>
    </div>
  );
}
