import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { breakpoints } from '../../theme/tokens';
import { Box, Stack } from './Layout';

function Card({ children }: { children: ReactNode }) {
  return (
    <Box background="raised" color="primary" borderRadius="card" padding="4" boxShadow="sm" style={{ flex: '1 1 0' }}>
      {children}
    </Box>
  );
}

const cards = (
  <>
    <Card>Slots</Card>
    <Card>Live casino</Card>
    <Card>Sports</Card>
  </>
);

const atLeast = (width: number) => window.matchMedia(`(min-width: ${width}px)`).matches;

const meta = {
  title: 'Primitives/Layout',
  component: Stack,
  args: { direction: 'column', gap: '3', children: cards },
  argTypes: {
    direction: { control: 'inline-radio', options: ['column', 'row', 'column-reverse', 'row-reverse'] },
    gap: { control: 'select', options: ['0', '1', '2', '3', '4', '5', '6', '8', '10', '12', '16', 'gutter'] },
    align: { control: 'select', options: [undefined, 'stretch', 'flex-start', 'center', 'flex-end', 'baseline'] },
    justify: {
      control: 'select',
      options: [undefined, 'flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    },
    wrap: { control: 'boolean' },
    children: { control: false },
    as: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          '`Box` is the layout atom: any element (`as`) with the sprinkles utilities as typed props (padding, margin, gap, flex, background, text colour, radius, shadow), every one responsive as a value, an array `[mobile, tablet, laptop, desktop]` or an object `{ mobile, tablet, laptop }`. `Stack` is a flex column (or row) with a gap from the space scale; use it instead of margins between siblings, and switch `direction` by breakpoint for mobile-first layouts (375 px first, then 768, 1366, 1920). Utilities sit in the `utilities` cascade layer, so a `className` from the app still wins.',
      },
    },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const stack = canvas.getByText('Slots').parentElement!;
    const style = getComputedStyle(stack);
    await expect(style.display).toBe('flex');
    await expect(style.flexDirection).toBe('column');
    await expect(style.rowGap).toBe('12px');
  },
};

export const Row: Story = {
  args: { direction: 'row', gap: '4', align: 'center' },
  play: async ({ canvas }) => {
    const slots = canvas.getByText('Slots').getBoundingClientRect();
    const live = canvas.getByText('Live casino').getBoundingClientRect();
    await expect(live.left - slots.right).toBe(16);
    await expect(live.top).toBe(slots.top);
  },
};

/** 8 px apart on phones, 16 px from 768 px, 24 px from 1024 px. */
export const ResponsiveGap: Story = {
  args: { gap: { mobile: '2', tablet: '4', laptop: '6' } },
  play: async ({ canvas }) => {
    const stack = canvas.getByText('Slots').parentElement!;
    const expected = atLeast(breakpoints.laptop) ? '24px' : atLeast(breakpoints.tablet) ? '16px' : '8px';
    await expect(getComputedStyle(stack).rowGap).toBe(expected);
    const first = canvas.getByText('Slots').getBoundingClientRect();
    const second = canvas.getByText('Live casino').getBoundingClientRect();
    await expect(`${second.top - first.bottom}px`).toBe(expected);
  },
};

const directionSwitch: Story = {
  args: { direction: { mobile: 'column', tablet: 'row' }, gap: { mobile: '2', tablet: '4' } },
  play: async ({ canvas }) => {
    const stack = canvas.getByText('Slots').parentElement!;
    const wide = atLeast(breakpoints.tablet);
    await expect(getComputedStyle(stack).flexDirection).toBe(wide ? 'row' : 'column');
    const first = canvas.getByText('Slots').getBoundingClientRect();
    const second = canvas.getByText('Live casino').getBoundingClientRect();
    // What a player sees: side by side on wide screens, stacked on phones.
    if (wide) await expect(second.left).toBeGreaterThan(first.right);
    else await expect(second.top).toBeGreaterThan(first.bottom);
  },
};

