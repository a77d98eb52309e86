import { Navigate, useSearchParams } from 'react-router-dom';
import { resolveRootRedirect } from '#web/lib/client-routes.ts';

/** `/`: the spec's redirect rule (none → dashboards, known route → there, anything else → not found). */
export function RootRedirect() {
  const [searchParams] = useSearchParams();
  return <Navigate to={resolveRootRedirect(searchParams.get('redirect'))} replace />;
}
