import { createFullI18n, I18nextProvider } from '@lobby/i18n';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AsyncRegion, type AsyncRegionProps } from './AsyncRegion';
import { type AsyncStatus, hasContent } from './asyncStatus';

const i18n = createFullI18n();
const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

function region(props: Partial<AsyncRegionProps> & Pick<AsyncRegionProps, 'status'>) {
  return render(
    <AsyncRegion skeleton={<span data-testid="skeleton" />} {...props}>
      <p>The content</p>
    </AsyncRegion>,
    { wrapper },
  );
}

describe('AsyncRegion', () => {
  it('shows the placeholders while loading, busy and saying so', () => {
    const { container } = region({ status: 'loading', loadingLabel: 'Loading notices…' });
    expect(screen.getByTestId('skeleton')).toBeInTheDocument();
    expect(screen.queryByText('The content')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading notices…');
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the failure with Retry instead of the content', () => {
    region({ status: 'error', onRetry: () => undefined, errorTitle: 'Notices did not load' });
    expect(screen.getByRole('alert')).toHaveTextContent('Notices did not load');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('The content')).toBeNull();
    expect(screen.queryByTestId('skeleton')).toBeNull();
  });

  it('shows the empty state only when ready and empty', () => {
    region({ status: 'ready', empty: true });
    expect(screen.getByText('No data')).toBeInTheDocument();
    expect(screen.queryByText('The content')).toBeNull();
  });

  it('renders a given empty state, or nothing for null', () => {
    const { rerender } = region({ status: 'ready', empty: true, emptyState: <p>Nothing yet</p> });
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    rerender(
      <AsyncRegion status="ready" empty emptyState={null} skeleton={null}>
        <p>The content</p>
      </AsyncRegion>,
    );
    expect(screen.queryByText('Nothing yet')).toBeNull();
    expect(screen.queryByText('No data')).toBeNull();
  });

  it('keeps the content while refreshing, busy, with the refresh line and no announcement', () => {
    const { container } = region({ status: 'refreshing' });
    expect(screen.getByText('The content')).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('[data-refreshing]')).not.toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('is not busy and draws no refresh line when ready', () => {
    const { container } = region({ status: 'ready' });
    expect(screen.getByText('The content')).toBeInTheDocument();
    expect(container.firstElementChild).not.toHaveAttribute('aria-busy');
    expect(container.querySelector('[data-refreshing]')).toBeNull();
  });
});

describe('hasContent', () => {
  it('is true once the data is on hand', () => {
    const statuses: AsyncStatus[] = ['loading', 'error', 'ready', 'refreshing'];
    expect(statuses.filter(hasContent)).toEqual(['ready', 'refreshing']);
  });
});
