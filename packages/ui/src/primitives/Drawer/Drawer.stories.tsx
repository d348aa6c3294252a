import type { Meta, StoryObj } from '@storybook/react-vite';
import { Gift, House, Menu, Wallet } from 'lucide-react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Drawer, type DrawerContentProps } from './Drawer';

type DemoProps = DrawerContentProps & {
  triggerLabel?: string;
  onOpenChange?: (open: boolean) => void;
};

const links = [
  { label: 'Home', icon: House },
  { label: 'Deposit', icon: Wallet },
  { label: 'Promotions', icon: Gift },
];

function SideMenu() {
  return (
    <nav aria-label="Main">
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 }}>
        {links.map(({ label, icon: Icon }) => (
          <li key={label}>
            <Drawer.Close asChild>
              <Button
                variant="ghost"
                fullWidth
                startIcon={<Icon aria-hidden size={18} />}
                style={{ justifyContent: 'flex-start' }}
              >
                {label}
              </Button>
            </Drawer.Close>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function DrawerDemo({ triggerLabel = 'Open menu', onOpenChange, ...content }: DemoProps) {
  return (
    <Drawer.Root onOpenChange={onOpenChange}>
      <Drawer.Trigger asChild>
        <Button variant="secondary" startIcon={<Menu aria-hidden size={18} />}>
          {triggerLabel}
        </Button>
      </Drawer.Trigger>
      <Drawer.Content {...content} />
    </Drawer.Root>
  );
}

const providers = Array.from({ length: 40 }, (_, index) => `Provider ${index + 1}: over 120 games with daily cashback`);

const meta = {
  title: 'Primitives/Drawer',
  component: Drawer.Content,
  render: (args) => <DrawerDemo {...args} />,
  args: {
    side: 'left',
    title: 'Menu',
    hideTitle: false,
    hideClose: false,
    flush: false,
    onOpenChange: fn(),
    children: <SideMenu />,
  },
  argTypes: {
    side: { control: 'inline-radio', options: ['left', 'right', 'bottom'] },
    width: { control: 'number' },
    children: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A panel that slides in from the left, right or bottom edge: the side menu below 1024 px (264 px wide there: pass `width={264}`), filters, bottom sheets. `Drawer.Root`, `Drawer.Trigger`, `Drawer.Content` (`side`, `title` shown or `hideTitle` for screen readers only, `width` up to 320 px by default) and `Drawer.Close`. Escape, the close button ("Close panel") and a tap on the backdrop close it; focus is trapped inside and returns to the trigger.',
      },
    },
  },
} satisfies Meta<DemoProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(trigger);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(drawer.getAnimations()).toHaveLength(0));
    await expect(drawer).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    // Against the left edge, 320 px wide.
    const box = drawer.getBoundingClientRect();
    await expect(box.left).toBe(0);
    await expect(box.width).toBe(320);

    // A link inside closes it, and focus goes back to the menu toggle.
    await userEvent.click(within(drawer).getByRole('button', { name: 'Promotions' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

export const KeyboardOpenAndEscape: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const close = within(drawer).getByRole('button', { name: 'Close panel' });
    await waitFor(() => expect(close).toHaveFocus());
    // Focus is trapped: four stops (close and three links), then back to close.
    for (let stop = 0; stop < 4; stop += 1) await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard(' ');
    await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const BackgroundClickCloses: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(trigger);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(drawer.getAnimations()).toHaveLength(0));
    await userEvent.click(drawer.previousElementSibling as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const SideMenuWidth: Story = {
  args: { title: 'Main menu', hideTitle: true, width: 264, flush: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    // The title is not shown, but it still names the drawer.
    const drawer = await screen.findByRole('dialog', { name: 'Main menu' });
    await waitFor(() => expect(drawer.getAnimations()).toHaveLength(0));
    await expect(drawer.getBoundingClientRect().width).toBe(264);
    const heading = within(drawer).getByRole('heading', { name: 'Main menu' });
    await expect(heading.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(within(drawer).getByRole('button', { name: 'Close panel' })).toBeVisible();
  },
};

export const Right: Story = {
  args: { side: 'right', title: 'Filters' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await waitFor(() => expect(drawer.getAnimations()).toHaveLength(0));
    await expect(drawer.getBoundingClientRect().right).toBe(window.innerWidth);
  },
};

export const Bottom: Story = {
  args: { side: 'bottom', title: 'Choose a wallet', description: 'Transfers between wallets are free.' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Choose a wallet' });
    await waitFor(() => expect(drawer.getAnimations()).toHaveLength(0));
    await expect(drawer).toHaveAccessibleDescription('Transfers between wallets are free.');
    const box = drawer.getBoundingClientRect();
    await expect(box.bottom).toBe(window.innerHeight);
    await expect(box.width).toBe(window.innerWidth);
  },
};

export const LongContent: Story = {
  args: {
    title: 'Game center: slots, live casino, fishing, sports, e-sports, lottery and crash games',
    children: (
      <div style={{ display: 'grid', gap: 12 }}>
        {providers.map((provider) => (
          <p key={provider}>{provider}</p>
        ))}
      </div>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: /Game center/ });
    await waitFor(() => expect(drawer.getAnimations()).toHaveLength(0));
    await expect(drawer.scrollHeight).toBeGreaterThan(drawer.clientHeight);
    // The header with its close button stays on top while the list scrolls.
    drawer.scrollTop = drawer.scrollHeight;
    const close = within(drawer).getByRole('button', { name: 'Close panel' });
    await waitFor(() => expect(close.getBoundingClientRect().top).toBeGreaterThanOrEqual(0));
    await expect(close.getBoundingClientRect().bottom).toBeLessThan(100);
  },
};

export const Chinese: Story = {
  args: { title: '菜单' },
  globals: { locale: 'CN' },
  render: (args) => <DrawerDemo {...args} triggerLabel="打开菜单" />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '打开菜单' }));
    const drawer = await screen.findByRole('dialog', { name: '菜单' });
    await expect(within(drawer).getByRole('button', { name: '关闭面板' })).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(drawer.getAnimations()).toHaveLength(0));
    // 320 px fits a 375 px phone and leaves a strip of page to tap.
    const box = drawer.getBoundingClientRect();
    await expect(box.width).toBe(320);
    await expect(box.height).toBe(window.innerHeight);
  },
};
