import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { storyClock } from '../../stories/clock';
import { HoverCard, type HoverCardRootProps } from './HoverCard';

type DemoProps = HoverCardRootProps & {
  category: string;
  href: string;
  vendors: string[];
};

/** The header's category link with its vendor dropdown. */
function CategoryLink({ category, href, vendors, ...root }: DemoProps) {
  return (
    <HoverCard.Root {...root}>
      <HoverCard.Trigger asChild>
        <a href={href} style={{ fontWeight: 600, padding: '8px 4px', display: 'inline-block' }}>
          {category}
        </a>
      </HoverCard.Trigger>
      <HoverCard.Content align="start">
        <ul
          style={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
            gap: 8,
          }}
        >
          {vendors.map((vendor) => (
            <li key={vendor}>
              <a href={`${href}?page=${encodeURIComponent(vendor)}`}>{vendor}</a>
            </li>
          ))}
        </ul>
      </HoverCard.Content>
    </HoverCard.Root>
  );
}

const meta = {
  title: 'Primitives/HoverCard',
  component: CategoryLink,
  args: {
    category: 'Slots',
    href: '#rng',
    vendors: ['PP Slots', 'JILI Slots', 'SG Slots', 'PG Soft'],
    openDelay: 200,
    closeDelay: 150,
    onOpenChange: fn(),
  },
  argTypes: {
    openDelay: { control: { type: 'number', min: 0, step: 50 } },
    closeDelay: { control: { type: 'number', min: 0, step: 50 } },
  },
  // The open and close delays run on a clock the play functions move.
  parameters: {
    clock: 'manual',
    docs: {
      description: {
        component:
          "A preview that opens while the pointer rests on its trigger or the trigger has keyboard focus, such as the header's vendor dropdown (a hover dropdown of vendors for each game category). `HoverCard.Root` (opens after 200 ms, closes 150 ms after leaving), `HoverCard.Trigger` and `HoverCard.Content`. Hover-only content cannot be reached by keyboard or on touch screens: always make the trigger a real, focusable link to a page with the same choices (here the category page), and never put the only way to an action inside the card.",
      },
    },
  },
} satisfies Meta<typeof CategoryLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const clock = storyClock(context);
    const trigger = canvas.getByRole('link', { name: 'Slots' });
    await userEvent.hover(trigger);
    // It waits for the pointer to rest…
    await clock.advance((args.openDelay ?? 200) - 1);
    await expect(screen.queryByRole('link', { name: 'JILI Slots' })).toBeNull();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    // …then opens.
    await clock.advance(1);
    const vendor = await screen.findByRole('link', { name: 'JILI Slots' });
    await waitFor(() => expect(vendor).toBeVisible());
    await expect(vendor).toHaveAttribute('href', '#rng?page=JILI%20Slots');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);

    // Leaving closes it after the close delay, not before.
    await userEvent.unhover(trigger);
    await clock.advance((args.closeDelay ?? 150) - 1);
    await expect(vendor).toBeInTheDocument();
    await clock.advance(1);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'JILI Slots' })).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
  },
};

export const PassingOver: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const clock = storyClock(context);
    const trigger = canvas.getByRole('link', { name: 'Slots' });
    // A pointer that only passes over the link does not open the card.
    await userEvent.hover(trigger);
    await clock.advance((args.openDelay ?? 200) - 50);
    await userEvent.unhover(trigger);
    await clock.advance(1000);
    await expect(screen.queryByRole('link', { name: 'JILI Slots' })).toBeNull();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(clock.pending).toBe(0);
  },
};

export const KeyboardFocus: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const trigger = canvas.getByRole('link', { name: 'Slots' });
    // The trigger is a real link: keyboard players reach it, and it opens the card too.
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await storyClock(context).advance(args.openDelay ?? 200);
    await expect(await screen.findByRole('link', { name: 'PP Slots' })).toBeInTheDocument();
    // Escape dismisses the card at once; focus stays on the link.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'PP Slots' })).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const StaysOpenWhilePointerIsOnCard: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const clock = storyClock(context);
    const trigger = canvas.getByRole('link', { name: 'Slots' });
    await userEvent.hover(trigger);
    await clock.advance(args.openDelay ?? 200);
    const vendor = await screen.findByRole('link', { name: 'SG Slots' });
    // Moving from the trigger onto the card keeps it open, so its links can be clicked.
    await userEvent.unhover(trigger);
    await userEvent.hover(vendor);
    await clock.advance((args.closeDelay ?? 150) * 10);
    await expect(vendor).toBeInTheDocument();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.unhover(vendor);
    await clock.advance(args.closeDelay ?? 150);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'SG Slots' })).toBeNull());
  },
};

export const LongText: Story = {
  args: {
    category: 'Live casino and game shows',
    vendors: [
      'Evolution Gaming Live Baccarat and Roulette',
      'Pragmatic Play Live Mega Wheel',
      'Sexy Baccarat',
      'WM Casino',
      'Dream Gaming',
      'Asia Gaming Live Dragon Tiger',
    ],
  },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.hover(canvas.getByRole('link', { name: 'Live casino and game shows' }));
    await storyClock(context).advance(200);
    const vendor = await screen.findByRole('link', { name: 'Sexy Baccarat' });
    const card = vendor.closest('ul')!.parentElement!;
    await waitFor(() => expect(card).toBeVisible());
    await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(480);
  },
};

export const Chinese: Story = {
  args: { category: '电子游戏', vendors: ['PP 电子', 'JILI 电子', 'SG 电子'] },
  globals: { locale: 'CN' },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.hover(canvas.getByRole('link', { name: '电子游戏' }));
    await storyClock(context).advance(200);
    await expect(await screen.findByRole('link', { name: 'JILI 电子' })).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'flex-end' }}>{Story()}</div>],
  play: async (context) => {
    const { canvas, userEvent } = context;
    // Phones have no hover: the trigger is a link that leads to the category page.
    const trigger = canvas.getByRole('link', { name: 'Slots' });
    await expect(trigger).toHaveAttribute('href', '#rng');
    // With a keyboard attached it still opens, inside the screen.
    await userEvent.tab();
    await storyClock(context).advance(200);
    const vendor = await screen.findByRole('link', { name: 'PP Slots' });
    const card = vendor.closest('ul')!.parentElement!;
    await waitFor(() => expect(card.getAnimations()).toHaveLength(0));
    const box = card.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  },
};
