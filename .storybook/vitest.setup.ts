import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import type { StoryContext } from '@storybook/react-vite';
import { setProjectAnnotations } from '@storybook/react-vite';
import { expect } from 'vitest';
import { page } from 'vitest/browser';
import { keepStoryClocksFrozen } from '../packages/ui/src/stories/clock';
import * as projectAnnotations from './preview';
import { visualThemes } from './visualThemes';

// Visual snapshots: after a captured story's play function (and axe) passes,
// what it shows is captured once per visual theme and compared with the
// committed baseline beside the story (`__screenshots__/`). Record new
// baselines with `pnpm test:visual:update`.
//
// Captured: every `Foundations/` and `Primitives/` story, and the `Default`
// story of every `Blocks/` file (its main state; the other block stories are
// covered by their play functions). Tag a story `no-visual` to opt out (a tag starting with `!` only removes a tag, it is never seen here).
//
// What is captured: the story's root (the element it is rendered into), so the
// allowance below is a handful of pixels of the component, not of a page. When
// the story shows something outside its root (a dialog, popover, menu or toast
// in a portal, a fixed bar, content overflowing the root), the whole page is
// captured instead: what the player sees.
//
// How strictly: a colour step of 3/255 in one pixel counts as a difference
// (pixelmatch threshold 0.01), anti-aliased pixels included (the same
// Chromium draws the same pixels every time), and at most
// `allowedMismatchedPixels` may differ: hiding a 16 px icon changes about 28,
// a 1 px border's colour a few hundred, while the anti-aliased corners of a
// focus ring beside an open tooltip come out differently by up to 14 from one
// run to the next.

const capturedSections = ['Foundations/', 'Primitives/'];
const capturedBlockStory = 'default';
const comparatorOptions = { threshold: 0.01, includeAA: true, allowedMismatchedPixels: 16 };

// Skipping (VITE_SKIP_VISUAL=1) is announced, and refused under CI, once per
// run by the storybook project's plugin in `vitest.config.ts`.
const skipVisual = import.meta.env.VITE_SKIP_VISUAL === '1';

function isCaptured(context: StoryContext): boolean {
  if (context.tags.includes('no-visual')) return false;
  if (capturedSections.some((section) => context.title.startsWith(section))) return true;
  return context.title.startsWith('Blocks/') && storyName(context) === capturedBlockStory;
}

const storyName = (context: StoryContext) => context.id.split('--')[1] ?? context.id;

/** Whether an element draws anything: visible, and bigger than the 1 px boxes of visually hidden text. */
function draws(element: Element): boolean {
  const box = element.getBoundingClientRect();
  if (box.width <= 1 || box.height <= 1) return false;
  return element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
}

const inside = (box: DOMRect, frame: DOMRect) =>
  box.left >= frame.left - 0.5 &&
  box.top >= frame.top - 0.5 &&
  box.right <= frame.right + 0.5 &&
  box.bottom <= frame.bottom + 0.5;

/** The root, or the page when the story shows something beyond the root's box (see the top of the file). */
function captureTarget(root: HTMLElement): HTMLElement {
  if (root.scrollWidth > root.clientWidth || root.scrollHeight > root.clientHeight) return document.body;
  const frame = root.getBoundingClientRect();
  for (const element of document.body.querySelectorAll('*')) {
    if (element === root || element instanceof HTMLScriptElement || element instanceof HTMLStyleElement) continue;
    const inRoot = root.contains(element);
    // Inside the root only fixed elements can lie outside its box without overflowing it.
    if (inRoot && getComputedStyle(element).position !== 'fixed') continue;
    if (draws(element) && !(inRoot && inside(element.getBoundingClientRect(), frame))) return document.body;
  }
  return root;
}

/**
 * Lazy images load when scrolled to, which a capture may do: load them all
 * now, decoded. An image whose response never comes (a story of the loading
 * state) is given up on after `imageWaitMs`, and is captured as still loading.
 */
const imageWaitMs = 2000;
async function loadImages(target: HTMLElement) {
  const images = [...target.querySelectorAll('img')];
  for (const image of images) if (image.loading === 'lazy') image.loading = 'eager';
  const loaded = Promise.all(
    images.map(async (image) => {
      if (!image.complete) {
        await new Promise((resolve) => {
          image.addEventListener('load', resolve, { once: true });
          image.addEventListener('error', resolve, { once: true });
        });
      }
      if (image.naturalWidth > 0) await image.decode().catch(() => undefined);
    }),
  );
  await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, imageWaitMs))]);
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Brings every animation still under way to its end, as if the player had
 * waited: a closing popover or accordion panel then leaves the page (Radix
 * removes it on its animation's end) instead of being caught half-way, or left
 * behind for good once animations are switched off for the capture. Repeated
 * while ends start new animations; endless ones (spinners) are left to the
 * still style.
 */
async function finishAnimations() {
  for (let round = 0; round < 5; round++) {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    if (finite.length === 0) return;
    for (const animation of finite) animation.finish();
    await nextFrame();
    await nextFrame();
  }
}

async function visualSnapshot(context: StoryContext) {
  if (skipVisual || !isCaptured(context)) return;
  await finishAnimations();
  const html = document.documentElement;
  const original = html.getAttribute('data-lobby-theme');
  // Motion would make every capture differ: freeze it for the snapshot.
  const still = document.createElement('style');
  still.textContent =
    '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; will-change: auto !important; }';
  document.head.append(still);
  // Floating layers (tooltips, popovers, menus) are placed when they open, while
  // sizes may still settle, which can leave an arrow a pixel off at random; a
  // resize makes each place itself again on the still page.
  window.dispatchEvent(new Event('resize'));
  await nextFrame();
  await nextFrame();
  try {
    const target = captureTarget(context.canvasElement);
    await loadImages(target);
    for (const theme of visualThemes) {
      html.setAttribute('data-lobby-theme', theme);
      await document.fonts.ready;
      await nextFrame();
      await nextFrame();
      await expect.element(page.elementLocator(target)).toMatchScreenshot(`${storyName(context)}-${theme}`, {
        screenshotOptions: { animations: 'disabled', caret: 'hide' },
        comparatorName: 'pixelmatch',
        comparatorOptions,
      });
    }
  } finally {
    still.remove();
    if (original === null) html.removeAttribute('data-lobby-theme');
    else html.setAttribute('data-lobby-theme', original);
  }
}

/**
 * The Storybook UI pads a story's root by 1rem unless its layout is
 * `fullscreen`; test runs do the same, so a captured root keeps focus rings and
 * shadows at its edges, and stories lay out as they do in the UI.
 */
function padLikeTheUi(context: StoryContext) {
  const layout = context.parameters.layout ?? 'padded';
  if (layout === 'padded') context.canvasElement.style.padding = '1rem';
}

// Manual clocks stay frozen after the play function in test runs, through axe and the snapshot.
keepStoryClocksFrozen();

setProjectAnnotations([a11yAnnotations, projectAnnotations, { beforeEach: padLikeTheUi, afterEach: visualSnapshot }]);
