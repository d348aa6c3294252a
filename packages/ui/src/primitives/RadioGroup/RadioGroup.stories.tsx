import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

const periods = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'half-month', label: 'Half-month', disabled: true },
  { value: 'monthly', label: 'Monthly' },
];

const registerTypes = [
  {
    value: 'register',
    label: 'Username',
    description: 'Choose a username and a password.',
  },
  {
    value: 'registerMobile',
    label: 'Mobile number',
    description: 'Sign up with your phone; we send a code by SMS. A password is optional.',
  },
];

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Settlement period',
    options: periods,
    orientation: 'vertical',
    disabled: false,
    required: false,
    onValueChange: fn(),
  },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          'One choice among a few options that should all stay visible (register type, wage period: daily, weekly, half-month, monthly). For long lists use Select. The visible label names the group; options may carry a description. Tab enters the group at the chosen option, the arrow keys move and select (skipping disabled options), and `name` submits the value with a form.',
      },
    },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

/**
 * Presses an arrow key the way a person does: down, focus moves (Radix moves it
 * on the next task), then up. Radix selects on focus only while the key is held.
 */
async function pressArrow(userEvent: UserEvent, key: string, lands: HTMLElement) {
  await userEvent.keyboard(`{${key}>}`);
  await waitFor(() => expect(lands).toHaveFocus());
  await userEvent.keyboard(`{/${key}}`);
}

export const Default: Story = {
  args: { defaultValue: 'weekly' },
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Settlement period' });
    await expect(group).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Weekly' })).toBeChecked();
    await userEvent.click(canvas.getByText('Monthly'));
    await expect(canvas.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('monthly');
  },
};

export const KeyboardArrows: Story = {
  args: { defaultValue: 'daily' },
  play: async ({ canvas, userEvent, args }) => {
    const daily = canvas.getByRole('radio', { name: 'Daily' });
    await userEvent.tab();
    await expect(daily).toHaveFocus();
    const weekly = canvas.getByRole('radio', { name: 'Weekly' });
    const monthly = canvas.getByRole('radio', { name: 'Monthly' });
    await pressArrow(userEvent, 'ArrowDown', weekly);
    await expect(weekly).toBeChecked();
    await expect(daily).not.toBeChecked();
    // Half-month is disabled, so the next arrow goes straight to Monthly.
    await pressArrow(userEvent, 'ArrowDown', monthly);
    await expect(monthly).toBeChecked();
    await pressArrow(userEvent, 'ArrowUp', weekly);
    await expect(weekly).toBeChecked();
    await expect(args.onValueChange).toHaveBeenNthCalledWith(1, 'weekly');
    await expect(args.onValueChange).toHaveBeenNthCalledWith(2, 'monthly');
    await expect(args.onValueChange).toHaveBeenNthCalledWith(3, 'weekly');
    // The group is one tab stop: Tab leaves it.
    await userEvent.tab();
    await expect(weekly).not.toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(weekly).toHaveFocus();
  },
};

export const WithDescriptions: Story = {
  args: { label: 'Register with', options: registerTypes, defaultValue: 'register', name: 'registerType' },
  play: async ({ canvas, userEvent }) => {
    const mobile = canvas.getByRole('radio', { name: 'Mobile number' });
    await expect(mobile).toHaveAccessibleDescription(
      'Sign up with your phone; we send a code by SMS. A password is optional.',
    );
    await userEvent.click(canvas.getByText(/we send a code by SMS/));
    // A click on the description does not select; the label and the circle do.
    await expect(mobile).not.toBeChecked();
    await userEvent.click(canvas.getByText('Mobile number'));
    await expect(mobile).toBeChecked();
  },
};

export const Horizontal: Story = {
  args: {
    label: 'Gender',
    orientation: 'horizontal',
    options: [
      { value: 'female', label: 'Female' },
      { value: 'male', label: 'Male' },
      { value: 'unspecified', label: 'Prefer not to say' },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    const female = canvas.getByRole('radio', { name: 'Female' });
    const male = canvas.getByRole('radio', { name: 'Male' });
    await expect(Math.round(female.getBoundingClientRect().top)).toBe(Math.round(male.getBoundingClientRect().top));
    await userEvent.click(female);
    await expect(female).toBeChecked();
    await pressArrow(userEvent, 'ArrowRight', male);
    await expect(male).toBeChecked();
  },
};

export const WithError: Story = {
  args: { required: true, hint: 'Paid on the next day.', error: 'Choose a settlement period.' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Settlement period' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(group).toHaveAccessibleDescription('Choose a settlement period.');
    await expect(canvas.queryByText('Paid on the next day.')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'weekly' },
  play: async ({ canvas, userEvent, args }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByText('Monthly'));
    await expect(canvas.getByRole('radio', { name: 'Weekly' })).toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Chinese: Story = {
  args: {
    label: '结算周期',
    options: [
      { value: 'daily', label: '每日' },
      { value: 'weekly', label: '每周' },
      { value: 'monthly', label: '每月', description: '每月 1 日发放' },
    ],
    defaultValue: 'daily',
  },
  globals: { locale: 'CN' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('每月'));
    await expect(canvas.getByRole('radio', { name: '每月' })).toBeChecked();
    await expect(canvas.getByRole('radiogroup', { name: '结算周期' })).toBeVisible();
  },
};
