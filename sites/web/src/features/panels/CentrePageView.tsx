import { Suspense } from 'react';
import { RouteErrorBoundary } from '../../app/RouteErrorBoundary';
import type { CentrePage, CentrePageProps } from './centrePage';

/**
 * A centre's page in the panel's right pane: loaded on first show, and a page
 * that fails shows what happened with a retry, inside the panel.
 */
export function CentrePageView<Page extends string>({
  component: Component,
  ...props
}: CentrePageProps<Page> & { component: CentrePage<Page> }) {
  return (
    // A new page starts with a clear error state.
    <RouteErrorBoundary key={props.page}>
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    </RouteErrorBoundary>
  );
}
