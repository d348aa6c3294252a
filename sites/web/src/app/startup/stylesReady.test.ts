import { afterEach, describe, expect, it, vi } from 'vitest';
import { stylesDeadlineMs, stylesReady } from './stylesReady';

function styleLink(state: 'loading' | 'loaded'): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.dataset.lobbyStyles = state;
  document.head.append(link);
  return link;
}

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('stylesReady', () => {
  it('resolves at once when the page inserted no stylesheet (development server)', async () => {
    document.head.innerHTML = '';
    expect(await settled(stylesReady())).toBe(true);
  });

  it('resolves at once when the stylesheet arrived before the app', async () => {
    document.head.innerHTML = '';
    styleLink('loaded');
    expect(await settled(stylesReady())).toBe(true);
  });

  it('waits for a pending stylesheet and resolves when it loads', async () => {
    document.head.innerHTML = '';
    const link = styleLink('loading');
    const ready = stylesReady();
    expect(await settled(ready)).toBe(false);
    link.dispatchEvent(new Event('load'));
    expect(await settled(ready)).toBe(true);
  });

  it('lets the app start when a stylesheet fails', async () => {
    document.head.innerHTML = '';
    const link = styleLink('loading');
    const ready = stylesReady();
    link.dispatchEvent(new Event('error'));
    expect(await settled(ready)).toBe(true);
  });

  afterEach(() => vi.useRealTimers());

  it('lets the app start when a stylesheet never answers, once the deadline has passed', async () => {
    vi.useFakeTimers();
    document.head.innerHTML = '';
    styleLink('loading');
    let done = false;
    void stylesReady().then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(stylesDeadlineMs - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
