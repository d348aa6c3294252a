import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  args: { label: 'Sound effects', size: 'md', disabled: false, onCheckedChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    label: { control: 'text' },
    description: { control: 'text' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          "An on/off setting that applies immediately (sound, notifications, hiding the balance). Use Checkbox for answers that a submit button confirms, such as agreeing to the terms. The track fills with the highlight colour when on. Space or Enter toggles, a click on the label toggles; `description` is read as the switch's description.",
      },
    },
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const control = canvas.getByRole('switch', { name: 'Sound effects' });
    await expect(control).not.toBeChecked();
    await userEvent.click(control);
    await expect(control).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

export const KeyboardToggle: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas, userEvent, args }) => {
    const control = canvas.getByRole('switch', { name: 'Sound effects' });
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).not.toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect(control).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenNthCalledWith(1, false);
    await expect(args.onCheckedChange).toHaveBeenNthCalledWith(2, true);
  },
};

export const WithDescription: Story = {
  args: { label: 'Hide balance', description: 'Shows dots instead of your balance in the top bar.' },
  play: async ({ canvas, userEvent }) => {
    const control = canvas.getByRole('switch', { name: 'Hide balance' });
    await expect(control).toHaveAccessibleDescription('Shows dots instead of your balance in the top bar.');
    await userEvent.click(canvas.getByText('Hide balance'));
    await expect(control).toBeChecked();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Switch {...args} size="sm" label="Small" defaultChecked />
      <Switch {...args} size="md" label="Medium" defaultChecked />
    </div>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByRole('switch', { name: 'Small' }).getBoundingClientRect();
    const medium = canvas.getByRole('switch', { name: 'Medium' }).getBoundingClientRect();
    await expect([small.width, small.height]).toEqual([36, 20]);
    await expect([medium.width, medium.height]).toEqual([44, 24]);
  },
};

export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Switch {...args} label="Unavailable (off)" disabled />
      <Switch {...args} label="Unavailable (on)" disabled defaultChecked />
    </div>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const off = canvas.getByRole('switch', { name: 'Unavailable (off)' });
    await expect(off).toBeDisabled();
    await userEvent.click(canvas.getByText('Unavailable (off)'));
    await expect(off).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Unavailable (on)' })).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const LongLabel: Story = {
  args: {
    label: 'Notify me by SMS when a withdrawal is approved, rejected or needs more turnover',
    description: 'Standard SMS rates of your carrier apply.',
  },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
  play: async ({ canvas, userEvent }) => {
    const control = canvas.getByRole('switch', { name: /Notify me by SMS/ });
    await userEvent.click(canvas.getByText(/Notify me by SMS/));
    await expect(control).toBeChecked();
  },
};

export const Chinese: Story = {
  args: { label: '音效', description: '游戏大厅中的点击与中奖音效。' },
  globals: { locale: 'CN' },
  play: async ({ canvas, userEvent }) => {
    const control = canvas.getByRole('switch', { name: '音效' });
    await userEvent.click(control);
    await expect(control).toBeChecked();
  },
};
