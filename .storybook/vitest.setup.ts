import { currentLanguage, type LanguageCode, setLanguage } from '@lobby/i18n';
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import type { StoryContext } from '@storybook/react-vite';
import { setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { expect } from 'vitest';
import { page } from 'vitest/browser';
import { keepStoryClocksFrozen } from '../packages/ui/src/stories/clock';
import * as projectAnnotations from './preview';
import { storyI18n } from './storyI18n';
import { blockViewports, blockVisualLanguage, blockVisualThemes, type VisualTheme, visualThemes } from './visualThemes';

// A story's first render on a busy two-core machine (the whole suite runs in one Chromium) can take
// longer than testing-library's default second; `find…` queries wait up to five, and still return as
// soon as what they look for is there.
configure({ asyncUtilTimeout: 5_000 });

// Visual snapshots: after a captured story's play function (and axe) passes,
// what it shows is captured and compared with the committed baseline beside
// the story (`__screenshots__/`). Record new baselines with
// `pnpm test:visual:update`.
//
// Captured: every `Foundations/` and `Primitives/` story, once per theme of
// `visualThemes` at the story's own viewport (`<story>-<theme>`); and the
// `Default` story of every `Blocks/` file (its main state; the other block
// stories are covered by their play functions) at each width of
// `blockViewports` (375 and 1366), once per theme of `blockVisualThemes` and
// once in Chinese (`default-<theme|cn>-<width>`). All captures at one width
// are taken before the next, as every resize lays the page out again; the
// viewport and language are put back afterwards. Chinese is the rendered story
// switched to Chinese through the preview's i18n instance: the view's own
// words change, text the story passes in as props stays as written. Tag a
// story `no-visual` to opt out (a tag starting with `!` only removes a tag, it
// is never seen here).
//
// What is captured: the story's root (the element it is rendered into), so the
// allowance below is a handful of pixels of the component, not of a page. A
// block narrower than the viewport is captured at its own width (the root is
// narrowed to it while its layout stays the same). When the story shows
// something outside its root (a dialog, popover, menu or toast in a portal, a
// fixed bar, content overflowing the root), the whole page is captured
// instead: what the player sees.
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

/** Lets React draw a change, and the fonts it needs load, before a capture. */
async function settle() {
  await nextFrame();
  await nextFrame();
  await document.fonts.ready;
  await nextFrame();
}

const capture = (target: HTMLElement, name: string) =>
  expect.element(page.elementLocator(target)).toMatchScreenshot(name, {
    screenshotOptions: { animations: 'disabled', caret: 'hide' },
    comparatorName: 'pixelmatch',
    comparatorOptions,
  });

/** The box the root's drawn content covers. */
function contentBox(root: HTMLElement): DOMRect | undefined {
  let left = Number.POSITIVE_INFINITY;
  let top = Number.POSITIVE_INFINITY;
  let right = Number.NEGATIVE_INFINITY;
  let bottom = Number.NEGATIVE_INFINITY;
  for (const element of root.querySelectorAll('*')) {
    if (!draws(element)) continue;
    const box = element.getBoundingClientRect();
    left = Math.min(left, box.left);
    top = Math.min(top, box.top);
    right = Math.max(right, box.right);
    bottom = Math.max(bottom, box.bottom);
  }
  return right > left ? new DOMRect(left, top, right - left, bottom - top) : undefined;
}

/**
 * A block narrower than the viewport (a card, a form) is captured at its own
 * width, not with the empty rest of a wide viewport: the root is narrowed to
 * its content (plus its padding) for the capture. A block whose layout follows
 * the root's width would change when narrowed; it is then left as it was.
 * Gives back the undo.
 */
async function narrowToContent(root: HTMLElement): Promise<() => void> {
  const before = contentBox(root);
  const frame = root.getBoundingClientRect();
  const style = getComputedStyle(root);
  const padding = Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight);
  if (!before) return () => undefined;
  const width = Math.ceil(before.width + padding);
  if (width >= frame.width - 1) return () => undefined;
  const { width: widthBefore, boxSizing: boxSizingBefore } = root.style;
  const undo = () => {
    root.style.width = widthBefore;
    root.style.boxSizing = boxSizingBefore;
  };
  root.style.boxSizing = 'border-box';
  root.style.width = `${width}px`;
  await nextFrame();
  await nextFrame();
  const after = contentBox(root);
  const same =
    after !== undefined &&
    Math.abs(after.width - before.width) < 0.5 &&
    Math.abs(after.height - before.height) < 0.5 &&
    root.scrollWidth <= root.clientWidth;
  if (same) return undo;
  undo();
  await nextFrame();
  return () => undefined;
}

/**
 * Resizes the story's frame and waits until the page has taken the new size
 * and laid itself out: the resize is made by the test runner's page around
 * the frame, and may reach the story a frame or more after the call resolves.
 */
async function resizeViewport(width: number, height: number) {
  await page.viewport(width, height);
  for (let frame = 0; frame < 60 && (window.innerWidth !== width || window.innerHeight !== height); frame++) {
    await nextFrame();
  }
  await settle();
}

type BlockCapture = { theme: VisualTheme; language?: LanguageCode; name: string };

/**
 * A block's captures at one width: every theme, and Chinese. Every other
 * width runs them backwards, so the language changes only twice per story.
 */
function blockCaptures(width: number, index: number): BlockCapture[] {
  const captures: BlockCapture[] = [
    ...blockVisualThemes.map((theme) => ({ theme, name: `${capturedBlockStory}-${theme}-${width}` })),
    { theme: blockVisualThemes[0], language: blockVisualLanguage, name: `${capturedBlockStory}-cn-${width}` },
  ];
  return index % 2 === 0 ? captures : captures.reverse();
}

/**
 * A block's `Default` story at each width of `blockViewports` (all captures at
 * one width before the next, as a resize costs a layout), in every theme and
 * in Chinese. The viewport and language the story ran in are put back after.
 */
async function captureBlock(context: StoryContext, html: HTMLElement) {
  const viewport = { width: window.innerWidth, height: window.innerHeight };
  const language = currentLanguage(storyI18n);
  let shownLanguage = language;
  try {
    for (const [index, { width, height }] of blockViewports.entries()) {
      await resizeViewport(width, height);
      for (const { theme, language: wanted = language, name } of blockCaptures(width, index)) {
        if (wanted !== shownLanguage) {
          await setLanguage(storyI18n, wanted);
          shownLanguage = wanted;
        }
        html.setAttribute('data-lobby-theme', theme);
        await settle();
        const target = captureTarget(context.canvasElement);
        const widen = target === context.canvasElement ? await narrowToContent(target) : () => undefined;
        try {
          await loadImages(target);
          await settle();
          await capture(target, name);
        } finally {
          widen();
        }
      }
    }
  } finally {
    if (shownLanguage !== language) await setLanguage(storyI18n, language);
    await resizeViewport(viewport.width, viewport.height);
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
    if (context.title.startsWith('Blocks/')) {
      await captureBlock(context, html);
      return;
    }
    const target = captureTarget(context.canvasElement);
    await loadImages(target);
    for (const theme of visualThemes) {
      html.setAttribute('data-lobby-theme', theme);
      await document.fonts.ready;
      await nextFrame();
      await nextFrame();
      await capture(target, `${storyName(context)}-${theme}`);
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
