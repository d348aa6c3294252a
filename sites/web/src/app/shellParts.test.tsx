import { createFullI18n, I18nextProvider } from '@lobby/i18n';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyShellPart, ShellPartSlot } from './shellParts';

const i18n = createFullI18n();

function Menu() {
  return <nav aria-label="Side menu">Games</nav>;
}

/** Stands for the route's and the app's error boundaries around the shell. */
class OuterBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>The shell caught: {this.state.error.message}</p> : this.props.children;
  }
}

function Broken(): never {
  throw new Error('render failed');
}

describe('a part of the shell whose code does not arrive', () => {
  it('says so in its place, keeps what is around it, and loads anew on Try again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let online = false;
    const load = vi.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module: /assets/SideMenu.js');
      return { default: Menu };
    });
    const SideMenu = lazyShellPart('SideMenu', load);
    render(
      <I18nextProvider i18n={i18n}>
        <input aria-label="Amount" defaultValue="" />
        <ShellPartSlot part={SideMenu} />
      </I18nextProvider>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '250');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the page could not be loaded.');
    // The chunks' own retry asked twice before giving up.
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('250');

    online = true;
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByRole('navigation', { name: 'Side menu' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('250');
  });

  it('leaves any other error to the boundaries around it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const part = lazyShellPart('Broken', async () => ({ default: Broken }));
    render(
      <I18nextProvider i18n={i18n}>
        <OuterBoundary>
          <ShellPartSlot part={part} />
        </OuterBoundary>
      </I18nextProvider>,
    );
    expect(await screen.findByText('The shell caught: render failed')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('a part of the shell whose code is on its way', () => {
  it('holds the place it is given, so what is below does not move up and back', async () => {
    let arrive: (module: { default: typeof Menu }) => void = () => {};
    const SideMenu = lazyShellPart(
      'SideMenu',
      () =>
        new Promise<{ default: typeof Menu }>((resolve) => {
          arrive = resolve;
        }),
    );
    render(
      <I18nextProvider i18n={i18n}>
        <ShellPartSlot part={SideMenu} fallback={<div data-testid="held" style={{ minHeight: 320 }} />} />
        <footer>Footer</footer>
      </I18nextProvider>,
    );
    expect(screen.getByTestId('held').style.minHeight).toBe('320px');
    await act(async () => arrive({ default: Menu }));
    expect(await screen.findByRole('navigation', { name: 'Side menu' })).toBeTruthy();
    expect(screen.queryByTestId('held')).toBeNull();
  });
});
