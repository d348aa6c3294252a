import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ChangePasswordForm } from './ChangePasswordForm';

const label = (name: string) => new RegExp(`^${name}\\*?$`);
type Canvas = { getByLabelText: (text: RegExp, options: { selector: string }) => HTMLElement };
const field = (canvas: Canvas, name: string) => canvas.getByLabelText(label(name), { selector: 'input' });

const meta = {
  title: 'Blocks/Accounts/ChangePasswordForm',
  component: ChangePasswordForm,
  args: {
    onSubmit: fn(),
    status: 'idle',
    account: 'demo_player',
    needsOldPassword: true,
    onCancel: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['idle', 'submitting'] },
    reason: { control: 'inline-radio', options: [null, 'default', 'expired'] },
    serverError: { control: 'text' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          "Change password. Shows the account (read-only, and marked as the username so a password manager files the new password under it), asks for the current password only when it is not known from login (`needsOldPassword`), then the new password twice: required, the platform's password rule (`passwordRule`, 6–20 characters without spaces otherwise), not 123456, different from the current one, confirmation equal. In the forced change after login (default password or expired) `reason` explains why and there is no cancel. Failures show the platform's message instead of being swallowed, and what was typed stays. The platform-driven story is the site's change-password container against the sandbox: Pages/Accounts › ChangePassword (`sites/web/src/features/accounts/AccountContainers.stories.tsx`), so no story here re-implements the site's flow.",
      },
    },
  },
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: current, new, confirm, submit. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const account = field(canvas, 'Account');
    await expect(account).toHaveValue('demo_player');
    await expect(account).toHaveAttribute('readonly');
    await expect(account).toHaveAttribute('autocomplete', 'username');
    await userEvent.tab();
    await userEvent.tab();
    await expect(field(canvas, 'Current password')).toHaveFocus();
    await expect(field(canvas, 'Current password')).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.keyboard('Passw0rd!');
    await userEvent.tab(); // reveal toggle
    await userEvent.tab();
    await expect(field(canvas, 'New password')).toHaveFocus();
    await userEvent.keyboard('N3w-secret');
    await userEvent.tab();
    await userEvent.tab();
    await expect(field(canvas, 'Confirm new password')).toHaveFocus();
    await userEvent.keyboard('N3w-secret{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      oldPassword: 'Passw0rd!',
      newPassword: 'N3w-secret',
      confirmNewPassword: 'N3w-secret',
    });
  },
};

export const Errors: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(field(canvas, 'Current password')).toHaveFocus());
    await expect(field(canvas, 'Current password')).toHaveAccessibleDescription('Please enter your current password');
    await expect(field(canvas, 'New password')).toHaveAccessibleDescription('Please enter your password');
    await expect(field(canvas, 'Confirm new password')).toHaveAccessibleDescription('Please enter the password again');
    await userEvent.type(field(canvas, 'Current password'), 'same-pass');
    await userEvent.type(field(canvas, 'New password'), 'same-pass');
    await expect(field(canvas, 'New password')).toHaveAccessibleDescription(
      'The new password must differ from the current one',
    );
    await userEvent.clear(field(canvas, 'New password'));
    await userEvent.type(field(canvas, 'New password'), 'abc');
    await expect(field(canvas, 'New password')).toHaveAccessibleDescription('Use 6 - 20 characters without spaces');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Forced after a login with 123456; the old password is known, so it is not asked. */
export const ForcedDefaultPassword: Story = {
  args: { needsOldPassword: false, reason: 'default', onCancel: undefined, account: 'demo_weak' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(/You are using the default password/)).toBeVisible();
    await expect(canvas.queryByLabelText(label('Current password'), { selector: 'input' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await userEvent.type(field(canvas, 'New password'), '123456');
    await userEvent.type(field(canvas, 'Confirm new password'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(field(canvas, 'New password')).toHaveAccessibleDescription('Choose a password other than 123456');
    await userEvent.clear(field(canvas, 'New password'));
    await userEvent.type(field(canvas, 'New password'), 'Better-pw1');
    await userEvent.clear(field(canvas, 'Confirm new password'));
    await userEvent.type(field(canvas, 'Confirm new password'), 'Better-pw1');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ newPassword: 'Better-pw1', confirmNewPassword: 'Better-pw1' });
  },
};

export const ForcedExpired: Story = {
  args: { needsOldPassword: false, reason: 'expired', onCancel: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your password has expired. Choose a new password to continue.')).toBeVisible();
  },
};

/** The platform's rule from the register settings (here the strong-password pattern). */
export const WithPasswordRule: Story = {
  args: {
    passwordRule: {
      acceptedPattern: '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z0-9]).+$',
      patternId: '6',
      minLength: 8,
      maxLength: 20,
    },
  },
  play: async ({ canvas }) => {
    await expect(field(canvas, 'New password')).toHaveAccessibleDescription(
      'Use 8 - 20 characters with an uppercase letter, a lowercase letter, a digit and a symbol',
    );
  },
};

export const ServerError: Story = {
  args: { serverError: 'The old password is incorrect' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The old password is incorrect');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const Submitting: Story = {
  args: { status: 'submitting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Change password' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LongAccountName: Story = {
  args: { account: 'a_really_long_account_name_from_a_mobile_registration_0912345678' },
  play: async ({ canvas }) => {
    await expect(field(canvas, 'Account').getBoundingClientRect().width).toBeLessThanOrEqual(420);
  },
};

export const Chinese: Story = {
  globals: { locale: 'CN' },
  args: { reason: 'default', needsOldPassword: false },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText(/您正在使用默认密码/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '修改密码' }));
    await expect(field(canvas, '新密码')).toHaveAccessibleDescription('请输入密码');
    await expect(field(canvas, '确认新密码')).toHaveAccessibleDescription('请再次输入密码');
  },
};

export const Mobile375: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [(Story) => <div style={{ maxWidth: 343 }}>{Story()}</div>],
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
