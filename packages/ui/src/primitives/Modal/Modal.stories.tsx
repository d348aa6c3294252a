import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { storyClock } from '../../stories/clock';
import { Button } from '../Button/Button';
import { Modal, type ModalProps, useModal } from './Modal';

/** Opens the modal from page state, the way hosts open modals by name. */
function ModalHost({
  open: requested,
  onOpenChange,
  triggerLabel = 'Open personal center',
  ...props
}: ModalProps & { triggerLabel?: string }) {
  const [open, setOpen] = useState(requested);
  useEffect(() => setOpen(requested), [requested]);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{triggerLabel}</Button>
      <Modal
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

function ProfileBody() {
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <p>Account: player_8821</p>
      <p>Rank: VIP 3</p>
      <p>Manage your wallet, records and security settings from here.</p>
    </div>
  );
}

/** A button inside the modal that closes it through `useModal()`. */
function DoneButton() {
  const modal = useModal();
  return <Button onClick={() => void modal.close()}>Done</Button>;
}

const bonusRules = Array.from(
  { length: 24 },
  (_, index) =>
    `${index + 1}. The bonus must be wagered 15 times on slots, fishing or live casino before any withdrawal is processed. Bets on sports count at half weight.`,
);

const meta = {
  title: 'Primitives/Modal',
  component: Modal,
  render: (args) => <ModalHost {...args} />,
  args: {
    name: 'personalCenter',
    title: 'Personal center',
    open: false,
    onOpenChange: fn(),
    beforeClose: fn(),
    showClose: true,
    background: true,
    draggable: true,
    openDelay: 100,
    children: <ProfileBody />,
  },
  argTypes: {
    background: { control: { type: 'boolean' } },
    width: { control: 'number' },
    height: { control: 'number' },
    openDelay: { control: { type: 'number', min: 0, step: 50 } },
    children: { control: false },
    beforeClose: { control: false },
  },
  parameters: {
    // `background` is a boolean here, not a colour: keep the preview's colour matcher off it.
    controls: { matchers: { color: /(?!)/ } },
    docs: {
      description: {
        component:
          'The generic modal for panels and forms (member center, agent center, login). Hosts open it by `name` (rendered as `data-modal-name`) through `open`/`onOpenChange`. It appears after `openDelay` (100 ms), is at least 200 by 200, never closes on a background click, closes with Escape or the close button after `beforeClose` agrees (return `false` to veto, e.g. for unsaved input), and `useModal().close()` lets content close it the same way. From 768 px it is a window the player can move by its header, with the pointer or, with the header focused, the arrow keys (10 px a press); below 768 px it is a full-screen sheet. Page scrolling is locked while it is open and the exact scroll position is restored on close; focus moves in and returns to whatever opened it. `background={false}` drops the dimming but the page stays inert.',
      },
    },
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

const backdropOf = () => document.querySelector<HTMLElement>('[data-background]');
const headerOf = (dialog: HTMLElement) => dialog.querySelector<HTMLElement>('[data-draggable]')!;
const handleOf = (dialog: HTMLElement) => within(dialog).getByRole('application', { name: 'Move window' });
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** The height a header needs to show its heading with its padding and border. */
function naturalHeight(header: HTMLElement, heading: HTMLElement) {
  const style = getComputedStyle(header);
  const extra = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'] as const;
  return heading.getBoundingClientRect().height + extra.reduce((sum, key) => sum + Number.parseFloat(style[key]), 0);
}

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Open personal center' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Personal center' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveAttribute('data-modal-name', 'personalCenter');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.beforeClose).toHaveBeenCalledWith('close-button');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

export const KeyboardOpenAndEscape: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Open personal center' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Personal center' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // Focus is trapped: tabbing around never leaves the modal.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.beforeClose).toHaveBeenCalledWith('escape');
    await expect(trigger).toHaveFocus();

    // Space opens it as well.
    await userEvent.keyboard(' ');
    await screen.findByRole('dialog', { name: 'Personal center' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const BackgroundClickDoesNotClose: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open personal center' }));
    const dialog = await screen.findByRole('dialog', { name: 'Personal center' });
    await waitFor(() => expect(dialog).toBeVisible());

    const backdrop = backdropOf()!;
    await userEvent.click(backdrop);
    await nextFrame();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await expect(args.beforeClose).not.toHaveBeenCalled();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const BeforeCloseVeto: Story = {
  args: { beforeClose: fn(() => false), title: 'Edit profile' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open personal center' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit profile' });

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.beforeClose).toHaveBeenCalledWith('escape'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(args.beforeClose).toHaveBeenCalledWith('close-button'));

    await nextFrame();
    await expect(dialog).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const AsyncBeforeClose: Story = {
  args: { beforeClose: fn(() => Promise.resolve(true)) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open personal center' }));
    await screen.findByRole('dialog', { name: 'Personal center' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.beforeClose).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const DragByPointer: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open personal center' }));
    const dialog = await screen.findByRole('dialog', { name: 'Personal center' });
    await waitFor(() => expect(dialog).toBeVisible());
    // Let the entry animation settle before measuring.
    await waitFor(() => expect(dialog.getAnimations()).toHaveLength(0));
    const before = dialog.getBoundingClientRect();
    const header = headerOf(dialog);
    const start = { clientX: before.left + 40, clientY: before.top + 20 };

    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: header, coords: start },
      { coords: { clientX: start.clientX + 120, clientY: start.clientY + 80 } },
      { keys: '[/MouseLeft]' },
    ]);
    const moved = dialog.getBoundingClientRect();
    await expect(moved.left - before.left).toBeCloseTo(120, 0);
    await expect(moved.top - before.top).toBeCloseTo(80, 0);

    // Dragging far past the edge stops at the viewport.
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: header, coords: { clientX: moved.left + 40, clientY: moved.top + 20 } },
      { coords: { clientX: -2000, clientY: -2000 } },
      { keys: '[/MouseLeft]' },
    ]);
    const clamped = dialog.getBoundingClientRect();
    await expect(clamped.left).toBeCloseTo(0, 0);
    await expect(clamped.top).toBeCloseTo(0, 0);

    // The close button is not a drag handle: pressing it still closes.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const DragByKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open personal center' }));
    const dialog = await screen.findByRole('dialog', { name: 'Personal center' });
    await waitFor(() => expect(dialog.getAnimations()).toHaveLength(0));
    // Focus starts on the close button (the content has nothing focusable); the handle is one step back.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus());
    await userEvent.tab({ shift: true });
    const handle = handleOf(dialog);
    await expect(handle).toHaveFocus();
    await expect(handle).toHaveAccessibleDescription('Use the arrow keys to move the window, or drag its header');
    const before = dialog.getBoundingClientRect();

    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowDown}');
    const after = dialog.getBoundingClientRect();
    await expect(after.left - before.left).toBeCloseTo(30, 0);
    await expect(after.top - before.top).toBeCloseTo(10, 0);

    await userEvent.keyboard('{ArrowLeft}{ArrowUp}');
    const back = dialog.getBoundingClientRect();
    await expect(back.left - before.left).toBeCloseTo(20, 0);
    await expect(back.top - before.top).toBeCloseTo(0, 0);
  },
};

