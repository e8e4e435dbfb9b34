import { lazyScreen } from '../../lib/routing';
import type { FeatureRoutes } from '../../lib/routing';

/** The i18n namespaces these screens use, loaded with their code. */
const strings = ['service'];

const feedback = lazyScreen(
  () => import('./feedback-screen'),
  (m) => m.FeedbackScreen,
  { strings },
);

/** Customer-service screens: agreements, feedback, about. */
export const serviceRoutes: FeatureRoutes = [
  {
    path: '/privacy',
    lazy: lazyScreen(
      () => import('./privacy-screen'),
      (m) => m.PrivacyPolicyScreen,
      { strings },
    ),
    handle: { title: 'service:privacyPolicy' },
  },
  {
    path: '/mobile/privacy/:type',
    lazy: lazyScreen(
      () => import('./privacy-screen'),
      (m) => m.PrivacyScreen,
      { strings },
    ),
    handle: { title: ({ type }) => (type === '1' ? 'service:userAgreement' : 'service:privacyPolicy') },
  },
  { path: '/feedback', lazy: feedback, handle: { title: 'service:feedbackTitle' } },
  { path: '/mobile/service/feedback', lazy: feedback, handle: { title: 'service:feedbackTitle' } },
  {
    path: '/mobile/about',
    lazy: lazyScreen(
      () => import('./about-screen'),
      (m) => m.AboutScreen,
      { strings },
    ),
    handle: { title: 'service:aboutTitle' },
  },
];
