import { Navigate, useLocation } from 'react-router';
import { Loading } from '../components/loading';
import { useCommonConfig } from '../data/queries/config';
import { siteCode, useAppStore } from '../store/app-store';
import { rootTarget } from './routes';

/** "/" -> the variant's home screen (see rootTarget); waits for the site variant on a cold start. */
export function RootRedirect() {
  const site = useAppStore((s) => s.site);
  const config = useCommonConfig();
  const { search } = useLocation();
  const known = site && site.code === siteCode ? site.variant : config.data?.site?.variant;
  if (!known && config.isPending) return <Loading />;
  return <Navigate to={`${rootTarget(known)}${search}`} replace />;
}
