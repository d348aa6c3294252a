import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const sandbox = `http://127.0.0.1:${process.env.SANDBOX_PORT ?? '4010'}`;
// The platform's paths; in development and preview they go to the sandbox.
const platformProxy = Object.fromEntries(['/wps', '/lgw', '/lotto'].map((path) => [path, { target: sandbox }]));

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  server: { proxy: platformProxy },
  preview: { proxy: platformProxy },
  build: {
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        advancedChunks: {
          groups: [
            // What every page needs, in one long-cached file instead of a dozen small ones.
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|swr|valibot|use-sync-external-store|dequal)[\\/]/,
              priority: 20,
            },
          ],
        },
      },
    },
  },
});