/** A column on phones that becomes a row from 768 px. */
export const DirectionSwitch: Story = { ...directionSwitch };

export const DirectionSwitchMobile: Story = {
  ...directionSwitch,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const DirectionSwitchLaptop: Story = {
  ...directionSwitch,
  globals: { viewport: { value: 'laptop', isRotated: false } },
};

export const Wrapping: Story = {
  args: {
    direction: 'row',
    gap: '2',
    wrap: true,
    children: ['Hot', 'New', 'Jackpot', 'Megaways', 'Buy bonus', 'Classic', 'Table games', 'Crash', 'Fishing'].map(
      (label) => (
        <Box key={label} as="span" background="raised" borderRadius="pill" paddingX="3" paddingY="1" fontSize="sm">
          {label}
        </Box>
      ),
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const stack = canvas.getByText('Hot').parentElement!;
    await expect(getComputedStyle(stack).flexWrap).toBe('wrap');
    const first = canvas.getByText('Hot').getBoundingClientRect();
    const last = canvas.getByText('Fishing').getBoundingClientRect();
    await expect(last.top).toBeGreaterThan(first.bottom);
    await expect(stack.scrollWidth).toBeLessThanOrEqual(stack.clientWidth);
  },
};

export const Alignment: Story = {
  args: { direction: 'row', align: 'center', justify: 'space-between' },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
  render: (args) => (
    <Stack {...args}>
      <Box as="span" fontWeight="semibold">
        Balance
      </Box>
      <Box as="span" fontSize="2xl" fontWeight="bold" style={{ fontVariantNumeric: 'tabular-nums' }}>
        12,345.67
      </Box>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const label = canvas.getByText('Balance').getBoundingClientRect();
    const amount = canvas.getByText('12,345.67').getBoundingClientRect();
    const row = canvas.getByText('Balance').parentElement!.getBoundingClientRect();
    await expect(Math.round(label.left)).toBe(Math.round(row.left));
    await expect(Math.round(amount.right)).toBe(Math.round(row.right));
    await expect(Math.abs(label.top + label.height / 2 - (amount.top + amount.height / 2))).toBeLessThan(1);
  },
};

/** `as` renders the right element: here a list of navigation links with list semantics kept. */
export const Polymorphic: Story = {
  render: () => (
    <Box as="nav" aria-label="Game categories">
      <Stack as="ul" direction="row" gap="2" wrap padding="0" margin="0" style={{ listStyle: 'none' }}>
        {['Slots', 'Live', 'Sports', 'Fishing'].map((label) => (
          <li key={label}>
            <Box
              as="a"
              href={`#${label.toLowerCase()}`}
              display="inline-block"
              paddingX="3"
              paddingY="2"
              borderRadius="control"
              background="raised"
              color="primary"
            >
              {label}
            </Box>
          </li>
        ))}
      </Stack>
    </Box>
  ),
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Game categories' });
    await expect(nav.tagName).toBe('NAV');
    const list = within(nav).getByRole('list');
    await expect(getComputedStyle(list).flexDirection).toBe('row');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Live' })).toHaveAttribute('href', '#live');
  },
};

/** An app class still wins over the utilities (they live in a lower cascade layer). */
export const ClassNameOverride: Story = {
  render: (args) => (
    <Stack {...args} gap="8" className="app-tight-stack">
      <style>{'.app-tight-stack { gap: 4px; }'}</style>
      {cards}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const stack = canvas.getByText('Slots').parentElement!;
    await expect(stack).toHaveClass('app-tight-stack');
    await expect(getComputedStyle(stack).rowGap).toBe('4px');
  },
};

export const Chinese: Story = {
  args: {
    direction: { mobile: 'column', tablet: 'row' },
    children: (
      <>
        <Card>老虎机</Card>
        <Card>真人娱乐</Card>
        <Card>体育赛事</Card>
      </>
    ),
  },
  globals: { locale: 'CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('真人娱乐')).toBeVisible();
  },
};
