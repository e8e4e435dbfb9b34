// How a feature declares its screens: lazy screen loaders and the typed route list the shell reads. Features
// import this (never src/app/), so the shell depends on the features and not the other way round.
export { lazyDefaultScreen, lazyScreen } from './lazy-screen';
export type { FeatureRoutes, RouteHandle } from './route-handle';
