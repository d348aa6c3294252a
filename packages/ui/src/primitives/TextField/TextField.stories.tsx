import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChevronDown, Search } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField, type TextFieldProps } from './TextField';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: {
    label: 'Username',
    autoComplete: 'username',
    size: 'md',
    fullWidth: false,
    disabled: false,
    readOnly: false,
    required: false,
    clearable: false,
    onChange: fn(),
    onValueChange: fn(),
    onClear: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['md', 'lg'] },
    type: { control: 'inline-radio', options: ['text', 'password', 'email', 'tel', 'number', 'search'] },
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    prefix: { control: false },
    suffix: { control: false },
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          'The text input of every form (login, register, change password). A visible label is tied to the input; `hint` explains the format and is replaced by `error`, which sets `aria-invalid`, is referenced by `aria-describedby` and is announced politely. `prefix`/`suffix` take a currency symbol, a unit or a country-code button. `type="password"` adds a reveal toggle (a pressed/unpressed toggle named "Show password"); `clearable` adds a clear button that empties the input through `onChange` and refocuses it. Works controlled (`value` + `onChange`/`onValueChange`) or uncontrolled (`defaultValue`); every native input prop (`autoComplete`, `inputMode`, `maxLength`…) and `ref` reach the `<input>`.',
      },
    },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { placeholder: '6–16 letters and digits' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await expect(input).toHaveAttribute('autocomplete', 'username');
    // Clicking the label focuses the input.
    await userEvent.click(canvas.getByText('Username'));
    await expect(input).toHaveFocus();
    await userEvent.keyboard('lucky88');
    await expect(input).toHaveValue('lucky88');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('lucky88');
    await expect(args.onChange).toHaveBeenCalledTimes(7);
  },
};

export const WithHint: Story = {
  args: { hint: '6 to 16 letters and digits, starting with a letter.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await expect(input).toHaveAccessibleDescription('6 to 16 letters and digits, starting with a letter.');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithError: Story = {
  args: {
    hint: '6 to 16 letters and digits, starting with a letter.',
    error: 'Username must be 6 to 16 letters and digits.',
    defaultValue: 'abc',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Username must be 6 to 16 letters and digits.');
    // The error replaces the hint rather than stacking under it.
    await expect(canvas.queryByText(/starting with a letter/)).toBeNull();
    // It sits in a live region so it is announced when it appears.
    const message = canvas.getByText('Username must be 6 to 16 letters and digits.');
    await expect(message.closest('[aria-live="polite"]')).not.toBeNull();
  },
};

function ValidateOnBlur(args: TextFieldProps) {
  const [error, setError] = useState<string>();
  return (
    <TextField
      {...args}
      error={error}
      onBlur={(event) => setError(event.target.value.length < 6 ? 'At least 6 characters.' : undefined)}
    />
  );
}

export const ErrorAppearsOnBlur: Story = {
  render: (args) => <ValidateOnBlur {...args} />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await userEvent.click(input);
    await userEvent.keyboard('abc');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('At least 6 characters.');
    await userEvent.click(input);
    await userEvent.keyboard('defg');
    await userEvent.tab();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('At least 6 characters.')).toBeNull();
  },
};

export const Required: Story = {
  args: { required: true, label: 'Mobile number', type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Mobile number' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('inputmode', 'tel');
  },
};

export const PrefixAndSuffix: Story = {
  args: {
    label: 'Mobile number',
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel-national',
    placeholder: '912 345 678',
  },
  render: (args) => {
    const chooseCountry = fn();
    return (
      <div style={{ display: 'grid', gap: 24 }}>
        <TextField
          {...args}
          prefix={
            <Button variant="ghost" size="sm" endIcon={<ChevronDown aria-hidden size={16} />} onClick={chooseCountry}>
              +84
            </Button>
          }
        />
        <TextField
          label="Deposit amount"
          inputMode="decimal"
          prefix="₫"
          suffix="VND"
          placeholder="100,000"
          hint="Minimum 100,000 VND."
        />
        <TextField label="Search games" type="search" prefix={<Search aria-hidden size={18} />} clearable />
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const amount = canvas.getByRole('textbox', { name: 'Deposit amount' });
    // A press on the currency symbol lands in the input.
    await userEvent.click(canvas.getByText('₫'));
    await expect(amount).toHaveFocus();
    await userEvent.keyboard('500000');
    await expect(amount).toHaveValue('500000');
    // The country-code button stays a separate, reachable control.
    const phone = canvas.getByRole('textbox', { name: 'Mobile number' });
    const country = canvas.getByRole('button', { name: '+84' });
    await userEvent.click(phone);
    await userEvent.tab({ shift: true });
    await expect(country).toHaveFocus();
    await expect(canvas.getByRole('searchbox', { name: 'Search games' })).toBeVisible();
  },
};

export const PasswordReveal: Story = {
  args: { label: 'Password', type: 'password', autoComplete: 'current-password' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(input);
    await userEvent.keyboard('Secret88');

    // Keyboard: Tab to the toggle, Space shows the password.
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');

    // Pointer: while typing, a tap on the toggle keeps the caret in the input.
    await userEvent.click(input);
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveFocus();
    await userEvent.keyboard('!');
    await expect(input).toHaveValue('Secret88!');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
  },
};

function PasswordInForm(args: TextFieldProps) {
  return (
    <form onSubmit={(event) => event.preventDefault()} style={{ display: 'grid', gap: 12 }}>
      <TextField {...args} />
      <Button type="submit">Log in</Button>
    </form>
  );
}

export const PasswordHiddenOnSubmit: Story = {
  args: { label: 'Password', type: 'password', autoComplete: 'current-password', defaultValue: 'Secret88' },
  render: (args) => <PasswordInForm {...args} />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(input).toHaveAttribute('type', 'password'));
  },
};

