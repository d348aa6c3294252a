import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useBreakpoint, useMediaQuery } from './useMediaQuery';

/** A media query list on a screen whose width the test sets; it understands `min-width: Npx` only. */
class FakeMediaQueryList extends EventTarget implements MediaQueryList {
  onchange = null;
  listeners = 0;

  constructor(
    readonly media: string,
    private readonly screen: { width: number },
  ) {
    super();
  }

  get matches() {
    const min = /min-width: (\d+)px/.exec(this.media);
    return min ? this.screen.width >= Number(min[1]) : false;
  }

  override addEventListener(...args: Parameters<EventTarget['addEventListener']>) {
    this.listeners += 1;
    super.addEventListener(...args);
  }

  override removeEventListener(...args: Parameters<EventTarget['removeEventListener']>) {
    this.listeners -= 1;
    super.removeEventListener(...args);
  }

  // The deprecated pair, unused by the hook.
  addListener() {}
  removeListener() {}
}

function fakeScreen(width: number) {
  const state = { width };
  const lists: FakeMediaQueryList[] = [];
  window.matchMedia = (query: string) => {
    const list = new FakeMediaQueryList(query, state);
    lists.push(list);
    return list;
  };
  return {
    resize(next: number) {
      const before = lists.map((list) => list.matches);
      state.width = next;
      lists.forEach((list, index) => {
        if (list.matches !== before[index]) list.dispatchEvent(new Event('change'));
      });
    },
    listenerCount: () => lists.reduce((count, list) => count + list.listeners, 0),
  };
}

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

function Wide({ query, fallback }: { query: string; fallback?: boolean }) {
  return <output>{useMediaQuery(query, fallback) ? 'wide' : 'narrow'}</output>;
}

function Laptop() {
  return <output>{useBreakpoint('laptop') ? 'laptop' : 'smaller'}</output>;
}

describe('useMediaQuery', () => {
  it('answers on the first render and follows the window as it resizes', () => {
    const screenSize = fakeScreen(1200);
    render(<Wide query="(min-width: 1024px)" />);
    expect(screen.getByRole('status')).toHaveTextContent('wide');
    act(() => screenSize.resize(800));
    expect(screen.getByRole('status')).toHaveTextContent('narrow');
    act(() => screenSize.resize(1024));
    expect(screen.getByRole('status')).toHaveTextContent('wide');
  });

  it('stops listening once unmounted', () => {
    const screenSize = fakeScreen(800);
    const { unmount } = render(<Wide query="(min-width: 1024px)" />);
    expect(screenSize.listenerCount()).toBeGreaterThan(0);
    unmount();
    expect(screenSize.listenerCount()).toBe(0);
  });

  it('gives the fallback where there is no matchMedia', () => {
    // jsdom, like a server, has none.
    Reflect.deleteProperty(window, 'matchMedia');
    const { unmount } = render(<Wide query="(min-width: 1024px)" />);
    expect(screen.getByRole('status')).toHaveTextContent('narrow');
    unmount();
    render(<Wide query="(min-width: 1024px)" fallback />);
    expect(screen.getByRole('status')).toHaveTextContent('wide');
  });
});

describe('useBreakpoint', () => {
  it('is true from the breakpoint token up', () => {
    const screenSize = fakeScreen(1023);
    render(<Laptop />);
    expect(screen.getByRole('status')).toHaveTextContent('smaller');
    act(() => screenSize.resize(1024));
    expect(screen.getByRole('status')).toHaveTextContent('laptop');
  });
});
