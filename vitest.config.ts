import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

// A fresh options object per browser project: a shared one makes every
// project report under the last one's name.
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    // Room for the largest story viewport (1920 × 1080): Vitest shrinks the
    // story's frame to fit the page, and a shrunk frame would blur captures.
    contextOptions: { viewport: { width: 1920, height: 1080 } },
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--font-render-hinting=none',
        '--force-color-profile=srgb',
      ],
    },
  }),
  instances: [{ browser: 'chromium' as const }],
  screenshotFailures: false,
});

/**
 * `VITE_SKIP_VISUAL=1` turns the visual snapshots off (the story tests still
 * run): said loudly at the start and at the end of every run, and refused
 * under CI, where a skipped snapshot would let a visual change through.
 */
function visualSkipGuard(): Plugin {
  const warning = [
    '',
    '⚠ VITE_SKIP_VISUAL=1: visual snapshots are SKIPPED in this run.',
    '  Stories are tested for behaviour and accessibility only; no visual change can fail.',
    '',
  ].join('\n');
  return {
    name: 'lobby:visual-skip-guard',
    configureVitest({ vitest }) {
      if (process.env.VITE_SKIP_VISUAL !== '1') return;
      if (process.env.CI) {
        throw new Error(
          'VITE_SKIP_VISUAL=1 is refused under CI (CI is set): visual snapshots must run there. Unset VITE_SKIP_VISUAL.',
        );
      }
      vitest.logger.warn(warning);
      vitest.onClose(() => vitest.logger.warn(warning));
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [vanillaExtractPlugin(), react()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'sites/*/src/**/*.test.{ts,tsx}',
            'sites/*/build/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          setupFiles: ['./tests/setup/unit.ts'],
          css: true,
        },
      },
      {
        plugins: [
          vanillaExtractPlugin(),
          storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) }),
          visualSkipGuard(),
        ],
        // Pre-bundle every dependency the stories use at start-up; discovering
        // one mid-run makes Vite reload and fail the test file being imported.
        optimizeDeps: {
          entries: ['.storybook/preview.tsx', 'packages/ui/src/**/*.stories.tsx', 'sites/web/src/**/*.stories.tsx'],
          // Imported by vanilla-extract's compiled styles, so a scan cannot see them.
          include: [
            '@vanilla-extract/recipes/createRuntimeFn',
            '@vanilla-extract/sprinkles/createRuntimeSprinkles',
            '@vanilla-extract/dynamic',
          ],
        },
        test: {
          name: 'storybook',
          browser: browser(),
          setupFiles: ['./.storybook/vitest.setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['./tests/e2e/globalSetup.ts'],
          // One sandbox and one browser for all files: files run one after another.
          fileParallelism: false,
          testTimeout: 45_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
