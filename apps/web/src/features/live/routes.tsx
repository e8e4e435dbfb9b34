// Live screens, each its own chunk; the player libraries (mpegts.js, hls.js) load only when a player starts.
import { lazyScreen } from '../../lib/routing';
import type { FeatureRoutes } from '../../lib/routing';
import { startRoom } from './early-room';

/** The i18n namespaces these screens use ('score' for pull to refresh, 'sportsData' for states and names). */
const strings = ['live', 'score', 'sportsData'];

/** /live, /live/lives, /anchor-list, /live-detail/:id, /user-center/anchor/:uid?, /go-live, /share/live/:id. */
export const liveRoutes: FeatureRoutes = [
  {
    path: '/live',
    lazy: lazyScreen(
      () => import('./live-home-screen'),
      (m) => m.LiveHomeScreen,
      { strings },
    ),
    handle: { title: 'live:title', keywords: 'live:keywords', menu: true },
  },
  {
    path: '/live/lives',
    lazy: lazyScreen(
      () => import('./lives-screen'),
      (m) => m.LivesScreen,
      { strings },
    ),
    handle: { title: 'live:livesTitle' },
  },
  {
    path: '/anchor-list',
    lazy: lazyScreen(
      () => import('./anchor-list-screen'),
      (m) => m.AnchorListScreen,
      { strings },
    ),
    handle: { title: 'live:anchorsTitle' },
  },
  {
    path: '/live-detail/:id',
    lazy: lazyScreen(
      () => import('./live-detail-screen'),
      (m) => m.LiveDetailScreen,
      { strings },
    ),
    // Runs beside the lazy screen: the room's data and the player library start with the navigation instead
    // of after the screen's code (early-room.ts). It waits for nothing, so the screen is not held up.
    loader: ({ params }) => {
      startRoom(Number(params.id));
      return null;
    },
    handle: { title: 'live:roomTitle' },
  },
  {
    path: '/user-center/anchor/:uid?',
    lazy: lazyScreen(
      () => import('./anchor-page-screen'),
      (m) => m.AnchorPageScreen,
      { strings },
    ),
    handle: { title: 'live:anchorPage' },
  },
  {
    path: '/go-live',
    lazy: lazyScreen(
      () => import('./go-live/go-live-screen'),
      (m) => m.GoLiveScreen,
      { login: true, strings },
    ),
    handle: { title: 'live:goLive.heading' },
  },
  {
    path: '/share/live/:id',
    lazy: lazyScreen(
      () => import('./share-live-screen'),
      (m) => m.ShareLiveScreen,
      { strings },
    ),
    handle: { title: 'live:roomTitle' },
  },
];
