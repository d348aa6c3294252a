import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog, type DialogContentProps } from './Dialog';

type DemoProps = DialogContentProps & {
  /** Label of the button that opens the dialog. */
  triggerLabel?: string;
  onOpenChange?: (open: boolean) => void;
  onConfirm?: () => void;
};

function DialogDemo({ triggerLabel = 'Change password', onOpenChange, onConfirm, children, ...content }: DemoProps) {
  return (
    <Dialog.Root onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button variant="secondary">{triggerLabel}</Button>
      </Dialog.Trigger>
      <Dialog.Content {...content}>
        {children}
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button variant="secondary">Cancel</Button>
          </Dialog.Close>
          <Dialog.Close asChild>
            <Button onClick={onConfirm}>Save</Button>
          </Dialog.Close>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

const clauses = Array.from(
  { length: 30 },
  (_, index) =>
    `${index + 1}. Members must be 18 or older. Each member may hold one account; duplicate accounts forfeit their bonuses and winnings.`,
);

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog.Content,
  render: (args) => <DialogDemo {...args} />,
  args: {
    title: 'Change password',
    description: 'Account: player_8821',
    size: 'sm',
    hideClose: false,
    onOpenChange: fn(),
    onConfirm: fn(),
    children: <p>Your new password must be 6 to 16 letters and digits.</p>,
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    children: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A modal dialog for a task or a confirmation, composed from `Dialog.Root`, `Dialog.Trigger`, `Dialog.Content` (with a required `title`, optional `description`, `size` sm 400 / md 560 / lg 800), `Dialog.Footer` and `Dialog.Close`. Below 768 px it is a full-screen sheet, above a centred dialog; the header and footer stay put while the body scrolls. Focus moves in, is trapped and returns to the trigger; Escape and a background click close it. For the draggable, delayed generic modal use `Modal`; for one-line messages use `MessageDialog`.',
      },
    },
  },
} satisfies Meta<DemoProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The height a header needs to show its heading with its padding and border. */
function naturalHeight(header: HTMLElement, heading: HTMLElement) {
  const style = getComputedStyle(header);
  const extra = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'] as const;
  return heading.getBoundingClientRect().height + extra.reduce((sum, key) => sum + Number.parseFloat(style[key]), 0);
}

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Change password' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveAccessibleDescription('Account: player_8821');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

export const KeyboardOpenAndEscape: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Change password' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus());
    // Tab cycles inside: close, Cancel, Save, then back to close.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard(' ');
    await screen.findByRole('dialog', { name: 'Change password' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const BackgroundClickCloses: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Change password' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(dialog.previousElementSibling as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

export const WithoutCloseButton: Story = {
  args: { hideClose: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    // Focus lands on the first footer action instead.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
  },
};

export const Sizes: Story = {
  args: { size: 'lg', title: 'Betting record' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Betting record' });
    await waitFor(() => expect(dialog.getAnimations()).toHaveLength(0));
    await expect(dialog.getBoundingClientRect().width).toBeCloseTo(800, 0);
  },
};

export const LongContent: Story = {
  args: {
    size: 'md',
    title: 'General terms and conditions for members, promotions, bonuses and responsible gaming',
    description: undefined,
    children: (
      <div style={{ display: 'grid', gap: 12 }}>
        {clauses.map((clause) => (
          <p key={clause}>{clause}</p>
        ))}
      </div>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: /General terms/ });
    await waitFor(() => expect(dialog.getAnimations()).toHaveLength(0));
    const box = dialog.getBoundingClientRect();
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
    // Header and footer stay in view at the top and bottom while the body scrolls.
    const footer = within(dialog).getByRole('button', { name: 'Save' }).parentElement!;
    await expect(footer.getBoundingClientRect().bottom).toBeCloseTo(box.bottom, 0);
    dialog.scrollTop = 600;
    const heading = within(dialog).getByRole('heading');
    const header = heading.parentElement!;
    await waitFor(() => expect(header.getBoundingClientRect().top).toBeCloseTo(box.top, 0));
    // The header keeps its full height: the wrapped title and its padding are not squeezed by the long body.
    await expect(header.getBoundingClientRect().height).toBeGreaterThanOrEqual(naturalHeight(header, heading) - 0.5);
    await expect(footer.getBoundingClientRect().bottom).toBeCloseTo(box.bottom, 0);
  },
};

export const Chinese: Story = {
  args: { title: '修改密码', description: '账号：player_8821', children: <p>新密码须为 6 至 16 位字母和数字。</p> },
  globals: { locale: 'CN' },
  render: (args) => <DialogDemo {...args} triggerLabel="修改密码" />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '修改密码' }));
    const dialog = await screen.findByRole('dialog', { name: '修改密码' });
    await expect(within(dialog).getByRole('button', { name: '关闭' })).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.getAnimations()).toHaveLength(0));
    // A full-screen sheet.
    const box = dialog.getBoundingClientRect();
    await expect(box.width).toBe(window.innerWidth);
    await expect(box.height).toBe(window.innerHeight);
  },
};
