import { Component, lazy, type ReactNode, Suspense } from 'react';

// The error view is only needed once something fails: its own chunk.
const RouteError = lazy(() => import('./RouteError'));

interface State {
  error: unknown;
  failed: boolean;
}

/**
 * A route that throws while rendering shows what happened and a way to try
 * again inside the shell: never a blank screen.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  retry = () => this.setState({ error: null, failed: false });

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Suspense fallback={null}>
        <RouteError error={this.state.error} onRetry={this.retry} />
      </Suspense>
    );
  }
}
