import type { RouteObject } from 'react-router';

/** Per-route metadata read by the shell (title, keywords, fixed menu). */
export interface RouteHandle {
  /** i18n key of the page title, e.g. "userCenter:title" (or a function of the route params); the site name is appended. */
  title?: string | ((params: Record<string, string | undefined>) => string);
  /** i18n key of the meta keywords. */
  keywords?: string;
  /** Show the fixed bottom menu on this screen. */
  menu?: boolean;
}

/** A feature's route list: plain react-router route objects with a typed handle. */
export type FeatureRoutes = (RouteObject & { handle?: RouteHandle })[];
