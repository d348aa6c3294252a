import { Component, type ErrorInfo, type ReactNode } from 'react';
import { i18n } from '../i18n';

/**
 * The last boundary, around the providers and the start-up check: whatever
 * fails there (the status pages' code not arriving, a provider throwing) shows
 * the start-up splash's own failure notice with a reload, never a blank
 * document. It uses only the page's inline styles and the eager messages, so
 * nothing it needs can be missing.
 */
export class SiteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="lobby-boot">
        <div role="alert">
          <h1>{i18n.t('errors.chunkLoad')}</h1>
          <button type="button" onClick={() => window.location.reload()}>
            {i18n.t('status.error.reload')}
          </button>
        </div>
      </main>
    );
  }
}
