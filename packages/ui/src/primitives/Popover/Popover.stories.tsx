import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleHelp } from 'lucide-react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Popover, type PopoverContentProps } from './Popover';

type DemoProps = PopoverContentProps & {
  triggerLabel?: string;
  onOpenChange?: (open: boolean) => void;
  onApply?: () => void;
};

function PopoverDemo({ triggerLabel = 'Turnover rules', onOpenChange, onApply, children, ...content }: DemoProps) {
  return (
    <Popover.Root onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>
        <Button variant="secondary" startIcon={<CircleHelp aria-hidden size={18} />}>
          {triggerLabel}
        </Button>
      </Popover.Trigger>
      <Popover.Content {...content}>
        {children}
        <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Popover.Close asChild>
            <Button size="sm" onClick={onApply}>
              Got it
            </Button>
          </Popover.Close>
        </div>
      </Popover.Content>
    </Popover.Root>
  );
}

const meta = {
  title: 'Primitives/Popover',
  component: Popover.Content,
  render: (args) => <PopoverDemo {...args} />,
  args: {
    title: 'Turnover requirement',
    showClose: true,
    side: 'bottom',
    align: 'start',
    onOpenChange: fn(),
    onApply: fn(),
    children: <p>Bonuses must be wagered 15 times before a withdrawal. Sports bets count at half weight.</p>,
  },
  argTypes: {
    side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
    children: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Interactive content anchored to a control: help with a link, quick filters, a short form. `Popover.Root`, `Popover.Trigger`, `Popover.Anchor` (position against another element), `Popover.Content` (optional `title` that names it, optional close button with `showClose`; pass `aria-label` when there is no title) and `Popover.Close`. Click, Enter or Space opens it and focus moves in; Escape or a click outside closes it and focus returns to the trigger. It is not modal: for blocking tasks use `Dialog`.',
      },
    },
  },
} satisfies Meta<DemoProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Turnover rules' });
    await userEvent.click(trigger);
    const popover = await screen.findByRole('dialog', { name: 'Turnover requirement' });
    await waitFor(() => expect(popover).toBeVisible());
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(popover).toContainElement(document.activeElement as HTMLElement));

    await userEvent.click(within(popover).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onApply).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

export const KeyboardOpenAndEscape: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Turnover rules' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const popover = await screen.findByRole('dialog', { name: 'Turnover requirement' });
    await waitFor(() => expect(within(popover).getByRole('button', { name: 'Close' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard(' ');
    await screen.findByRole('dialog', { name: 'Turnover requirement' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const OutsideClickCloses: Story = {
  play: async ({ canvas, userEvent, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Turnover rules' }));
    const popover = await screen.findByRole('dialog');
    await waitFor(() => expect(popover).toBeVisible());
    await userEvent.click(canvasElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const CloseButton: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Turnover rules' });
    await userEvent.click(trigger);
    const popover = await screen.findByRole('dialog');
    await userEvent.click(within(popover).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const WithoutTitle: Story = {
  args: { title: undefined, showClose: false, 'aria-label': 'Turnover requirement' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Turnover rules' }));
    const popover = await screen.findByRole('dialog', { name: 'Turnover requirement' });
    await expect(within(popover).queryByRole('heading')).toBeNull();
    await waitFor(() => expect(within(popover).getByRole('button', { name: 'Got it' })).toHaveFocus());
  },
};

function AnchoredDemo(props: DemoProps) {
  return (
    <Popover.Root>
      <Popover.Anchor asChild>
        <div
          data-testid="field"
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 8,
            padding: 8,
            marginInline: 40,
            border: '1px dashed',
            width: 320,
          }}
        >
          <span style={{ flex: 1 }}>Bank card ending 4821</span>
          <Popover.Trigger asChild>
            <Button size="sm" variant="ghost">
              Change
            </Button>
          </Popover.Trigger>
        </div>
      </Popover.Anchor>
      <Popover.Content {...props} />
    </Popover.Root>
  );
}

export const Anchored: Story = {
  args: { title: 'Choose a card', align: 'start', children: <p>Cards are verified within 5 minutes.</p> },
  render: (args) => <AnchoredDemo {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change' }));
    const popover = await screen.findByRole('dialog', { name: 'Choose a card' });
    await waitFor(() => expect(popover.getAnimations()).toHaveLength(0));
    // Lines up with the whole field, not with the small trigger.
    const field = canvas.getByTestId('field').getBoundingClientRect();
    await expect(popover.getBoundingClientRect().left).toBeCloseTo(field.left, 0);
  },
};

export const LongText: Story = {
  args: {
    title: 'Why is my withdrawal still waiting for the turnover requirement to be completed?',
    children: (
      <p>
        You still need 12,345.67 of valid bets. Bets on live casino, slots, fishing and sports all count, except bets
        that were cancelled, voided or settled at odds below 1.5. Contact customer service if you believe this is a
        mistake.
      </p>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Turnover rules' }));
    const popover = await screen.findByRole('dialog');
    await waitFor(() => expect(popover).toBeVisible());
    await expect(popover.getBoundingClientRect().width).toBeLessThanOrEqual(360);
  },
};

export const Chinese: Story = {
  args: { title: '流水要求', children: <p>红利须完成 15 倍流水后方可提款。</p> },
  globals: { locale: 'CN' },
  render: (args) => <PopoverDemo {...args} triggerLabel="流水规则" />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '流水规则' }));
    const popover = await screen.findByRole('dialog', { name: '流水要求' });
    await expect(within(popover).getByRole('button', { name: '关闭' })).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'flex-end' }}>{Story()}</div>],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Turnover rules' }));
    const popover = await screen.findByRole('dialog');
    await waitFor(() => expect(popover.getAnimations()).toHaveLength(0));
    // Kept inside the screen with the 16 px collision padding.
    const box = popover.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(16);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth - 16);
  },
};
