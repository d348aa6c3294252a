import {
  type Avatar,
  type MemberInfo,
  memberAvatarEndpoint,
  memberInfoEndpoint,
  memberUpdateEmailEndpoint,
  memberUpdateMobileEndpoint,
  verificationPurposes,
  verificationSendMailEndpoint,
  verificationSendSmsEndpoint,
  verificationVerifyMailEndpoint,
  verificationVerifySmsEndpoint,
  walletHasPaymentPasswordEndpoint,
  walletResetPaymentPasswordEndpoint,
  walletWithdrawAccountInfoEndpoint,
} from '@lobby/api';
import { securityFailureOf, securitySummaryOf, stockAvatarsAt } from '@lobby/view-models';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useEffect, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { storyPlatform } from '../../../stories/platform';
import type {
  ContactChannel,
  PaymentPasswordChange,
  PaymentPasswordReset,
  PaymentPasswordResetRequest,
  SecurityResult,
  SecuritySummary,
} from '../security';
import { SecurityCentre, type SecurityCentreProps } from './SecurityCentre';

const summary: SecuritySummary = {
  account: { displayName: 'Lucky Player', username: 'demo_player', avatar: null, rankName: 'Silver', labels: ['VIP'] },
  mobile: '912****678',
  email: 'de***@lobby.example',
  hasPaymentPassword: true,
  bankCardCount: 2,
};

const nothingBound: SecuritySummary = {
  account: { displayName: 'new_player', username: 'new_player', avatar: null, labels: [] },
  mobile: null,
  email: null,
  hasPaymentPassword: false,
  bankCardCount: 0,
};

const ok = async (): Promise<SecurityResult> => ({ ok: true });

const reset = (onReset: PaymentPasswordReset['onReset'] = ok): PaymentPasswordReset => ({
  target: { channel: 'mobile', masked: '912****678' },
  onSendCode: fn<() => Promise<SecurityResult>>(ok),
  onReset: fn<(request: PaymentPasswordResetRequest) => Promise<SecurityResult>>(onReset),
});

const meta = {
  title: 'Blocks/Member centre/Security centre',
  component: SecurityCentre,
  args: {
    title: 'Security centre',
    status: 'ready',
    summary,
    onRetry: fn(),
    onChangeLoginPassword: fn(),
    onSavePaymentPassword: fn<(change: PaymentPasswordChange) => Promise<SecurityResult>>(ok),
    paymentPasswordReset: reset(),
    contactBinding: {
      onSendCode: fn<(channel: ContactChannel, target: string) => Promise<SecurityResult>>(ok),
      onConfirm: fn<(channel: ContactChannel, target: string, code: string) => Promise<SecurityResult>>(ok),
    },
    onOpenBankCards: fn(),
    onOpenProfile: fn(),
    onOpenRank: fn(),
  },
  argTypes: {
    summary: { control: false },
    contactBinding: { control: false },
    paymentPasswordReset: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          "The member centre's security centre: the account (avatar with the default on failure, rank, labels, links to the profile and the VIP rank), the login password (the host opens its change), the payment password (set, or changed with the current one; six digits; or, forgotten, reset with a one-time code to the bound phone, else the bound e-mail, where the merchant offers it), the bound mobile number and e-mail address (bound or changed in two steps: the new number or address, then the code sent to it), and the saved bank cards (the host opens the cashier's card page). Forms open in place; a failure is said under the form and keeps what was typed.",
      },
    },
  },
} satisfies Meta<typeof SecurityCentre>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Security centre' })).toBeVisible();
    await expect(canvas.getByText('Lucky Player')).toBeVisible();
    const labels = canvas.getByRole('list', { name: 'Rank and labels' });
    await expect(within(labels).getByText('Silver')).toBeVisible();
    await expect(within(labels).getByText('VIP')).toBeVisible();
    await expect(canvas.getByText('912****678')).toBeVisible();
    await expect(canvas.getByText('de***@lobby.example')).toBeVisible();
    await expect(canvas.getByText('2 cards saved')).toBeVisible();
  },
};

/** Every way out of the page goes to the host. */
export const Links: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change login password' }));
    await expect(args.onChangeLoginPassword).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Manage bank cards' }));
    await expect(args.onOpenBankCards).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit profile' }));
    await expect(args.onOpenProfile).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'VIP rank' }));
    await expect(args.onOpenRank).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { status: 'loading', summary: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your account')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Change login password' })).toBeNull();
  },
};

