import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteErrorBoundary } from './SiteErrorBoundary';

function StatusPagesThatDidNotArrive(): never {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/StatusPages.js');
}

afterEach(() => vi.restoreAllMocks());

describe('the last boundary around the start-up check', () => {
  it('shows the splash failure notice with a reload, not a blank document', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    render(
      <SiteErrorBoundary>
        <StatusPagesThatDidNotArrive />
      </SiteErrorBoundary>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Part of the site failed to load, please refresh the page');
    expect(screen.getByRole('main')).toContainElement(alert);
    await userEvent.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('renders the site as it is while nothing fails', () => {
    render(
      <SiteErrorBoundary>
        <p>The lobby</p>
      </SiteErrorBoundary>,
    );
    expect(screen.getByText('The lobby')).toBeInTheDocument();
  });
});
