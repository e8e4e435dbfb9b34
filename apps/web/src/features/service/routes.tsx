import type { FeatureRoutes } from '../../app/route-handle';
import { AboutScreen } from './about-screen';
import { FeedbackScreen } from './feedback-screen';
import { PrivacyScreen } from './privacy-screen';

/** Customer-service screens: agreements, feedback, about. */
export const serviceRoutes: FeatureRoutes = [
  { path: '/privacy', element: <PrivacyScreen fixedType={2} />, handle: { title: 'service:privacyPolicy' } },
  { path: '/mobile/privacy/:type', element: <PrivacyScreen />, handle: { title: 'service:agreements' } },
  { path: '/feedback', element: <FeedbackScreen />, handle: { title: 'service:feedbackTitle' } },
  {
    path: '/mobile/service/feedback',
    element: <FeedbackScreen />,
    handle: { title: 'service:feedbackTitle' },
  },
  { path: '/mobile/about', element: <AboutScreen />, handle: { title: 'service:aboutTitle' } },
];
