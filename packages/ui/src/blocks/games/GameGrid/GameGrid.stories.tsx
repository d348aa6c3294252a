import { type GameList, getGameList } from '@lobby/api';
import { type GameFixture, getCatalogue } from '@lobby/mocks';
import { gameTileOf } from '@lobby/view-models';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { storyPlatform } from '../../../stories/platform';
import type { GameTileItem } from '../GameTile/GameTile';
import { GameGrid, type GameGridProps } from './GameGrid';

// Games of the sandbox catalogue (fixed seed: the same every run).
const catalogue = getCatalogue();
const tileOf = (game: GameFixture): GameTileItem => ({
  id: String(game.gameId),
  name: game.gameName,
  iconUrl: game.showIcon,
  hot: game.isHot === 1,
  freeTrial: game.supportPlay === 0,
});
const slots = catalogue.games.filter((game) => game.vassalage === 'PP' && game.category === 'RNG').map(tileOf);
const tables = catalogue.games.filter((game) => game.vassalage === 'EVO').map(tileOf);

const columnsOf = (list: HTMLElement) => getComputedStyle(list).gridTemplateColumns.split(' ').length;

const meta = {
  title: 'Blocks/Games/GameGrid',
  component: GameGrid,
  args: {
    games: slots.slice(0, 24),
    status: 'ready',
    aspect: 'square',
    label: 'PP Slots games',
    onPlay: fn(),
    onFreeTrial: fn(),
    onRetry: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'ready', 'error'] },
    aspect: { control: 'inline-radio', options: ['square', 'landscape'] },
    games: { control: false },
  },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'The grid of games of the games pages and the header dropdown: 2 columns on a 375 px phone growing to 8 in a 1440 px content column, following the width of the grid itself, 8 to 12 px gaps, one art shape per category. While loading it shows skeleton tiles of the same size (`skeletonCount` should match the page size: 24 on games pages, 21 then 18 in the header dropdown); an empty page says "No data"; a failed load offers Retry. With `onPageChange` and more than one page it shows pagination, disabled while a page loads.',
      },
    },
  },
} satisfies Meta<typeof GameGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const list = canvas.getByRole('list', { name: 'PP Slots games' });
    await expect(list.children).toHaveLength(24);
    const first = slots[0]!;
    await userEvent.click(canvas.getByRole('button', { name: `Play ${first.name}` }));
    await expect(args.onPlay).toHaveBeenCalledWith(first);
    // No pagination without onPageChange.
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { status: 'loading', games: [], skeletonCount: 21 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading games…');
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvasElement.querySelectorAll('li')).toHaveLength(21);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { games: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'PP Slots games' })).not.toBeInTheDocument();
  },
};

export const ErrorWithRetry: Story = {
  args: { status: 'error', games: [], page: 2, pageCount: 5, onPageChange: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/couldn’t load|could not load|failed/i);
    // Pagination would page through nothing: it waits for a successful load.
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A stand-in for the container: pages of 21, then 18 (the header dropdown's sizes). */
function PagedGrid(props: GameGridProps) {
  const [page, setPage] = useState(1);
  const start = page === 1 ? 0 : 21 + (page - 2) * 18;
  const size = page === 1 ? 21 : 18;
  const pageCount = 1 + Math.ceil((slots.length - 21) / 18);
  return (
    <GameGrid
      {...props}
      games={slots.slice(start, start + size)}
      page={page}
      pageCount={pageCount}
      onPageChange={(next) => {
        props.onPageChange?.(next);
        setPage(next);
      }}
    />
  );
}

export const Paged: Story = {
  args: { onPageChange: fn(), columns: 7 },
  render: (args) => <PagedGrid {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const list = () => canvas.getByRole('list', { name: 'PP Slots games' });
    await expect(list().children).toHaveLength(21);
    await expect(columnsOf(list())).toBe(7);

    // Pointer: page 2 holds 18.
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await waitFor(() => expect(list().children).toHaveLength(18));
    await expect(canvas.getByRole('button', { name: `Play ${slots[21]!.name}` })).toBeInTheDocument();

    // Keyboard: focus stays on the pagination, Enter on "Previous page" goes back.
    const previous = canvas.getByRole('button', { name: 'Previous page' });
    previous.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await waitFor(() => expect(list().children).toHaveLength(21));
    await expect(previous).toHaveFocus();
  },
};

export const PageLoading: Story = {
  args: { status: 'loading', games: [], page: 2, pageCount: 5, onPageChange: fn(), skeletonCount: 18 },
  play: async ({ canvas, userEvent, args }) => {
    // The pagination stays in place (nothing shifts) but waits for the page.
    const next = canvas.getByRole('button', { name: 'Next page' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

export const LiveTables: Story = {
  args: { games: tables.slice(0, 12), aspect: 'landscape', label: 'Evolution games' },
  play: async ({ canvas }) => {
    const art = canvas
      .getByRole('list', { name: 'Evolution games' })
      .querySelector('[data-aspect="landscape"] > div') as HTMLElement;
    const box = art.getBoundingClientRect();
    await expect(box.width / box.height).toBeCloseTo(4 / 3, 1);
  },
};

export const MobileTwoColumns: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(columnsOf(canvas.getByRole('list', { name: 'PP Slots games' }))).toBe(2);
  },
};

export const Laptop: Story = {
  globals: { viewport: { value: 'laptop', isRotated: false } },
  // The content column of a 1366 px screen, beside the pinned 264 px side menu.
  decorators: [(Story) => <div style={{ maxWidth: 1366 - 264 - 64 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(columnsOf(canvas.getByRole('list', { name: 'PP Slots games' }))).toBe(6);
  },
};

export const WideScreen: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  decorators: [(Story) => <div style={{ maxWidth: 1440, marginInline: 'auto' }}>{Story()}</div>],
  play: async ({ canvas }) => {
    // A 1440 px content column on a 1920 px screen: eight columns.
    await expect(columnsOf(canvas.getByRole('list', { name: 'PP Slots games' }))).toBe(8);
  },
};

export const Chinese: Story = {
  args: { games: [], status: 'error' },
  globals: { locale: 'CN' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

// A page of PP Slots from the sandbox, fetched through the platform client as the games page does.
const platform = storyPlatform();

export const FromThePlatform: Story = {
  parameters: { msw: { handlers: platform.handlers } },
  loaders: [async () => ({ list: await getGameList(platform.client, { vassalage: 'PP', pageNo: 1, pageSize: 24 }) })],
  render: (args, { loaded }) => {
    const list = loaded.list as GameList;
    // The site's mapping of a game to its tile.
    return <GameGrid {...args} games={list.games.map(gameTileOf)} page={list.pageNum} pageCount={list.totalPages} />;
  },
  args: { onPageChange: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'PP Slots games' }).children).toHaveLength(24);
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  },
};
