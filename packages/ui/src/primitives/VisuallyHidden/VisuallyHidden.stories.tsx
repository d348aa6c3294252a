import type { Meta, StoryObj } from '@storybook/react-vite';
import { Search } from 'lucide-react';
import { expect } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Search games' },
  parameters: {
    docs: {
      description: {
        component:
          'Gives an icon-only control its accessible name without showing text. Screen readers read it; sighted players see the icon.',
      },
    },
  },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <button type="button" style={{ padding: 8 }}>
      <Search aria-hidden size={20} />
      <VisuallyHidden {...args} />
    </button>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Search games' });
    await expect(button).toBeVisible();
    const hidden = canvas.getByText('Search games');
    const box = hidden.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(1);
    await expect(box.height).toBeLessThanOrEqual(1);
  },
};