export const ScrollLockAndRestore: Story = {
  render: (args) => (
    <div>
      <div style={{ height: 600 }}>
        <p>Scroll down: the modal opens from further down the page.</p>
      </div>
      <ModalHost {...args} />
      <div style={{ height: 1600 }} />
    </div>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    window.scrollTo(0, 480);
    await waitFor(() => expect(window.scrollY).toBe(480));

    await userEvent.click(canvas.getByRole('button', { name: 'Open personal center' }));
    const dialog = await screen.findByRole('dialog', { name: 'Personal center' });
    await waitFor(() => expect(dialog).toBeVisible());

    // The page cannot scroll: its overflow is hidden and wheel gestures over it are cancelled.
    await expect(getComputedStyle(document.body).overflow).toBe('hidden');
    const wheel = new WheelEvent('wheel', { deltaY: 400, bubbles: true, cancelable: true });
    canvasElement.dispatchEvent(wheel);
    await expect(wheel.defaultPrevented).toBe(true);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(getComputedStyle(document.body).overflow).not.toBe('hidden');
    await expect(window.scrollY).toBe(480);
    window.scrollTo(0, 0);
  },
};

export const OpenDelay: Story = {
  // The delay runs on a clock the play function moves.
  parameters: { clock: 'manual' },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const clock = storyClock(context);
    const openDelay = args.openDelay ?? 100;
    await userEvent.click(canvas.getByRole('button', { name: 'Open personal center' }));
    // Nothing is rendered until the delay has passed…
    await clock.advance(openDelay - 1);
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(document.querySelector('[data-modal-name]')).toBeNull();
    // …and then the modal appears.
    await clock.advance(1);
    await screen.findByRole('dialog', { name: 'Personal center' });
  },
};

