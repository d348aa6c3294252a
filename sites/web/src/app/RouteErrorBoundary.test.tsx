import { LobbyProvider } from '@lobby/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './RouteErrorBoundary';

let broken = true;
function Page() {
  if (broken) throw new Error('The page tripped over its data');
  return <h1>Promotions</h1>;
}

describe('RouteErrorBoundary', () => {
  it('shows what went wrong instead of a blank page, and Retry renders the page again', async () => {
    broken = true;
    // React reports the caught error to the console; the test only needs the page.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <LobbyProvider>
        <RouteErrorBoundary>
          <Page />
        </RouteErrorBoundary>
      </LobbyProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Promotions' })).toBeTruthy();
    consoleError.mockRestore();
  });
});
