import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  args: { width: 240, height: 16, radius: 'sm' },
  argTypes: {
    radius: { control: 'inline-radio', options: ['none', 'sm', 'control', 'card', 'dialog', 'pill'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Loading placeholders in the shape of the content they stand for, so nothing shifts when it arrives ("skeleton tiles of the same size while loading"). `Skeleton` is a block, `Skeleton.Text` lines in the surrounding font size, `Skeleton.Circle` an avatar. The shimmer stops under reduced motion. Placeholders are `aria-hidden`: mark the region they fill with `aria-busy="true"` and say what is loading there.',
      },
    },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('span')!;
    await expect(block).toHaveAttribute('aria-hidden', 'true');
    const box = block.getBoundingClientRect();
    await expect(box.width).toBe(240);
    await expect(box.height).toBe(16);
    // The shimmer runs (the reduced-motion query turns it off).
    await expect(getComputedStyle(block).animationName).not.toBe('none');
  },
};

export const Text: Story = {
  render: () => (
    <div style={{ maxWidth: 360 }}>
      <Skeleton.Text lines={4} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const lines = canvasElement.querySelectorAll('[aria-hidden="true"] > span');
    await expect(lines).toHaveLength(4);
    const full = lines[0]!.getBoundingClientRect().width;
    const last = lines[3]!.getBoundingClientRect().width;
    await expect(last).toBeCloseTo(full * 0.6, 0);
  },
};

export const Circle: Story = {
  render: () => <Skeleton.Circle size={48} />,
  play: async ({ canvasElement }) => {
    const circle = canvasElement.querySelector('span')!;
    const box = circle.getBoundingClientRect();
    await expect(box.width).toBe(48);
    await expect(box.height).toBe(48);
    await expect(getComputedStyle(circle).borderRadius).not.toBe('0px');
  },
};

/** A paragraph and its placeholder side by side: the placeholder has the same height. */
export const SameHeightAsText: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 24, maxWidth: 640, alignItems: 'start' }}>
      <p data-testid="text" style={{ margin: 0 }}>
        One line
        <br />
        Two lines
        <br />
        Three lines
      </p>
      <Skeleton.Text data-testid="skeleton" lines={3} />
    </div>
  ),
  play: async ({ canvas }) => {
    const text = canvas.getByTestId('text').getBoundingClientRect().height;
    const skeleton = canvas.getByTestId('skeleton').getBoundingClientRect().height;
    await expect(Math.abs(text - skeleton)).toBeLessThanOrEqual(1);
  },
};

/** How a loading card is composed: the region is busy and named, the shapes are silent. */
export const LoadingCard: Story = {
  render: () => (
    <section
      aria-busy="true"
      aria-label="Member profile"
      style={{ display: 'flex', gap: 16, alignItems: 'center', maxWidth: 360, padding: 16 }}
    >
      <Skeleton.Circle size={56} />
      <div style={{ flex: 1, display: 'grid', gap: 8 }}>
        <Skeleton width="50%" height={20} />
        <Skeleton.Text lines={2} />
      </div>
    </section>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Member profile' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    // Nothing inside is exposed to assistive tech while it loads.
    for (const shape of region.querySelectorAll('span')) {
      await expect(shape.closest('[aria-hidden="true"]')).not.toBeNull();
    }
  },
};

export const GameTiles: Story = {
  render: () => (
    <div
      aria-busy="true"
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 12 }}
    >
      {['a', 'b', 'c', 'd'].map((id) => (
        <div key={id} style={{ display: 'grid', gap: 8 }}>
          <Skeleton height="auto" radius="card" style={{ aspectRatio: '1 / 1' }} />
          <Skeleton width="70%" height={14} />
        </div>
      ))}
    </div>
  ),
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const tiles = canvasElement.querySelectorAll('[style*="aspect-ratio"]');
    await expect(tiles).toHaveLength(4);
    const box = tiles[0]!.getBoundingClientRect();
    await expect(Math.abs(box.width - box.height)).toBeLessThanOrEqual(1);
  },
};
