import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import type { StoryContext } from '@storybook/react-vite';
import { setProjectAnnotations } from '@storybook/react-vite';
import { expect } from 'vitest';
import { page } from 'vitest/browser';
import * as projectAnnotations from './preview';

// Visual snapshots: after a design-system story's play function passes, the
// page is captured once per reference theme and compared with the committed
// baseline beside the story (`__screenshots__/`). Record new baselines with
// `pnpm test:visual:update`.
const snapshotThemes = ['dark', 'light'] as const;
const visualSections = ['Foundations/', 'Primitives/'];

async function visualSnapshot(context: StoryContext) {
  if (import.meta.env.VITE_SKIP_VISUAL === '1') return;
  if (context.tags.includes('!visual')) return;
  if (!visualSections.some((section) => context.title.startsWith(section))) return;
  const root = document.documentElement;
  const original = root.getAttribute('data-lobby-theme');
  // Motion would make every capture differ: freeze it for the snapshot.
  const still = document.createElement('style');
  still.textContent =
    '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';
  document.head.append(still);
  const story = context.id.split('--')[1] ?? context.id;
  try {
    for (const theme of snapshotThemes) {
      root.setAttribute('data-lobby-theme', theme);
      await document.fonts.ready;
      await expect.element(page.elementLocator(document.body)).toMatchScreenshot(`${story}-${theme}`, {
        screenshotOptions: { animations: 'disabled', caret: 'hide' },
        comparatorName: 'pixelmatch',
        comparatorOptions: { threshold: 0.15, allowedMismatchedPixelRatio: 0.002 },
      });
    }
  } finally {
    still.remove();
    if (original === null) root.removeAttribute('data-lobby-theme');
    else root.setAttribute('data-lobby-theme', original);
  }
}

setProjectAnnotations([a11yAnnotations, projectAnnotations, { afterEach: visualSnapshot }]);