export const WithoutBackground: Story = {
  args: { background: false },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open personal center' }));
    const dialog = await screen.findByRole('dialog', { name: 'Personal center' });
    // Shown once its opening (which starts transparent) has run.
    await waitFor(() => expect(dialog).toBeVisible());
    const backdrop = backdropOf()!;
    await expect(getComputedStyle(backdrop).backgroundColor).toBe('rgba(0, 0, 0, 0)');
    // Not dimmed, but the page behind is still out of reach.
    await userEvent.click(backdrop);
    await nextFrame();
    await expect(dialog).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const UntitledClosedFromInside: Story = {
  args: {
    title: undefined,
    'aria-label': 'Daily check-in',
    showClose: false,
    children: (
      <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
        <p>You checked in 5 days in a row. Come back tomorrow for day 6.</p>
        <DoneButton />
      </div>
    ),
  },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Open personal center' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Daily check-in' });
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    // Focus starts in the content, not on the move handle.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Done' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.beforeClose).toHaveBeenCalledWith('programmatic');
    await expect(trigger).toHaveFocus();
  },
};

export const FixedSize: Story = {
  args: { width: 640, height: 420 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open personal center' }));
    const dialog = await screen.findByRole('dialog', { name: 'Personal center' });
    await waitFor(() => expect(dialog.getAnimations()).toHaveLength(0));
    const box = dialog.getBoundingClientRect();
    await expect(box.width).toBeCloseTo(640, 0);
    await expect(box.height).toBeCloseTo(420, 0);
  },
};

export const MinimumSize: Story = {
  args: { width: 80, height: 40, title: 'Tip', children: 'OK' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open personal center' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tip' });
    await waitFor(() => expect(dialog.getAnimations()).toHaveLength(0));
    const box = dialog.getBoundingClientRect();
    // Never smaller than 200 by 200.
    await expect(box.width).toBeCloseTo(200, 0);
    await expect(box.height).toBeCloseTo(200, 0);
  },
};

export const LongContent: Story = {
  args: {
    title: 'Terms of the first deposit bonus for new members who register during the spring festival',
    width: 520,
    children: (
      <div style={{ display: 'grid', gap: 12 }}>
        {bonusRules.map((rule) => (
          <p key={rule}>{rule}</p>
        ))}
      </div>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open personal center' }));
    const dialog = await screen.findByRole('dialog', { name: /first deposit bonus/ });
    await waitFor(() => expect(dialog.getAnimations()).toHaveLength(0));
    // Taller than the screen: the modal stops at the viewport and its body scrolls under the header.
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
    dialog.scrollTop = dialog.scrollHeight;
    const header = headerOf(dialog);
    await waitFor(() => expect(header.getBoundingClientRect().top).toBeCloseTo(dialog.getBoundingClientRect().top, 0));
    const heading = within(dialog).getByRole('heading');
    // The header keeps its full height: the wrapped title and its padding are not squeezed by the long body.
    await expect(header.getBoundingClientRect().height).toBeGreaterThanOrEqual(naturalHeight(header, heading) - 0.5);
  },
};

export const Chinese: Story = {
  args: { title: '个人中心', children: '在这里管理钱包、记录和安全设置。' },
  render: (args) => <ModalHost {...args} triggerLabel="打开个人中心" />,
  globals: { locale: 'CN' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '打开个人中心' }));
    const dialog = await screen.findByRole('dialog', { name: '个人中心' });
    await expect(within(dialog).getByRole('button', { name: '关闭' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('application', { name: '移动窗口' })).toHaveAccessibleDescription(
      '使用方向键移动窗口，或拖动标题栏',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open personal center' }));
    const dialog = await screen.findByRole('dialog', { name: 'Personal center' });
    await waitFor(() => expect(dialog.getAnimations()).toHaveLength(0));
    // A full-screen sheet…
    const box = dialog.getBoundingClientRect();
    await expect(box.width).toBe(window.innerWidth);
    await expect(box.height).toBe(window.innerHeight);
    // …that cannot be dragged, so it has no move handle.
    await expect(within(dialog).queryByRole('application')).toBeNull();
    await expect(dialog.querySelector('[data-draggable="true"]')).toBeNull();
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: within(dialog).getByRole('heading'), coords: { clientX: 100, clientY: 20 } },
      { coords: { clientX: 200, clientY: 120 } },
      { keys: '[/MouseLeft]' },
    ]);
    await expect(dialog.getBoundingClientRect().left).toBe(0);
  },
};