export const ErrorWithRetry: Story = {
  args: { status: 'error', summary: undefined },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 4, name: 'Your account could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Nothing bound yet: the default avatar, no payment password, no card. */
export const NothingBound: Story = {
  args: { summary: nothingBound },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Avatar of new_player' });
    await expect(avatar).toHaveAttribute('data-default-avatar');
    await waitFor(() => expect(avatar).toBeVisible());
    await expect(canvas.getAllByText('Not bound')).toHaveLength(2);
    await expect(canvas.getByText('Not set: needed to withdraw')).toBeVisible();
    await expect(canvas.getByText('No card saved')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Bind mobile number' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Set payment password' })).toBeVisible();
  },
};

/** Member info arrived but the payment password and card calls failed: said, not shown as "none". */
export const SomeCallsFailed: Story = {
  args: { summary: { ...summary, hasPaymentPassword: null, bankCardCount: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Could not be read just now')).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: /payment password$/ })).toBeNull();
    await expect(canvas.getByText('912****678')).toBeVisible();
  },
};

export const BindEmailWithCode: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change e-mail' }));
    const form = canvas.getByRole('form', { name: 'Bind an e-mail address' });
    // An address that cannot be one is refused before any code is sent.
    await userEvent.type(within(form).getByLabelText('New e-mail address'), 'not-an-address');
    await userEvent.click(within(form).getByRole('button', { name: 'Send code' }));
    await expect(within(form).getByRole('alert')).toHaveTextContent('Enter an e-mail address');
    await expect(args.contactBinding.onSendCode).not.toHaveBeenCalled();

    await userEvent.clear(within(form).getByLabelText('New e-mail address'));
    await userEvent.type(within(form).getByLabelText('New e-mail address'), 'me@lobby.example');
    await userEvent.click(within(form).getByRole('button', { name: 'Send code' }));
    await expect(args.contactBinding.onSendCode).toHaveBeenCalledWith('email', 'me@lobby.example');
    await expect(await within(form).findByText('We sent a code to me@lobby.example.')).toBeVisible();
    await userEvent.type(within(form).getByLabelText('Verification code'), '123456');
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm' }));
    await expect(args.contactBinding.onConfirm).toHaveBeenCalledWith('email', 'me@lobby.example', '123456');
    await expect(await canvas.findByText('E-mail address bound')).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Bind an e-mail address' })).toBeNull();
  },
};

export const WrongCodeKeepsTheForm: Story = {
  args: {
    contactBinding: {
      onSendCode: fn<(channel: ContactChannel, target: string) => Promise<SecurityResult>>(ok),
      onConfirm: fn(async () => ({ ok: false, error: 'Invalid or expired verification code' }) as const),
    },
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change mobile number' }));
    const form = canvas.getByRole('form', { name: 'Bind a mobile number' });
    await userEvent.type(within(form).getByLabelText('New mobile number'), '933 222 111');
    await userEvent.click(within(form).getByRole('button', { name: 'Send code' }));
    await expect(args.contactBinding.onSendCode).toHaveBeenCalledWith('mobile', '933222111');
    const code = await within(form).findByLabelText('Verification code');
    await userEvent.type(code, '000000');
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm' }));
    await expect(await within(form).findByRole('alert')).toHaveTextContent('Invalid or expired verification code');
    // What was typed stays, to be corrected.
    await expect(code).toHaveValue('000000');
  },
};

export const PaymentPasswordRules: Story = {
  args: { summary: nothingBound },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Set payment password' }));
    const form = canvas.getByRole('form', { name: 'Set payment password' });
    await expect(within(form).queryByLabelText('Current payment password')).toBeNull();
    await userEvent.type(within(form).getByLabelText('New payment password'), '12ab');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expect(within(form).getByRole('alert')).toHaveTextContent('Six digits');
    await userEvent.clear(within(form).getByLabelText('New payment password'));
    await userEvent.type(within(form).getByLabelText('New payment password'), '246810');
    await userEvent.type(within(form).getByLabelText('Confirm new payment password'), '246811');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expect(within(form).getByRole('alert')).toHaveTextContent('The two passwords differ');
    await expect(args.onSavePaymentPassword).not.toHaveBeenCalled();
    await userEvent.clear(within(form).getByLabelText('Confirm new payment password'));
    await userEvent.type(within(form).getByLabelText('Confirm new payment password'), '246810');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expect(args.onSavePaymentPassword).toHaveBeenCalledWith({ next: '246810', confirm: '246810' });
    await expect(await canvas.findByText('Payment password saved')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    summary: {
      ...summary,
      account: {
        displayName: 'A remarkably long nickname that keeps going well past the edge',
        username: 'player_with_an_exceptionally_long_username_0123456789',
        avatar: null,
        rankName: 'Diamond Imperial Grand Master',
        labels: ['Early supporter of the merchant', 'High roller', 'Tournament finalist 2025'],
      },
      email: 'an***@a-very-long-subdomain.of-an-example-domain-name.example',
    },
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/A remarkably long nickname/)).toBeVisible();
    await expect(canvas.getByText(/a-very-long-subdomain/)).toBeVisible();
  },
};