export const Clearable: Story = {
  args: { clearable: true, label: 'Search games', defaultValue: 'Fortune', placeholder: 'Game name' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Search games' });
    // Pointer: the clear button empties the input, reports '' and refocuses it.
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    // Nothing to clear: the button is gone.
    await expect(canvas.queryByRole('button', { name: 'Clear' })).toBeNull();

    // Keyboard: type, Tab to the button, Enter.
    await userEvent.keyboard('Dragon');
    const clear = canvas.getByRole('button', { name: 'Clear' });
    await userEvent.tab();
    await expect(clear).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onClear).toHaveBeenCalledTimes(2);
  },
};

function ControlledField(args: TextFieldProps) {
  const [value, setValue] = useState('88lucky');
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <TextField {...args} value={value} onValueChange={setValue} />
      <output aria-label="Current value">{value || '(empty)'}</output>
    </div>
  );
}

export const Controlled: Story = {
  args: { clearable: true, label: 'Affiliate code' },
  render: (args) => <ControlledField {...args} />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Affiliate code' });
    const output = canvas.getByRole('status', { name: 'Current value' });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(output).toHaveTextContent('(empty)');
    await expect(input).toHaveFocus();
    await userEvent.keyboard('VIP2024');
    await expect(output).toHaveTextContent('VIP2024');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextField {...args} label="Medium" size="md" />
      <TextField {...args} label="Large" size="lg" type="password" />
    </div>
  ),
  play: async ({ canvas }) => {
    const medium = canvas.getByRole('textbox', { name: 'Medium' });
    const large = canvas.getByLabelText('Large', { selector: 'input' });
    await expect(medium.parentElement!.getBoundingClientRect().height).toBe(40);
    await expect(large.parentElement!.getBoundingClientRect().height).toBe(48);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'lucky88', clearable: true },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await expect(input).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Clear' })).toBeNull();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, label: 'Account', defaultValue: 'lucky88', clearable: true },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Account' });
    await userEvent.click(input);
    await userEvent.keyboard('x');
    await expect(input).toHaveValue('lucky88');
    await expect(canvas.queryByRole('button', { name: 'Clear' })).toBeNull();
  },
};

export const LongLabelAndError: Story = {
  args: {
    label: 'Payment password used to confirm every withdrawal and transfer between wallets',
    type: 'password',
    required: true,
    error:
      'The payment password must be 6 digits and must not be the same as your login password or a simple sequence such as 123456.',
    fullWidth: true,
  },
  decorators: [(Story) => <div style={{ maxWidth: 300 }}>{Story()}</div>],
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByLabelText(/Payment password/, { selector: 'input' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // Long text wraps inside the column instead of overflowing it.
    const width = canvasElement.querySelector('div')!.getBoundingClientRect().width;
    await expect(canvas.getByText(/simple sequence/).getBoundingClientRect().width).toBeLessThanOrEqual(width);
  },
};

export const Chinese: Story = {
  args: {
    label: '密码',
    type: 'password',
    hint: '6–16 位字母和数字',
    required: true,
    clearable: true,
    defaultValue: 'abc123',
  },
  globals: { locale: 'CN' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText(/^密码/, { selector: 'input' });
    await expect(input).toHaveAccessibleDescription('6–16 位字母和数字');
    await userEvent.click(canvas.getByRole('button', { name: '显示密码' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: '清除' }));
    await expect(input).toHaveValue('');
  },
};

export const Mobile: Story = {
  args: { label: 'Mobile number', type: 'tel', inputMode: 'tel', fullWidth: true, size: 'lg', required: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [(Story) => <div style={{ maxWidth: 'none' }}>{Story()}</div>],
  render: (args) => (
    <TextField
      {...args}
      prefix={
        <Button variant="ghost" size="sm" endIcon={<ChevronDown aria-hidden size={16} />}>
          +84
        </Button>
      }
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Mobile number' });
    const box = input.parentElement!.getBoundingClientRect();
    await expect(box.width).toBeGreaterThan(canvasElement.getBoundingClientRect().width * 0.8);
    await expect(box.height).toBe(48);
  },
};
