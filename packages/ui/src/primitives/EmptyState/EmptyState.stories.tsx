import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchX } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: {
    tone: 'neutral',
    size: 'default',
    title: 'No bets in this period',
    description: 'Bets you place on sports, casino and lottery games show up here.',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['neutral', 'danger'] },
    size: { control: 'inline-radio', options: ['default', 'compact'] },
    icon: { control: false },
    action: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Fills a region that has nothing to show. `compact` is the "no data" line of tables and dropdowns ("an empty list shows a no-data message"; the title defaults to `ui.noData`). `tone="danger"` is what a failed call shows: it is announced as an alert, says what happened and offers `onRetry`. Use `action` for any other way forward.',
      },
    },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { action: <Button variant="secondary">Browse games</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No bets in this period')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Browse games' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const NoDataDefaults: Story = {
  args: { title: undefined, description: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data')).toBeVisible();
  },
};

export const Compact: Story = {
  args: { size: 'compact', title: undefined, description: undefined },
  decorators: [
    (Story) => (
      <div data-testid="dropdown" style={{ maxWidth: 280, border: '1px dashed currentColor' }}>
        {Story()}
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data')).toBeVisible();
    // Compact fits a dropdown: well under the default height.
    await expect(canvas.getByTestId('dropdown').getBoundingClientRect().height).toBeLessThan(140);
  },
};

export const ErrorWithRetry: Story = {
  args: { tone: 'danger', title: undefined, description: undefined, onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Could not load the data');
    await expect(alert).toHaveTextContent('Check your connection, then try again.');
    const retry = canvas.getByRole('button', { name: 'Retry' });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
  },
};

export const Retrying: Story = {
  args: { tone: 'danger', title: 'Network abnormal', description: undefined, onRetry: fn(), retrying: true },
  play: async ({ canvas, userEvent, args }) => {
    const retry = canvas.getByRole('button', { name: 'Retry' });
    await expect(retry).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(retry);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

export const CustomIcon: Story = {
  args: {
    icon: <SearchX size={28} />,
    title: 'No games match "dragon tiger baccarat"',
    description: 'Check the spelling or try another provider.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No games match/)).toBeVisible();
  },
};

export const AsSectionHeading: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No bets in this period' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    tone: 'danger',
    title:
      'Your betting records for the selected period could not be loaded because the service did not answer in time',
    description:
      'The records service is busy right now. Your bets and balance are safe. Try again in a moment, or contact customer service if this keeps happening for more than a few minutes.',
    onRetry: fn(),
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert.scrollWidth).toBeLessThanOrEqual(alert.clientWidth);
  },
};

export const Chinese: Story = {
  args: { tone: 'danger', title: undefined, description: undefined, onRetry: fn() },
  globals: { locale: 'CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('数据加载失败');
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const ChineseNoData: Story = {
  args: { size: 'compact', title: undefined, description: undefined },
  globals: { locale: 'CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无数据')).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { action: <Button fullWidth>Deposit now</Button> },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Deposit now' })).toBeVisible();
  },
};
