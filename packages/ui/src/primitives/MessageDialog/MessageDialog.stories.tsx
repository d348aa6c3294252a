import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { MessageDialog, type MessageDialogProps } from './MessageDialog';

/** Opens the dialog from page state, the way the site raises its popups. */
function MessageDialogHost({
  open: requested,
  onOpenChange,
  triggerLabel = 'Show message',
  ...props
}: MessageDialogProps & { triggerLabel?: string }) {
  const [open, setOpen] = useState(requested);
  useEffect(() => setOpen(requested), [requested]);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{triggerLabel}</Button>
      <MessageDialog
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
  title: 'Primitives/MessageDialog',
  component: MessageDialog,
  render: (args) => <MessageDialogHost {...args} />,
  args: {
    open: false,
    onOpenChange: fn(),
    beforeClose: fn(),
    tone: 'info',
    title: 'Transfer complete',
    children: '1,000.00 has been moved to your main wallet.',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'danger'] },
    width: { control: 'number' },
    children: { control: 'text' },
    beforeClose: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'The site\'s info, warning and error popups. A tone icon whose name is spoken with the title (never colour alone), the message as the dialog\'s description, and one or a few buttons: a single "CLOSE" when `buttons` is omitted. Enter presses the default button from anywhere in the dialog (a focused button still answers Enter itself), Escape and a background click close it, and `beforeClose` runs before every close (return `false` to keep it open). Warnings and errors use the `alertdialog` role. 400 px wide from the tablet width, the full width minus gutters on phones.',
      },
    },
  },
} satisfies Meta<typeof MessageDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const overlayOf = (dialog: HTMLElement) => dialog.previousElementSibling as HTMLElement;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Show message' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Information Transfer complete' });
    await expect(dialog).toHaveAccessibleDescription('1,000.00 has been moved to your main wallet.');
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    // Focus starts on the default button: CLOSE.
    const close = within(dialog).getByRole('button', { name: 'CLOSE' });
    await waitFor(() => expect(close).toHaveFocus());

    await userEvent.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.beforeClose).toHaveBeenCalledWith('button');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

export const KeyboardOpenAndEscape: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Show message' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.beforeClose).toHaveBeenCalledWith('escape');
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard(' ');
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const EnterTriggersDefault: Story = {
  args: {
    tone: 'warning',
    title: 'Leave the game?',
    children: 'Your current round will be settled automatically.',
    buttons: [
      { label: 'Stay', onClick: fn() },
      { label: 'Leave', onClick: fn(), default: true },
    ],
  },
  play: async ({ canvas, userEvent, args }) => {
    const [stay, leave] = args.buttons!;
    const trigger = canvas.getByRole('button', { name: 'Show message' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Warning Leave the game?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Leave' })).toHaveFocus());

    // Focus somewhere that is not a button: Enter still presses the default one.
    await userEvent.click(within(dialog).getByText('Your current round will be settled automatically.'));
    await expect(dialog).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(leave!.onClick).toHaveBeenCalledTimes(1);
    await expect(stay!.onClick).not.toHaveBeenCalled();

    // A focused button answers Enter itself.
    await userEvent.click(trigger);
    const again = await screen.findByRole('alertdialog');
    await waitFor(() => expect(within(again).getByRole('button', { name: 'Leave' })).toHaveFocus());
    await userEvent.tab({ shift: true });
    await expect(within(again).getByRole('button', { name: 'Stay' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(stay!.onClick).toHaveBeenCalledTimes(1);
    await expect(leave!.onClick).toHaveBeenCalledTimes(1);
  },
};

export const BackgroundClickCloses: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Show message' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(overlayOf(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.beforeClose).toHaveBeenCalledWith('background');
    await expect(trigger).toHaveFocus();
  },
};

export const BeforeCloseVeto: Story = {
  args: { beforeClose: fn(() => false) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show message' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());

    await userEvent.keyboard('{Escape}');
    await userEvent.click(overlayOf(dialog));
    // Clicking the background does not take focus out of the dialog.
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.beforeClose).toHaveBeenCalledTimes(3));
    await expect(args.beforeClose).toHaveBeenNthCalledWith(1, 'escape');
    await expect(args.beforeClose).toHaveBeenNthCalledWith(2, 'background');
    await expect(args.beforeClose).toHaveBeenNthCalledWith(3, 'button');
    await expect(dialog).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Warning icon, message, one confirm button. */
export const RealAccountNeeded: Story = {
  args: {
    tone: 'warning',
    title: undefined,
    children: 'This feature needs a real account. Please register a formal account first.',
    buttons: [{ label: 'Confirm', onClick: fn() }],
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show message' }));
    // Without a title the tone names the dialog and heads it.
    const dialog = await screen.findByRole('alertdialog', { name: 'Warning' });
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: 'Warning' })).toBeVisible());
    await expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.buttons![0]!.onClick).toHaveBeenCalledTimes(1);
  },
};

export const ErrorTone: Story = {
  args: { tone: 'danger', title: 'Network abnormal', children: 'The balance could not be refreshed. Try again later.' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show message' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Error Network abnormal' });
    await waitFor(() => expect(within(dialog).getByRole('img', { name: 'Error' })).toBeVisible());
  },
};

export const SuccessTone: Story = {
  args: { tone: 'success', title: 'Redeemed', children: 'Your reward is on its way to the rewards center.' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Success Redeemed' });
    await waitFor(() => expect(within(dialog).getByRole('img', { name: 'Success' })).toBeVisible());
  },
};

export const LongText: Story = {
  args: {
    tone: 'warning',
    title: 'Your withdrawal is waiting for the turnover requirement of the welcome bonus to be completed',
    children:
      'You still need 12,345.67 of valid bets before this withdrawal can be processed. Bets on live casino, slots, fishing and sports all count towards the requirement, except bets that were cancelled, voided or settled at odds below 1.5. Contact customer service if you believe this is a mistake.',
    buttons: [{ label: 'Contact customer service' }, { label: 'I understand', default: true }],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show message' }));
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(dialog.getAnimations()).toHaveLength(0));
    // 400 wide, the text wraps inside.
    await expect(dialog.getBoundingClientRect().width).toBeCloseTo(400, 0);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

export const Chinese: Story = {
  args: { title: '转账成功', children: '1,000.00 已转入主钱包。' },
  globals: { locale: 'CN' },
  render: (args) => <MessageDialogHost {...args} triggerLabel="显示消息" />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '显示消息' }));
    const dialog = await screen.findByRole('dialog', { name: '提示 转账成功' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '关闭' })).toBeVisible());
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    tone: 'warning',
    title: 'Sign out?',
    children: 'You will need to log in again to play.',
    buttons: [{ label: 'Cancel' }, { label: 'Sign out', variant: 'danger', default: true }],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show message' }));
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(dialog.getAnimations()).toHaveLength(0));
    // The full width minus the 16 px gutters; the buttons share the row.
    const box = dialog.getBoundingClientRect();
    await expect(box.width).toBeCloseTo(window.innerWidth - 32, 0);
    const [cancel, signOut] = within(dialog).getAllByRole('button');
    await expect(cancel!.getBoundingClientRect().width).toBeCloseTo(signOut!.getBoundingClientRect().width, 0);
  },
};