export const ForgotPaymentPassword: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change payment password' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Forgot payment password?' }));
    const form = canvas.getByRole('form', { name: 'Reset payment password' });
    await expect(form).toHaveFocus();
    await expect(within(form).getByText('The code goes to your mobile number 912****678.')).toBeVisible();
    await userEvent.click(within(form).getByRole('button', { name: 'Send code' }));
    await expect(await within(form).findByText('We sent a code to 912****678.')).toBeVisible();
    await expect(within(form).getByRole('button', { name: 'Resend code' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Verification code' }), '123456');
    await userEvent.type(within(form).getByLabelText('New payment password'), '12345');
    await userEvent.type(within(form).getByLabelText('Confirm new payment password'), '12345');
    await userEvent.click(within(form).getByRole('button', { name: 'Reset password' }));
    await expect(within(form).getByRole('alert')).toHaveTextContent('Six digits');
    await expect(args.paymentPasswordReset?.onReset).not.toHaveBeenCalled();
    await userEvent.type(within(form).getByLabelText('New payment password'), '6');
    await userEvent.type(within(form).getByLabelText('Confirm new payment password'), '6');
    await userEvent.click(within(form).getByRole('button', { name: 'Reset password' }));
    await expect(args.paymentPasswordReset?.onReset).toHaveBeenCalledWith({
      code: '123456',
      next: '123456',
      confirm: '123456',
    });
    await expect(await canvas.findByText('Payment password reset')).toBeVisible();
  },
};

export const ResetWithAWrongCode: Story = {
  args: { paymentPasswordReset: reset(async () => ({ ok: false, error: 'Invalid or expired verification code' })) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change payment password' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Forgot payment password?' }));
    const form = canvas.getByRole('form', { name: 'Reset payment password' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Verification code' }), '000000');
    await userEvent.type(within(form).getByLabelText('New payment password'), '135790');
    await userEvent.type(within(form).getByLabelText('Confirm new payment password'), '135790');
    await userEvent.click(within(form).getByRole('button', { name: 'Reset password' }));
    await expect(await within(form).findByRole('alert')).toHaveTextContent('Invalid or expired verification code');
    await expect(within(form).getByRole('textbox', { name: 'Verification code' })).toHaveValue('000000');
  },
};

export const ResetWithNothingBound: Story = {
  args: {
    summary: { ...summary, mobile: null, email: null },
    paymentPasswordReset: { ...reset(), target: null },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change payment password' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Forgot payment password?' }));
    const form = canvas.getByRole('form', { name: 'Reset payment password' });
    await expect(within(form).getByRole('note')).toHaveTextContent(/neither is bound/);
    await userEvent.click(within(form).getByRole('button', { name: 'Bind mobile number' }));
    await expect(canvas.getByRole('form', { name: 'Bind a mobile number' })).toBeVisible();
  },
};

export const ResetChineseMobile: Story = {
  args: { title: '安全中心' },
  globals: { locale: 'CN', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '修改支付密码' }));
    await userEvent.click(canvas.getByRole('button', { name: '忘记支付密码？' }));
    const form = canvas.getByRole('form', { name: '重置支付密码' });
    await expect(within(form).getByText('验证码将发送到您的手机号 912****678。')).toBeVisible();
    await expect(within(form).getByRole('button', { name: '重置密码' })).toBeVisible();
  },
};

export const Chinese: Story = {
  args: { title: '安全中心' },
  globals: { locale: 'CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: '安全中心' })).toBeVisible();
    await expect(canvas.getByText('登录密码')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '修改手机号码' })).toBeVisible();
    await expect(canvas.getByText('已绑定 2 张')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Change mobile number' })).toBeVisible();
    await expect(canvas.getByText('912****678')).toBeVisible();
  },
};

// demo_player in the sandbox: the summary mapped by the site's view model,
// and an e-mail bound with the code the sandbox "sent".
const platform = storyPlatform({ user: 'demo_player' });
const { client } = platform;

