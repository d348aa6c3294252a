import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { scrollOverflowOf, useScrollFade } from './useScrollFade';

/** jsdom has no layout: give an element the scroll geometry a browser would measure. */
function measure(element: HTMLElement, { scrollWidth, clientWidth }: { scrollWidth: number; clientWidth: number }) {
  Object.defineProperty(element, 'scrollWidth', { configurable: true, get: () => scrollWidth });
  Object.defineProperty(element, 'clientWidth', { configurable: true, get: () => clientWidth });
}

function row(scrollWidth: number, clientWidth: number, scrollLeft = 0) {
  const element = document.createElement('div');
  measure(element, { scrollWidth, clientWidth });
  element.scrollLeft = scrollLeft;
  return element;
}

describe('scrollOverflowOf', () => {
  it('names the ends that hide content', () => {
    expect(scrollOverflowOf(row(300, 300))).toBe('none');
    expect(scrollOverflowOf(row(600, 300, 0))).toBe('end');
    expect(scrollOverflowOf(row(600, 300, 150))).toBe('both');
    expect(scrollOverflowOf(row(600, 300, 300))).toBe('start');
  });

  it('ignores a pixel of rounding at either end', () => {
    expect(scrollOverflowOf(row(301, 300))).toBe('none');
    expect(scrollOverflowOf(row(600, 300, 1))).toBe('end');
    expect(scrollOverflowOf(row(600, 300, 299))).toBe('start');
  });
});

function Row({ onElement }: { onElement: (element: HTMLDivElement) => void }) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  useScrollFade(element);
  return (
    <div
      data-testid="row"
      ref={(node) => {
        if (!node) return;
        onElement(node);
        setElement(node);
      }}
    >
      <span>First</span>
    </div>
  );
}

describe('useScrollFade', () => {
  it('marks the row when it mounts and as it scrolls', () => {
    let element: HTMLDivElement | null = null;
    const { getByTestId } = render(
      <Row
        onElement={(node) => {
          element = node;
          measure(node, { scrollWidth: 600, clientWidth: 300 });
        }}
      />,
    );
    const list = getByTestId('row');
    expect(element).toBe(list);
    expect(list).toHaveAttribute('data-overflow', 'end');

    list.scrollLeft = 150;
    act(() => {
      list.dispatchEvent(new Event('scroll'));
    });
    expect(list).toHaveAttribute('data-overflow', 'both');

    list.scrollLeft = 300;
    act(() => {
      list.dispatchEvent(new Event('scroll'));
    });
    expect(list).toHaveAttribute('data-overflow', 'start');
  });

  it('notices entries that arrive after it mounted', async () => {
    const { getByTestId } = render(<Row onElement={(node) => measure(node, { scrollWidth: 300, clientWidth: 300 })} />);
    const list = getByTestId('row');
    expect(list).toHaveAttribute('data-overflow', 'none');

    // More entries than the row shows: its scroll width grows, its own size does not.
    measure(list, { scrollWidth: 900, clientWidth: 300 });
    await act(async () => {
      list.append(document.createElement('span'));
      await Promise.resolve();
    });
    expect(list).toHaveAttribute('data-overflow', 'end');
  });

  it('lets go of the row when unmounted', () => {
    const { getByTestId, unmount } = render(
      <Row onElement={(node) => measure(node, { scrollWidth: 600, clientWidth: 300 })} />,
    );
    const list = getByTestId('row');
    unmount();
    list.scrollLeft = 300;
    list.dispatchEvent(new Event('scroll'));
    expect(list).toHaveAttribute('data-overflow', 'end');
  });
});
