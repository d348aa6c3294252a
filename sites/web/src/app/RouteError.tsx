import { ErrorView } from '@lobby/ui';
import { type ChunkLoadError, isChunkLoadError } from './chunks';

/** A route whose code would not load: explain it and offer a reload (a new deploy usually explains it). */
export function ChunkErrorView({ error }: { error: ChunkLoadError }) {
  return <ErrorView kind="chunk" details={error.message} onReload={() => window.location.reload()} />;
}

/** A route that failed: what happened, and trying the page again. */
export default function RouteError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (isChunkLoadError(error)) return <ChunkErrorView error={error} />;
  return <ErrorView kind="route" details={error instanceof Error ? error.message : undefined} onRetry={onRetry} />;
}
