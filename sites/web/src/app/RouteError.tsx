import { ErrorView } from '@lobby/ui';
import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { isChunkLoadError } from './chunks';

/**
 * A route that fails shows what happened and how to go on, inside the shell:
 * never a blank screen. A chunk that would not load offers a reload (a new
 * deploy usually explains it); other failures offer to try the page again.
 */
export default function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  if (isChunkLoadError(error)) {
    return <ErrorView kind="chunk" details={error.message} onReload={() => window.location.reload()} />;
  }
  const details = error instanceof Error ? error.message : undefined;
  return (
    <ErrorView
      kind="route"
      details={details}
      // Navigating to the same place resets the route's error state and renders it again.
      onRetry={() => navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true })}
    />
  );
}
