import { lazyScreen } from '../../lib/routing';
import type { FeatureRoutes } from '../../lib/routing';

/** The i18n namespaces these screens use, loaded with their code. */
const strings = ['wallet'];

const wallet = lazyScreen(
  () => import('./wallet-screen'),
  (m) => m.WalletScreen,
  { login: true, strings },
);

/** The wallet: balances (/wallet and /balance), the trans-log and withdrawals (recharge has its own routes). */
export const walletRoutes: FeatureRoutes = [
  { path: '/wallet', lazy: wallet, handle: { title: 'wallet:wallet.title' } },
  { path: '/balance', lazy: wallet, handle: { title: 'wallet:wallet.title' } },
  {
    path: '/trans-log',
    lazy: lazyScreen(
      () => import('./trans-log-screen'),
      (m) => m.TransLogScreen,
      { login: true, strings },
    ),
    handle: { title: 'wallet:transLog.title' },
  },
  {
    path: '/withdraw',
    lazy: lazyScreen(
      () => import('./withdraw-screen'),
      (m) => m.WithdrawScreen,
      { login: true, strings },
    ),
    handle: { title: 'wallet:withdraw.title' },
  },
];
