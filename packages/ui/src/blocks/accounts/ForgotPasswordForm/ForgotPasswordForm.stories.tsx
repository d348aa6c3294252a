import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { useClock } from '../../../scheduling/clock';
import { sampleCountries, sampleCountriesCN } from '../fixtures';
import type { ForgotPasswordFormProps } from '../types';
import { ForgotPasswordForm } from './ForgotPasswordForm';

const label = (name: string) => new RegExp(`^${name}\\*?$`);
type Canvas = { getByLabelText: (text: RegExp, options: { selector: string }) => HTMLElement };
const field = (canvas: Canvas, name: string) => canvas.getByLabelText(label(name), { selector: 'input' });

const meta = {
  title: 'Blocks/Accounts/ForgotPasswordForm',
  component: ForgotPasswordForm,
  args: {
    onSubmit: fn(),
    status: 'idle',
    mobileEnabled: true,
    countries: sampleCountries,
    onRequestSms: fn(),
    onBackToLogin: fn(),
    onModeChange: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['idle', 'submitting'] },
    mode: { control: 'inline-radio', options: [undefined, 'email', 'mobile'] },
    serverError: { control: 'text' },
    countries: { control: false },
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          "Forgot password (spec §2, §4, §5). By e-mail: the username and the e-mail address of the account, both required and checked (the container then shows the info popup and closes the modal). By mobile, offered only with CHNGPASSVERIF3 (`mobileEnabled`): the number with its dialing code, an SMS code whose button counts down after sending (spec §4: `expiredMinutes`, 1 minute by default) and the new password twice, checked against the platform's password rule (`passwordRule`) — the container then logs the player in with it. `onSubmit` gets trimmed values; a failure keeps them and shows the platform's message at the top. The platform-driven story is the site's forgot-password container against the sandbox: Pages/Accounts › ForgotPassword (`sites/web/src/features/accounts/AccountContainers.stories.tsx`), so no story here re-implements the site's flow.",
      },
    },
  },
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** By e-mail, keyboard only. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'E-mail' })).toHaveFocus();
    await userEvent.tab();
    await expect(field(canvas, 'Username')).toHaveFocus();
    await expect(field(canvas, 'Username')).toHaveAttribute('autocomplete', 'username');
    await userEvent.keyboard('demo_player');
    await userEvent.tab();
    await expect(field(canvas, 'E-mail')).toHaveAttribute('autocomplete', 'email');
    await userEvent.keyboard(' demo@example.com ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      mode: 'email',
      username: 'demo_player',
      email: 'demo@example.com',
    });
  },
};

export const Errors: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset e-mail' }));
    await waitFor(() => expect(field(canvas, 'Username')).toHaveFocus());
    await expect(field(canvas, 'Username')).toHaveAccessibleDescription('Please enter your username');
    await expect(field(canvas, 'E-mail')).toHaveAccessibleDescription('Please enter your e-mail address');
    await userEvent.type(field(canvas, 'E-mail'), 'demo@example');
    await expect(field(canvas, 'E-mail')).toHaveAccessibleDescription(
      'Enter a valid e-mail address, such as name@example.com',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** By mobile (CHNGPASSVERIF3): the number first, then the code and the new password twice. */
export const MobileTab: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Mobile number' }));
    await expect(args.onModeChange).toHaveBeenCalledWith('mobile');
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }));
    await expect(field(canvas, 'Mobile number')).toHaveFocus();
    await expect(args.onRequestSms).not.toHaveBeenCalled();
    await userEvent.type(field(canvas, 'Mobile number'), '912345678');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Country code +63' }));
    await userEvent.click(canvas.getByRole('option', { name: 'Vietnam +84' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }));
    await expect(args.onRequestSms).toHaveBeenCalledWith({ mobileNum: '912345678', countryDialingCode: '84' });
    await userEvent.type(field(canvas, 'SMS code'), '123456');
    const newPassword = field(canvas, 'New password');
    await expect(newPassword).toHaveAttribute('autocomplete', 'new-password');
    await expect(newPassword).toHaveAccessibleDescription('Use 6 - 20 characters without spaces');
    await userEvent.type(newPassword, '123456');
    await userEvent.type(field(canvas, 'Confirm new password'), '123457');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    await expect(newPassword).toHaveAccessibleDescription('Choose a password other than 123456');
    await expect(field(canvas, 'Confirm new password')).toHaveAccessibleDescription('The passwords do not match');
    await userEvent.clear(newPassword);
    await userEvent.type(newPassword, 'n3w-Secret');
    await userEvent.clear(field(canvas, 'Confirm new password'));
    await userEvent.type(field(canvas, 'Confirm new password'), 'n3w-Secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      mode: 'mobile',
      mobileNum: '912345678',
      countryDialingCode: '84',
      verificationCode: '123456',
      newPassword: 'n3w-Secret',
      confirmNewPassword: 'n3w-Secret',
    });
  },
};

function CountingHost(props: ForgotPasswordFormProps) {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const clock = useClock();
  return (
    <ForgotPasswordForm
      {...props}
      smsEndsAt={endsAt}
      onRequestSms={(mobile) => {
        props.onRequestSms?.(mobile);
        // Spec §4: the forgot-password countdown is expiredMinutes, 1 minute by default.
        setEndsAt(clock.now() + 60_000);
      }}
    />
  );
}

export const SmsCounting: Story = {
  args: { defaultMode: 'mobile', defaultValues: { mobileNum: '912345678', countryDialingCode: '84' } },
  render: (args) => <CountingHost {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }));
    await expect(canvas.getByRole('button', { name: 'Get code' })).toHaveTextContent(/\(\d+s\)/);
  },
};

/** Without CHNGPASSVERIF3: e-mail only, no tabs. */
export const EmailOnly: Story = {
  args: { mobileEnabled: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('tablist')).not.toBeInTheDocument();
    await expect(field(canvas, 'E-mail')).toBeVisible();
  },
};

export const ServerError: Story = {
  args: {
    serverError: 'User or e-mail does not exist',
    defaultValues: { username: 'demo_player', email: 'someone@example.com' },
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('User or e-mail does not exist');
    await expect(field(canvas, 'E-mail')).toHaveValue('someone@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Back to log in' }));
    await expect(args.onBackToLogin).toHaveBeenCalledTimes(1);
  },
};

export const Submitting: Story = {
  args: { status: 'submitting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send reset e-mail' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Chinese: Story = {
  globals: { locale: 'CN' },
  args: { countries: sampleCountriesCN },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '发送重置邮件' }));
    await expect(field(canvas, '用户名')).toHaveAccessibleDescription('请输入用户名');
    await userEvent.click(canvas.getByRole('tab', { name: '手机号码' }));
    await expect(field(canvas, '新密码')).toHaveAccessibleDescription('请输入6 - 20个字符，不能包含空格');
  },
};

export const Mobile375: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { defaultMode: 'mobile' },
  decorators: [(Story) => <div style={{ maxWidth: 343 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(field(canvas, 'SMS code').getBoundingClientRect().width).toBeGreaterThan(100);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
