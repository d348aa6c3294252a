import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PartLoadError } from './PartLoadError';

const meta = {
  title: 'Blocks/Status/PartLoadError',
  component: PartLoadError,
  args: { onRetry: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "What one part of the site shows when its code would not load after a retry (the side menu, the footer, the header's categories, or a window or panel the player was opening), while the rest of the page and whatever was typed stay as they were: a short alert and Try again, which loads the part anew. In its place by default; `floating` puts it over the page's bottom corner for a part that has no place of its own on screen yet. No platform data reaches it: the site's shell boundary (`sites/web/src/app/shellParts.tsx`) renders it, so it has no story driven by the sandbox.",
      },
    },
  },
} satisfies Meta<typeof PartLoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('This part of the page could not be loaded.');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Retry/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Over the page: a window that was opening has no place of its own yet. */
export const Floating: Story = {
  args: { floating: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('alert').getBoundingClientRect();
    await expect(window.innerHeight - box.bottom).toBeGreaterThan(0);
    await expect(window.innerHeight - box.bottom).toBeLessThanOrEqual(32);
  },
};

export const Chinese: Story = {
  globals: { locale: 'CN' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('页面的这一部分未能加载。');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
