import { authLoginSmsEndpoint } from '@lobby/api';
import { Trans, useTranslation } from '@lobby/i18n';
import { errorTextOf } from '@lobby/view-models';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../../../primitives/Button/Button';
import { storyPlatform } from '../../../stories/platform';
import { AlertDialog, type AlertDialogProps } from './AlertDialog';

/** Raises the alert from page state, the way the site's alert host does. */
function AlertHost({
  open: requested,
  onOpenChange,
  triggerLabel = 'Open member center',
  ...props
}: AlertDialogProps & { triggerLabel?: string }) {
  const [open, setOpen] = useState(requested);
  useEffect(() => setOpen(requested), [requested]);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{triggerLabel}</Button>
      <AlertDialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Blocks/Status/AlertDialog',
  component: AlertDialog,
  render: (args) => <AlertHost {...args} />,
  args: {
    open: false,
    onOpenChange: fn(),
    onConfirm: fn(),
    tone: 'warning',
    message: <Trans i18nKey="status.in_need_true_account" />,
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['info', 'warning', 'danger', 'success'] },
    message: { control: 'text' },
    title: { control: 'text' },
    confirmLabel: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'The one alert popup of the site for the warning popups, built on `MessageDialog`: a tone icon (warning by default) whose name is spoken, the message (`in_need_true_account` for a trial account that tries a real-account action, the server\'s own message for a failed SMS request, `invitation_code_error` for an invalid affiliate code, `errors.popupBlocked` when the customer-service window is blocked, …) and one confirm button, "Confirm" (`in_increase_submit`) unless `confirmLabel` says otherwise. Enter confirms from anywhere in it; Escape and a background click close it without confirming. Warnings and errors use the `alertdialog` role. The host keeps one alert at a time and passes `open`/`onOpenChange`.',
      },
    },
  },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Warning icon, in_need_true_account, one in_increase_submit button. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Open member center' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Warning' });
    await expect(dialog).toHaveAccessibleDescription(
      'This feature needs a real account. Please register or log in with your member account.',
    );
    await expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(confirm).toHaveFocus());

    // Enter confirms, from the button or anywhere else in the dialog.
    await userEvent.click(within(dialog).getByText(/needs a real account/));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Open member center' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // Closing is not confirming.
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

export const PointerConfirms: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open member center' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const PopupBlocked: Story = {
  args: { message: <Trans i18nKey="errors.popupBlocked" /> },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open member center' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Warning' });
    await expect(dialog).toHaveAccessibleDescription('The popup was blocked, please allow popups for this site');
  },
};

export const WithTitleAndOwnLabel: Story = {
  args: { tone: 'danger', title: 'Withdrawal failed', message: 'The bank rejected the transfer.', confirmLabel: 'OK' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open member center' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Error Withdrawal failed' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const LongMessage: Story = {
  args: {
    message:
      'Your trial account can play every game with trial credit, but deposits, withdrawals, transfers, rewards, cashback and the member center need a real account. Register a member account in under a minute, or log in with the one you have, to continue where you left off.',
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open member center' }));
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(dialog.getAnimations()).toHaveLength(0));
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

export const Chinese: Story = {
  globals: { locale: 'CN' },
  render: (args) => <AlertHost {...args} triggerLabel="个人中心" />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '个人中心' }));
    const dialog = await screen.findByRole('alertdialog', { name: '警告' });
    await expect(dialog).toHaveAccessibleDescription('此功能需要正式账号，请注册或使用会员账号登录。');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open member center' }));
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(dialog.getAnimations()).toHaveLength(0));
    // The full width minus the gutters, the one button across it.
    await expect(dialog.getBoundingClientRect().width).toBeCloseTo(window.innerWidth - 32, 0);
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' }).getBoundingClientRect();
    await expect(confirm.width).toBeGreaterThan(window.innerWidth - 100);
  },
};

/** A failed call's words as the site's alerts put them (`errorTextOf`): the server's own message where it sent one. */
function PlatformAlert({ failure, ...props }: AlertDialogProps & { failure: unknown }) {
  const { t } = useTranslation();
  return <AlertHost {...props} message={errorTextOf(failure, t)} triggerLabel="Send code" />;
}

async function failureOf(call: () => Promise<unknown>): Promise<unknown> {
  try {
    await call();
  } catch (error) {
    return error;
  }
  throw new Error('The sandbox accepted a request that should fail');
}

// The normal sandbox: it refuses an SMS code for a number no member has.
const platform = storyPlatform();

export const SmsRequestFailed: Story = {
  parameters: { msw: { handlers: platform.handlers } },
  loaders: [
    async () => ({
      failure: await failureOf(() =>
        platform.client.call(authLoginSmsEndpoint, { mobileNum: '9170000000', countryDialingCode: '63' }),
      ),
    }),
  ],
  render: (args, { loaded }) => <PlatformAlert {...args} failure={loaded.failure} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Warning' });
    // The server's message, word for word.
    await expect(dialog).toHaveAccessibleDescription('Mobile number is not registered');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** The register form's affiliate check refused the code: the site's fixed words, not the server's. */
function AffiliateAlert(props: AlertDialogProps) {
  const { t } = useTranslation();
  return <AlertHost {...props} message={t('status.invitation_code_error')} triggerLabel="Register" />;
}

export const InvalidAffiliateCode: Story = {
  render: (args) => <AffiliateAlert {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Warning' });
    await expect(dialog).toHaveAccessibleDescription('The affiliate code is invalid. Please check it and try again.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};