function SandboxSecurityCentre(args: SecurityCentreProps) {
  const [data, setData] = useState<{ member: MemberInfo; avatar: Avatar; hasPassword: boolean; cards: number }>();
  const reload = useCallback(async () => {
    const [member, avatar, hasPassword, accountInfo] = await Promise.all([
      client.call(memberInfoEndpoint),
      client.call(memberAvatarEndpoint),
      client.call(walletHasPaymentPasswordEndpoint),
      client.call(walletWithdrawAccountInfoEndpoint),
    ]);
    setData({ member, avatar, hasPassword, cards: accountInfo.bankCards.length });
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  const attempt = async (write: () => Promise<unknown>): Promise<SecurityResult> => {
    try {
      await write();
      await reload();
      return { ok: true };
    } catch (error) {
      return securityFailureOf(error, (key) => key);
    }
  };
  return (
    <SecurityCentre
      {...args}
      status={data ? 'ready' : 'loading'}
      {...(data
        ? {
            summary: securitySummaryOf(data.member, {
              avatar: data.avatar,
              stockAvatars: stockAvatarsAt('/avatars/'),
              hasPaymentPassword: data.hasPassword,
              bankCards: Array.from({ length: data.cards }, () => ({ bankCardId: '' })),
            }),
          }
        : { summary: undefined })}
      paymentPasswordReset={{
        target: { channel: 'mobile', masked: '912****678' },
        onSendCode: () =>
          attempt(() =>
            client.call(verificationSendSmsEndpoint, { operationType: verificationPurposes.changePaymentPassword }),
          ),
        onReset: ({ code, next, confirm }) =>
          attempt(() =>
            client.call(walletResetPaymentPasswordEndpoint, {
              verifyType: 'SMS',
              verificationCode: code,
              paymentPassword: next,
              confirmPaymentPassword: confirm,
            }),
          ),
      }}
      contactBinding={{
        onSendCode: (channel, target) =>
          attempt(() =>
            channel === 'email'
              ? client.call(verificationSendMailEndpoint, {
                  operationType: verificationPurposes.changeEmail,
                  email: target,
                })
              : client.call(verificationSendSmsEndpoint, {
                  operationType: verificationPurposes.updatePhone,
                  mobileNum: target,
                }),
          ),
        onConfirm: (channel, target, verificationCode) =>
          attempt(async () => {
            if (channel === 'email') {
              await client.call(verificationVerifyMailEndpoint, {
                operationType: verificationPurposes.changeEmail,
                email: target,
                verificationCode,
              });
              await client.call(memberUpdateEmailEndpoint, { email: target });
            } else {
              await client.call(verificationVerifySmsEndpoint, {
                operationType: verificationPurposes.updatePhone,
                mobileNum: target,
                verificationCode,
              });
              await client.call(memberUpdateMobileEndpoint, { mobileNum: target, verificationCode });
            }
          }),
      }}
    />
  );
}

export const FromThePlatform: Story = {
  args: { summary: undefined },
  parameters: { msw: { handlers: platform.handlers } },
  render: (args) => <SandboxSecurityCentre {...args} />,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('912****678')).toBeVisible();
    await expect(canvas.getByText('de***@lobby.example')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Change e-mail' }));
    const form = canvas.getByRole('form', { name: 'Bind an e-mail address' });
    await userEvent.type(within(form).getByLabelText('New e-mail address'), 'fresh@lobby.example');
    await userEvent.click(within(form).getByRole('button', { name: 'Send code' }));
    const codeField = await within(form).findByLabelText('Verification code');
    const sent = platform.sandbox.outbox.at(-1);
    await expect(sent).toMatchObject({ channel: 'email', to: 'fresh@lobby.example' });
    await userEvent.type(codeField, sent?.code ?? '');
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(canvas.getByText('fr***@lobby.example')).toBeVisible());
    await expect(platform.sandbox.account('demo_player').email).toBe('fresh@lobby.example');
  },
};

export const FromThePlatformResetPaymentPassword: Story = {
  args: { summary: undefined },
  parameters: { msw: { handlers: platform.handlers } },
  render: (args) => <SandboxSecurityCentre {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Change payment password' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Forgot payment password?' }));
    const form = canvas.getByRole('form', { name: 'Reset payment password' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send code' }));
    await expect(await within(form).findByText('We sent a code to 912****678.')).toBeVisible();
    const code = platform.sandbox.smsCode('912345678', 'member:changePaymentPassword') ?? '';
    await userEvent.type(within(form).getByRole('textbox', { name: 'Verification code' }), code);
    await userEvent.type(within(form).getByLabelText('New payment password'), '975310');
    await userEvent.type(within(form).getByLabelText('Confirm new payment password'), '975310');
    await userEvent.click(within(form).getByRole('button', { name: 'Reset password' }));
    await expect(await canvas.findByText('Payment password reset')).toBeVisible();
    await expect(platform.sandbox.account('demo_player').paymentPassword).toBe('975310');
  },
};
