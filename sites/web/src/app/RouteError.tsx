import { ErrorView } from '@lobby/ui';
import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { type ChunkLoadError, isChunkLoadError } from './chunks';

/**
 * A route that fails shows what happened and how to go on, inside the shell:
 * never a blank screen. A chunk that would not load offers a reload (a new
 * deploy usually explains it); other failures offer to try the page again.
 */
/** A route whose code would not load: explain it and offer a reload. */
export function ChunkErrorView({ error }: { error: ChunkLoadError }) {
  return <ErrorView kind="chunk" details={error.message} onReload={() => window.location.reload()} />;
}

export default function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  if (isChunkLoadError(error)) return <ChunkErrorView error={error} />;
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
